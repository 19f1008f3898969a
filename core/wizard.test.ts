import { describe, expect, it } from "vitest";
import { LIMITS } from "./limits";
import { printFactsOf } from "./print/facts";
import { newPrint } from "./print/layouts";
import { siteDocumentSchema, siteSchema } from "./site";
import {
  CHILDREN_TEXTS,
  completeWizardData,
  DESIGN_TEMPLATES,
  DRESS_CODE_TEXTS,
  defaultWizardDate,
  dropEmptyWizardValues,
  GIFT_EXAMPLES,
  GIFT_TEXTS,
  generateWizardSite,
  TEXT_LANGUAGES,
  WIZARD_SITE_ID,
  WIZARD_TITLES,
  welcomeText,
} from "./wizard";

const NOW = new Date(2026, 0, 20, 10, 30);
const moduleOf = (site: ReturnType<typeof generateWizardSite>, id: string) =>
  site.siteModules.find((m) => m.id === id);
const textOf = (module: unknown, language: string) =>
  (module as { text: Record<string, string> }).text[language];

describe("wizard defaults (SPEC §5)", () => {
  it("fills every gap: date six months ahead at 15:00, place, two names, standard template, COCKTAIL, NO_CHILDREN, GIFTS, sv", () => {
    expect(completeWizardData({}, NOW)).toEqual({
      name1: "Anna",
      name2: "Johan",
      location: "Stockholm",
      dateStart: "2026-07-20T15:00",
      dateNotDecided: false,
      designTemplate: "STANDARD",
      dressCode: "COCKTAIL",
      children: "NO_CHILDREN",
      gifts: "GIFTS",
      languages: ["sv"],
    });
    expect(defaultWizardDate(new Date(2026, 7, 31))).toBe("2027-03-03T15:00");
  });

  it("keeps given answers", () => {
    const data = completeWizardData(
      {
        name1: "Maja",
        name2: "Elias",
        location: "Visby",
        dateStart: "2027-08-07T14:00",
        dressCode: "BLACK_TIE",
        languages: ["sv", "en"],
      },
      NOW,
    );
    expect(data).toMatchObject({
      name1: "Maja",
      name2: "Elias",
      location: "Visby",
      dateStart: "2027-08-07T14:00",
      dressCode: "BLACK_TIE",
      languages: ["sv", "en"],
    });
  });

  it("drops empty values before the defaults: blanks, unknown options, broken dates, empty lists, false flags", () => {
    expect(
      dropEmptyWizardValues({
        name1: "  ",
        name2: "",
        location: " Visby ",
        dateStart: "2027-02-30T12:00",
        dateNotDecided: false,
        designTemplate: "NO_SUCH",
        dressCode: "",
        children: "SOMETIMES",
        gifts: "MONEY",
        languages: [],
      }),
    ).toEqual({ location: "Visby", gifts: "MONEY" });
    const data = completeWizardData({ name1: " ", location: "", languages: [], dressCode: "" }, NOW);
    expect(data.name1).toBe("Anna");
    expect(data.location).toBe("Stockholm");
    expect(data.languages).toEqual(["sv"]);
    expect(data.dressCode).toBe("COCKTAIL");
  });

  it("has no date when the date is not decided, whatever date was typed", () => {
    const data = completeWizardData({ dateStart: "2027-08-07T14:00", dateNotDecided: true }, NOW);
    expect(data.dateStart).toBeNull();
    expect(data.dateNotDecided).toBe(true);
    const site = generateWizardSite({ dateNotDecided: true, location: "Visby" }, { now: NOW });
    const header = moduleOf(site, "wizardHeader") as { secondLine: Record<string, string> };
    expect(header.secondLine.sv).toBe("Visby");
  });
});

