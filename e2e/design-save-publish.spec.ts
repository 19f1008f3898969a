// Issue 10's whole design flow for an owner: in the Design drawer pick a template, then change the
// theme, a colour preset, one custom colour, the heading font, the site graphic and the event logo;
// save, reload (everything is still there), publish, and the guest page shows exactly that design.
import { expect, type Page, test } from "@playwright/test";
import { admin, createAccountWithSite, logIn, screenshotPhoneAndDesktop, uniqueMail } from "./helpers";

/** The page being edited (the editor canvas), or the guest page: the one `.site` root. */
const site = (page: Page) => page.locator(".site").first();

type Look = { theme: string; background: string; primary: string; heading: string; graphic: string | null };

async function lookOf(page: Page): Promise<Look> {
  return site(page).evaluate((root) => {
    const style = getComputedStyle(root);
    return {
      theme: [...root.classList].find((name) => /^theme\d+$/.test(name)) ?? "",
      background: style.getPropertyValue("--color-background").trim(),
      primary: style.getPropertyValue("--color-primary").trim(),
      heading: style.getPropertyValue("--font-heading").trim(),
      graphic: root.querySelector("[data-graphic]")?.getAttribute("data-graphic") ?? null,
    };
  });
}

test("the Design drawer's choices are saved, survive a reload and reach the published guest page", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const mail = uniqueMail("design");
  const siteId = await createAccountWithSite(request, mail, "hemligt-123");
  await logIn(page, mail);
  const save = page.getByRole("button", { name: "Spara" });
  await expect(save).not.toHaveClass(/is-dirty/);

  await page.getByRole("button", { name: "Design", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Design" });
  const tab = (name: string) => drawer.getByRole("tab", { name, exact: true });

  // A template sets theme, fonts, colours and graphic together.
  await drawer.getByRole("button", { name: "Eukalyptus" }).click();
  await expect(site(page)).toHaveClass(/\btheme7\b/);
  expect((await lookOf(page)).graphic).toBe("EUCALYPTUS");

  // Then each part on its own.
  await tab("Teman").click();
  await drawer.getByRole("button", { name: "Färgblock", exact: true }).click();
  await expect(site(page)).toHaveClass(/\btheme8\b/);

  await tab("Färger").click();
  const burgundy = drawer.getByRole("button", { name: "Vinrött" });
  await burgundy.click();
  await expect(burgundy).toHaveAttribute("aria-pressed", "true");
  const presetBackground = (await lookOf(page)).background;
  // One custom colour: the background ten steps darker by keyboard; the page follows after the pause.
  await drawer.getByRole("radio", { name: "Bakgrund", exact: true }).check();
  const lightness = drawer.getByRole("slider", { name: "Ljushet" });
  const before = Number(await lightness.inputValue());
  await lightness.focus();
  await page.keyboard.press("PageDown");
  await expect(lightness).toHaveValue(String(before - 10));
  await expect.poll(async () => (await lookOf(page)).background).not.toBe(presetBackground);
  await expect(burgundy).toHaveAttribute("aria-pressed", "false");

  await tab("Typsnitt").click();
  await drawer.getByRole("radio", { name: "Cinzel" }).first().check();
  await expect.poll(async () => (await lookOf(page)).heading).toContain("Cinzel");

  await tab("Grafik").click();
  await drawer.getByRole("radio", { name: "Rosor" }).check();
  await expect.poll(async () => (await lookOf(page)).graphic).toBe("CORNER_GRAPHICS_ROSE");

  await tab("Logga").click();
  await drawer.getByRole("radio", { name: "Handritat hjärta" }).check();
  await drawer.getByLabel("Första namnet").fill("Maja");
  await drawer.getByLabel("Andra namnet").fill("Elias");
  const logo = site(page).locator("h1").first();
  await expect(logo).toContainText("Maja");
  await expect(logo).toContainText("Elias");
  await screenshotPhoneAndDesktop(page, "design-save-publish-editor");

  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  const chosen = await lookOf(page);
  expect(chosen).toMatchObject({ theme: "theme8", graphic: "CORNER_GRAPHICS_ROSE" });

  await expect(save).toHaveClass(/is-dirty/);
  await save.click();
  await expect(save).not.toHaveClass(/is-dirty/);

  // Saved: a reload shows the same design.
  await page.reload();
  await expect(site(page).locator("h1").first()).toContainText("Elias");
  expect(await lookOf(page)).toEqual(chosen);
  await expect(save).not.toHaveClass(/is-dirty/);

  // Published: the guest page, rendered by the server, is that design.
  const host = `design-${Date.now().toString(36)}.brollopssidan.se`;
  expect(admin("activate", siteId, host)).toContain(`is active on ${host}`);
  await page.goto(`/?domainHost=${host}`);
  await expect(site(page).locator("h1").first()).toContainText("Maja");
  expect(await lookOf(page)).toEqual(chosen);
  await screenshotPhoneAndDesktop(page, "design-save-publish-guest");
});
