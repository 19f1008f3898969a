import { BRANDS } from "@core/brands";
import { newSiteModule } from "@modules/new-module";
import type { SiteModule, SiteModuleOf } from "@modules/schemas";
import { describe, expect, it } from "vitest";
import {
  fieldIssues,
  isInstructionText,
  isStartingText,
  startingTextIssues,
  withoutInstructionTexts,
} from "./starting-texts";
import { type Translation, translate } from "./translation";

const LOCATION_SV =
  "Berätta hur gästerna tar sig hit: parkering, kollektivtrafik och annat som är bra att veta.";
const LOCATION_EN =
  "Tell your guests how to get here: parking, public transport and anything else that is good to know.";

const location = (languages: string[]) => newSiteModule("Location", languages, "wedding");
const form = (languages: string[]) => newSiteModule("Form", languages, "wedding");

describe("isInstructionText", () => {
  it("knows the Location module's starting text in sv, en and da, as stored rich text", () => {
    const module = newSiteModule("Location", ["sv", "en", "da"], "wedding");
    expect(module.text.sv).toBe(`<p>${LOCATION_SV}</p>`);
    for (const language of ["sv", "en", "da"]) expect(isInstructionText(module.text[language])).toBe(true);
  });

  it("reads a long text to its end: an instruction behind much markup is one, a long text that begins like none is none", () => {
    const text = `<p>${LOCATION_SV}</p>`;
    const wrapped = `${'<p class="x"><span style="font-weight: 400">'.repeat(6)}${text}${"</span></p>".repeat(6)}`;
    expect(wrapped.length).toBeGreaterThan(320);
    expect(isInstructionText(wrapped)).toBe(true);
    const own = `<p>${"Vi ses vid kyrkan klockan tre, parkeringen ligger bakom. ".repeat(8)}</p>`;
    expect(isInstructionText(own)).toBe(false);
    expect(isInstructionText(`<p>${text.replace(/<\/?p>/g, "")} Och lite till om bussen.</p>`)).toBe(false);
  });

  it("reads past markup and spacing the editor or the sanitizer may add", () => {
    expect(isInstructionText(LOCATION_SV)).toBe(true);
    expect(isInstructionText(`<p>  ${LOCATION_EN.replace("parking, ", "parking,&nbsp;")} </p>`)).toBe(true);
  });

  it("knows an instruction however its first words are wrapped, spaced or capitalised (the quick look at its start)", () => {
    const wrappings = [
      (text: string) => `<p>  ${text}</p>`,
      (text: string) => `<p><br>${text}</p>`,
      (text: string) => `<p> </p><p>${text}</p>`,
      (text: string) => `\u00a0\u3000${text}`,
      (text: string) => `<p>${text.replace(" ", "   ")}</p>`,
      (text: string) => `<p>${text.replace(" ", "\n")}</p>`,
      (text: string) => `<p><strong>${text.slice(0, 4)}</strong>${text.slice(4)}</p>`,
      (text: string) => `<p>${text.replace(" ", "&nbsp;")}</p>`,
      (text: string) => text.toUpperCase(),
    ];
    for (const text of [LOCATION_SV, LOCATION_EN])
      for (const wrap of wrappings) expect(isInstructionText(wrap(text)), wrap(text)).toBe(true);
    // Texts beginning otherwise are none, however long.
    expect(isInstructionText(`<p>Vi ses ${LOCATION_SV}</p>`)).toBe(false);
    expect(isInstructionText(`<p>${"Parkering finns bakom kyrkan. ".repeat(20)}</p>`)).toBe(false);
  });

  it("knows every brand's instructions ('Berätta hur ni träffades', 'Byt ut mot en egen önskan')", () => {
    for (const brand of BRANDS) {
      const imageAndText = newSiteModule("ImageAndText", ["sv", "en", "da"], brand);
      const gifts = newSiteModule("GiftRegistry", ["sv", "da"], brand);
      for (const language of ["sv", "en", "da"])
        expect(isInstructionText(imageAndText.text[language]), `${brand} ${language}`).toBe(true);
      expect(isInstructionText(gifts.giftRegistry.items[0]?.description.sv)).toBe(true);
    }
  });

  it("leaves texts a guest may read as they are, and the owner's own texts", () => {
    const module = form(["sv", "en"]);
    expect(isInstructionText(module.title.en)).toBe(false); // 'Contact us'
    expect(isInstructionText(module.text.sv)).toBe(false);
    expect(isStartingText(module.title.en)).toBe(true);
    expect(isInstructionText("<p>Parkera vid kyrkan, buss 4 går från stationen.</p>")).toBe(false);
    expect(isStartingText("Frågor om bussen")).toBe(false);
    expect(isInstructionText("")).toBe(false);
  });
});

