// Swish on the owner's own phone (m-commerce, issue 23): the start sends no number ({onThisPhone:
// true}), the request goes to Swish without payerAlias, and the answer's appUrl opens it in the app;
// with the simulator, its app page (GET /payment-simulator/swish) stands in for the app, settles the
// request as the developer chooses and sends the browser back to the callback URL. The status route
// then reports it as for any Swish payment.
import { SWISH_NUMBER_REQUIRED } from "@core/payments";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites } from "../../db/schema";
import { startSwish, swishStatus, wiredSimulator } from "../../payments/test-helpers";
import { expectError, ownerWithSite, testAppForThisFile } from "../../test/harness";

const t = testAppForThisFile();
const siteOf = async (siteId: string) => (await t.ctx.db.select().from(sites).where(eq(sites.id, siteId)))[0];
const onThisPhone = (host: string) => ({ onThisPhone: true, paymentProduct: "subdomain", host });

const appPage = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { host: "localhost:3000", ...headers } });
const answerInApp = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/payment-simulator/swish/answer",
    headers: { host: "localhost:3000", "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(form).toString(),
  });

/** The token in an appUrl of the simulator. */
const tokenOf = (appUrl: string) => new URL(appUrl, "http://localhost").searchParams.get("token") ?? "";

describe("Swish on this phone (m-commerce)", () => {
  it("starts without a number: no payerAlias to Swish, an appUrl with the request's token", async () => {
    const simulator = await wiredSimulator(t.app, t.ctx);
    const { siteId, cookie } = await ownerWithSite(t.app);
    const started = await startSwish(t.app, siteId, cookie, onThisPhone("pa-telefonen"));
    expect(started.statusCode, started.body).toBe(200);
    const { swishId, reference, appUrl } = started.json();
    expect(swishId).toMatch(/^[0-9A-F]{32}$/);
    expect(appUrl).toMatch(/^\/payment-simulator\/swish\?token=[0-9a-f]{32}$/);
    expect(simulator.requests.get(swishId)).toMatchObject({
      payerAlias: null,
      token: tokenOf(appUrl),
      amount: 599,
      payeePaymentReference: reference,
    });
    expect((await swishStatus(t.app, swishId, cookie)).json()).toEqual({
      status: "NOT_SET",
      errorMessage: null,
      reference,
    });
    // A repeated start of the same open payment opens the same request.
    const again = await startSwish(t.app, siteId, cookie, onThisPhone("pa-telefonen"));
    expect(again.json()).toEqual({ swishId, reference, appUrl });
  });

  it("is paid in the simulator's app page, which sends the browser back, and the site is published", async () => {
    await wiredSimulator(t.app, t.ctx);
    const { siteId, cookie } = await ownerWithSite(t.app);
    const { swishId, reference, appUrl } = (
      await startSwish(t.app, siteId, cookie, onThisPhone("betald-i-appen"))
    ).json();
    const back = `http://localhost:3000/betalning/swish/${swishId}`;
    const page = await appPage(`${appUrl}&callbackurl=${encodeURIComponent(back)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("599,00");
    expect(page.body).toContain(reference);
    expect(page.body).toContain(">Betala<");
    expect(page.body).toContain(">Neka betalningen<");

    const paid = await answerInApp({ token: tokenOf(appUrl), answer: "PAID", callbackurl: back });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(back);
    expect((await swishStatus(t.app, swishId, cookie)).json()).toEqual({
      status: "PAID",
      errorMessage: null,
      reference,
    });
    expect(await siteOf(siteId)).toMatchObject({ host: "betald-i-appen.brollopssidan.se", active: true });
    // Answered: the page and a second answer say so and change nothing.
    expect((await appPage(appUrl)).statusCode).toBe(404);
    expect(
      (await answerInApp({ token: tokenOf(appUrl), answer: "DECLINED", callbackurl: back })).statusCode,
    ).toBe(404);
    expect((await swishStatus(t.app, swishId, cookie)).json().status).toBe("PAID");
  });

  it("reports a payment declined in the app, publishes nothing, and speaks the browser's language", async () => {
    await wiredSimulator(t.app, t.ctx);
    const { siteId, cookie } = await ownerWithSite(t.app);
    const { swishId, appUrl } = (
      await startSwish(t.app, siteId, cookie, onThisPhone("nekad-i-appen"))
    ).json();
    expect((await appPage(appUrl, { "accept-language": "da-DK,da;q=0.9" })).body).toContain(
      ">Afvis betalingen<",
    );
    // No callback address: the app's own 'done', no redirect.
    const declined = await answerInApp({ token: tokenOf(appUrl), answer: "DECLINED" });
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain("Klart.");
    expect((await swishStatus(t.app, swishId, cookie)).json()).toMatchObject({ status: "DECLINED" });
    expect(await siteOf(siteId)).toMatchObject({ host: null, active: false });
  });

  it("sends the browser nowhere but this host (no open redirect)", async () => {
    await wiredSimulator(t.app, t.ctx);
    const { siteId, cookie } = await ownerWithSite(t.app);
    const { appUrl } = (await startSwish(t.app, siteId, cookie, onThisPhone("ingen-omdirigering"))).json();
    const answered = await answerInApp({
      token: tokenOf(appUrl),
      answer: "CANCELLED",
      callbackurl: "https://evil.example/",
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers.location).toBeUndefined();
  });

  it("ends as the spec's ERROR text when the app never answers in time", async () => {
    const simulator = await wiredSimulator(t.app, t.ctx);
    const { siteId, cookie } = await ownerWithSite(t.app);
    const { swishId } = (await startSwish(t.app, siteId, cookie, onThisPhone("for-sent"))).json();
    await simulator.settleNow();
    expect((await swishStatus(t.app, swishId, cookie)).json()).toMatchObject({
      status: "ERROR",
      errorMessage: "Betalningen godkändes inte i Swish-appen i tid.",
    });
  });

  it("still asks for the number when the start says nothing of this phone, and refuses bad input", async () => {
    const { siteId, cookie } = await ownerWithSite(t.app);
    const missing = await startSwish(t.app, siteId, cookie, {
      paymentProduct: "subdomain",
      host: "utan-nummer",
    });
    expectError(missing, 422, "SWISH_INVALID_NUMBER");
    expect(missing.json().validationMessage).toBe(SWISH_NUMBER_REQUIRED);
    expectError(
      await startSwish(t.app, siteId, cookie, { ...onThisPhone("fel"), onThisPhone: "ja" }),
      400,
      "INVALID_INPUT",
    );
    expect((await appPage("/payment-simulator/swish?token=okand")).statusCode).toBe(404);
    expect((await answerInApp({ token: "okand", answer: "PAID" })).statusCode).toBe(404);
    expect((await answerInApp({ token: "okand", answer: "BETALA" })).statusCode).toBe(404);
  });
});
