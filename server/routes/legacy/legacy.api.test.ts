import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formSubmissions, legacyRsvps, rsvps } from "../../db/schema";
import { readXlsx } from "../../export/read-xlsx";
import { importLegacySite } from "../../legacy/import";
import { withQuestions } from "../../operations/answers";
import { issuePostKey } from "../../operations/post-keys";
import {
  expectError,
  freshClientAddress,
  ownerWithSite,
  registerAndLogin,
  testAppForThisFile,
} from "../../test/harness";

const t = testAppForThisFile();
const SITE = "5a1f00c0ffee000000000001";
const RSVP_MODULE = "5a1f00c0ffee0000000000a3";
let owner: { cookie: string; mail: string };
let stranger: { cookie: string };

beforeAll(async () => {
  owner = await registerAndLogin(t.app);
  stranger = await ownerWithSite(t.app);
  const file = JSON.parse(
    readFileSync(join(resolve(__dirname, "../../../fixtures/legacy"), "anna-och-johan.json"), "utf8"),
  );
  await importLegacySite(t.ctx, { ...file, account: { mail: owner.mail } });
});

/** A key as the server issues it, as if the guest had opened the form ten seconds ago. */
async function readyKey(kind: "rsvps" | "form-submissions", siteId = SITE): Promise<string> {
  return issuePostKey(t.ctx, siteId, kind === "rsvps" ? "rsvp" : "form", Date.now() - 10_000);
}
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress: freshClientAddress() });
const stored = async (table: typeof rsvps | typeof formSubmissions) =>
  (await t.ctx.db.select({ n: count() }).from(table).where(eq(table.siteId, SITE)))[0]?.n ?? 0;

const karin = {
  firstName: "Karin",
  lastName: "Holm",
  mail: "karin@example.se",
  phone: "0701234567",
  weddingYesOrNo: "yes",
  customValues: [
    { id: "RadioGroup1", value: "RadioGroupOption1" },
    { id: "textField1", value: "Laktosfri" },
  ],
};
const per = {
  ...karin,
  firstName: "Per",
  weddingYesOrNo: "no",
  customValues: [
    { id: "RadioGroup1", value: "Nej" },
    { id: "textField1", value: "Nötter" },
  ],
};

