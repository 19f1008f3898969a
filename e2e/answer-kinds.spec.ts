// Issue 15 item 2 on a phone: the demo RSVP's e-mail and phone questions give the phone the right
// keyboard and autofill, and a malformed e-mail address is caught by the field before anything is sent.
import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 } });

test("e-mail and phone fields: keyboard, autofill and a clear message for 'sofia.ek(at)mail'", async ({
  page,
}) => {
  await page.goto("/sv?domainHost=demo.brollopssidan.se");
  const rsvp = page.locator(".module--Rsvp");
  await rsvp.scrollIntoViewIfNeeded();
  await rsvp.getByRole("button", { name: "OSA här" }).click();
  await rsvp.getByLabel("Hur många är ni?").selectOption("1");
  const mail = rsvp.getByLabel("E-post");
  await expect(mail).toHaveAttribute("type", "email");
  await expect(mail).toHaveAttribute("inputmode", "email");
  await expect(mail).toHaveAttribute("autocomplete", "email");
  const phone = rsvp.getByLabel("Telefon");
  await expect(phone).toHaveAttribute("type", "tel");
  await expect(phone).toHaveAttribute("autocomplete", "tel");

  let sent = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/rsvps/")) sent = true;
  });
  await rsvp.getByLabel("Förnamn").fill("Sofia");
  await rsvp.getByLabel("Efternamn").fill("Ek");
  await mail.fill("sofia.ek(at)mail");
  await phone.fill("070-123 45 67");
  await rsvp.getByRole("button", { name: /Skicka/ }).click();
  await expect(mail).toHaveAttribute("aria-invalid", "true");
  await expect(mail).toHaveAccessibleDescription(/Skriv en e-postadress, till exempel namn@exempel\.se\./);
  await expect(mail).toBeFocused();
  expect(sent).toBe(false);
  await page.screenshot({ path: "test-results/screenshots/answer-kinds-email-error-phone.png" });
  await mail.fill("sofia.ek@mail.se");
  await expect(mail).not.toHaveAttribute("aria-invalid", "true");
});
