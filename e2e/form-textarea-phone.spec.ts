// A form's message on a phone (issue 23 item 9): 'Ditt meddelande' was one line, and a long message
// scrolled out of sight as it was typed. Now it is a textarea that wraps the text and grows with it (or
// scrolls inside itself), so on a 390 × 844 phone a long message stays readable: every line wraps inside
// the field's width, nothing runs sideways, and the line being typed is in view.
import { expect, test } from "@playwright/test";
import { admin, createAccountWithSiteDocument, uniqueMail } from "./helpers";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const MESSAGE =
  "Kära Maja och Elias! Vi är så glada för er skull och ser fram emot att fira med er i Visby. " +
  "Elias, minns du när vi som barn byggde en flotte vid sjön och trodde att den skulle hålla hela " +
  "sommaren? Den sjönk efter tio minuter, men vi skrattade i en vecka. Nu bygger ni något som håller " +
  "på riktigt. Vi hoppas att det blir en underbar dag, med sol, goda vänner och mycket dans. " +
  "Sista raden: vi ses på dansgolvet!";

test("a long message in a form wraps and stays in view on a phone", async ({ page, request }) => {
  const mail = uniqueMail("meddelande");
  const siteId = await createAccountWithSiteDocument(request, mail, "hemligt-123", {
    availableLanguages: [{ languageCode: "sv" }],
    siteModules: [
      { id: "header1", siteModuleType: "Header", title: { sv: "Maja & Elias" } },
      {
        id: "form1",
        siteModuleType: "Form",
        title: { sv: "Hälsa till brudparet" },
        showFormButton: { sv: "Skriv en hälsning" },
        sendButton: { sv: "Skicka" },
        form: {
          formElements: [
            { id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true },
            {
              id: "message",
              formElementType: "ShortText",
              inputKind: "longText",
              label: { sv: "Ditt meddelande" },
              required: true,
            },
          ],
        },
      },
    ],
  });
  const host = `meddelande-${Date.now()}.se`;
  expect(admin("activate", siteId, host)).toContain(`is active on ${host}`);

  await page.goto(`/sv?domainHost=${host}`);
  const form = page.locator("section[data-module-id=form1]");
  await form.getByRole("button", { name: "Skriv en hälsning" }).click();
  const message = form.getByLabel("Ditt meddelande");
  await expect(message).toHaveJSProperty("tagName", "TEXTAREA");
  await message.click();
  await message.pressSequentially(MESSAGE, { delay: 0 });
  await expect(message).toHaveValue(MESSAGE);

  const box = await message.evaluate((element) => {
    const area = element as HTMLTextAreaElement;
    const style = getComputedStyle(area);
    const rect = area.getBoundingClientRect();
    return {
      width: rect.width,
      left: rect.left,
      right: rect.right,
      clientWidth: area.clientWidth,
      scrollWidth: area.scrollWidth,
      clientHeight: area.clientHeight,
      scrollHeight: area.scrollHeight,
      scrollTop: area.scrollTop,
      lineHeight: Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.4,
      whiteSpace: style.whiteSpace,
      overflowY: style.overflowY,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
  // Inside the phone's width, wrapping: nothing runs sideways, in the field or on the page.
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(390);
  expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  expect(box.whiteSpace).not.toBe("nowrap");
  expect(box.pageWidth).toBeLessThanOrEqual(390);
  // Several lines at once, not one: it grew with the text (or scrolls inside, showing the last line).
  expect(box.clientHeight).toBeGreaterThan(box.lineHeight * 3.5);
  if (box.scrollHeight > box.clientHeight + 1) {
    expect(box.overflowY).not.toBe("hidden");
    expect(box.scrollTop + box.clientHeight).toBeGreaterThanOrEqual(box.scrollHeight - box.lineHeight);
  }
  // The field itself is on screen where the guest is typing.
  await expect(message).toBeInViewport({ ratio: 0.5 });
  await message.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/form-textarea-phone.png" });
});
