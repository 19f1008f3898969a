import { BRANDS } from "@core/brands";
import { clientIdSchema } from "@core/ids";
import { describe, expect, it } from "vitest";
import { newSiteModule } from "./new-module";
import { CONTENT_LANGUAGES, COUNTDOWN_UNITS, contentIn } from "./new-module-content/content";
import { declineAnswerOf } from "./rsvp/decline";
import { SITE_MODULE_TYPES, type SiteModule, siteModuleSchema } from "./schemas";

const NOW = new Date(2026, 0, 20, 10, 30);
const LANGUAGES = ["sv", "en", "da", "no", "de"];

/** Every id in a module: its own, its items', its questions' and their options'. */
function idsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(idsOf);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value)
    .flatMap(([key, inner]) => (key === "id" || key === "formElementId" ? [] : idsOf(inner)))
    .concat("id" in value && typeof value.id === "string" ? [value.id] : []);
}

/** Every translation object in a module: objects whose keys are all of the site's languages. */
function translationsOf(value: unknown, languages: string[]): Record<string, string>[] {
  if (Array.isArray(value)) return value.flatMap((v) => translationsOf(v, languages));
  if (!value || typeof value !== "object") return [];
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((k) => languages.includes(k))) return [value as Record<string, string>];
  return Object.values(value).flatMap((v) => translationsOf(v, languages));
}

