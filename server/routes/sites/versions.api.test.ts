// /api/sites/{id}/versions/*: the list, one version for the preview, restoring one (what the editor and
// the guest page then show), who may do it, and the retention rule applied on save.
import { siteDocumentSchema } from "@core/site";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, sites, siteVersions } from "../../db/schema";
import { PRUNE_EVERY } from "../../operations/save-site";
import { activateSite } from "../../operations/sites";
import { KEEP_NEWEST } from "../../operations/version-retention";
import { pruneVersions } from "../../operations/versions";
import {
  createSiteFor,
  deleteAccount,
  expectError,
  memberOfSite,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile({ pages: true });

type Doc = ReturnType<typeof validSiteDocument>;
type Version = {
  id: number;
  createdAt: string;
  latest: boolean;
  current: boolean;
  savedBy: { kind: "account"; accountId: string; mail: string } | null;
};

const as = (cookie: string | undefined) => (cookie ? { cookies: { session: cookie } } : {});
const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, ...as(cookie) });
const post = (url: string, cookie?: string) => t.app.inject({ method: "POST", url, ...as(cookie) });
const put = (id: string, cookie: string, body: Doc) =>
  t.app.inject({ method: "PUT", url: `/api/sites/V2/${id}`, ...as(cookie), payload: body as object });
const versionsOf = async (id: string, cookie: string) => {
  const response = await get(`/api/sites/${id}/versions`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { versions: Version[] }).versions;
};
const versionCount = async (siteId: string) =>
  (await t.ctx.db.select({ n: count() }).from(siteVersions).where(eq(siteVersions.siteId, siteId)))[0]?.n;
const currentVersionId = async (siteId: string) =>
  (await t.ctx.db.select().from(sites).where(eq(sites.id, siteId)))[0]?.currentVersionId;

function titled(sv: string, en = sv): Doc {
  const doc = validSiteDocument();
  return {
    ...doc,
    siteModules: doc.siteModules.map((m, i) => (i === 1 ? { ...m, title: { sv, en } } : m)),
  };
}

/** An owner whose site was saved twice: versions 'Välkomna' (created), 'Första utkastet', 'Andra utkastet'. */
async function ownerWithHistory() {
  const owner = await registerAndLogin(t.app);
  const id = await createSiteFor(t.app, owner.cookie);
  expect((await put(id, owner.cookie, titled("Första utkastet", "First draft"))).statusCode).toBe(200);
  expect((await put(id, owner.cookie, titled("Andra utkastet", "Second draft"))).statusCode).toBe(200);
  const versions = await versionsOf(id, owner.cookie);
  return { ...owner, id, versions };
}

const textTitle = (site: { siteModules: { title?: { sv?: string } }[] }) => site.siteModules[1]?.title?.sv;

let hostCounter = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

