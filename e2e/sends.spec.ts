// Sends to guests from the guest list (issue 26): an owner with a published page and two households
// with mail addresses opens "Skicka", sees the preview (one household's message, the day's cap), sends a
// test to herself (one mail, to her), then the invitation by mail to both. The "Utskick" log shows the
// two sends and each household's status, and each row its last send. Each household gets one .eml in
// DATA_DIR/mail with its own personal link; one household opens its link from the mail on a phone, finds
// the RSVP with its own guests' names, and answers; the overview then counts the answer. The log then
// says the Holms opened their link, and a message to those coming (to the dinner) goes to the Holms
// only. axe clean;
// screenshots in test-results/screenshots/sends-*.png (phone and desktop).
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, logIn } from "./helpers";
import {
  DESKTOP,
  mailsTo,
  newStamp,
  ownerWithGuestList,
  PHONE,
  personalLinkIn,
  screenshots,
} from "./helpers/guests";

const shot = screenshots("sends");

test("the owner sends a test, then invitations by mail; a household answers from its mail on a phone", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = newStamp();
  const holmMail = `holm-${stamp}@exempel.se`;
  const evaMail = `eva-${stamp}@exempel.se`;
  // The list: the day's two parts and two households with mail addresses (as the guest list's API).
  const { mail, siteId, host } = await ownerWithGuestList(request, {
    prefix: "utskick",
    stamp,
    parts: [
      { id: "vigsel", name: "Vigsel" },
      { id: "middag", name: "Middag" },
    ],
    households: [
      { name: "Familjen Holm", email: holmMail, guests: [{ name: "Per Holm" }, { name: "Lisa Holm" }] },
      { name: "Eva Nord", email: evaMail, guests: [{ name: "Eva Nord" }] },
    ],
  });

  await page.setViewportSize(DESKTOP);
  await logIn(page, mail);
  await page.goto(`/redigera/${siteId}/gaster`);
  await expect(page.getByRole("heading", { level: 1, name: "Gästlista" })).toBeVisible();

  // Skicka: an invitation by mail to all, the preview as the Holms get it, the day's cap.
  const opener = page.getByRole("button", { name: "Skicka", exact: true });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Skicka till gästerna" });
  await expect(dialog.getByRole("radio", { name: "Inbjudan" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "E-post", exact: true })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "Alla hushåll" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "Inte inbjudna ännu (2)" })).toBeVisible();
  await dialog.getByLabel("Egen hälsning (frivillig)").fill("Vi hoppas att ni kan komma!");
  await expect(dialog.getByText("Så här ser det ut för Familjen Holm")).toBeVisible();
  const sample = dialog.locator("figure.guest-sends__sample .guest-sends__message");
  await expect(sample).toContainText("Familjen Holm");
  await expect(sample).toContainText("Vi hoppas att ni kan komma!");
  await expect(sample).toContainText(`https://${host}/i/`);
  await expect(dialog.getByText(/^Kvar i dag: \d+ av 500\. Det här utskicket använder 2\.$/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Skicka till 2 hushåll" })).toBeVisible();
  // The same words as an SMS, one click away (a preview per channel).
  await dialog.getByText("Samma utskick som SMS").click();
  await expect(dialog.locator(".guest-sends__other .guest-sends__message")).toContainText("Familjen Holm");
  await expectNoAxeViolations(page);
  await shot(page, "desktop-dialog");

  // The SMS preview: nobody has a number, so both are skipped with the reason.
  await dialog.getByRole("radio", { name: "SMS", exact: true }).click();
  await expect(dialog.getByText("Inget hushåll kan få utskicket.")).toBeVisible();
  await expect(dialog.getByText("2 hushåll hoppas över")).toBeVisible();
  await expect(dialog.getByText("ingen adress")).toHaveCount(2);
  await dialog.getByRole("radio", { name: "E-post", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "Skicka till 2 hushåll" })).toBeVisible();

  // A test to the owner first: one mail, to her, with the Holms' link; nothing to the guests.
  await dialog.getByRole("button", { name: "Skicka ett test till mig först" }).click();
  await expect(dialog.getByText("Testet är skickat till din e-postadress.")).toBeVisible();
  await expect.poll(() => mailsTo(mail).filter((m) => m.text.includes("/i/")).length).toBe(1);
  const test1 = mailsTo(mail).find((m) => m.text.includes("/i/"));
  expect(test1?.text).toContain("Vi hoppas att ni kan komma!");
  expect(mailsTo(holmMail)).toEqual([]);
  expect(mailsTo(evaMail)).toEqual([]);

  // Then the invitation to both: the dialog closes, focus is back on Skicka, the status bar says it.
  await dialog.getByRole("button", { name: "Skicka till 2 hushåll" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.getByText("Inbjudan skickas till 2 hushåll.")).toBeVisible();

  // One mail each, with the household's own link.
  await expect.poll(() => mailsTo(holmMail).length).toBe(1);
  await expect.poll(() => mailsTo(evaMail).length).toBe(1);
  const holmLink = personalLinkIn(mailsTo(holmMail)[0]?.text ?? "");
  const evaLink = personalLinkIn(mailsTo(evaMail)[0]?.text ?? "");
  expect(holmLink).toMatch(new RegExp(`^https://${host.replace(/\./g, "\\.")}/i/`));
  expect(evaLink).not.toBe(holmLink);
  expect(mailsTo(holmMail)[0]?.text).toContain("Vi hoppas att ni kan komma!");
  expect(mailsTo(holmMail)[0]?.html).toContain(new URL(holmLink).pathname);

  // Each row shows its last send; the log shows both sends with each household's status.
  const holmRow = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Redigera Familjen Holm" }) });
  const evaRow = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Redigera Eva Nord" }) });
  await expect(holmRow.locator(".household-row__send")).toHaveText("Senaste utskick: Inbjudan: skickad");
  await expect(evaRow.locator(".household-row__send")).toHaveText("Senaste utskick: Inbjudan: skickad");
  await page.getByRole("button", { name: "Utskick", exact: true }).click();
  const log = page.getByRole("dialog", { name: "Utskick" });
  const sends = log.locator(".guest-send-log__send");
  await expect(sends).toHaveCount(2);
  await expect(sends.nth(0).getByRole("heading")).toHaveText("Inbjudan · E-post");
  await expect(sends.nth(0).locator(".guest-send-log__counts")).toHaveText("Skickade: 2");
  await expect(sends.nth(1).getByRole("heading")).toContainText("Inbjudan · E-post");
  await expect(sends.nth(1).getByRole("heading")).toContainText("test till er själva");
  await expect(sends.nth(1).locator(".guest-send-log__counts")).toHaveText("Skickade: 1");
  await sends.nth(0).getByText("Hushållen (2)").click();
  const deliveries = sends.nth(0).locator(".guest-send-log__delivery");
  await expect(deliveries).toHaveCount(2);
  await expect(deliveries.filter({ hasText: "Familjen Holm" })).toContainText(holmMail);
  await expect(deliveries.filter({ hasText: "Familjen Holm" }).locator(".send-status")).toHaveText("skickad");
  await expect(deliveries.filter({ hasText: "Eva Nord" }).locator(".send-status")).toHaveText("skickad");
  await expectNoAxeViolations(page);
  await shot(page, "desktop-log");
  await page.setViewportSize(PHONE);
  await shot(page, "phone-log");
  await log.getByRole("button", { name: "Stäng" }).click();
  await expect(log).toHaveCount(0);

  // On the phone: the dialog again, now "Inte inbjudna ännu" is nobody; every control a 44 px target.
  await opener.click();
  await expect(dialog.getByRole("radio", { name: "Inte inbjudna ännu (0)" })).toBeVisible();
  for (const target of await dialog.locator(".guest-sends__pill span, .guest-check, .button").all()) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await dialog.getByRole("radio", { name: "Meddelande" }).click();
  await dialog.getByRole("button", { name: "Skicka", exact: true }).click();
  await expect(dialog.getByText("Skriv meddelandet som ska skickas.")).toBeVisible();
  await expect(dialog.getByLabel("Ert meddelande")).toBeFocused();
  await expectNoAxeViolations(page);
  await shot(page, "phone-dialog-message");
  await dialog.getByLabel("Ert meddelande").fill("Bussen går 15.30 från kyrkan.");
  await dialog.getByRole("radio", { name: "SMS", exact: true }).click();
  await expect(dialog.getByText("Inget hushåll kan få utskicket.")).toBeVisible();
  await shot(page, "phone-dialog-sms", true);
  await dialog.getByRole("button", { name: "Avbryt" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await shot(page, "phone-list", true);

  // The Holms open their link from the mail on a phone: their own RSVP, their names filled in.
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const guest = await phone.newPage();
  const { pathname } = new URL(holmLink);
  await guest.goto(`${pathname}?domainHost=${host}`);
  await expect(guest.locator(".invitation-greeting")).toContainText("Kära Familjen Holm");
  await guest.getByRole("button", { name: "OSA här" }).click();
  const per = guest.getByRole("group", { name: "Per Holm", exact: true });
  const lisa = guest.getByRole("group", { name: "Lisa Holm", exact: true });
  await expect(per).toBeVisible();
  await expect(lisa).toBeVisible();
  await expect(guest.getByRole("group", { name: "Eva Nord", exact: true })).toHaveCount(0);
  await expect(guest.getByRole("textbox", { name: "Namn" })).toHaveCount(0);
  for (const block of [per, lisa]) {
    await block.getByRole("group", { name: "Vigsel" }).getByText("Kommer", { exact: true }).click();
    await block.getByRole("group", { name: "Middag" }).getByText("Kommer", { exact: true }).click();
  }
  await expectNoAxeViolations(guest);
  await shot(guest, "phone-guest-rsvp", true);
  await guest.getByRole("button", { name: "Skicka OSA" }).click();
  await expect(guest.getByRole("heading", { level: 3 })).toContainText(/Tack/);
  await phone.close();

  // Back in the owner's screen: the answer is counted.
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(holmRow.locator(".guest-status")).toHaveText("Kommer");
  await expect(evaRow.locator(".guest-status")).toHaveText("Inte svarat");
  const overview = page.getByRole("region", { name: "Översikt" });
  await expect(overview.locator(".guest-overview__total--attending")).toContainText("2");
  await expect(overview.locator(".guest-overview__total--notAnswered")).toContainText("1");
  await expectNoAxeViolations(page);
  await shot(page, "desktop-answered", true);

  // The log: the Holms opened their link (the invitation's delivery says when), Eva did not.
  await page.getByRole("button", { name: "Utskick", exact: true }).click();
  const invitation = log.locator(".guest-send-log__send").nth(0);
  await expect(invitation.locator(".guest-send-log__counts")).toHaveText("Skickade: 2 · Öppnade länken: 1");
  await invitation.getByText("Hushållen (2)").click();
  await expect(
    invitation.locator(".guest-send-log__delivery").filter({ hasText: "Familjen Holm" }),
  ).toContainText(/Öppnade länken \d/);
  await expect(
    invitation.locator(".guest-send-log__delivery").filter({ hasText: "Eva Nord" }),
  ).not.toContainText("Öppnade länken");
  // The test went to the owner: the Holms opening their own link says nothing about it.
  await expect(log.locator(".guest-send-log__send").nth(1).locator(".guest-send-log__counts")).toHaveText(
    "Skickade: 1",
  );
  await shot(page, "desktop-log-opened");
  await log.getByRole("button", { name: "Stäng" }).click();

  // A message to those coming (to the dinner): the server picks the Holms, not Eva.
  await opener.click();
  await dialog.getByRole("radio", { name: "Meddelande" }).click();
  await dialog.getByLabel("Ert meddelande").fill("Bussen går 15.30 från kyrkan.");
  await dialog.getByRole("radio", { name: "De som kommer" }).click();
  await dialog.getByLabel("Vilken del").selectOption({ label: "Middag" });
  await expect(dialog.getByText("1 hushåll får utskicket")).toBeVisible();
  await expect(dialog.getByText("Så här ser det ut för Familjen Holm")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "desktop-dialog-attending");
  // By mail and SMS: a preview per channel; nobody has a number, so the SMS would reach no one.
  await dialog.getByRole("radio", { name: "E-post och SMS" }).click();
  await expect(dialog.getByRole("heading", { name: "E-post", exact: true })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "SMS", exact: true })).toBeVisible();
  await expect(dialog.getByText("Inget hushåll kan få utskicket.")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "desktop-dialog-both", true);
  await dialog.getByRole("radio", { name: "E-post", exact: true }).click();
  await dialog.getByRole("button", { name: "Skicka till 1 hushåll" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Meddelande skickas till 1 hushåll.")).toBeVisible();
  // The Holms' mails: the invitation, their answer's confirmation, and now the message, once.
  const bus = (m: { text: string }) => m.text.includes("Bussen går 15.30 från kyrkan.");
  await expect.poll(() => mailsTo(holmMail).filter(bus).length).toBe(1);
  expect(mailsTo(evaMail).filter(bus)).toEqual([]);
  expect(mailsTo(evaMail)).toHaveLength(1);
});