describe.each(BRANDS)("a new module for the %s brand", (brand) => {
  it.each(SITE_MODULE_TYPES)("%s parses, with a title and texts in every language of the site", (kind) => {
    const module = newSiteModule(kind, LANGUAGES, brand, NOW);
    expect(siteModuleSchema.parse(module)).toEqual(module);
    expect(module.siteModuleType).toBe(kind);
    for (const id of idsOf(module)) expect(clientIdSchema.safeParse(id).success, id).toBe(true);
    expect(Object.keys(module.title).sort()).toEqual([...LANGUAGES].sort());
    const translations = translationsOf(module, LANGUAGES);
    expect(translations.length).toBeGreaterThan(0);
    for (const translation of translations) {
      expect(Object.keys(translation).sort()).toEqual([...LANGUAGES].sort());
      // No '' keys: an empty key means the owner emptied the field on purpose (core/translation.ts).
      for (const text of Object.values(translation)) expect(text.trim()).not.toBe("");
    }
    if ("text" in module) expect(module.text.sv).toMatch(/^<p>.+<\/p>$/);
  });

  it("gives no two modules or items the same id, across two calls", () => {
    const ids = SITE_MODULE_TYPES.flatMap((kind) => [
      ...idsOf(newSiteModule(kind, ["sv"], brand, NOW)),
      ...idsOf(newSiteModule(kind, ["sv"], brand, NOW)),
    ]);
    expect(ids.length).toBeGreaterThan(SITE_MODULE_TYPES.length * 2);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("never speaks of a wedding on a party or event page", () => {
    if (brand === "wedding") return;
    const all = JSON.stringify(SITE_MODULE_TYPES.map((kind) => newSiteModule(kind, LANGUAGES, brand, NOW)));
    expect(all).not.toMatch(/bröllop|brud|\bgifter\b|wedding|bride|couple|married|bryllup|giftes/i);
  });
});

describe("texts per language", () => {
  it("are written in sv, en and da; other languages get the English text", () => {
    const text = newSiteModule("Text", ["sv", "en", "da", "fi"], "wedding", NOW);
    expect(text.title).toEqual({
      sv: "Bra att veta",
      en: "Good to know",
      da: "Godt at vide",
      fi: "Good to know",
    });
    expect(text.text.fi).toBe(text.text.en);
    expect(text.text.sv).not.toBe(text.text.en);
    expect(text.text.da).not.toBe(text.text.en);
  });

  it("only for the site's languages", () => {
    const module = newSiteModule("Rsvp", ["da"], "party", NOW);
    for (const translation of translationsOf(module, ["da"]))
      expect(Object.keys(translation)).toEqual(["da"]);
    expect(module.title).toEqual({ da: "Svar udbedes" });
  });

  it("match the brand where the wording differs", () => {
    const title = (brand: (typeof BRANDS)[number]) => newSiteModule("Countdown", ["sv"], brand, NOW).title.sv;
    expect(title("wedding")).toBe("Snart säger vi ja");
    expect(title("party")).toBe("Tills festen börjar");
    expect(newSiteModule("Rsvp", ["en"], "event", NOW).title.en).toBe("Registration");
  });

  it("use the same number of examples and only the rich-text elements a site allows", () => {
    const [first, ...rest] = CONTENT_LANGUAGES.map(contentIn);
    for (const content of rest) {
      expect(content.TextAndImageList.items.length).toBe(first?.TextAndImageList.items.length);
      expect(content.PeopleList.people.length).toBe(first?.PeopleList.people.length);
    }
    for (const content of [first, ...rest]) {
      const tags = [...JSON.stringify(content).matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
      for (const tag of tags) expect(["p", "h3", "a", "strong", "em", "u", "br"]).toContain(tag);
    }
  });
});

describe("kind by kind", () => {
  const questions = (module: SiteModule) =>
    module.siteModuleType === "Rsvp" || module.siteModuleType === "Form" ? module.form.formElements : [];

  it("an RSVP asks for contact details, whether the guest comes, food and allergies only when coming, and a message", () => {
    const module = newSiteModule("Rsvp", ["sv", "en", "da"], "wedding", NOW);
    const elements = questions(module);
    expect(elements.map((e) => [e.label.sv, e.required])).toEqual([
      ["Förnamn", true],
      ["Efternamn", true],
      ["E-post", true],
      ["Telefonnummer", true],
      ["Kommer du?", true],
      ["Vad vill du äta till middag?", true],
      ["Allergier eller specialkost", false],
      ["Hälsning till brudparet", false],
    ]);
    const attending = elements[4];
    if (attending?.formElementType !== "SingleSelect") throw new Error("no yes/no question");
    expect(attending.options.map((o) => o.text)).toEqual([
      { sv: "Ja", en: "Yes", da: "Ja" },
      { sv: "Nej", en: "No", da: "Nej" },
    ]);
    const yes = attending.options[0]?.id ?? "";
    for (const element of elements.slice(5, 7))
      expect(element.showConditions).toEqual([
        { type: "SHOW", formElementId: attending.id, formElementOptionIds: [yes] },
      ]);
    expect(elements[7]?.showConditions).toEqual([]);
    if (module.siteModuleType !== "Rsvp") throw new Error("not an RSVP");
    expect(module.confirmationTitle.en).toBe("Thank you for your reply!");
    // A guest who answers No to 'will you come' gets the No confirmation, not the Yes text.
    expect(declineAnswerOf(module)).toEqual({
      formElementId: attending.id,
      formElementOptionId: attending.options[1]?.id,
    });
    expect(module.confirmationTitleNo?.sv).toBe("Tack för att du svarade");
    expect(module.confirmationTextNo?.da).toContain("ikke kan komme");
  });

  it("a form asks for contact details with the phone optional, and a message", () => {
    const elements = questions(newSiteModule("Form", ["en"], "event", NOW));
    expect(elements.map((e) => [e.label.en, e.required])).toEqual([
      ["First name", true],
      ["Last name", true],
      ["E-mail", true],
      ["Phone number", false],
      ["Your message", true],
    ]);
  });

  it("a countdown counts to six months ahead at 15:00, its unit words in the site's languages", () => {
    const module = newSiteModule("Countdown", ["sv", "fi", "xx"], "party", NOW);
    if (module.siteModuleType !== "Countdown") throw new Error("not a countdown");
    expect(module.countdownDate).toBe("2026-07-20 15:00");
    expect(module.hideInMenu).toBe(true);
    expect(module.days).toEqual({ sv: "dagar", fi: "päivää", xx: "days" });
    expect(module.seconds.fi).toBe(COUNTDOWN_UNITS.fi?.seconds);
  });

  it("a place, a video and a gallery start empty, with a hint; a gift registry with one example gift", () => {
    const location = newSiteModule("Location", ["sv"], "wedding", NOW);
    expect(location.siteModuleType === "Location" && location.map.location).toBe("");
    expect(location.title.sv).toBe("Plats");
    const video = newSiteModule("Video", ["sv"], "wedding", NOW);
    expect(video.siteModuleType === "Video" && video.video.videoUrl).toBe("");
    const gallery = newSiteModule("ImageGallery", ["sv"], "wedding", NOW);
    expect(gallery.siteModuleType === "ImageGallery" && gallery.gallery).toEqual([]);
    const gifts = newSiteModule("GiftRegistry", ["sv"], "wedding", NOW);
    if (gifts.siteModuleType !== "GiftRegistry") throw new Error("not a gift registry");
    expect(gifts.giftRegistry.items).toHaveLength(1);
    expect(gifts.giftRegistry.items[0]?.id).toMatch(/^giftRegistryItem/);
  });

  it("list kinds start with two examples; a header with a title and no second line", () => {
    const list = newSiteModule("TextAndImageList", ["en"], "event", NOW);
    expect(list.siteModuleType === "TextAndImageList" && list.items.map((i) => i.title.en)).toEqual([
      "9 am · Registration and coffee",
      "10 am · First session",
    ]);
    const people = newSiteModule("PeopleList", ["da", "sv"], "wedding", NOW);
    expect(people.siteModuleType === "PeopleList" && people.list.map((p) => p.name)).toEqual([
      "Mads Jensen",
      "Anne Hansen",
    ]);
    const header = newSiteModule("Header", ["sv"], "wedding", NOW);
    expect(header.siteModuleType === "Header" && header.secondLine).toEqual({});
  });
});
