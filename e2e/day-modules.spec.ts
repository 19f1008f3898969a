// The day's modules (issue 27) in the browser: the owner adds a Programme, a FAQ and Travel and stay in
// the editor ('Välj modul'), fills one item of each and saves; on the published guest page (a phone) the
// programme shows the time and place with 'Lägg till i kalendern' (a real calendar file), a FAQ answer
// opens on a click and from a deep link (#faq-{id}), the hotel shows its booking code and map card, and
// axe finds no violations. Screenshots: test-results/screenshots/day-modules-*.png.
import { expect, type Page, test } from "@playwright/test";
import { admin, expectNoAxeViolations, logIn, starterSite, uniqueMail } from "./helpers";

const PHONE = { width: 390, height: 844 };

async function addModule(page: Page, kind: RegExp, title: string) {
  await page.getByRole("button", { name: "Lägg till modul", exact: true }).click();
  await page.getByRole("dialog", { name: "Välj modul" }).getByRole("button", { name: kind }).click();
  const dialog = page.getByRole("dialog", { name: `Redigera: ${title}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the owner adds a programme, a FAQ and travel and stay; guests see them on a phone", async ({
  page,
  request,
  browser,
}) => {
  // The editor, three modules, a save, a guest page, three axe runs: generous on a busy machine.
  test.setTimeout(180_000);
  const mail = uniqueMail("dagen");
  expect(
    (await request.post("/api/accounts/register/", { data: { mail, password: "hemligt-123" } })).ok(),
  ).toBe(true);
  const created = await request.post("/api/sites/V2", { data: { site: starterSite(), wizardData: null } });
  expect(created.ok(), await created.text()).toBe(true);
  const siteId = ((await created.json()) as { site: { _id: string } }).site._id;

  await logIn(page, mail);
  await page.goto(`/redigera/${siteId}/`);

  // The programme: its day, and the first item's time, end, what, where and for whom.
  const programme = await addModule(page, /^Program\b/, "Program");
  await programme.getByLabel("Dag", { exact: true }).fill("2027-08-07");
  const first = programme.locator(".item-card").first();
  await first.getByLabel("Tid", { exact: true }).fill("15:00");
  await first.getByLabel("Slutar").fill("15:45");
  await first.getByLabel("Vad händer").fill("Vigsel");
  await first.getByLabel("Plats eller adress").fill("Visby domkyrka");
  await first.getByLabel("För vilka").fill("Vigselgästerna");
  await expect(programme.getByRole("button", { name: "1. 15:00 · Vigsel" })).toBeVisible();
  await programme.getByRole("button", { name: "Klar" }).click();

  // The FAQ: the first question and its answer.
  const faq = await addModule(page, /^Frågor och svar/, "Frågor och svar");
  const question = faq.locator(".item-card").first();
  await question.getByLabel("Fråga", { exact: true }).fill("Var parkerar vi?");
  const answer = question.locator("[contenteditable=true]");
  await answer.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Gratis parkering finns vid Almedalen, fem minuter från kyrkan.");
  const speech = faq.locator(".item-card").nth(1).locator("[contenteditable=true]");
  await speech.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Gärna! Hör av dig till toastmastern senast en vecka innan.");
  await faq.getByRole("button", { name: "Klar" }).click();

  // Travel and stay: the hotel with its booking code, link and address.
  const travel = await addModule(page, /^Resa och boende/, "Resa och boende");
  const hotel = travel.locator(".item-card").first();
  await expect(hotel.getByLabel("Typ")).toHaveValue("STAY");
  await hotel.getByLabel("Namn", { exact: true }).fill("Strandhotellet");
  await hotel.getByRole("textbox", { name: "Länk" }).fill("example.com/strandhotellet");
  await hotel.getByLabel("Bokningskod").fill("MAJA27");
  await hotel.getByLabel("Plats", { exact: true }).fill("Strandgatan 34, Visby");
  await expectNoAxeViolations(page);
  await travel.getByRole("button", { name: "Klar" }).click();

  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByRole("status")).toHaveText("Ändringarna är sparade");

  const host = `dagen-${Date.now()}.brollopssidan.se`;
  expect(admin("activate", siteId, host)).toContain(`is active on ${host}`);

  const context = await browser.newContext({ viewport: PHONE });
  const guest = await context.newPage();
  await guest.goto(`/sv?domainHost=${host}`);

  const programmeSection = guest.locator(".module--Programme");
  await expect(programmeSection.getByRole("heading", { name: "Vigsel" })).toBeVisible();
  await expect(programmeSection.locator(".module-programme__date")).toHaveText("Lördag 7 augusti 2027");
  await expect(programmeSection.locator(".module-programme__time").first()).toContainText("15.00");
  await expect(programmeSection.getByText("Visby domkyrka")).toBeVisible();
  const calendar = programmeSection.getByRole("link", { name: "Lägg till i kalendern: Vigsel" });
  const href = await calendar.getAttribute("href");
  expect(href).toMatch(new RegExp(`^/ics/${siteId}\\.ics\\?item=programmeItem1`));
  const ics = await request.get(`${href}&domainHost=${host}`);
  expect(ics.status(), await ics.text()).toBe(200);
  expect(await ics.text()).toContain("DTSTART;TZID=Europe/Stockholm:20270807T150000");
  // The programme's starting text to the couple never reaches guests.
  await expect(programmeSection).not.toContainText("Ändra tiderna");

  const faqSection = guest.locator(".module--Faq");
  const parking = faqSection.locator("details", { hasText: "Var parkerar vi?" });
  await expect(parking).not.toHaveAttribute("open");
  await parking.getByText("Var parkerar vi?").click();
  await expect(parking).toHaveAttribute("open");
  await expect(parking.getByText("Gratis parkering finns vid Almedalen")).toBeVisible();
  // Only answered questions reach guests (the third answer is still the couple's starting text).
  await expect(faqSection.locator("details")).toHaveCount(2);
  // One at a time: opening the next closes it.
  const next = faqSection.locator("details").nth(1);
  await next.locator("summary").click();
  await expect(next).toHaveAttribute("open");
  await expect(parking).not.toHaveAttribute("open");

  const travelSection = guest.locator(".module--Travel");
  await expect(travelSection.getByText("MAJA27")).toBeVisible();
  await expect(travelSection.getByRole("link", { name: /^Boka: Strandhotellet/ })).toHaveAttribute(
    "href",
    "https://example.com/strandhotellet",
  );
  await expect(
    travelSection.getByRole("link", { name: /^Strandgatan 34, Visby, Visa på karta/ }),
  ).toBeVisible();

  await expectNoAxeViolations(guest);
  for (const [name, section] of [
    ["programme", programmeSection],
    ["faq", faqSection],
    ["travel", travelSection],
  ] as const) {
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `test-results/screenshots/day-modules-${name}-phone.png` });
  }

  // A deep link to the question opens its answer on arrival.
  const anchor = await parking.getAttribute("id");
  expect(anchor).toMatch(/^faq-faqItem1/);
  const linked = await context.newPage();
  await linked.goto(`/sv?domainHost=${host}#${anchor}`);
  const linkedQuestion = linked.locator(`#${anchor}`);
  await expect(linkedQuestion).toHaveAttribute("open");
  await expect(linkedQuestion.getByText("Gratis parkering finns vid Almedalen")).toBeInViewport();
  await expectNoAxeViolations(linked);
  await linked.screenshot({ path: "test-results/screenshots/day-modules-faq-deep-link-phone.png" });
  await context.close();
});
