// The "saved" line of the owners' activity list (issue 28) is written by the save's own statement
// (operations/save-site.ts, issue 24: one round trip per save): one per person per SAVED_EVERY_MS,
// only for a save that wrote the site, never for a refused one. And the save's answer, compressed by
// the route itself at the quick level when the client accepts it (never kept for sending again).
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { siteActivity, sites } from "../../db/schema";
import {
  expectError,
  ownerWithSite,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile();

const put = (id: string, cookie: string, body: unknown, version?: number) =>
  t.app.inject({
    method: "PUT",
    url: `/api/sites/V2/${id}`,
    cookies: { session: cookie },
    ...(version === undefined ? {} : { headers: { "x-site-version": String(version) } }),
    payload: body as object,
  });

const savedLines = (siteId: string) =>
  t.ctx.db
    .select({ accountId: siteActivity.accountId })
    .from(siteActivity)
    .where(and(eq(siteActivity.siteId, siteId), eq(siteActivity.kind, "saved")));

const currentVersion = async (siteId: string) =>
  (await t.ctx.db.select({ v: sites.currentVersionId }).from(sites).where(eq(sites.id, siteId)))[0]?.v ?? -1;

describe("the save's activity line", () => {
  it("is written with the save, once per person per 10 minutes, and never for a refused save", async () => {
    const owner = await ownerWithSite(t.app);
    const stranger = await registerAndLogin(t.app);
    const version = await currentVersion(owner.siteId);

    // Refused saves write no line: a stranger's, a body that does not parse, a save on an old version.
    expectError(await put(owner.siteId, stranger.cookie, validSiteDocument()), 403, "FORBIDDEN");
    expectError(await put(owner.siteId, owner.cookie, { siteModules: "nej" }), 400, "INVALID_INPUT");
    expectError(
      await put(owner.siteId, owner.cookie, validSiteDocument(), version - 1),
      409,
      "SAVE_CONFLICT",
    );
    expect(await savedLines(owner.siteId)).toEqual([]);
    expect(await currentVersion(owner.siteId)).toBe(version);

    // The first save writes the saver's line, the next ones within 10 minutes none.
    const first = await put(owner.siteId, owner.cookie, validSiteDocument(), version);
    expect(first.statusCode, first.body).toBe(200);
    const [account] = await t.ctx.db
      .select({ accountId: siteActivity.accountId })
      .from(siteActivity)
      .where(and(eq(siteActivity.siteId, owner.siteId), eq(siteActivity.kind, "saved")));
    expect(account?.accountId).toBeTruthy();
    for (let i = 0; i < 3; i++)
      expect((await put(owner.siteId, owner.cookie, validSiteDocument())).statusCode).toBe(200);
    expect(await savedLines(owner.siteId)).toHaveLength(1);

    // Eleven minutes later, the next save is a new line.
    await t.ctx.db
      .update(siteActivity)
      .set({ createdAt: sql`${siteActivity.createdAt} - interval '11 minutes'` })
      .where(eq(siteActivity.siteId, owner.siteId));
    expect((await put(owner.siteId, owner.cookie, validSiteDocument())).statusCode).toBe(200);
    expect(await savedLines(owner.siteId)).toEqual([account, account]);
  });
});

describe("the save's answer", () => {
  it("is the same JSON compressed as the client accepts (brotli, gzip) or as it is, and varies by Accept-Encoding", async () => {
    const owner = await ownerWithSite(t.app);
    const save = (accept: string | undefined) =>
      t.app.inject({
        method: "PUT",
        url: `/api/sites/V2/${owner.siteId}`,
        cookies: { session: owner.cookie },
        headers: accept === undefined ? {} : { "accept-encoding": accept },
        payload: validSiteDocument() as object,
      });
    const plain = await save(undefined);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers["content-type"]).toMatch(/^application\/json/);
    const answer = plain.json() as Record<string, unknown>;
    expect(answer._id).toBe(owner.siteId);

    const br = await save("gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const brAnswer = JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8"));

    const gz = await save("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const gzAnswer = JSON.parse(gunzipSync(gz.rawPayload).toString("utf8"));

    // The same answer, but for what each save changed: its version and when it was made.
    const same = (a: Record<string, unknown>) => ({ ...a, version: 0, updatedAt: "", lastUpdated: "" });
    expect(brAnswer.version).toBe((answer.version as number) + 1);
    expect(gzAnswer.version).toBe((answer.version as number) + 2);
    expect(same(brAnswer)).toEqual(same(answer));
    expect(same(gzAnswer)).toEqual(same(answer));
  });
});