describe("the generated site (SPEC §4 Wizard)", () => {
  it("is a valid, inactive quick-start site with the id START-WIZARD", () => {
    const site = generateWizardSite({}, { now: NOW });
    expect(siteSchema.safeParse(site).success).toBe(true);
    expect(siteDocumentSchema.safeParse(site).success).toBe(true);
    expect(site._id).toBe(WIZARD_SITE_ID);
    expect(site.active).toBe(false);
    expect(site.quickStart).toBe(true);
    expect(site.availableLanguages).toEqual([{ languageCode: "sv" }]);
    expect(site.mostRecentSelectedDesignTemplate).toBe("STANDARD");
    expect(site.wizardData).toMatchObject({ name1: "Anna", gifts: "GIFTS", dressCode: "COCKTAIL" });
  });

  it("puts the names, date and place on the page in each language", () => {
    const site = generateWizardSite(
      {
        name1: "Maja",
        name2: "Elias",
        location: "Visby",
        dateStart: "2027-08-07T14:00",
        languages: ["sv", "en", "da"],
      },
      { now: NOW },
    );
    const header = moduleOf(site, "wizardHeader") as {
      title: Record<string, string>;
      secondLine: Record<string, string>;
    };
    expect(header.title).toEqual({ sv: "Maja & Elias", en: "Maja & Elias", da: "Maja & Elias" });
    expect(header.secondLine.sv).toBe("Lördag 7 augusti 2027 · Visby");
    expect(header.secondLine.en).toBe("Saturday, 7 August 2027 · Visby");
    expect(header.secondLine.da).toMatch(/^Lørdag (den )?7\. august 2027 · Visby$/);
    const welcome = moduleOf(site, "wizardWelcome");
    expect(textOf(welcome, "sv")).toContain("lördag 7 augusti 2027");
    expect(textOf(welcome, "en")).toContain("<strong>Visby</strong>");
    expect(textOf(welcome, "da")).toContain("Maja &amp; Elias");
  });

  it("escapes what the couple typed inside the rich texts", () => {
    const site = generateWizardSite({ name1: "<b>Ann</b>", location: 'Café "Blå"' }, { now: NOW });
    const welcome = textOf(moduleOf(site, "wizardWelcome"), "sv") ?? "";
    expect(welcome).not.toContain("<b>");
    expect(welcome).toContain("&lt;b&gt;Ann&lt;/b&gt;");
    expect(welcome).toContain("Café &quot;Blå&quot;");
  });

  it("uses the chosen design template", () => {
    const template = DESIGN_TEMPLATES[2];
    const site = generateWizardSite({ designTemplate: template?.name }, { now: NOW });
    expect(site.mostRecentSelectedDesignTemplate).toBe(template?.name);
    expect(site.colorScheme).toEqual(template?.colorScheme);
    expect(site.fonts).toEqual(template?.fonts);
  });

  // Issue 23: the logo said today plus a year ('27 NOVEMBER 2027') whatever date the couple gave.
  it.each(["ROMANTIC_ROSE", "CLASSIC_GOLD", "WATERCOLOUR_BLUE"])(
    "draws the couple's names and date in the %s logo, in the first language",
    (name) => {
      const now = new Date("2026-11-27T10:00:00Z");
      const answers = { name1: "Maja", name2: "Elias", dateStart: "2027-08-21T15:00", designTemplate: name };
      const sv = generateWizardSite({ ...answers, languages: ["sv", "en"] }, { now });
      expect(sv.eventLogo).toMatchObject({
        name1: "Maja",
        name2: "Elias",
        additionalText: "21 augusti 2027",
      });
      const da = generateWizardSite({ ...answers, languages: ["da", "sv"] }, { now });
      expect(da.eventLogo?.additionalText).toBe("21. august 2027");
      const undecided = generateWizardSite({ ...answers, dateNotDecided: true }, { now });
      expect(undecided.eventLogo?.additionalText).toBe("");
      // No date given: the page's default date (six months ahead), the same as the header and countdown.
      const defaulted = generateWizardSite({ designTemplate: name }, { now });
      expect(defaulted.eventLogo?.additionalText).toBe("27 maj 2027");
    },
  );

  it("gives a new printed card the logo with the wizard's date and the couple's names", () => {
    const site = generateWizardSite(
      { name1: "Maja", name2: "Elias", dateStart: "2027-08-21T15:00", designTemplate: "ROMANTIC_ROSE" },
      { now: new Date("2026-11-27T10:00:00Z") },
    );
    const facts = printFactsOf({ document: site, wizardData: site.wizardData, host: null });
    const card = newPrint(site, facts);
    expect(card.eventLogo).toMatchObject({
      name1: "Maja",
      name2: "Elias",
      additionalText: "21 augusti 2027",
    });
    expect(facts).toMatchObject({ names: "Maja & Elias", language: "sv" });
    expect(facts.dateText).toMatch(/^Lördag 21 augusti 2027/);
  });

  it("GIFTS makes a gift registry module with example wishes", () => {
    const site = generateWizardSite({ gifts: "GIFTS" }, { now: NOW });
    const gifts = moduleOf(site, "wizardGifts");
    expect(gifts?.siteModuleType).toBe("GiftRegistry");
    const items = (gifts as { giftRegistry: { items: { id: string }[] } }).giftRegistry.items;
    expect(items).toHaveLength(GIFT_EXAMPLES.length);
    for (const item of items) expect(item.id).toMatch(/^giftRegistryItem/);
  });

  it("any other gift choice makes a Text module with its text", () => {
    for (const gifts of ["MONEY", "GUEST_FEE", "NO_GIFTS"] as const) {
      const module = moduleOf(generateWizardSite({ gifts }, { now: NOW }), "wizardGifts");
      expect(module?.siteModuleType).toBe("Text");
      expect(textOf(module, "sv")).toBe(GIFT_TEXTS[gifts].sv);
    }
  });

  it("OTHER and NOT_DECIDED fall back to the COCKTAIL dress-code text and the GIFTS gift text", () => {
    for (const choice of ["OTHER", "NOT_DECIDED"]) {
      const site = generateWizardSite({ dressCode: choice, gifts: choice }, { now: NOW });
      expect(textOf(moduleOf(site, "wizardDressCode"), "sv")).toBe(DRESS_CODE_TEXTS.COCKTAIL.sv);
      const gifts = moduleOf(site, "wizardGifts");
      expect(gifts?.siteModuleType).toBe("Text");
      expect(textOf(gifts, "sv")).toBe(GIFT_TEXTS.GIFTS.sv);
    }
  });

  it("writes the chosen dress code and children texts; undecided children leave the module out", () => {
    const site = generateWizardSite(
      { dressCode: "BLACK_TIE", children: "CHILDREN_WELCOME", languages: ["en"] },
      { now: NOW },
    );
    expect(textOf(moduleOf(site, "wizardDressCode"), "en")).toBe(DRESS_CODE_TEXTS.BLACK_TIE.en);
    expect(textOf(moduleOf(site, "wizardChildren"), "en")).toBe(CHILDREN_TEXTS.CHILDREN_WELCOME.en);
    expect(
      moduleOf(generateWizardSite({ children: "NOT_DECIDED" }, { now: NOW }), "wizardChildren"),
    ).toBeUndefined();
  });

  it("gives languages without ready-made texts the English text, and only the site's languages", () => {
    const site = generateWizardSite({ languages: ["sv", "fi"] }, { now: NOW });
    expect(site.availableLanguages).toEqual([{ languageCode: "sv" }, { languageCode: "fi" }]);
    const dress = moduleOf(site, "wizardDressCode") as {
      text: Record<string, string>;
      title: Record<string, string>;
    };
    expect(Object.keys(dress.text).sort()).toEqual(["fi", "sv"]);
    expect(dress.text.fi).toBe(DRESS_CODE_TEXTS.COCKTAIL.en);
    expect(dress.title.fi).toBe("Dress code");
  });
});

