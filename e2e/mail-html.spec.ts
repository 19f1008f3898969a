// Designed mails (issue 26): real mails the running server writes (a password reset in sv, en and da,
// and a feedback mail), read back from DATA_DIR/mail, and one mail of every other kind as its sender
// makes it; each HTML part shown in Chromium at a phone's width (390 px) and a desktop's (1280 px),
// checked with axe (WCAG 2.2 AA), loading nothing at all, at most 600 px wide.
// Screenshots: test-results/screenshots/mail-*.

import { unlinkSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type Request, test } from "@playwright/test";
import { readMailbox } from "../server/mail/mailbox";
import { designedHtml } from "../server/mail/templates/design";
import { allSampleMails, ORIGIN, PAGE_ORIGIN } from "../server/mail/templates/samples.test-helper";
import { uniqueMail } from "./helpers";

const mailbox = () => readMailbox(join(process.env.E2E_DATA_DIR ?? "", "mail"));
const WIDTHS = [390, 1280] as const;

async function mailTo(address: string, containing: string) {
  let found: ReturnType<typeof mailbox>[number] | undefined;
  await expect
    .poll(() => {
      found = mailbox().find((m) => m.to.includes(address) && m.text.includes(containing));
      return Boolean(found);
    })
    .toBe(true);
  return found as NonNullable<typeof found>;
}

/** Shows the HTML at each width: nothing requested, the layout within 600 px, no axe violations. */
async function look(page: Page, name: string, html: string, language: string, origins: string[]) {
  const requests: string[] = [];
  const listen = (request: Request) => requests.push(request.url());
  page.on("request", listen);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(html, { waitUntil: "load" });
    expect(await page.locator("html").getAttribute("lang")).toBe(language);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The layout's column is at most 600 px wide (the body's own table fills the screen behind it).
    const column = await page.locator('table[style*="max-width:600px"]').boundingBox();
    expect(column?.width).toBeLessThanOrEqual(Math.min(600, width));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const img of await page.locator("img").all()) {
      expect(await img.getAttribute("alt")).not.toBeNull();
      const src = (await img.getAttribute("src")) ?? "";
      expect(origins.some((origin) => src.startsWith(`${origin}/`))).toBe(true);
    }
    for (const href of await page
      .locator("a[href]")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      expect(
        origins.some((origin) => href === origin || href?.startsWith(`${origin}/`)) ||
          href?.startsWith("mailto:"),
        href ?? "",
      ).toBe(true);
    }
    const result = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      `${name} at ${width} px`,
    ).toEqual([]);
    await page.screenshot({ path: `test-results/screenshots/mail-${name}-${width}.png`, fullPage: true });
  }
  page.off("request", listen);
  // No image, font or stylesheet was fetched from anywhere.
  expect(requests.filter((url) => !url.startsWith("data:") && url !== "about:blank")).toEqual([]);
}

test.describe("designed mails", () => {
  test("a password reset mail in sv, en and da and a feedback mail, as the server writes them", async ({
    page,
    request,
  }) => {
    // The server's PUBLIC_URL: where its mails link to.
    let origin = "";
    const mail = uniqueMail("mail-html");
    const registered = await request.post("/api/accounts/register/", {
      data: { mail, password: "hemligt-123" },
    });
    expect(registered.ok()).toBe(true);
    const feedback = await request.post("/api/feedback/", {
      data: {
        expectsReply: true,
        userMail: "",
        feedbackText: `Hej <b>team</b>!\n\nKan man byta typsnitt? ${mail}`,
      },
    });
    expect(feedback.ok()).toBe(true);
    await request.post("/api/accounts/logout/");
    for (const language of ["sv", "en", "da"] as const) {
      const asked = await request.post("/api/accounts/reset-password/", { data: { mail, language } });
      expect(asked.ok()).toBe(true);
      const reset = await mailTo(mail, `/aterstall-losenord/`);
      const link = /https?:\/\/\S+\/aterstall-losenord\/\S+/.exec(reset.text)?.[0] ?? "";
      origin = new URL(link).origin;
      const html = reset.html ?? "";
      expect(html).toContain(`lang="${language}"`);
      // The button goes where the text's link goes.
      expect(html).toContain(`href="${link}"`);
      await look(page, `reset-${language}`, html, language, [origin]);
      // The next language's mail is the next one to this address.
      unlinkSync(reset.file);
    }
    const sent = await mailTo("info@", mail);
    expect(sent.html).toContain("Hej &lt;b&gt;team&lt;/b&gt;!");
    await look(page, "feedback-en", sent.html ?? "", "en", [origin]);
  });

  // One mail of every kind in every language, as its sender makes it.
  const brand = { name: "Bröllopssidan", origin: ORIGIN, contactMail: "info@brollopssidan.se" };
  for (const sample of allSampleMails()) {
    const name = `${sample.kind}-${sample.design.language}`;
    test(`${name} as its sender makes it`, async ({ page }) => {
      const origins = sample.design.pageOrigin ? [ORIGIN, PAGE_ORIGIN] : [ORIGIN];
      await look(page, name, designedHtml(sample, sample.design, brand), sample.design.language, origins);
    });
  }
});
