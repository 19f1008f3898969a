// Confirmation and change (issue 26): a household opens its personal link on a phone and answers; the
// confirmation .eml (DATA_DIR/mail) reaches the household's mail with its answers and the link to change
// them; opened from the mail, the page says when it answered and the RSVP opens filled in with the
// answer; the guest changes one guest's answer and sends again. A second confirmation says it changed,
// the owner's mail says "Ändrat svar från …", the guest list shows the new answer and the answers list
// keeps both. Screenshots in test-results/screenshots (the "you have answered" RSVP at phone width).
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, logIn } from "./helpers";
import {
  DESKTOP,
  mailsTo,
  newStamp,
  ownerWithGuestList,
  PHONE,
  rsvpWeddingSite,
  screenshots,
} from "./helpers/guests";

const SHOTS = "test-results/screenshots";
const shot = screenshots("confirmation");

test("a household answers, gets the confirmation, and changes its answer through the mail's link", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = newStamp();
  const holmMail = `holm-${stamp}@exempel.se`;
  const {
    mail,
    siteId,
    host,
    households: [household],
  } = await ownerWithGuestList(request, {
    prefix: "bekraftelse",
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
    ],
  });
  if (!household) throw new Error("the household was not made");
  const deadline = await request.put(`/api/sites/${siteId}/rsvp-deadline`, { data: { date: "2098-05-01" } });
  expect(deadline.ok(), await deadline.text()).toBe(true);

  // The household's link on a phone: both come to both parts.
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const guest = await phone.newPage();
  await guest.goto(`${household.link}?domainHost=${host}`);
  await expect(guest.locator(".invitation-greeting")).toContainText("Kära Familjen Holm");
  await expect(guest.locator(".guest-rsvp-answered")).toHaveCount(0);
  await guest.getByRole("button", { name: "OSA här" }).click();
  const block = (name: string) => guest.getByRole("group", { name, exact: true });
  for (const name of ["Per Holm", "Lisa Holm"]) {
    await block(name).getByRole("group", { name: "Vigsel" }).getByText("Kommer", { exact: true }).click();
    await block(name).getByRole("group", { name: "Middag" }).getByText("Kommer", { exact: true }).click();
  }
  await block("Lisa Holm").getByLabel("Allergier eller specialkost").fill("Nötter");
  await guest.getByRole("button", { name: "Skicka OSA" }).click();
  await expect(guest.getByRole("heading", { level: 3 })).toContainText(/Tack/);
  await phone.close();

  // The confirmation: to the household's mail, with the answers and the link to change them.
  await expect.poll(() => mailsTo(holmMail).length, { timeout: 20_000 }).toBe(1);
  const [confirmation] = mailsTo(holmMail);
  expect(confirmation?.subject).toContain("Ert svar till");
  expect(confirmation?.text).toMatch(/Per Holm\nVigsel: Kommer\nMiddag: Kommer\n/);
  expect(confirmation?.text).toContain("Allergier eller specialkost: Nötter");
  expect(confirmation?.text).toContain("Ni kan ändra svaret till och med 1 maj 2098.");
  const link = /Ändra ert svar här:\n(https:\/\/\S+)/.exec(confirmation?.text ?? "")?.[1] ?? "";
  expect(link).toBe(`https://${host}${household.link}`);
  expect(confirmation?.html).toContain(`href="${link}"`);

  // Opened from the mail on another phone: it says when they answered, and opens filled in.
  const again = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const changer = await again.newPage();
  await changer.goto(`${new URL(link).pathname}?domainHost=${host}`);
  const rsvp = changer.locator(".module-rsvp");
  await expect(rsvp.locator(".guest-rsvp-answered")).toContainText(
    /Ni svarade \d+ \p{L}+ \d{4}\. Ändra och skicka igen för att ändra svaret\./u,
  );
  await expect(rsvp).toContainText("Ni kan ändra svaret till och med 1 maj 2098.");
  await rsvp.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(changer);
  await rsvp.screenshot({ path: `${SHOTS}/confirmation-phone-answered.png` });
  await changer.getByRole("button", { name: "Ändra svaret" }).click();
  const per = changer.getByRole("group", { name: "Per Holm", exact: true });
  const lisa = changer.getByRole("group", { name: "Lisa Holm", exact: true });
  const choice = (guestBlock: typeof per, part: string, answer: string) =>
    guestBlock.getByRole("group", { name: part }).getByRole("radio", { name: answer, exact: true });
  await expect(choice(per, "Vigsel", "Kommer")).toBeChecked();
  await expect(choice(per, "Middag", "Kommer")).toBeChecked();
  await expect(choice(lisa, "Middag", "Kommer")).toBeChecked();
  await expect(lisa.getByLabel("Allergier eller specialkost")).toHaveValue("Nötter");
  await shot(changer, "phone-filled-in", true);

  // Per can no longer come.
  await per.getByRole("group", { name: "Vigsel" }).getByText("Kommer inte").click();
  await per.getByRole("group", { name: "Middag" }).getByText("Kommer inte").click();
  await changer.getByRole("button", { name: "Skicka OSA" }).click();
  await expect(changer.getByRole("heading", { level: 3 })).toContainText(/Tack/);
  await expect(changer.locator(".guest-rsvp-answered")).toHaveCount(0);
  await again.close();

  // A second confirmation says it changed; the owner is told it is a changed answer.
  await expect.poll(() => mailsTo(holmMail).length, { timeout: 20_000 }).toBe(2);
  const changed = mailsTo(holmMail).find((m) => m.subject.includes("ändrade"));
  expect(changed?.text).toMatch(/Per Holm\nVigsel: Kommer inte\nMiddag: Kommer inte\n/);
  expect(changed?.text).toMatch(/Lisa Holm\nVigsel: Kommer\nMiddag: Kommer\n/);
  await expect
    .poll(() => mailsTo(mail).filter((m) => m.subject.startsWith("Ändrat svar från Familjen Holm")).length, {
      timeout: 20_000,
    })
    .toBe(1);

  // The owner's answers keep both RSVPs; the household's answer is the new one.
  const answers = await request.get(`/api/rsvps/${siteId}/v4`);
  expect(((await answers.json()) as { data: unknown[] }).data).toHaveLength(4);
  const read = await request.get(`/api/sites/${siteId}/households/${household.id}`);
  const stored = (
    (await read.json()) as {
      household: { status: string; answers: { guestId: string; partId: string; attending: boolean }[] };
    }
  ).household;
  expect(stored.status).toBe("partly");
  expect(stored.answers.filter((answer) => answer.attending)).toHaveLength(2);

  // The guest list shows it.
  await page.setViewportSize(DESKTOP);
  await logIn(page, mail);
  await page.goto(`/redigera/${siteId}/gaster`);
  const holmRow = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Redigera Familjen Holm" }) });
  await expect(holmRow.locator(".guest-status")).toHaveText("Några kommer");
  await shot(page, "desktop-guest-list", true);
});