describe("POST /api/rsvps/{siteId}/v3/ and /api/speeches/{siteId}/v2", () => {
  it("stores an old-format RSVP under the page's module, the text fields below only for a yes", async () => {
    const response = await post(`/api/rsvps/${SITE}/v3/`, {
      persons: [karin, per],
      postKey: await readyKey("rsvps"),
      source: `site-form-${RSVP_MODULE}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ invertedSuccess: false });
    const rows = await withQuestions(
      t.ctx.db,
      await t.ctx.db.select().from(rsvps).where(eq(rsvps.siteId, SITE)),
    );
    const answers = (name: string) => {
      const row = rows.find((r) => JSON.stringify(r.formElements).includes(`"value":"${name}"`));
      return Object.fromEntries(
        ((row?.formElements ?? []) as { formElement: { id: string }; value: string }[]).map((a) => [
          a.formElement.id,
          a.value,
        ]),
      );
    };
    expect(answers("Karin")).toMatchObject({
      [`${RSVP_MODULE}-weddingYesOrNo`]: "Ja",
      [`${RSVP_MODULE}-RadioGroup1`]: "Ja",
      [`${RSVP_MODULE}-textField1`]: "Laktosfri",
    });
    // Per does not come: the allergy field was hidden from him, so it is stored empty.
    expect(answers("Per")).toMatchObject({
      [`${RSVP_MODULE}-weddingYesOrNo`]: "Nej",
      [`${RSVP_MODULE}-textField1`]: "",
    });
    expect(rows[0]?.recipients).toEqual(["anna.lindqvist@example.se", "johan.berg@example.se"]);
  });

  it("refuses what the old form would not take, storing nothing, and takes a bot for spam", async () => {
    const before = await stored(rsvps);
    const source = `site-form-${RSVP_MODULE}`;
    const key = await readyKey("rsvps");
    expectError(
      await post(`/api/rsvps/${SITE}/v3/`, { persons: [], postKey: key, source }),
      400,
      "INVALID_INPUT",
    );
    expectError(
      await post(`/api/rsvps/${SITE}/v3/`, { persons: [karin], postKey: key, source: "osa" }),
      400,
      "INVALID_INPUT",
    );
    // A required answer left out (the bus question above), and more persons than the form takes.
    const noBus = { ...karin, customValues: [] };
    expectError(
      await post(`/api/rsvps/${SITE}/v3/`, { persons: [noBus], postKey: key, source }),
      400,
      "INVALID_INPUT",
    );
    expectError(
      await post(`/api/rsvps/${SITE}/v3/`, {
        persons: [karin, karin, karin, karin, karin],
        postKey: key,
        source,
      }),
      400,
      "INVALID_INPUT",
    );
    expectError(
      await post(`/api/rsvps/${SITE}/v3/`, { persons: [karin], postKey: key, source: "site-form-nope" }),
      404,
      "NOT_FOUND",
    );
    expect(
      (
        await post(`/api/rsvps/${SITE}/v3/`, {
          persons: [karin],
          postKey: key,
          source,
          website: "http://spam",
        })
      ).json(),
    ).toEqual({ invertedSuccess: true });
    expect(await stored(rsvps)).toBe(before);
  });

  it("signs up a speech behind 'Anmälan av tal', its mandatory field required", async () => {
    const before = await stored(formSubmissions);
    expectError(
      await post(`/api/speeches/${SITE}/v2`, {
        speech: { name: "Lisa Berg", customValues: [] },
        postKey: await readyKey("form-submissions"),
      }),
      400,
      "INVALID_INPUT",
    );
    const response = await post(`/api/speeches/${SITE}/v2`, {
      speech: { name: "Lisa Berg", customValues: [{ id: "textField3", value: "5 minuter" }] },
      postKey: await readyKey("form-submissions"),
    });
    expect(response.json()).toEqual({ invertedSuccess: false });
    expect(await stored(formSubmissions)).toBe(before + 1);
    const [row] = await withQuestions(
      t.ctx.db,
      await t.ctx.db.select().from(formSubmissions).where(eq(formSubmissions.siteId, SITE)),
    );
    expect(JSON.stringify(row?.formElements)).toContain("5 minuter");
    expect(row?.recipients).toEqual(["toastmaster.erik@example.se"]);
  });

  it("has no old endpoints for a version-2 site", async () => {
    const v2 = await ownerWithSite(t.app);
    expectError(
      await post(`/api/rsvps/${v2.siteId}/v3/`, { persons: [karin], postKey: "x", source: "site-form-abc" }),
      404,
      "NOT_FOUND",
    );
    expectError(
      await post(`/api/speeches/${v2.siteId}/v2`, { speech: { name: "A" }, postKey: "x" }),
      404,
      "NOT_FOUND",
    );
  });
});

describe("the legacy answers view", () => {
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, ...(cookie ? { cookies: { session: cookie } } : {}) });

  it("lists the old answers, exports them to osa.xlsx and deletes one", async () => {
    const list = await get(`/api/rsvps/${SITE}`, owner.cookie);
    expect(list.statusCode, list.body).toBe(200);
    const data = list.json().data as { _id: string; firstName: string; weddingYesOrNo: string }[];
    // The two imported answers and the two sent since through the old endpoint.
    expect(data.map((r) => [r.firstName, r.weddingYesOrNo]).sort()).toEqual([
      ["Karin", "yes"],
      ["Karin", "yes"],
      ["Per", "no"],
      ["Per", "no"],
    ]);
    const xlsx = await get(`/api/rsvps/${SITE}/osa.xlsx`, owner.cookie);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-disposition"]).toContain("osa.xlsx");
    const sheet = readXlsx(xlsx.rawPayload);
    const texts = sheet.rows.flat().map((cell) => cell?.text ?? "");
    for (const text of ["Förnamn", "Karin", "Laktosfri", "Vill du åka med bussen från kyrkan?", "2026-04-02"])
      expect(
        texts.some((cell) => cell.includes(text)),
        text,
      ).toBe(true);

    const pers = data.filter((r) => r.firstName === "Per").map((r) => r._id);
    const per = pers[1] ?? "";
    const remove = () =>
      t.app.inject({
        method: "DELETE",
        url: `/api/rsvps/${SITE}/${per}`,
        cookies: { session: owner.cookie },
      });
    expect((await remove()).statusCode).toBe(200);
    expectError(await remove(), 404, "NOT_FOUND");
    expect(
      (await t.ctx.db.select().from(legacyRsvps).where(eq(legacyRsvps.siteId, SITE))).map((r) => r.id),
    ).not.toContain(per);
  });

  it("answers 401 without a session and 403 for another's site", async () => {
    expectError(await get(`/api/rsvps/${SITE}`), 401, "NOT_LOGGED_IN");
    expectError(await get(`/api/rsvps/${SITE}`, stranger.cookie), 403, "FORBIDDEN");
    expectError(await get(`/api/rsvps/${SITE}/osa.xlsx`, stranger.cookie), 403, "FORBIDDEN");
    expectError(
      await t.app.inject({
        method: "DELETE",
        url: `/api/rsvps/${SITE}/x`,
        cookies: { session: stranger.cookie },
      }),
      403,
      "FORBIDDEN",
    );
  });
});
