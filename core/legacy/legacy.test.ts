// Version-1 sites (issue 14): every fixture parses, round-trips between wire and client form, and
// becomes a valid version-2 document with every module of its kind; malformed documents are refused
// naming the field.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isFormElementShown } from "../form";
import {
  LEGACY_KINDS,
  legacyFromWire,
  legacyToWire,
  legacyWireSiteSchema,
  parseLegacyWireSite,
} from "./schema";
import { attendingIds, legacyToV2Document, receiversOf } from "./to-v2";

const folder = join(__dirname, "../../fixtures/legacy");
const fixtures = readdirSync(folder)
  .filter((name) => name.endsWith(".json"))
  .map((name) => ({ name, file: JSON.parse(readFileSync(join(folder, name), "utf8")) as { site: unknown } }));

const V2_KIND = {
  header: "Header",
  Text: "Text",
  RSVP3: "Rsvp",
  Speech2: "Form",
  location: "Location",
  ImageAndText: "ImageAndText",
  TextAndImageList: "TextAndImageList",
  PeopleList: "PeopleList",
  Video: "Video",
  countDown: "Countdown",
  GiftRegistry: "GiftRegistry",
} as const;

describe("version-1 fixtures", () => {
  it("cover every legacy kind, several languages and both shapes of receivers", () => {
    const kinds = new Set(
      fixtures.flatMap(({ file }) => parseLegacyWireSite(file.site).modules.map((m) => m.module)),
    );
    expect([...kinds].sort()).toEqual([...LEGACY_KINDS].sort());
    const languages = new Set(
      fixtures.flatMap(({ file }) =>
        parseLegacyWireSite(file.site).availableLanguages.map((l) => l.languageCode),
      ),
    );
    expect([...languages].sort()).toEqual(["da", "en", "sv"]);
  });

  it.each(fixtures)(
    "$name round-trips and becomes a version-2 page with the same modules and texts",
    ({ file }) => {
      const wire = legacyWireSiteSchema.parse(file.site);
      expect(legacyToWire(legacyFromWire(wire))).toEqual(wire);
      const legacy = parseLegacyWireSite(file.site);
      const document = legacyToV2Document(legacy);
      expect(document.siteModules.map((m) => [m.id, m.siteModuleType])).toEqual(
        legacy.modules.map((m) => [m._id, V2_KIND[m.module]]),
      );
      expect(document.siteModules.map((m) => m.hide)).toEqual(legacy.modules.map((m) => m.hide));
      // A module without a menu title is 'Ej namngivet' in every language.
      for (const [index, module] of legacy.modules.entries()) {
        if (module.menuTitle) continue;
        for (const { languageCode } of legacy.availableLanguages)
          expect(document.siteModules[index]?.menuTitle[languageCode]).toBe("Ej namngivet");
      }
    },
  );
});

describe("the version-2 page of a version-1 site", () => {
  const anna = parseLegacyWireSite(fixtures.find((f) => f.name === "anna-och-johan.json")?.file.site);
  const document = legacyToV2Document(anna);
  const byId = (id: string) => document.siteModules.find((m) => m.id === id);

  it("keeps texts, pictures and receivers", () => {
    const header = byId("5a1f00c0ffee0000000000a1");
    expect(header).toMatchObject({ title: { sv: "Anna & Johan" }, image: { fileName: "wedding-hero.jpg" } });
    expect(byId("5a1f00c0ffee0000000000a2")).toMatchObject({
      text: { sv: expect.stringContaining("S:t Maria domkyrka") },
    });
    expect(byId("5a1f00c0ffee0000000000a7")).toMatchObject({
      siteModuleType: "Countdown",
      countdownDate: "2027-06-12 14:00",
    });
    expect(document.formRecipients).toEqual([
      {
        formId: "5a1f00c0ffee0000000000a3",
        recipients: ["anna.lindqvist@example.se", "johan.berg@example.se"],
      },
      { formId: "5a1f00c0ffee0000000000a4", recipients: ["toastmaster.erik@example.se"] },
    ]);
  });

  it("asks the RSVP's questions in the old order, the text fields below shown only for a yes", () => {
    const rsvp = byId("5a1f00c0ffee0000000000a3");
    if (rsvp?.siteModuleType !== "Rsvp") throw new Error("no RSVP");
    expect(rsvp.maxNumberOfGuests).toBe(4);
    expect(rsvp.legacyKind).toBe("RSVP3");
    const elements = rsvp.form.formElements;
    expect(elements.map((e) => e.label.sv)).toEqual([
      "Vill du åka med bussen från kyrkan?",
      "Förnamn",
      "Efternamn",
      "Kommer du?",
      "E-post",
      "Telefon",
      "Allergier eller specialkost",
      "Önskelåt till dansgolvet",
    ]);
    const ids = attendingIds(rsvp.id);
    const allergies = elements[6];
    if (!allergies) throw new Error("no allergies question");
    expect(isFormElementShown(allergies, elements, { [ids.question]: ids.yes })).toBe(true);
    expect(isFormElementShown(allergies, elements, { [ids.question]: ids.no })).toBe(false);
    expect(rsvp.declineOption).toEqual({ formElementId: ids.question, formElementOptionId: ids.no });
  });

  it("makes the speech sign-up a form behind 'Anmälan av tal'", () => {
    const speech = byId("5a1f00c0ffee0000000000a4");
    if (speech?.siteModuleType !== "Form") throw new Error("no speech form");
    expect(speech.showFormButton.sv).toBe("Anmälan av tal");
    // It speaks with the old speech form's own messages (SPEC §8 legacy forms).
    expect(speech.legacyKind).toBe("Speech2");
    expect(
      speech.form.formElements.map((e) => [e.label.sv, e.formElementType === "ShortText" && e.required]),
    ).toEqual([
      ["Ditt namn", true],
      ["Hur lång tid behöver du?", true],
      ["Behöver du projektor eller musik?", false],
    ]);
  });

  it("drops blank receivers and keeps at most six", () => {
    expect(receiversOf(" a@example.se ")).toEqual(["a@example.se"]);
    expect(receiversOf(["", "a@example.se", " "])).toEqual(["a@example.se"]);
    expect(receiversOf(Array.from({ length: 8 }, (_, i) => `m${i}@example.se`))).toHaveLength(6);
  });
});

describe("malformed version-1 documents", () => {
  const good = fixtures[0]?.file.site as { modules: { properties: { key: string; value: unknown }[] }[] };
  it.each([
    ["no modules", { ...good, modules: undefined }, /^modules: /],
    [
      "an unknown kind",
      { ...good, modules: [{ module: "Gallery", _id: "x1", properties: [] }] },
      /^modules\.0\.module: module is one of/,
    ],
    [
      "a bad id",
      { ...good, modules: [{ module: "Text", _id: "a b", properties: [] }] },
      /^modules\.0\._id: /,
    ],
    [
      "a repeated key",
      {
        ...good,
        modules: [
          {
            module: "Text",
            _id: "t1",
            properties: [
              { key: "title", value: "a" },
              { key: "title", value: "b" },
            ],
          },
        ],
      },
      /listed twice/,
    ],
    ["a version-2 site", { ...good, usesSiteModules: true }, /^usesSiteModules: /],
    [
      "an RSVP with too many persons",
      {
        ...good,
        modules: [{ module: "RSVP3", _id: "r1", properties: [{ key: "maxNumberOfPersons", value: 50 }] }],
      },
      /^modules\.r1\.properties\.maxNumberOfPersons: /,
    ],
  ])("refuses %s, naming the field", (_name, site, message) => {
    expect(() => parseLegacyWireSite(site)).toThrow(message);
  });
});
