// The guest list (issue 25), as far as it is built: a couple's list imported from a spreadsheet, and two
// households opening their personal links on a phone, each greeted by name on the page; axe clean.
import { expect, test } from "@playwright/test";
import { admin, expectNoAxeViolations, screenshotPhoneAndDesktop, starterSite, uniqueMail } from "./helpers";

const LIST = [
  "Hushåll;Förnamn;Efternamn;E-post;Vuxen/barn",
  "Familjen Lind;Sara;Lind;sara@exempel.se;vuxen",
  "Familjen Lind;Olof;Lind;;vuxen",
  "Familjen Lind;Mira;Lind;;barn",
  "Moster Karin;Karin;Berg;karin@exempel.se;vuxen",
].join("\r\n");

test("a couple imports the guest list and two households open their personal links on a phone", async ({
  page,
  request,
}) => {
  const mail = uniqueMail("gastlista");
  expect(
    (await request.post("/api/accounts/register/", { data: { mail, password: "hemligt-123" } })).ok(),
  ).toBe(true);
  const created = await request.post("/api/sites/V2", { data: { site: starterSite(), wizardData: null } });
  const siteId = ((await created.json()) as { site: { _id: string } }).site._id;
  const host = `gastlista-${Date.now()}.brollopssidan.se`;
  expect(admin("activate", siteId, host)).toContain(`is active on ${host}`);

  const multipart = { file: { name: "gaster.csv", mimeType: "text/csv", buffer: Buffer.from(LIST) } };
  const preview = await request.post(`/api/sites/${siteId}/households/import?dryRun=1`, { multipart });
  expect(preview.ok(), await preview.text()).toBe(true);
  expect(((await preview.json()) as { preview: { counts: unknown } }).preview.counts).toEqual({
    households: 2,
    guests: 4,
    rows: 4,
  });
  const imported = await request.post(`/api/sites/${siteId}/households/import`, { multipart });
  expect(((await imported.json()) as { households: number }).households).toBe(2);
  const list = (await (await request.get(`/api/sites/${siteId}/households`)).json()) as {
    households: { name: string; link: string }[];
  };
  expect(list.households.map((household) => household.name)).toEqual(["Familjen Lind", "Moster Karin"]);

  await page.setViewportSize({ width: 390, height: 844 });
  const [lind, karin] = list.households;
  await page.goto(`${lind?.link}?domainHost=${host}`);
  await expect(page).toHaveURL(new RegExp(`/sv\\?domainHost=${host.replace(/\./g, "\\.")}$`));
  const greeting = page.locator(".invitation-greeting");
  await expect(greeting).toContainText("Kära Familjen Lind, varmt välkomna!");
  await expect(greeting).toContainText("Den här inbjudan gäller Sara, Olof och Mira.");
  await expect(page.getByRole("heading", { name: "Välkomna" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotPhoneAndDesktop(page, "guest-list-personal-link");

  // The aunt's link on the same phone: the greeting is hers now.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${karin?.link}?domainHost=${host}`);
  await expect(greeting).toContainText("Kära Moster Karin, varmt välkomna!");
  await expect(greeting).toContainText("Den här inbjudan gäller Karin.");
  await expect(page.getByText("Familjen Lind")).toHaveCount(0);

  // A link that opens nothing is the not-found page.
  const wrong = await page.goto(`/i/${"A".repeat(43)}?domainHost=${host}`);
  expect(wrong?.status()).toBe(404);
});
