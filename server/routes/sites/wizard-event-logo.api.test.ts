// A site made by the wizard (issue 23): the couple's date, names and language reach the event logo in
// the guest page the server renders, each language version with its own month name, not "today plus a
// year" in Swedish. The site is made as the owner app makes it (generateWizardSite, then POST
// /api/sites/V2 with the draft and the wizard's answers), published, and read as guests read it.
import { generateWizardSite } from "@core/wizard";
import { describe, expect, it } from "vitest";
import { activateSite } from "../../operations/sites";
import { registerAndLogin, testAppForThisFile } from "../../test/harness";

const t = testAppForThisFile({ pages: true });

/** The text inside the page header's logo, as a guest's screen shows it. */
function logoText(html: string): string {
  const heading = /<h1 class="module-header__title module-header__title--logo">([\s\S]*?)<\/h1>/.exec(
    html,
  )?.[1];
  expect(heading, "the header draws an event logo").toBeDefined();
  return (heading ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

async function publishWizardSite(answers: Parameters<typeof generateWizardSite>[0]) {
  const { cookie } = await registerAndLogin(t.app);
  // 'Today' as the tester's: 27 November 2026, so a year ahead would read 27 November 2027.
  const site = generateWizardSite(answers, { now: new Date("2026-11-27T10:00:00Z") });
  const created = await t.app.inject({
    method: "POST",
    url: "/api/sites/V2",
    cookies: { session: cookie },
    payload: { site, wizardData: site.wizardData },
  });
  expect(created.statusCode, created.body).toBe(200);
  const siteId = created.json().site._id as string;
  const host = `maja-och-elias-${siteId.slice(-6)}.se`;
  await activateSite(t.ctx, siteId, host);
  return (language: string) =>
    t.app.inject({ method: "GET", url: `/${language}`, headers: { host, "accept-language": language } });
}

describe("the wizard's answers in the guest page's event logo", () => {
  it.each(["ROMANTIC_ROSE", "CLASSIC_GOLD", "WATERCOLOUR_BLUE"])(
    "shows the couple's names and their date in each page language (%s)",
    async (designTemplate) => {
      const page = await publishWizardSite({
        name1: "Maja",
        name2: "Elias",
        location: "Visby",
        dateStart: "2027-08-21T15:00",
        languages: ["sv", "en", "da"],
        designTemplate,
      });
      const shown: Record<string, string> = {};
      for (const language of ["sv", "en", "da"]) {
        const response = await page(language);
        expect(response.statusCode).toBe(200);
        shown[language] = logoText(response.body);
        expect(shown[language]).not.toContain("2026");
        expect(shown[language]).not.toContain("NOVEMBER");
      }
      expect(shown.sv).toContain("21 AUGUSTI 2027");
      expect(shown.en).toContain("21 AUGUST 2027");
      expect(shown.da).toContain("21. AUGUST 2027");
      // The names (or, in a monogram, their initials) are the couple's.
      for (const text of Object.values(shown)) expect(text).toMatch(/Maja|MAJA|M\b/);
      for (const text of Object.values(shown)) expect(text).toMatch(/Elias|ELIAS|E\b/);
    },
  );

  it("leaves the date out of the logo when the couple has not decided it", async () => {
    const page = await publishWizardSite({
      name1: "Maja",
      name2: "Elias",
      dateNotDecided: true,
      languages: ["sv"],
      designTemplate: "ROMANTIC_ROSE",
    });
    const text = logoText((await page("sv")).body);
    expect(text).toContain("Maja");
    expect(text).not.toMatch(/20\d\d/);
  });
});
