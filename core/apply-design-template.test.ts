import { describe, expect, it } from "vitest";
import { applyDesignTemplate, matchesDesignTemplate } from "./apply-design-template";
import { BRANDS } from "./brands";
import { contrastProblems } from "./contrast";
import { SITE_GRAPHICS, THEMES } from "./design";
import { HEADING_FONTS, TEXT_FONTS } from "./fonts";
import { siteDocumentSchema } from "./site";
import { generateWizardSite } from "./wizard";
import {
  DESIGN_TEMPLATES,
  type DesignTemplate,
  designTemplate,
  designTemplatesFor,
  offersDesignTemplate,
} from "./wizard-templates";

const TODAY = new Date("2026-11-23T10:00:00Z");
const CONTEXT = { language: "sv", today: TODAY };

function template(name: string): DesignTemplate {
  const found = DESIGN_TEMPLATES.find((t) => t.name === name);
  if (!found) throw new Error(`no template ${name}`);
  return found;
}

function page(title = "Anna & Johan") {
  return siteDocumentSchema.parse({
    siteModules: [{ id: "head", siteModuleType: "Header", title: { sv: title } }],
  });
}

describe("design templates", () => {
  it("are a real choice of distinct, valid designs", () => {
    expect(DESIGN_TEMPLATES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(DESIGN_TEMPLATES.map((t) => t.name)).size).toBe(DESIGN_TEMPLATES.length);
    for (const t of DESIGN_TEMPLATES) {
      expect(THEMES).toContain(t.theme);
      expect(HEADING_FONTS).toContain(t.fonts.heading);
      expect(TEXT_FONTS).toContain(t.fonts.text);
      if (t.siteGraphic !== null) expect(SITE_GRAPHICS).toContain(t.siteGraphic);
      // theme6 is not offered in the picker, so no template uses it either.
      expect(t.theme).not.toBe("theme6");
    }
  });

  it("keep every text/background pair at WCAG AA", () => {
    for (const t of DESIGN_TEMPLATES) expect([t.name, contrastProblems(t.colorScheme)]).toEqual([t.name, []]);
  });

  it("offer logos and theme12 to the wedding brand only", () => {
    for (const t of DESIGN_TEMPLATES) {
      if (t.eventLogo || t.theme === "theme12") expect(t.brands).toEqual(["wedding"]);
    }
  });

  it("are filtered by brand, the standard template first for every brand", () => {
    for (const brand of BRANDS) {
      const offered = designTemplatesFor(brand);
      expect(offered[0]?.name).toBe("STANDARD");
      expect(offered.length).toBeGreaterThanOrEqual(5);
      for (const t of offered) expect(offersDesignTemplate(t, brand)).toBe(true);
    }
    const wedding = designTemplatesFor("wedding").map((t) => t.name);
    const party = designTemplatesFor("party").map((t) => t.name);
    expect(wedding).toContain("ROMANTIC_ROSE");
    expect(wedding).not.toContain("BALLOON_PARTY");
    expect(party).toContain("BALLOON_PARTY");
    expect(party).not.toContain("ROMANTIC_ROSE");
    expect(designTemplatesFor("event").map((t) => t.name)).toContain("CONFERENCE_CLEAN");
  });

  it("fall back to the standard template for an unknown name", () => {
    expect(designTemplate("NO_SUCH").name).toBe("STANDARD");
  });
});

