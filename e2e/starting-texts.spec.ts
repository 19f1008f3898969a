// Starting texts that instruct the couple are never published as they are (issue 23 item 3): a new
// Location module's 'Berätta hur gästerna tar sig hit…' is marked in the editor (on the page and on the
// field), listed before publishing on the address screen with a link that opens that module in that
// language, and left out of the guest page.
import { expect, test } from "@playwright/test";
import { createAccountWithSite, logIn, uniqueMail } from "./helpers";

test("a new Location module's instruction is marked, listed with a link, and opened in its language", async ({
  page,
  request,
}) => {
  const mail = uniqueMail("plats");
  const siteId = await createAccountWithSite(request, mail, "hemligt-123");
  await logIn(page, mail);

  // Add a Location module at the end; its editor opens at once with the starting text, marked.
  await page.getByRole("button", { name: "Lägg till modul", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Välj modul" })
    .getByRole("button", { name: /^Plats/ })
    .click();
  const editor = page.getByRole("dialog", { name: "Redigera: Plats" });
  await expect(editor.getByRole("textbox", { name: "Text" })).toContainText(
    "Berätta hur gästerna tar sig hit",
  );
  await expect(editor.getByText("Starttext – skriv er egen")).toBeVisible();
  await editor.getByRole("button", { name: "Klar" }).click();

  // The page marks the module, and the editor's list names it in both languages.
  const frame = page.locator("[data-module-frame].has-starting-text");
  await expect(frame).toHaveCount(1);
  await expect(frame.getByText("Starttext – skriv er egen")).toBeVisible();
  const summary = page.getByText("2 texter att skriva eller översätta innan ni publicerar");
  await summary.click();
  await expect(page.getByRole("link", { name: "Plats ”Plats” på svenska" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Plats ”Venue” på engelska" })).toBeVisible();

  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByRole("status")).toHaveText("Ändringarna är sparade");

  // The address screen lists what is left before publishing.
  await page.goto(`/redigera/${siteId}/valj-adress`);
  const left = page.getByRole("region", { name: "Kvar att skriva och översätta" });
  await expect(left).toContainText("2 texter att skriva eller översätta innan ni publicerar");
  await expect(left.getByRole("listitem")).toHaveCount(2);

  // Following the English entry opens that module's editor in English.
  await left.getByRole("link", { name: "Plats ”Venue” på engelska" }).click();
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/$`));
  const english = page.getByRole("dialog", { name: "Redigera: Plats" });
  const text = english.getByRole("textbox", { name: "Text" });
  await expect(text).toContainText("Tell your guests how to get here");
  await expect(english.getByText("Starttext – skriv er egen")).toBeVisible();

  // Writing their own English text takes the English entry off the list; the Swedish one stays.
  await text.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Take bus 16 to the church.");
  await expect(english.getByText("Starttext – skriv er egen")).toHaveCount(0);
  await english.getByRole("button", { name: "Klar" }).click();
  await expect(page.getByText("1 text att skriva eller översätta innan ni publicerar")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the marks and the list fit the screen, and each link and tool is a 44 px target", async ({
    page,
    request,
  }) => {
    const mail = uniqueMail("plats-telefon");
    const siteId = await createAccountWithSite(request, mail, "hemligt-123");
    await logIn(page, mail);
    await page.getByRole("button", { name: "Lägg till modul", exact: true }).last().click();
    await page
      .getByRole("dialog", { name: "Välj modul" })
      .getByRole("button", { name: /^Plats/ })
      .click();
    await page.getByRole("dialog", { name: "Redigera: Plats" }).getByRole("button", { name: "Klar" }).click();

    const tall = async (locator: import("@playwright/test").Locator, what: string) => {
      // The list opens and the address screen loads after the click or the navigation: wait for it.
      await expect(locator.first(), what).toBeVisible();
      const count = await locator.count();
      expect(count, what).toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        const box = await locator.nth(index).boundingBox();
        expect(box?.height ?? 0, `${what} ${index}`).toBeGreaterThanOrEqual(44);
        expect(
          (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390,
          `${what} ${index} on screen`,
        ).toBe(true);
      }
    };
    const frame = page.locator("[data-module-frame].has-starting-text");
    await frame.scrollIntoViewIfNeeded();
    await expect(frame.getByText("Starttext – skriv er egen")).toBeVisible();
    await tall(frame.getByRole("toolbar").getByRole("button"), "module tool");
    await page.screenshot({ path: "test-results/screenshots/starting-texts-mark-phone.png" });

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByText("2 texter att skriva eller översätta innan ni publicerar").click();
    await tall(page.locator(".starting-texts__link"), "editor list link");
    await page.screenshot({ path: "test-results/screenshots/starting-texts-list-phone.png" });

    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByRole("status")).toHaveText("Ändringarna är sparade");
    await page.goto(`/redigera/${siteId}/valj-adress`);
    const left = page.getByRole("region", { name: "Kvar att skriva och översätta" });
    await tall(left.getByRole("link"), "address screen list link");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await left.screenshot({ path: "test-results/screenshots/starting-texts-address-phone.png" });
  });
});
