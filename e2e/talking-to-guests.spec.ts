// Talking to the guests, the whole flow of issue 26 (E2E_PORT 3077): an owner with a published page,
// an RSVP with a last day and two households with mail addresses sends the invitation to both from the
// guest list ("Skicka"). The Holms' invitation .eml (DATA_DIR/mail) has their personal link; opened on
// a phone they answer; their confirmation .eml has the answers, the link to change them (and the
// household's List-Unsubscribe); opened from it, the answer is changed and sent again, and the owner's
// guest list shows the change. A reminder to those who have not answered then reaches Eva only (an .eml
// to her, none to the Holms), and "Utskick" shows the Holms opened their link. Screenshots in
// test-results/screenshots/talking-*.png.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, logIn } from "./helpers";
import {
  DESKTOP,
  mailsTo,
  newStamp,
  ownerWithGuestList,
  PHONE,
  personalLinkIn,
  rsvpWeddingSite,
  screenshots,
} from "./helpers/guests";

const shot = screenshots("talking");

test("invitations to two households, an answer from the mail's link on a phone, its confirmation and change, and a reminder to the other household only", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = newStamp();
  const holmMail = `holm-${stamp}@exempel.se`;
  const evaMail = `eva-${stamp}@exempel.se`;
  const { mail, siteId, host } = await ownerWithGuestList(request, {
    prefix: "samtal",
    stamp,
    site: rsvpWeddingSite([
      { id: "countdown1", siteModuleType: "Countdown", countdownDate: "2098-08-21 15:00" },
    ]),
    parts: [
      { id: "vigsel", name: "Vigsel" },
      { id: "middag", name: "Middag" },
    ],
    households: [
      { name: "Familjen Holm", email: holmMail, guests: [{ name: "Per Holm" }, { name: "Lisa Holm" }] },
      { name: "Eva Nord", email: evaMail, guests: [{ name: "Eva Nord" }] },
    ],
  });
  const deadline = await request.put(`/api/sites/${siteId}/rsvp-deadline`, { data: { date: "2098-05-01" } });
  expect(deadline.ok(), await deadline.text()).toBe(true);

  // The owner sends the invitation by mail to both households from the guest list.
  await page.setViewportSize(DESKTOP);
  await logIn(page, mail);
  await page.goto(`/redigera/${siteId}/gaster`);
  await expect(page.getByRole("heading", { level: 1, name: "Gästlista" })).toBeVisible();
  const opener = page.getByRole("button", { name: "Skicka", exact: true });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Skicka till gästerna" });
  await expect(dialog.getByRole("radio", { name: "Inbjudan" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "E-post", exact: true })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "Alla hushåll" })).toBeChecked();
  await dialog.getByRole("button", { name: "Skicka till 2 hushåll" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Inbjudan skickas till 2 hushåll.")).toBeVisible();

  // One invitation each; the Holms' .eml has their own personal link on the page's host.
  await expect.poll(() => mailsTo(holmMail).length).toBe(1);
  await expect.poll(() => mailsTo(evaMail).length).toBe(1);
  const [invitation] = mailsTo(holmMail);
  const holmLink = personalLinkIn(invitation?.text ?? "");
  expect(holmLink.startsWith(`https://${host}/i/`)).toBe(true);
  const [evaInvitation] = mailsTo(evaMail);
  expect(personalLinkIn(evaInvitation?.text ?? "")).not.toBe(holmLink);

  // On a phone, the Holms open the mail's link and answer: Per comes, Lisa cannot.
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const guest = await phone.newPage();
  await guest.goto(`${new URL(holmLink).pathname}?domainHost=${host}`);
  await expect(guest.locator(".invitation-greeting")).toContainText("Kära Familjen Holm");
  await guest.getByRole("button", { name: "OSA här" }).click();
  const block = (name: string) => guest.getByRole("group", { name, exact: true });
  const pick = (name: string, part: string, answer: string) =>
    block(name).getByRole("group", { name: part }).getByText(answer, { exact: true }).click();
  await pick("Per Holm", "Vigsel", "Kommer");
  await pick("Per Holm", "Middag", "Kommer");
  await pick("Lisa Holm", "Vigsel", "Kommer inte");
  await pick("Lisa Holm", "Middag", "Kommer inte");
  await shot(guest, "phone-answering", true);
  await guest.getByRole("button", { name: "Skicka OSA" }).click();
  await expect(guest.getByRole("heading", { level: 3 })).toContainText(/Tack/);
  await phone.close();

  // The confirmation .eml: the answers, the link to change them, the last day, List-Unsubscribe.
  await expect.poll(() => mailsTo(holmMail).length).toBe(2);
  const confirmation = mailsTo(holmMail).find((m) => m.subject.startsWith("Ert svar till"));
  expect(confirmation?.text).toMatch(/Per Holm\nVigsel: Kommer\nMiddag: Kommer\n/);
  expect(confirmation?.text).toMatch(/Lisa Holm\nVigsel: Kommer inte\nMiddag: Kommer inte\n/);
  expect(confirmation?.text).toContain("Ni kan ändra svaret till och med 1 maj 2098.");
  const changeLink = /Ändra ert svar här:\n(https:\/\/\S+)/.exec(confirmation?.text ?? "")?.[1] ?? "";
  expect(changeLink).toBe(holmLink);
  const raw = readFileSync(confirmation?.file ?? "", "utf8");
  expect(raw).toMatch(
    new RegExp(`^List-Unsubscribe: <https://${host.replace(/\./g, "\\.")}/avregistrera/`, "m"),
  );

  // The owner sees the answer.
  await page.reload();
  const row = (name: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("button", { name: `Redigera ${name}` }) });
  await expect(row("Familjen Holm").locator(".guest-status")).toHaveText("Några kommer");
  await expect(row("Eva Nord").locator(".guest-status")).toHaveText("Inte svarat");

  // From the confirmation's link, on a phone: Lisa can come after all.
  const again = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const changer = await again.newPage();
  await changer.goto(`${new URL(changeLink).pathname}?domainHost=${host}`);
  await expect(changer.locator(".guest-rsvp-answered")).toContainText(/Ni svarade/);
  await changer.getByRole("button", { name: "Ändra svaret" }).click();
  const lisa = changer.getByRole("group", { name: "Lisa Holm", exact: true });
  const lisaAt = (part: string, answer: string) =>
    lisa.getByRole("group", { name: part }).getByRole("radio", { name: answer, exact: true });
  for (const part of ["Vigsel", "Middag"]) {
    await expect(lisaAt(part, "Kommer inte")).toBeChecked();
    await lisa.getByRole("group", { name: part }).getByText("Kommer", { exact: true }).click();
    await expect(lisaAt(part, "Kommer")).toBeChecked();
  }
  await expectNoAxeViolations(changer);
  await shot(changer, "phone-changing", true);
  await changer.getByRole("button", { name: "Skicka OSA" }).click();
  await expect(changer.getByRole("heading", { level: 3 })).toContainText(/Tack/);
  await again.close();

  // The changed answer's confirmation, and the owner's list shows the change.
  await expect.poll(() => mailsTo(holmMail).length).toBe(3);
  const changed = mailsTo(holmMail).find((m) => m.subject.startsWith("Ert ändrade svar till"));
  expect(changed?.text).toMatch(/Lisa Holm\nVigsel: Kommer\nMiddag: Kommer\n/);
  await page.reload();
  await expect(row("Familjen Holm").locator(".guest-status")).toHaveText("Kommer");
  await shot(page, "desktop-changed", true);

  // A reminder to those who have not answered: Eva only.
  await opener.click();
  await dialog.getByRole("radio", { name: "Påminnelse" }).click();
  await dialog.getByRole("radio", { name: "Inte svarat (1)" }).click();
  await expect(dialog.getByText("1 hushåll får utskicket")).toBeVisible();
  await expect(dialog.getByText("Så här ser det ut för Eva Nord")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "desktop-reminder");
  await dialog.getByRole("button", { name: "Skicka till 1 hushåll" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Påminnelse skickas till 1 hushåll.")).toBeVisible();
  await expect.poll(() => mailsTo(evaMail).length).toBe(2);
  const evaReminder = mailsTo(evaMail).find((m) => m.file !== evaInvitation?.file);
  expect(personalLinkIn(evaReminder?.text ?? "")).toMatch(
    new RegExp(`^https://${host.replace(/\./g, "\\.")}/i/`),
  );
  // The Holms got nothing more: the invitation and their two confirmations.
  expect(mailsTo(holmMail)).toHaveLength(3);

  // The log: the reminder went to one household; the Holms opened the invitation's link, Eva did not.
  await page.getByRole("button", { name: "Utskick", exact: true }).click();
  const log = page.getByRole("dialog", { name: "Utskick" });
  const sendOf = (heading: string) =>
    log.locator(".guest-send-log__send").filter({ has: page.getByRole("heading", { name: heading }) });
  await expect(sendOf("Påminnelse · E-post").locator(".guest-send-log__counts")).toHaveText("Skickade: 1");
  const reminded = sendOf("Påminnelse · E-post");
  await reminded.getByText("Hushållen (1)").click();
  await expect(reminded.locator(".guest-send-log__delivery")).toHaveCount(1);
  await expect(reminded.locator(".guest-send-log__delivery")).toContainText("Eva Nord");
  const invited = sendOf("Inbjudan · E-post");
  await expect(invited.locator(".guest-send-log__counts")).toHaveText("Skickade: 2 · Öppnade länken: 1");
  await invited.getByText("Hushållen (2)").click();
  await expect(
    invited.locator(".guest-send-log__delivery").filter({ hasText: "Familjen Holm" }),
  ).toContainText(/Öppnade länken \d/);
  await expect(
    invited.locator(".guest-send-log__delivery").filter({ hasText: "Eva Nord" }),
  ).not.toContainText("Öppnade länken");
  await expectNoAxeViolations(page);
  await shot(page, "desktop-log");
});
