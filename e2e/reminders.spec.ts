// Reminders before the RSVP's last day (issue 26): an owner with an active page and two households
// with mail addresses, one of which has answered (set by hand through the guest list's API), opens
// "Påminnelser": the RSVP has no last day, so the dialog says so and sets one ~20 days ahead here. She
// turns on reminders 14 and 3 days before, by mail, and saves; the status bar says so. Opened again,
// the preview tells the next reminder's day (14 days before), that 1 household gets it and that the
// one who answered is skipped ("har redan svarat"). axe clean, 44 px targets on a phone; screenshots in
// test-results/screenshots/reminders-*.png (phone and desktop).
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, logIn } from "./helpers";
import { DESKTOP, newStamp, ownerWithGuestList, PHONE, screenshots } from "./helpers/guests";

const shot = screenshots("reminders");

/** The day `days` from today as YYYY-MM-DD (the date field's value). */
function daysAhead(days: number) {
  const day = new Date(Date.now() + days * 86_400_000);
  return day.toISOString().slice(0, 10);
}

test("the owner sets the last day and reminders 14 and 3 days before by mail; the preview skips the household that answered", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = newStamp();
  // Two households with mail addresses; the Holms have answered (set by hand, as after a phone call).
  const {
    mail,
    siteId,
    households: [holm],
  } = await ownerWithGuestList(request, {
    prefix: "paminnelser",
    stamp,
    households: [
      { name: "Familjen Holm", email: `holm-${stamp}@exempel.se`, guests: [{ name: "Per Holm" }] },
      { name: "Eva Nord", email: `eva-${stamp}@exempel.se`, guests: [{ name: "Eva Nord" }] },
    ],
  });
  const answered = await request.put(`/api/sites/${siteId}/households/${holm?.id}/answers`, {
    data: { guests: [{ guestId: holm?.guests[0]?.id, attending: true }] },
  });
  expect(answered.ok(), await answered.text()).toBe(true);

  await page.setViewportSize(DESKTOP);
  await logIn(page, mail);
  await page.goto(`/redigera/${siteId}/gaster`);
  await expect(page.getByRole("heading", { level: 1, name: "Gästlista" })).toBeVisible();

  // No last day yet: the dialog says so and sets one here.
  const opener = page.getByRole("button", { name: "Påminnelser", exact: true });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Påminnelser" });
  await expect(dialog.getByText(/OSA:n har ingen sista dag ännu/)).toBeVisible();
  await expect(dialog.getByText("Påminnelserna är avstängda.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Öppna Delar och grupper" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "desktop-no-deadline");
  await dialog.getByLabel("Sista dag för OSA").fill(daysAhead(20));
  await dialog.getByRole("button", { name: "Spara sista dag" }).click();
  // The date field is gone; focus is on the words that now name the last day.
  await expect(dialog.getByText(/^Sista dag för OSA: \d+ \p{L}+ \d{4}$/u)).toBeFocused();
  await expect(dialog.getByText("Påminnelserna är avstängda.")).toBeVisible();

  // On, 14 and 3 days before, by mail; saved, the dialog closes and the status bar says so.
  await dialog.getByRole("checkbox", { name: "Skicka påminnelser" }).check();
  await dialog.getByRole("checkbox", { name: "14 dagar före" }).check();
  await dialog.getByRole("checkbox", { name: "3 dagar före" }).check();
  await dialog.getByRole("checkbox", { name: "E-post" }).check();
  await expect(dialog.getByRole("checkbox", { name: "SMS" })).not.toBeChecked();
  await dialog.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.getByText("Påminnelserna är sparade.")).toBeVisible();

  // Again: the next reminder is 14 days before; 1 household gets it, the Holms are skipped.
  await opener.click();
  await expect(dialog.getByRole("heading", { name: "Nästa påminnelse" })).toBeVisible();
  await expect(dialog.locator(".guest-reminders__when")).toContainText("(14 dagar före)");
  await expect(dialog.locator(".guest-reminders__when")).toContainText("10:00");
  await expect(dialog.getByText("1 hushåll får den")).toBeVisible();
  await expect(dialog.getByText("1 hushåll hoppas över")).toBeVisible();
  const skipped = dialog.locator(".guest-sends__skipped li");
  await expect(skipped).toHaveCount(1);
  await expect(skipped).toContainText("Familjen Holm");
  await expect(skipped).toContainText("har redan svarat");
  await dialog.getByText("Vilka som får den").click();
  await expect(dialog.getByText(`eva-${stamp}@exempel.se`)).toBeVisible();
  await expect(dialog.getByText("Ingen påminnelse har gått ännu.")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "14 dagar före" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "3 dagar före" })).toBeChecked();
  await expectNoAxeViolations(page);
  await shot(page, "desktop-dialog");

  const saved = await request.get(`/api/sites/${siteId}/reminders`);
  expect((await saved.json()).settings).toEqual({
    enabled: true,
    daysBefore: [14, 3],
    channels: ["mail"],
    text: null,
  });

  // On a phone: every control a 44 px target; axe clean.
  await page.setViewportSize(PHONE);
  for (const target of await dialog.locator(".guest-sends__pill span, .guest-check, .button").all()) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await expectNoAxeViolations(page);
  await shot(page, "phone-dialog");
  await dialog.getByText("Ingen påminnelse har gått ännu.").scrollIntoViewIfNeeded();
  await shot(page, "phone-preview");
  await dialog.getByRole("button", { name: "Avbryt" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await shot(page, "phone-list");
});