describe("ready-made texts", () => {
  const all = [
    ...Object.values(DRESS_CODE_TEXTS),
    ...Object.values(CHILDREN_TEXTS),
    ...Object.values(GIFT_TEXTS),
    ...Object.values(WIZARD_TITLES),
    ...GIFT_EXAMPLES.flatMap((item) => [item.title, item.description]),
  ];

  it("exist in sv, en and da, none empty and all different per language", () => {
    for (const text of all) {
      expect(Object.keys(text).sort()).toEqual(["da", "en", "sv"]);
      for (const value of Object.values(text)) expect(value.trim().length).toBeGreaterThan(2);
      expect(text.sv).not.toBe(text.en);
    }
  });

  it("fill every placeholder of the welcome text, with or without a date", () => {
    for (const language of TEXT_LANGUAGES)
      for (const date of ["7 augusti 2027", null]) {
        const text = welcomeText(language, { names: "A & B", location: "Visby", date });
        expect(text).not.toMatch(/[{}]/);
        expect(text).toContain("<strong>Visby</strong>");
        expect(text).toContain("<em>A &amp; B</em>");
        expect(text.includes("7 augusti 2027")).toBe(date !== null);
      }
  });

  it("use only the rich-text elements a site allows", () => {
    for (const text of all)
      for (const value of Object.values(text)) {
        const tags = [...value.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
        for (const tag of tags) expect(["p", "h3", "a", "strong", "em", "u", "br"]).toContain(tag);
      }
  });

  it("every generated site in every language passes the site document schema", () => {
    for (const dressCode of [
      "WHITE_TIE",
      "BLACK_TIE",
      "FORMAL",
      "COCKTAIL",
      "CASUAL",
      "OTHER",
      "NOT_DECIDED",
    ])
      for (const gifts of ["MONEY", "GIFTS", "GUEST_FEE", "NO_GIFTS", "OTHER", "NOT_DECIDED"]) {
        const site = generateWizardSite(
          { dressCode, gifts, languages: ["sv", "en", "da", "no", "fi"] },
          { now: NOW },
        );
        expect(siteDocumentSchema.safeParse(site).success).toBe(true);
      }
  });
});

describe("languages from the full ISO list (SPEC §9)", () => {
  it("makes a valid page in German and Swedish: English texts for German, the date in German on top", () => {
    const site = generateWizardSite(
      {
        name1: "Lena",
        name2: "Jonas",
        location: "Lund",
        dateStart: "2027-08-07T14:00",
        languages: ["de", "sv"],
      },
      { now: NOW },
    );
    expect(siteSchema.safeParse(site).success).toBe(true);
    expect(siteDocumentSchema.safeParse(site).success).toBe(true);
    expect(site.availableLanguages).toEqual([{ languageCode: "de" }, { languageCode: "sv" }]);
    expect(site.wizardData?.languages).toEqual(["de", "sv"]);
    for (const module of site.siteModules) {
      const title = (module as { title?: Record<string, string> }).title ?? {};
      expect(Object.keys(title).sort()).toEqual(["de", "sv"]);
    }
    expect(textOf(moduleOf(site, "wizardDressCode"), "de")).toBe(DRESS_CODE_TEXTS.COCKTAIL.en);
    expect(textOf(moduleOf(site, "wizardDressCode"), "sv")).toBe(DRESS_CODE_TEXTS.COCKTAIL.sv);
    const header = moduleOf(site, "wizardHeader") as { secondLine: Record<string, string> };
    expect(header.secondLine.de).toBe("Samstag, 7. August 2027 · Lund");
    expect(header.secondLine.sv).toBe("Lördag 7 augusti 2027 · Lund");
    // The English welcome text keeps an English date rather than a German one inside an English sentence.
    const welcome = textOf(moduleOf(site, "wizardWelcome"), "de") ?? "";
    expect(welcome).toContain("We are getting married!");
    expect(welcome).toContain("Saturday, 7 August 2027");
    expect(welcome).not.toContain("Samstag");
  });

  it("keeps at most the site's language limit", () => {
    const many = ["sv", "en", "da", "no", "fi", "de", "fr", "es", "it", "nl", "pl", "pt", "is", "et", "lv"];
    const more = [...many, "lt", "el", "tr", "uk", "hu", "cs", "ro"];
    expect(more.length).toBeGreaterThan(LIMITS.languagesPerSite);
    const site = generateWizardSite({ languages: more }, { now: NOW });
    expect(site.availableLanguages.map((l) => l.languageCode)).toEqual(
      more.slice(0, LIMITS.languagesPerSite),
    );
  });
});
