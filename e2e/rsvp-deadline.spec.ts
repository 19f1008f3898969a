// The RSVP's last day (issue 26): the couple sets "Sista dag för OSA" in the guest list's settings; a
// guest on a phone sees it above the RSVP; once the day has passed the form says it is closed, and a
// later day opens it again. Screenshots in test-results/screenshots/rsvp-deadline-*.png.
import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { admin, createAccountWithSiteDocument, logIn, SWEDISH_HEADER, uniqueMail } from "./helpers";

const SHOTS = "test-results/screenshots";
mkdirSync(SHOTS, { recursive: true });

function site() {
  return {
    availableLanguages: [{ languageCode: "sv" }],
    siteModules: [
      SWEDISH_HEADER,
      {
        id: "rsvp1",
        siteModuleType: "Rsvp",
        title: { sv: "OSA" },
        showFormButton: { sv: "OSA här" },
        form: {
          formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true }],
        },
      },
    ],
  };
}

async function setLastDay(page: Page, date: string) {
  await page.getByRole("button", { name: "Delar och grupper" }).click();
  const settings = page.getByRole("dialog", { name: "Delar och grupper" });
  await settings.getByLabel("Sista dag för OSA").fill(date);
  await settings.getByRole("button", { name: "Spara" }).click();
  await expect(settings).toHaveCount(0);
}

test("the couple sets the RSVP's last day; guests see it, and after it the form is closed", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const mail = uniqueMail("sistadag");
  const siteId = await createAccountWithSiteDocument(request, mail, "hemligt-123", site());
  const host = `sistadag-${Date.now()}.brollopssidan.se`;
  expect(admin("activate", siteId, host)).toContain(`is active on ${host}`);

  await logIn(page, mail);
  await page.goto(`/redigera/${siteId}/gaster`);
  await setLastDay(page, "2099-05-01");

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const guest = await phone.newPage();
  await guest.goto(`/sv?domainHost=${host}`);
  await expect(guest.getByText("Sista dag för OSA: 1 maj 2099")).toBeVisible();
  await expect(guest.getByRole("button", { name: "OSA här" })).toBeVisible();
  await guest.getByText("Sista dag för OSA: 1 maj 2099").scrollIntoViewIfNeeded();
  await guest.screenshot({ path: `${SHOTS}/rsvp-deadline-open-phone.png` });

  // The day has passed: closed, with the day named.
  await setLastDay(page, "2020-01-01");
  await guest.reload();
  await expect(guest.getByRole("heading", { name: "OSA är stängd" })).toBeVisible();
  await expect(guest.getByText(/Sista dagen att svara var 1 januari 2020/)).toBeVisible();
  await expect(guest.getByRole("button", { name: "OSA här" })).toHaveCount(0);
  await guest.getByRole("heading", { name: "OSA är stängd" }).scrollIntoViewIfNeeded();
  await guest.screenshot({ path: `${SHOTS}/rsvp-deadline-closed-phone.png` });

  // Emptied: no last day, the form is back.
  await setLastDay(page, "");
  await guest.reload();
  await expect(guest.getByRole("button", { name: "OSA här" })).toBeVisible();
  await expect(guest.getByText(/Sista dag för OSA/)).toHaveCount(0);
  await phone.close();
});
