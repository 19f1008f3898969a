// Modules per guest group (issue 25) in the browser: the couple limits the welcome text to the evening
// guests in the module editor ("Visas för"), the canvas marks it, and after the save the evening
// household's personal link shows it while the ceremony household's link and the open page do not.
import { expect, test } from "@playwright/test";
import { admin, expectNoAxeViolations, logIn, starterSite, uniqueMail } from "./helpers";

test("a module shown only to the evening guests: editor, canvas badge and each household's page", async ({
  page,
  request,
}) => {
  const mail = uniqueMail("grupper");
  expect(
    (await request.post("/api/accounts/register/", { data: { mail, password: "hemligt-123" } })).ok(),
  ).toBe(true);
  const created = await request.post("/api/sites/V2", { data: { site: starterSite(), wizardData: null } });
  const siteId = ((await created.json()) as { site: { _id: string } }).site._id;
  const settings = await request.put(`/api/sites/${siteId}/guest-list/settings`, {
    data: {
      parts: [
        { id: "vigsel", name: "Vigsel" },
        { id: "fest", name: "Fest" },
      ],
      groups: [
        { id: "ceremony", name: "Vigselgäster", partIds: ["vigsel", "fest"] },
        { id: "evening", name: "Kvällsgäster", partIds: ["fest"] },
      ],
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const household = async (name: string, group: string) => {
    const added = await request.post(`/api/sites/${siteId}/households`, {
      data: { name, groups: [group], guests: [{ name: `${name} Gäst` }] },
    });
    expect(added.ok(), await added.text()).toBe(true);
    return ((await added.json()) as { household: { token: string } }).household.token;
  };
  const eveningToken = await household("Kvällsson", "evening");
  const ceremonyToken = await household("Vigselsson", "ceremony");
  const host = `grupper-${Date.now()}.brollopssidan.se`;
  expect(admin("activate", siteId, host)).toContain(`is active on ${host}`);

  await logIn(page, mail);
  await page.goto(`/redigera/${siteId}/`);
  await page
    .getByRole("toolbar", { name: "Text", exact: true })
    .getByRole("button", { name: "Redigera" })
    .click();
  const dialog = page.getByRole("dialog");
  const shownTo = dialog.getByRole("group", { name: "Visas för" });
  await expect(shownTo.getByRole("radio", { name: "Alla gäster" })).toBeChecked();
  await shownTo.getByRole("radio", { name: "Valda gästgrupper" }).check();
  await shownTo.getByRole("checkbox", { name: "Kvällsgäster" }).check();
  await expect(shownTo.getByRole("checkbox", { name: /den öppna sidan/ })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await shownTo.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/group-modules-shown-to.png" });
  await dialog.getByRole("button", { name: "Klar" }).click();
  await expect(page.getByText("Visas för: Kvällsgäster")).toBeVisible();
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByRole("status")).toHaveText("Ändringarna är sparade");
  await page.getByText("Visas för: Kvällsgäster").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/group-modules-canvas-badge.png" });

  const pageOf = async (token: string | null) => {
    const context = await page.context().browser()!.newContext();
    const guest = await context.newPage();
    if (token) await guest.goto(`/i/${token}?domainHost=${host}`);
    else await guest.goto(`/sv?domainHost=${host}`);
    await expect(guest.getByRole("heading", { name: "Festen" })).toBeVisible();
    const welcome = await guest.getByRole("heading", { name: "Välkomna" }).count();
    const html = await guest.content();
    await context.close();
    return { welcome, html };
  };
  const evening = await pageOf(eveningToken);
  expect(evening.welcome).toBe(1);
  const ceremony = await pageOf(ceremonyToken);
  expect(ceremony.welcome).toBe(0);
  expect(ceremony.html).not.toContain("Vi gifter oss i Visby.");
  const open = await pageOf(null);
  expect(open.welcome).toBe(0);
  expect(open.html).not.toContain("Vi gifter oss i Visby.");
});