describe("fieldIssues", () => {
  it("names each language whose text is still an instruction", () => {
    const { text } = location(["sv", "en", "de"]);
    expect(fieldIssues(text, ["sv", "en", "de"])).toEqual([
      { language: "sv", kind: "instruction" },
      { language: "en", kind: "instruction" },
      // A language without content files gets the English instruction.
      { language: "de", kind: "instruction" },
    ]);
  });

  it("is quiet about untouched starting texts a guest may read", () => {
    expect(fieldIssues(form(["sv", "en"]).title, ["sv", "en"])).toEqual([]);
  });

  it("names a language still at its starting text after the first language was rewritten", () => {
    const renamed: Translation = { ...form(["sv", "en", "da"]).title, sv: "Frågor om bussen" };
    expect(renamed.en).toBe("Contact us");
    expect(fieldIssues(renamed, ["sv", "en", "da"])).toEqual([
      { language: "en", kind: "untranslated" },
      { language: "da", kind: "untranslated" },
    ]);
  });

  it("names a language never written when the first has the owner's text, never one emptied on purpose", () => {
    expect(fieldIssues({ sv: "Vid kyrkan" }, ["sv", "en"])).toEqual([
      { language: "en", kind: "untranslated" },
    ]);
    expect(fieldIssues({ sv: "Vid kyrkan", en: "" }, ["sv", "en"])).toEqual([]);
    expect(fieldIssues({ sv: "Vid kyrkan", en: "By the church" }, ["sv", "en"])).toEqual([]);
    expect(fieldIssues({}, ["sv", "en"])).toEqual([]);
  });

  it("says instruction rather than untranslated where the first language was rewritten", () => {
    const { text } = location(["sv", "en"]);
    expect(fieldIssues({ ...text, sv: "<p>Parkera vid kyrkan.</p>" }, ["sv", "en"])).toEqual([
      { language: "en", kind: "instruction" },
    ]);
  });
});

describe("startingTextIssues", () => {
  it("lists a new Location module's text in every language, by module, field and language", () => {
    const module = location(["sv", "en"]);
    expect(startingTextIssues([module], ["sv", "en"])).toEqual([
      { moduleId: module.id, moduleType: "Location", path: ["text"], language: "sv", kind: "instruction" },
      { moduleId: module.id, moduleType: "Location", path: ["text"], language: "en", kind: "instruction" },
    ]);
  });

  it("lists the renamed form's English title, and nothing once every language is the owner's", () => {
    const module = form(["sv", "en"]);
    const renamed: SiteModuleOf<"Form"> = { ...module, title: { ...module.title, sv: "Frågor om bussen" } };
    expect(startingTextIssues([renamed], ["sv", "en"])).toEqual([
      { moduleId: module.id, moduleType: "Form", path: ["title"], language: "en", kind: "untranslated" },
    ]);
    const translated = { ...renamed, title: { sv: "Frågor om bussen", en: "About the coach" } };
    expect(startingTextIssues([translated], ["sv", "en"])).toEqual([]);
  });

  it("finds texts in items and questions, and skips hidden modules and the menu title", () => {
    const list = newSiteModule("TextAndImageList", ["sv"], "wedding");
    const paths = startingTextIssues([list], ["sv"]).map((issue) => issue.path.join("."));
    expect(paths).toEqual(["text", "items.0.text", "items.1.text"]);
    const contact = form(["sv", "en"]);
    const question = contact.form.formElements[0];
    if (!question) throw new Error("a new form has questions");
    const renamedQuestion = { ...question, label: { sv: "Ditt namn" } };
    const withQuestion: SiteModule = {
      ...contact,
      form: { formElements: [renamedQuestion, ...contact.form.formElements.slice(1)] },
    };
    expect(startingTextIssues([withQuestion], ["sv", "en"])).toEqual([
      expect.objectContaining({ path: ["form", "formElements", 0, "label"], language: "en" }),
    ]);
    expect(startingTextIssues([{ ...location(["sv"]), hide: true }], ["sv"])).toEqual([]);
    expect(startingTextIssues([{ ...form(["sv"]), menuTitle: { sv: "Kontakt" } }], ["sv", "en"])).toEqual([]);
  });

  it("orders the issues by module, then language", () => {
    const place = location(["sv", "en"]);
    const text = newSiteModule("Text", ["sv", "en"], "party");
    const issues = startingTextIssues([place, text], ["sv", "en"]);
    expect(issues.map((issue) => `${issue.moduleType} ${issue.language}`)).toEqual([
      "Location sv",
      "Location en",
      "Text sv",
      "Text en",
    ]);
  });
});

describe("withoutInstructionTexts", () => {
  it("drops instruction texts so guests see nothing of them", () => {
    const module = location(["sv", "en"]);
    const [guest] = withoutInstructionTexts([module]);
    expect(guest?.text).toEqual({});
    expect(translate(guest?.text, "sv")).toBe("");
    expect(translate(guest?.text, "en")).toBe("");
    expect(guest?.title).toEqual(module.title);
  });

  it("keeps the owner's own text, which other languages then fall back to", () => {
    const module = location(["sv", "en"]);
    const written = { ...module, text: { ...module.text, sv: "<p>Parkera vid kyrkan.</p>" } };
    const [guest] = withoutInstructionTexts([written]);
    expect(guest?.text).toEqual({ sv: "<p>Parkera vid kyrkan.</p>" });
    expect(translate(guest?.text, "en")).toBe("<p>Parkera vid kyrkan.</p>");
  });

  it("reaches items and leaves modules without instructions as they were", () => {
    const gifts = newSiteModule("GiftRegistry", ["sv"], "wedding");
    const [guest] = withoutInstructionTexts([gifts]);
    if (guest?.siteModuleType !== "GiftRegistry") throw new Error("kind kept");
    expect(guest.giftRegistry.items[0]?.description).toEqual({});
    expect(guest.giftRegistry.items[0]?.title).toEqual({ sv: "Vinglas" });
    const contact = form(["sv"]);
    expect(withoutInstructionTexts([contact])[0]).toBe(contact);
  });
});