describe("the version list and preview", () => {
  it("lists every save newest first, the newest latest and current, each readable for the preview", async () => {
    const { cookie, id, versions } = await ownerWithHistory();
    expect(versions).toHaveLength(3);
    expect(versions.map((v) => [v.latest, v.current])).toEqual([
      [true, true],
      [false, false],
      [false, false],
    ]);
    const titles = [];
    for (const v of versions) {
      const response = await get(`/api/sites/${id}/versions/${v.id}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      titles.push(textTitle(response.json().site));
    }
    expect(titles).toEqual(["Andra utkastet", "Första utkastet", "Välkomna"]);
  });
});

describe("who saved each version (issue 28)", () => {
  const accountIdOf = async (mail: string) =>
    (await t.ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.mail, mail)))[0]?.id;

  it("names each version's saver by account and mail; a deleted co-owner's versions say unknown", async () => {
    const owner = await registerAndLogin(t.app);
    const id = await createSiteFor(t.app, owner.cookie);
    const partner = await memberOfSite(t, id, owner.cookie, "owner");
    expect((await put(id, owner.cookie, titled("Hennes utkast"))).statusCode).toBe(200);
    expect((await put(id, partner.cookie, titled("Hans utkast"))).statusCode).toBe(200);

    // Either owner reads the same list: the co-owner's save, the owner's, and the site's first
    // version, made when the owner created the site (named as theirs).
    for (const cookie of [owner.cookie, partner.cookie]) {
      const versions = await versionsOf(id, cookie);
      expect(versions.map((v) => v.savedBy?.mail ?? null)).toEqual([partner.mail, owner.mail, owner.mail]);
      expect(versions[0]?.savedBy).toMatchObject({ kind: "account", mail: partner.mail });
      expect(versions[1]?.savedBy).toMatchObject({ kind: "account", mail: owner.mail });
    }
    const [byPartner, byOwner] = await versionsOf(id, owner.cookie);
    expect(byPartner?.savedBy?.accountId).toBe(await accountIdOf(partner.mail));
    expect(byOwner?.savedBy?.accountId).toBe(await accountIdOf(owner.mail));

    // The co-owner deletes their account: the site stays the owner's, and their version is not known.
    const deleted = await deleteAccount(t.app, partner.cookie);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await versionsOf(id, owner.cookie);
    expect(after).toHaveLength(3);
    expect(after.map((v) => v.savedBy?.mail ?? null)).toEqual([null, owner.mail, owner.mail]);
    expect(JSON.stringify(after)).not.toContain(partner.mail);
  });

  it("is not shown to a helper: a toastmaster is refused the list (403)", async () => {
    const owner = await registerAndLogin(t.app);
    const id = await createSiteFor(t.app, owner.cookie);
    const toastmaster = await memberOfSite(t, id, owner.cookie, "toastmaster");
    expectError(await get(`/api/sites/${id}/versions`, toastmaster.cookie), 403, "FORBIDDEN");
  });
});

describe("POST /api/sites/{id}/versions/{versionId}/restore", () => {
  it("makes the version the page: the editor's GET and the guest page show it; latest stays the newest", async () => {
    const { cookie, id, versions } = await ownerWithHistory();
    const first = versions[1] as Version;
    const restored = await post(`/api/sites/${id}/versions/${first.id}/restore`, cookie);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ _id: id, siteVersion: 2 });
    expect(textTitle(restored.json())).toBe("Första utkastet");

    const site = (await get(`/api/sites/${id}`, cookie)).json();
    expect(site.siteModules.map((m: { title?: { en?: string } }) => m.title?.en)).toEqual([
      "Anna & Erik",
      "First draft",
      "The venue",
    ]);

    const after = await versionsOf(id, cookie);
    expect(after.map((v) => v.id)).toEqual(versions.map((v) => v.id));
    expect(after.find((v) => v.latest)?.id).toBe(versions[0]?.id);
    expect(after.filter((v) => v.current).map((v) => v.id)).toEqual([first.id]);

    hostCounter += 1;
    const host = `versioner-${hostCounter}.se`;
    await activateSite(t.ctx, id, host);
    const guest = await t.app.inject({
      method: "GET",
      url: "/sv",
      headers: { host, "accept-language": "sv" },
    });
    expect(guest.statusCode).toBe(200);
    expect(guest.body).toContain("Första utkastet");
    expect(guest.body).not.toContain("Andra utkastet");

    // The next save is both latest and current again.
    expect((await put(id, cookie, titled("Tredje utkastet"))).statusCode).toBe(200);
    const saved = await versionsOf(id, cookie);
    expect(saved).toHaveLength(4);
    expect(saved[0]).toMatchObject({ latest: true, current: true });
    expect(saved.filter((v) => v.current)).toHaveLength(1);
  });

  it("restores the latest again after an older one was restored", async () => {
    const { cookie, id, versions } = await ownerWithHistory();
    const [latest, , oldest] = versions as [Version, Version, Version];
    expect((await post(`/api/sites/${id}/versions/${oldest.id}/restore`, cookie)).statusCode).toBe(200);
    expect(textTitle((await get(`/api/sites/${id}`, cookie)).json())).toBe("Välkomna");
    expect((await post(`/api/sites/${id}/versions/${latest.id}/restore`, cookie)).statusCode).toBe(200);
    expect(textTitle((await get(`/api/sites/${id}`, cookie)).json())).toBe("Andra utkastet");
    expect((await versionsOf(id, cookie))[0]).toMatchObject({ id: latest.id, latest: true, current: true });
  });

  it("answers 401 without a session and 403 to another account or an unknown site, changing nothing", async () => {
    const { cookie, id, versions } = await ownerWithHistory();
    const other = await registerAndLogin(t.app);
    const otherSite = await createSiteFor(t.app, other.cookie);
    const oldest = (versions[2] as Version).id;
    const url = `/api/sites/${id}/versions/${oldest}/restore`;
    expectError(await post(url), 401, "NOT_LOGGED_IN");
    expectError(await post(url, other.cookie), 403, "FORBIDDEN");
    expectError(
      await post(`/api/sites/0123456789abcdef01234567/versions/${oldest}/restore`, cookie),
      403,
      "FORBIDDEN",
    );
    expectError(await post(`/api/sites/not-an-id/versions/${oldest}/restore`, cookie), 403, "FORBIDDEN");
    // Another account's version id through one's own site: not found, and nothing of it is read.
    const foreignVersion = (await versionsOf(otherSite, other.cookie))[0]?.id;
    expectError(await post(`/api/sites/${id}/versions/${foreignVersion}/restore`, cookie), 404, "NOT_FOUND");
    expectError(await get(`/api/sites/${id}/versions/${foreignVersion}`, cookie), 404, "NOT_FOUND");
    expectError(await get(`/api/sites/${id}/versions`, other.cookie), 403, "FORBIDDEN");
    expectError(await get(`/api/sites/${id}/versions/${oldest}`, other.cookie), 403, "FORBIDDEN");
    expectError(await get(`/api/sites/${id}/versions`), 401, "NOT_LOGGED_IN");

    expect(await currentVersionId(id)).toBe(versions[0]?.id);
    expect(textTitle((await get(`/api/sites/${id}`, cookie)).json())).toBe("Andra utkastet");
  });

  it.each([
    ["a word", "abc"],
    ["zero", "0"],
    ["a negative number", "-1"],
    ["a fraction", "1.5"],
    ["a number too large for an id", "99999999999"],
    ["an id beyond the column's range", "2147483648"],
  ])("refuses %s as version id with 400, to the owner only", async (_name, versionId) => {
    const { cookie, id } = await ownerWithHistory();
    const before = await currentVersionId(id);
    expectError(await post(`/api/sites/${id}/versions/${versionId}/restore`, cookie), 400, "INVALID_INPUT");
    expectError(await post(`/api/sites/${id}/versions/${versionId}/restore`), 401, "NOT_LOGGED_IN");
    expect(await currentVersionId(id)).toBe(before);
  });

  it("answers 404 for a version id the site never had", async () => {
    const { cookie, id } = await ownerWithHistory();
    expectError(await post(`/api/sites/${id}/versions/2147483647/restore`, cookie), 404, "NOT_FOUND");
  });
});

describe("retention", () => {
  /** Adds `n` versions to a site, one a day ending `daysAgo` days back (the oldest first). */
  async function addOldVersions(siteId: string, n: number, daysAgo: number) {
    const document = siteDocumentSchema.parse(titled("Gammal"));
    const now = Date.now();
    const rows = Array.from({ length: n }, (_, i) => ({
      siteId,
      document,
      createdAt: new Date(now - (daysAgo + n - i) * DAY_MS),
    }));
    await t.ctx.db.insert(siteVersions).values(rows);
  }

  it("keeps the newest 200 and one a day for a year, and the current version however old", async () => {
    const owner = await registerAndLogin(t.app);
    const id = await createSiteFor(t.app, owner.cookie);
    // The creation's version, dated two years back, is restored: the current one, kept by no other rule.
    const created = (await currentVersionId(id)) as number;
    await t.ctx.db
      .update(siteVersions)
      .set({ createdAt: new Date(Date.now() - 800 * DAY_MS) })
      .where(eq(siteVersions.id, created));
    // 700 versions, one a day from 701 to 2 days ago.
    await addOldVersions(id, 700, 1);
    expect((await post(`/api/sites/${id}/versions/${created}/restore`, owner.cookie)).statusCode).toBe(200);
    expect(await pruneVersions(t.ctx, id)).toBeGreaterThan(300);

    const versions = await versionsOf(id, owner.cookie);
    const ageInDays = (v: Version) => (Date.now() - Date.parse(v.createdAt)) / DAY_MS;
    // The newest 200 lie within the year, so what stays is the year's days and the current one.
    expect(versions.filter((v) => ageInDays(v) < 364)).toHaveLength(362);
    expect(versions.filter((v) => ageInDays(v) > 366).map((v) => v.id)).toEqual([created]);
    expect(versions.find((v) => v.id === created)?.current).toBe(true);
    expect(versions[0]?.latest).toBe(true);
    expect(textTitle((await get(`/api/sites/${id}`, owner.cookie)).json())).toBe("Välkomna");
  });

  it("a save on a site with many versions prunes them in the same request", async () => {
    const owner = await registerAndLogin(t.app);
    const id = await createSiteFor(t.app, owner.cookie);
    await addOldVersions(id, 450, 400);
    expect(await versionCount(id)).toBe(451);
    expect((await put(id, owner.cookie, titled("Senaste"))).statusCode).toBe(200);
    // Everything added is over a year old: only the newest 200 stay (the save's own among them).
    expect(await versionCount(id)).toBe(KEEP_NEWEST);
    const versions = await versionsOf(id, owner.cookie);
    expect(versions[0]).toMatchObject({ latest: true, current: true });
  });

  it("prunes from the save that makes the 201st version, not before", async () => {
    const owner = await registerAndLogin(t.app);
    const id = await createSiteFor(t.app, owner.cookie);
    // 198 old ones beside the creation's: the next save makes the 200th, which all stay.
    await addOldVersions(id, KEEP_NEWEST - 2, 400);
    expect((await put(id, owner.cookie, titled("Tvåhundrade"))).statusCode).toBe(200);
    expect(await versionCount(id)).toBe(KEEP_NEWEST);
    // The next one makes 201: the oldest goes in the same request.
    expect((await put(id, owner.cookie, titled("Tvåhundraförsta"))).statusCode).toBe(200);
    expect(await versionCount(id)).toBe(KEEP_NEWEST);
  });

  it("a site past the retention prunes on one save in PRUNE_EVERY, not on every save", async () => {
    const owner = await registerAndLogin(t.app);
    const id = await createSiteFor(t.app, owner.cookie);
    await addOldVersions(id, KEEP_NEWEST + 50, 400);
    // The first save past the retention prunes.
    expect((await put(id, owner.cookie, titled("Första"))).statusCode).toBe(200);
    expect(await versionCount(id)).toBe(KEEP_NEWEST);
    // The next PRUNE_EVERY - 1 saves only add their versions (each one beyond what the rule keeps)…
    for (let i = 1; i < PRUNE_EVERY; i++)
      expect((await put(id, owner.cookie, titled(`Sparning ${i}`))).statusCode).toBe(200);
    expect(await versionCount(id)).toBe(KEEP_NEWEST + PRUNE_EVERY - 1);
    // …and the PRUNE_EVERY-th prunes again.
    expect((await put(id, owner.cookie, titled("Sista"))).statusCode).toBe(200);
    expect(await versionCount(id)).toBe(KEEP_NEWEST);
    const versions = await versionsOf(id, owner.cookie);
    expect(versions[0]).toMatchObject({ latest: true, current: true });
  });

  it("does nothing while a site has no more than 200 versions", async () => {
    const { id } = await ownerWithHistory();
    expect(await pruneVersions(t.ctx, id)).toBe(0);
    expect(await versionCount(id)).toBe(3);
  });
});