describe("applyDesignTemplate", () => {
  it("sets colours, fonts, theme and graphic together and records the template", () => {
    const chosen = template("MODERN_NAVY");
    const applied = applyDesignTemplate(page(), chosen, CONTEXT);
    expect(applied.theme).toBe("theme10");
    expect(applied.fonts).toEqual(chosen.fonts);
    expect(applied.colorScheme).toEqual(chosen.colorScheme);
    expect(applied.siteGraphic).toBeNull();
    expect(applied.eventLogo).toBeNull();
    expect(applied.mostRecentSelectedDesignTemplate).toBe("MODERN_NAVY");
    expect(matchesDesignTemplate(applied, chosen)).toBe(true);
    expect(siteDocumentSchema.parse(applied)).toEqual(applied);
  });

  it("leaves the modules alone and does not share the template's objects", () => {
    const before = page();
    const applied = applyDesignTemplate(before, template("EUCALYPTUS"), CONTEXT);
    expect(applied.siteModules).toBe(before.siteModules);
    applied.colorScheme.primary.hue = 1;
    expect(template("EUCALYPTUS").colorScheme.primary.hue).not.toBe(1);
  });

  it("gives a page without a logo a new one named from the header title", () => {
    const applied = applyDesignTemplate(page("Maja och Elias"), template("CLASSIC_GOLD"), CONTEXT);
    expect(applied.eventLogo).toMatchObject({
      name: "ModernMonogramBadge",
      name1: "Maja",
      name2: "Elias",
      additionalText: "23 november 2027",
      fontSizeInitials: 9,
      distanceInitialsX: 12,
      distanceInitialsY: 6,
    });
  });

  it("dates a new logo with the page's countdown, else the wizard's date, not a year ahead (issue 23)", () => {
    const withCountdown = siteDocumentSchema.parse({
      siteModules: [
        { id: "head", siteModuleType: "Header", title: { sv: "Maja & Elias" } },
        { id: "count", siteModuleType: "Countdown", countdownDate: "2027-08-21 15:00" },
      ],
    });
    expect(applyDesignTemplate(withCountdown, template("ROMANTIC_ROSE"), CONTEXT).eventLogo).toMatchObject({
      name1: "Maja",
      additionalText: "21 augusti 2027",
    });
    const fromWizard = { ...page(), wizardData: { dateStart: "2027-09-04T14:00", dateNotDecided: false } };
    expect(applyDesignTemplate(fromWizard, template("CLASSIC_GOLD"), CONTEXT).eventLogo?.additionalText).toBe(
      "4 september 2027",
    );
  });

  it("keeps an existing logo's names, text and colours, changing only how it is drawn", () => {
    const withLogo = applyDesignTemplate(page(), template("ROMANTIC_ROSE"), CONTEXT);
    const edited = {
      ...withLogo,
      eventLogo: withLogo.eventLogo && {
        ...withLogo.eventLogo,
        name1: "Lisa",
        additionalText: "Midsommar",
        colorText: { override: true, color: "#123456" },
      },
    };
    const applied = applyDesignTemplate(edited, template("CLASSIC_GOLD"), CONTEXT);
    expect(applied.eventLogo).toMatchObject({
      name: "ModernMonogramBadge",
      name1: "Lisa",
      name2: "Johan",
      additionalText: "Midsommar",
      colorText: { override: true, color: "#123456" },
    });
  });

  it("removes the logo when the template has none", () => {
    const withLogo = applyDesignTemplate(page(), template("EUCALYPTUS"), CONTEXT);
    expect(withLogo.eventLogo?.name).toBe("LeafsBox");
    expect(applyDesignTemplate(withLogo, template("STANDARD"), CONTEXT).eventLogo).toBeNull();
  });

  it("no longer matches after a hand-made change", () => {
    const applied = applyDesignTemplate(page(), template("STANDARD"), CONTEXT);
    expect(matchesDesignTemplate({ ...applied, theme: "theme11" }, template("STANDARD"))).toBe(false);
  });
});

describe("the wizard", () => {
  it("draws a template's logo with the couple's names", () => {
    const site = generateWizardSite(
      { designTemplate: "MINTED_GARDEN", name1: "Sara", name2: "Omar" },
      { now: TODAY },
    );
    expect(site.eventLogo).toMatchObject({
      name: "ModernMonogramBorderBetween",
      name1: "Sara",
      name2: "Omar",
    });
    expect(site.theme).toBe("theme9");
    expect(site.siteGraphic).toBe("EUCALYPTUS_MINTED");
  });
});
