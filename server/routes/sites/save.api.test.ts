// PUT /api/sites/V2/{id} and the version history: saving, sanitizing, ownership, versions.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites, siteVersions } from "../../db/schema";
import {
  createSiteFor,
  expectError,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile();

type Doc = ReturnType<typeof validSiteDocument>;
const put = (id: string, cookie: string | undefined, body: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/sites/V2/${id}`,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    payload: body as object,
  });
const get = (url: string, cookie: string) =>
  t.app.inject({ method: "GET", url, cookies: { session: cookie } });
const versionCount = async (siteId: string) =>
  (await t.ctx.db.select({ n: count() }).from(siteVersions).where(eq(siteVersions.siteId, siteId)))[0]?.n ??
  -1;
const storedRow = async (siteId: string) =>
  (await t.ctx.db.select().from(sites).where(eq(sites.id, siteId)))[0];

function withHeaderTitle(doc: Doc, sv: string): Doc {
  return {
    ...doc,
    siteModules: doc.siteModules.map((m, i) => (i === 0 ? { ...m, title: { sv, en: sv } } : m)),
  };
}

async function ownerWithSite() {
  const owner = await registerAndLogin(t.app);
  const id = await createSiteFor(t.app, owner.cookie);
  return { ...owner, id };
}

describe("PUT /api/sites/V2/{id}", () => {
  it("saves the document: the answer and a later GET show the change", async () => {
    const { cookie, id } = await ownerWithSite();
    const changed = { ...withHeaderTitle(validSiteDocument(), "Anna & Erik gifter sig"), theme: "theme7" };
    changed.siteModules = [...changed.siteModules].reverse();
    const response = await put(id, cookie, changed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ _id: id, siteVersion: 2, theme: "theme7" });

    const site = (await get(`/api/sites/${id}`, cookie)).json();
    expect(site.theme).toBe("theme7");
    expect(site.siteModules.map((m: { id: string }) => m.id)).toEqual([
      "CLIENTIDimageText1",
      "CLIENTIDtext1",
      "CLIENTIDheader1",
    ]);
    expect(site.siteModules[2].title).toEqual({ sv: "Anna & Erik gifter sig", en: "Anna & Erik gifter sig" });
    expect((await storedRow(id))?.document.theme).toBe("theme7");
  });

  it("keeps a version per save, listed newest first with one latest and the current one flagged", async () => {
    const { cookie, id } = await ownerWithSite();
    expect((await put(id, cookie, withHeaderTitle(validSiteDocument(), "Andra"))).statusCode).toBe(200);
    expect((await put(id, cookie, withHeaderTitle(validSiteDocument(), "Tredje"))).statusCode).toBe(200);

    const response = await get(`/api/sites/${id}/versions`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { versions } = response.json() as {
      versions: { id: number; createdAt: string; latest: boolean; current: boolean }[];
    };
    expect(versions).toHaveLength(3);
    const ids = versions.map((v) => v.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(versions.filter((v) => v.latest)).toEqual([versions[0]]);
    expect(versions.filter((v) => v.current)).toEqual([versions[0]]);
    expect(versions[0]?.id).toBe((await storedRow(id))?.currentVersionId);
    for (const v of versions) expect(Number.isNaN(Date.parse(v.createdAt))).toBe(false);

    const titleOf = async (versionId: number | undefined) => {
      const r = await get(`/api/sites/${id}/versions/${versionId}`, cookie);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().site.siteModules[0].title.sv;
    };
    expect(await titleOf(versions[0]?.id)).toBe("Tredje");
    expect(await titleOf(versions[1]?.id)).toBe("Andra");
    expect(await titleOf(versions[2]?.id)).toBe("Anna & Erik");
  });

  it("sanitizes rich text in what it stores, returns and keeps as a version", async () => {
    const { cookie, id } = await ownerWithSite();
    const doc = validSiteDocument();
    const evil =
      '<p>Hej<script>alert("x")</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">klick</a>' +
      '<p onclick="steal()">Välkomna</p><a href="https://example.se" target="_blank">länk</a><iframe src="https://evil.example"></iframe>';
    doc.siteModules = doc.siteModules.map((m) =>
      m.id === "CLIENTIDtext1" ? { ...m, text: { sv: evil, en: evil } } : m,
    );
    const response = await put(id, cookie, doc);
    expect(response.statusCode, response.body).toBe(200);

    const texts = [
      JSON.stringify(response.json()),
      JSON.stringify((await get(`/api/sites/${id}`, cookie)).json()),
      JSON.stringify((await storedRow(id))?.document),
      JSON.stringify(
        (await t.ctx.db.select().from(siteVersions).where(eq(siteVersions.siteId, id))).map(
          (v) => v.document,
        ),
      ),
    ];
    for (const text of texts) {
      for (const bad of ["<script", "alert(", "onerror", "onclick", "javascript:", "<img", "<iframe"]) {
        expect(text).not.toContain(bad);
      }
    }
    const site = (await get(`/api/sites/${id}`, cookie)).json();
    const html = site.siteModules.find((m: { id: string }) => m.id === "CLIENTIDtext1").text.sv as string;
    expect(html).toContain("<p>Hej</p>");
    expect(html).toContain("<p>Välkomna</p>");
    expect(html).toContain('href="https://example.se"');
    expect(html).toContain("noopener");
  });

  it("ignores fields that are not saved fields: active, host, password, _id", async () => {
    const { cookie, id } = await ownerWithSite();
    const body = {
      ...withHeaderTitle(validSiteDocument(), "Ny rubrik"),
      active: true,
      host: "kapad.se",
      password: "lösen",
      metaNoindex: true,
      _id: "0123456789abcdef01234567",
      quickStart: true,
    };
    const response = await put(id, cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      _id: id,
      active: false,
      host: null,
      password: null,
      metaNoindex: false,
    });
    const row = await storedRow(id);
    expect(row).toMatchObject({
      active: false,
      host: null,
      password: null,
      metaNoindex: false,
      quickStart: false,
    });
    for (const key of ["active", "host", "password", "_id", "quickStart", "metaNoindex"]) {
      expect(Object.keys(row?.document ?? {})).not.toContain(key);
    }
    expect(row?.document.siteModules[0]?.title).toEqual({ sv: "Ny rubrik", en: "Ny rubrik" });
  });

  it("answers 401 without a session and 403 to another account, changing nothing", async () => {
    const { cookie, id } = await ownerWithSite();
    const other = await registerAndLogin(t.app);
    await createSiteFor(t.app, other.cookie);
    const versionsBefore = await versionCount(id);
    const hijack = withHeaderTitle(validSiteDocument(), "Kapad");
    expectError(await put(id, undefined, hijack), 401, "NOT_LOGGED_IN");
    expectError(await put(id, other.cookie, hijack), 403, "FORBIDDEN");
    expectError(await put("0123456789abcdef01234567", cookie, hijack), 403, "FORBIDDEN");
    expect(await versionCount(id)).toBe(versionsBefore);
    const site = (await get(`/api/sites/${id}`, cookie)).json();
    expect(site.siteModules[0].title.sv).toBe("Anna & Erik");
    expectError(await get(`/api/sites/${id}/versions`, other.cookie), 403, "FORBIDDEN");
  });

  it("judges the body only for the owner: 401 and 403 come first, whatever the body", async () => {
    const { cookie, id } = await ownerWithSite();
    const other = await registerAndLogin(t.app);
    const refused = { ...validSiteDocument(), siteModules: [{ siteModuleType: "Text" }] };
    expectError(await put(id, undefined, refused), 401, "NOT_LOGGED_IN");
    expectError(await put(id, "not-a-session", refused), 401, "NOT_LOGGED_IN");
    expectError(await put(id, other.cookie, refused), 403, "FORBIDDEN");
    expectError(await put("not an id", other.cookie, refused), 403, "FORBIDDEN");
    expectError(await put("not an id", undefined, refused), 401, "NOT_LOGGED_IN");
    expectError(await put(id, cookie, refused), 400, "INVALID_INPUT");
    // A stranger's valid body after the owner's save changes nothing either.
    const saved = withHeaderTitle(validSiteDocument(), "Ägarens");
    expect((await put(id, cookie, saved)).statusCode).toBe(200);
    const versionsBefore = await versionCount(id);
    expectError(await put(id, other.cookie, saved), 403, "FORBIDDEN");
    expectError(await put(id, "not-a-session", saved), 401, "NOT_LOGGED_IN");
    expect(await versionCount(id)).toBe(versionsBefore);
  });

  it("answers the owner's Site JSON: the same as a GET's, as JSON with one of each key", async () => {
    const { cookie, id } = await ownerWithSite();
    for (const title of ["Första", "Andra", "Andra"]) {
      const response = await put(id, cookie, withHeaderTitle(validSiteDocument(), title));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      const answer = JSON.parse(response.body) as Record<string, unknown>;
      expect(JSON.stringify(answer)).toBe(response.body);
      expect(answer).toEqual((await get(`/api/sites/${id}`, cookie)).json());
      expect(Object.keys(answer).slice(0, 2)).toEqual(["siteModules", "fonts"]);
    }
  });

  it.each([
    [
      "an unknown module type",
      (d: Doc) => ({ ...d, siteModules: [...d.siteModules, { id: "x", siteModuleType: "Speech2" }] }),
    ],
    [
      "101 modules",
      (d: Doc) => ({
        ...d,
        siteModules: Array.from({ length: 101 }, (_, i) => ({ id: `m${i}`, siteModuleType: "Text" })),
      }),
    ],
    ["a module without id", (d: Doc) => ({ ...d, siteModules: [{ siteModuleType: "Text" }] })],
    [
      "a javascript: image path",
      (d: Doc) => ({
        ...d,
        siteModules: [
          { id: "h", siteModuleType: "Header", image: { path: "javascript:alert(1)", fileName: "a.jpg" } },
        ],
      }),
    ],
    ["the POST shape { site }", (d: Doc) => ({ site: d, wizardData: null })],
  ])("refuses %s with 400 and keeps the old document and versions", async (_name, mutate) => {
    const { cookie, id } = await ownerWithSite();
    const versionsBefore = await versionCount(id);
    const documentBefore = (await storedRow(id))?.document;
    const body = expectError(
      await put(id, cookie, mutate(withHeaderTitle(validSiteDocument(), "Ny"))),
      400,
      "INVALID_INPUT",
    );
    expect(body.issues?.length).toBeGreaterThan(0);
    expect(await versionCount(id)).toBe(versionsBefore);
    expect((await storedRow(id))?.document).toEqual(documentBefore);
    expect((await get(`/api/sites/${id}`, cookie)).json().siteModules[0].title.sv).toBe("Anna & Erik");
  });
});

describe("GET /api/sites/{id}/versions/{versionId}", () => {
  it("answers 404 for another site's version and for an unknown version", async () => {
    const a = await ownerWithSite();
    const b = await ownerWithSite();
    const bVersions = (await get(`/api/sites/${b.id}/versions`, b.cookie)).json().versions;
    const bVersionId = bVersions[0].id as number;
    expectError(await get(`/api/sites/${a.id}/versions/${bVersionId}`, a.cookie), 404, "NOT_FOUND");
    expectError(await get(`/api/sites/${a.id}/versions/999999`, a.cookie), 404, "NOT_FOUND");
    // And the other account cannot read it through its own site id either.
    expectError(await get(`/api/sites/${b.id}/versions/${bVersionId}`, a.cookie), 403, "FORBIDDEN");
  });

  it("refuses a version id that is not a positive integer with 400", async () => {
    const { cookie, id } = await ownerWithSite();
    for (const bad of ["abc", "0", "-1", "1.5"]) {
      expectError(await get(`/api/sites/${id}/versions/${bad}`, cookie), 400, "INVALID_INPUT");
    }
  });
});
