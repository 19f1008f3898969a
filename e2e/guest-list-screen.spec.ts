// The guest list screen (issue 25): the owner names the day's parts and groups, adds a household with
// two guests, edits it, turns its link off, deletes it and undoes, pastes a 3-row list from a
// spreadsheet, maps a column by hand, sees the preview and confirms, filters the list, and sees the
// overview count the guests, in total and per part. On a phone and on a desktop; axe clean.
import { expect, type Page, test } from "@playwright/test";
import { createAccountWithSite, expectNoAxeViolations, logIn, uniqueMail } from "./helpers";

const PASTED = [
  "Gäst\tMejl\tÅlder\tVilka\tGrupp",
  "Per Holm\tper@exempel.se\tvuxen\tFamiljen Holm\tKvällsgäster",
  "Lisa Holm\t\tbarn\tFamiljen Holm\tKvällsgäster",
  "Eva Nord\teva@exempel.se\tvuxen\tEva Nord\t",
].join("\n");

const VIEWPORTS = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const;

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}

for (const [label, viewport] of VIEWPORTS) {
  test(`the owner keeps the guest list on a ${label}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const mail = uniqueMail(`gaster-${label}`);
    const siteId = await createAccountWithSite(request, mail, "hemligt-123");
    await logIn(page, mail);

    // The side menu leads to the guest list.
    await page.getByRole("banner").getByRole("button", { name: "Meny" }).click();
    await page.getByRole("link", { name: "Gästlista" }).click();
    await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/gaster$`));
    await expect(page).toHaveTitle("Gästlista - Bröllopssidan");
    await expect(page.getByRole("heading", { level: 1, name: "Gästlista" })).toBeVisible();
    await expect(page.getByText("Inga hushåll ännu.")).toBeVisible();

    // The day's parts and the groups: the whole day (new households' group), evening guests to the party.
    await page.getByRole("button", { name: "Delar och grupper" }).click();
    const settings = page.getByRole("dialog", { name: "Delar och grupper" });
    await settings.getByRole("button", { name: "Lägg till del" }).click();
    await settings.getByLabel("Del 1").fill("Vigsel");
    await settings.getByRole("button", { name: "Lägg till del" }).click();
    await settings.getByLabel("Del 2").fill("Fest");
    await settings.getByRole("button", { name: "Lägg till grupp" }).click();
    await settings.getByLabel("Grupp 1").fill("Hela dagen");
    await settings.getByRole("checkbox", { name: "Nya hushåll hamnar här" }).first().check();
    await settings.getByRole("button", { name: "Lägg till grupp" }).click();
    await settings.getByLabel("Grupp 2").fill("Kvällsgäster");
    await settings.getByRole("group", { name: "Kvällsgäster är bjudna till" }).getByLabel("Vigsel").uncheck();
    await expectNoAxeViolations(page);
    if (label === "desktop") await shot(page, "guest-list-settings-desktop");
    await settings.getByRole("button", { name: "Spara" }).click();
    await expect(settings).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Delar och grupper är sparade." })).toBeVisible();

    // A household with two guests, one a child; it joins the default group.
    await page.getByRole("button", { name: "Lägg till hushåll" }).click();
    const dialog = page.getByRole("dialog", { name: "Nytt hushåll" });
    await dialog.getByLabel("Hushållets namn").fill("Familjen Lind");
    await expect(dialog.getByRole("checkbox", { name: "Hela dagen" })).toBeChecked();
    await dialog.getByRole("group", { name: "Gäst 1" }).getByLabel("Namn").fill("Sara Lind");
    await dialog.getByRole("button", { name: "Lägg till gäst" }).click();
    const second = dialog.getByRole("group", { name: "Gäst 2" });
    await second.getByLabel("Namn").fill("Mira Lind");
    await second.getByRole("checkbox", { name: "Barn" }).check();
    await expectNoAxeViolations(page);
    await shot(page, `guest-list-household-${label}`);
    await dialog.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByText("Familjen Lind är sparat.")).toBeVisible();
    const lind = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: "Redigera Familjen Lind" }) });
    await expect(lind).toContainText("Sara Lind, Mira Lind");
    await expect(lind).toContainText("Hela dagen");
    await expect(lind).toContainText("Inte svarat");
    await expect(lind).toContainText("Länk på");

    // Edit: whose guests, the A list, and the personal link turned off.
    await page.getByRole("button", { name: "Redigera Familjen Lind" }).click();
    const edit = page.getByRole("dialog", { name: "Redigera Familjen Lind" });
    await edit.getByLabel("Vems gäster").selectOption({ label: "Partner 1" });
    await edit.getByLabel("A/B-lista").selectOption({ label: "A-lista" });
    await expect(edit.getByLabel("Länk till inbjudan")).toHaveValue(/^\/i\/[A-Za-z0-9_-]{43}$/);
    await expect(edit.getByText(/^Kod för tryck: [A-Z2-9]{6}$/)).toBeVisible();
    // A new link and code, after a confirmation.
    const oldLink = await edit.getByLabel("Länk till inbjudan").inputValue();
    await edit.getByRole("button", { name: "Ny länk och kod" }).click();
    const renew = page.getByRole("alertdialog", { name: "Skapa ny länk och kod?" });
    await renew.getByRole("button", { name: "Skapa ny länk" }).click();
    await expect(renew).toHaveCount(0);
    await expect(edit.getByText("Länken och koden är nya.")).toBeVisible();
    await expect(edit.getByLabel("Länk till inbjudan")).not.toHaveValue(oldLink);
    await edit.getByRole("button", { name: "Stäng av länken" }).click();
    await expect(edit.getByText("Länken är avstängd.")).toBeVisible();
    await expect(edit.getByRole("button", { name: "Slå på länken" })).toBeVisible();
    await edit.getByRole("button", { name: "Spara" }).click();
    await expect(lind).toContainText("Partner 1");
    await expect(lind).toContainText("A-lista");
    await expect(lind).toContainText("Länk av");

    // Delete, and undo from the status bar.
    await page.getByRole("button", { name: "Redigera Familjen Lind" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Ta bort hushållet" }).click();
    await expect(page.getByText("Familjen Lind är borttaget.")).toBeVisible();
    await expect(page.getByText("Inga hushåll ännu.")).toBeVisible();
    await page.getByRole("button", { name: "Ångra" }).click();
    await expect(page.getByText("Familjen Lind är tillbaka på listan.")).toBeVisible();
    await expect(lind).toContainText("Sara Lind, Mira Lind");

    // Import: pasted from a spreadsheet, one column mapped by hand, the preview, then confirmed.
    await page.getByRole("button", { name: "Importera", exact: true }).click();
    const importing = page.getByRole("dialog", { name: "Importera gästlista" });
    await importing.getByLabel("Rader från kalkylarket").fill(PASTED);
    await importing.getByRole("button", { name: "Förhandsgranska" }).click();
    await expect(importing.getByLabel("Gäst", { exact: true })).toHaveValue("name");
    await expect(importing.getByLabel("Mejl")).toHaveValue("email");
    await expect(importing.getByLabel("Ålder")).toHaveValue("child");
    await expect(importing.getByLabel("Grupp")).toHaveValue("groups");
    await expect(importing.getByLabel("Vilka")).toHaveValue("");
    await expect(importing.getByText("3 hushåll med 3 gäster från 3 rader.")).toBeVisible();
    await importing.getByLabel("Vilka").selectOption({ label: "Hushåll" });
    await expect(importing.getByText("2 hushåll med 3 gäster från 3 rader.")).toBeVisible();
    await expect(importing.getByText("Inget är sparat ännu.")).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `guest-list-import-${label}`);
    // Nothing stored by the preview.
    expect(
      (
        (await (await page.request.get(`/api/sites/${siteId}/households`)).json()) as {
          households: unknown[];
        }
      ).households,
    ).toHaveLength(1);
    await importing.getByRole("button", { name: "Importera 2 hushåll" }).click();
    await expect(page.getByText("2 hushåll med 3 gäster är importerade.")).toBeVisible();
    await expect(page.getByText("3 hushåll", { exact: true })).toBeVisible();

    // Search and filters.
    await page.getByLabel("Sök hushåll eller gäst").fill("lisa");
    await expect(page.getByText("1 av 3 hushåll")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Redigera / })).toHaveText(["Familjen Holm"]);
    await page.getByLabel("Sök hushåll eller gäst").fill("");
    await page.getByLabel("Grupp", { exact: true }).selectOption({ label: "Hela dagen" });
    await expect(page.getByRole("button", { name: /^Redigera / })).toHaveText(["Familjen Lind", "Eva Nord"]);
    await page.getByLabel("Grupp", { exact: true }).selectOption({ label: "Kvällsgäster" });
    await expect(page.getByRole("button", { name: /^Redigera / })).toHaveText(["Familjen Holm"]);
    await page.getByLabel("Grupp", { exact: true }).selectOption({ index: 0 });
    await page.getByLabel("Sortera").selectOption({ label: "Namn" });
    await expect(page.getByRole("button", { name: /^Redigera / })).toHaveText([
      "Eva Nord",
      "Familjen Holm",
      "Familjen Lind",
    ]);

    // The overview: 5 guests invited (3 adults, 2 children), none has answered; per part, the evening
    // guests are not at the ceremony.
    const overview = page.getByRole("region", { name: "Översikt" });
    const invited = overview.locator(".guest-overview__total--invited");
    await expect(invited).toContainText("5");
    await expect(invited).toContainText("3 vuxna, 2 barn");
    await expect(overview.locator(".guest-overview__total--notAnswered")).toContainText("5");
    await expect(overview.getByText("3 hushåll inbjudna")).toBeVisible();
    await expect(overview.getByRole("row", { name: /^Vigsel/ })).toContainText("3 2 vuxna, 1 barn");
    await expect(overview.getByRole("row", { name: /^Fest/ })).toContainText("5 3 vuxna, 2 barn");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
    await shot(page, `guest-list-${label}`, true);

    // Lisa moves to Eva's household: she is invited to the ceremony too now.
    await page.getByRole("button", { name: "Redigera Familjen Holm" }).click();
    const holm = page.getByRole("dialog", { name: "Redigera Familjen Holm" });
    await holm
      .getByRole("group", { name: "Gäst 2" })
      .getByLabel("Flytta till hushåll")
      .selectOption({ label: "Eva Nord" });
    await holm.getByRole("button", { name: "Flytta Lisa Holm" }).click();
    await expect(holm.getByText("Lisa Holm flyttades till Eva Nord.")).toBeVisible();
    await expect(holm.getByRole("group", { name: "Gäst 2" })).toHaveCount(0);
    await holm.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "Eva Nord" }).first()).toContainText(
      "Eva Nord, Lisa Holm",
    );
    await expect(overview.getByRole("row", { name: /^Vigsel/ })).toContainText("4 2 vuxna, 2 barn");

    // The export: gaster.xlsx.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Ladda ner gaster.xlsx" }).click();
    expect((await download).suggestedFilename()).toBe("gaster.xlsx");
  });
}

