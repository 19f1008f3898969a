// The analytics tracker in a real browser (SPEC §7 Other): the owner app's page loads our tracker
// script, whose global hands an event to the server; the operator counts it, without the page's ids.
import { expect, test } from "@playwright/test";
import { admin, createAccountWithSite, logIn, uniqueMail } from "./helpers";

test("the owner app loads the tracker, and an event it sends is counted for the operator", async ({
  page,
  request,
}) => {
  const mail = uniqueMail("analys");
  await createAccountWithSite(request, mail, "hemligt-123");
  await logIn(page, mail);

  // The tracker loads async beside the app; the app waits for it the same way (web/app/analytics.ts).
  await page.waitForFunction(
    () => typeof (window as unknown as Record<string, unknown>).eventsidaTracker === "function",
  );
  const tracked = await page.evaluate(async () => {
    const tracker = (window as unknown as Record<string, unknown>).eventsidaTracker;
    if (typeof tracker !== "function") return "no tracker";
    return tracker("purchase", {
      props: { product: "e2e_check" },
      revenue: { amount: 123.45, currency: "SEK" },
    });
  });
  expect(tracked).toBe(true);

  const output = admin("events", "1");
  expect(output).toMatch(/purchase\s+\d+\s+\d+\.\d{2} SEK/);
  // The wedding brand itself sends no purchase or conversion: only this test's event is there.
  // (A retried test adds its own; any other purchase would break the sum.)
  const [, count, revenue] = /purchase\s+(\d+)\s+(\d+\.\d{2}) SEK/.exec(output) ?? [];
  expect(Number(revenue)).toBeCloseTo(Number(count) * 123.45, 2);
});