test("a list of 1,000 households: a page of them drawn, and the search finds one household", async ({
  page,
  request,
}) => {
  const mail = uniqueMail("gaster-1000");
  const siteId = await createAccountWithSite(request, mail, "hemligt-123");
  await logIn(page, mail);
  const rows = ["Hushåll;Namn;Barn"];
  for (let i = 1; i <= 1000; i++)
    rows.push(`Hushåll ${i};Gäst ${i} Andersson;nej`, `Hushåll ${i};Barn ${i} Andersson;ja`);
  const multipart = {
    file: { name: "gaster.csv", mimeType: "text/csv", buffer: Buffer.from(rows.join("\n")) },
  };
  const imported = await page.request.post(`/api/sites/${siteId}/households/import`, { multipart });
  expect(imported.ok(), await imported.text()).toBe(true);

  await page.goto(`/redigera/${siteId}/gaster`);
  await expect(page.getByRole("status").filter({ hasText: "1000 hushåll" })).toBeVisible();
  const rowsShown = page.locator(".household-row");
  await expect(rowsShown).toHaveCount(50);
  await expect(page.locator(".guest-overview__total--invited")).toContainText("1000 vuxna, 1000 barn");

  // Typed key by key, as a person types: every key reaches the field and the list follows (its speed is
  // not asserted here: no timed tests on a shared machine).
  const search = page.getByLabel("Sök hushåll eller gäst");
  await search.pressSequentially("barn 777", { delay: 30 });
  await expect(search).toHaveValue("barn 777");
  await expect(page.getByRole("status").filter({ hasText: "1 av 1000 hushåll" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Redigera / })).toHaveText(["Hushåll 777"]);
  await search.fill("");
  await page.getByRole("button", { name: "Visa fler (50 av 1000 visas)" }).click();
  await expect(rowsShown).toHaveCount(100);
});
