import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { resolveBrand } from "@core/brands";
import { attendingIds } from "@core/legacy/to-v2";
import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../admin/commands";
import { accounts, legacyRsvps, legacySpeeches, rsvps, sites, submissionMails } from "../db/schema";
import { issuePostKey } from "../operations/post-keys";
import { freshClientAddress, testAppForThisFile } from "../test/harness";
import { importLegacySite } from "./import";

const t = testAppForThisFile({ pages: true });
const folder = resolve(__dirname, "../../fixtures/legacy");
const fixture = (name: string) => JSON.parse(readFileSync(join(folder, name), "utf8"));
const page = (host: string, url = "/") =>
  t.app.inject({ method: "GET", url, headers: { host, accept: "text/html,*/*" } });
const siteCount = async () => (await t.ctx.db.select({ n: count() }).from(sites))[0]?.n ?? 0;

/** What each fixture's page must show: texts of every module, in the page's first language. */
const SHOWN: Record<string, string[]> = {
  "anna-och-johan.json": [
    "Anna &amp; Johan",
    "Lördag 12 juni 2027 · Visby",
    "Välkomna till vårt bröllop!",
    "S:t Maria domkyrka",
    "OSA senast 1 maj",
    "Anmälan av tal",
    "Vigsel och fest",
    "Hur vi träffades",
    "Önskelista",
    "Middagstallrikar",
  ],
  "emma-och-oskar.json": [
    "Emma &amp; Oskar gifter sig",
    "Helgens program",
    "Fredag: mingel",
    "Sara Nilsson",
    "Vår förlovningsfilm",
  ],
  "sofie-og-mads.json": [
    "Sofie &amp; Mads",
    "Velkommen til vores bryllup",
    "Tilmelding af tale",
    "Kaffemaskine",
  ],
  "lisa-och-amir.json": [],
};

describe("import-site", () => {
  it.each(readdirSync(folder).filter((name) => name.endsWith(".json")))(
    "imports %s with the operator's command, and guests see its page on its host",
    async (name) => {
      const file = fixture(name);
      const result = await runAdminCommand(t.ctx, ["import-site", join(folder, name)]);
      expect(result.ok, result.output).toBe(true);
      expect(result.output).toContain(`Imported site ${file.site._id} on ${file.site.host}`);
      const [row] = await t.ctx.db.select().from(sites).where(eq(sites.id, file.site._id));
      expect(row?.legacyDocument).toMatchObject({ usesSiteModules: false });
      expect(row?.active).toBe(true);
      const stored = await t.ctx.db.select().from(legacyRsvps).where(eq(legacyRsvps.siteId, file.site._id));
      expect(stored).toHaveLength(file.rsvps?.length ?? 0);

      const first = file.site.availableLanguages?.[0]?.languageCode ?? "sv";
      const response = await page(
        file.site.host,
        file.site.availableLanguages?.length > 1 ? `/${first}` : "/",
      );
      if (file.site.password) {
        // A protected page shows its gate, and nothing of the page, until the password is given.
        expect(response.statusCode).toBe(401);
        expect(response.body).not.toContain("Praktiskt");
        return;
      }
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      for (const text of SHOWN[name] ?? []) expect(response.body, text).toContain(text);
    },
  );

  it("names modules without a menu title 'Ej namngivet' and leaves hidden ones out", async () => {
    const [row] = await t.ctx.db.select().from(sites).where(eq(sites.host, "lisa-och-amir.brollopssidan.se"));
    const modules = row?.document.siteModules ?? [];
    expect(modules.find((m) => m.id === "5d4f00c0ffee0000000000d4")?.menuTitle).toEqual({
      sv: "Ej namngivet",
    });
    expect(modules.find((m) => m.id === "5d4f00c0ffee0000000000d3")?.hide).toBe(true);
  });

  it("keeps the old speeches and takes a guest's new RSVP, mailed to the old receivers", async () => {
    const siteId = "5a1f00c0ffee000000000001";
    expect(
      await t.ctx.db.select().from(legacySpeeches).where(eq(legacySpeeches.siteId, siteId)),
    ).toHaveLength(1);
    const keyAnswer = await t.app.inject({
      method: "GET",
      url: `/api/rsvps/post-key?siteId=${siteId}`,
      remoteAddress: freshClientAddress(),
    });
    expect(keyAnswer.statusCode, keyAnswer.body).toBe(200);
    // As if the guest had opened the form ten seconds ago.
    const key = issuePostKey(t.ctx, siteId, "rsvp", Date.now() - 10_000);
    const moduleId = "5a1f00c0ffee0000000000a3";
    const ids = attendingIds(moduleId);
    const text = (id: string, value: string) => ({
      formElement: { id: `${moduleId}-${id}`, formElementType: "ShortText", label: { sv: id } },
      value,
      selectedOption: null,
    });
    const answer = await t.app.inject({
      method: "POST",
      url: `/api/rsvps/${siteId}/v4/`,
      remoteAddress: freshClientAddress(),
      payload: {
        guests: [
          {
            formElements: [
              {
                formElement: {
                  id: `${moduleId}-RadioGroup1`,
                  formElementType: "SingleSelect",
                  label: { sv: "Buss" },
                  options: [{ id: `${moduleId}-RadioGroupOption1`, text: { sv: "Ja" } }],
                },
                value: "Ja",
                selectedOption: { id: `${moduleId}-RadioGroupOption1`, text: "Ja" },
              },
              text("firstName", "Greta"),
              text("lastName", "Lund"),
              {
                formElement: {
                  id: ids.question,
                  formElementType: "SingleSelect",
                  label: { sv: "Kommer du?" },
                  options: [{ id: ids.yes, text: { sv: "Ja" } }],
                },
                value: "Ja",
                selectedOption: { id: ids.yes, text: "Ja" },
              },
              text("textField1", "Nötallergi"),
            ],
          },
        ],
        language: "sv",
        groupIdentifier: "greta-1",
        postKey: key,
        formId: moduleId,
        formTitle: "OSA senast 1 maj",
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ invertedSuccess: false });
    const [stored] = await t.ctx.db.select().from(rsvps).where(eq(rsvps.siteId, siteId));
    expect(JSON.stringify(stored)).toContain("Nötallergi");
    expect(stored?.recipients).toEqual(["anna.lindqvist@example.se", "johan.berg@example.se"]);
    const [mail] = await t.ctx.db.select().from(submissionMails).where(eq(submissionMails.siteId, siteId));
    expect(mail?.rowIds).toEqual([stored?.id]);
  });

  it("refuses a malformed file or a taken host naming the field, storing nothing", async () => {
    const before = await siteCount();
    const good = fixture("emma-och-oskar.json");
    const fresh = (site: Record<string, unknown>) => ({
      ...good,
      site: { ...good.site, _id: undefined, host: "ny.brollopssidan.se", ...site },
    });
    await expect(importLegacySite(t.ctx, fresh({ modules: "inga" }))).rejects.toThrow(/^site\.modules: /);
    await expect(
      importLegacySite(
        t.ctx,
        fresh({
          modules: [
            {
              module: "RSVP3",
              _id: "r1",
              properties: [{ key: "customFieldsAbove", value: [{ id: "x", type: "Slider" }] }],
            },
          ],
        }),
      ),
    ).rejects.toThrow(/^site\.modules\[0\]\.properties\.customFieldsAbove\[0\]\.type: /);
    await expect(
      importLegacySite(t.ctx, { ...fresh({}), rsvps: [{ weddingYesOrNo: "kanske" }] }),
    ).rejects.toThrow(/^rsvps\[0\]\.weddingYesOrNo: /);
    await expect(importLegacySite(t.ctx, fresh({ host: "emma-oskar.brollopssidan.se" }))).rejects.toThrow(
      "site.host: emma-oskar.brollopssidan.se is another site's",
    );
    await expect(importLegacySite(t.ctx, good)).rejects.toThrow(/exists already/);
    expect(await siteCount()).toBe(before);
    expect(await runAdminCommand(t.ctx, ["import-site", join(folder, "saknas.json")])).toMatchObject({
      ok: false,
    });
  });
});

// Issue 22 item 9: what a hostile tester found. Each refusal is checked through the operator's command
// (what the operator reads) and leaves the database as it was.
describe("import-site against a hostile file", () => {
  const dir = mkdtempSync(join(tmpdir(), "import-site-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let files = 0;
  /** Runs the command on the file as JSON text (so NUL bytes and deep nesting arrive as they would). */
  const runOn = async (json: string) => {
    const path = join(dir, `file-${++files}.json`);
    writeFileSync(path, json);
    return runAdminCommand(t.ctx, ["import-site", path]);
  };
  const counts = async () => ({
    sites: await siteCount(),
    accounts: (await t.ctx.db.select({ n: count() }).from(accounts))[0]?.n ?? 0,
    rsvps: (await t.ctx.db.select({ n: count() }).from(legacyRsvps))[0]?.n ?? 0,
    speeches: (await t.ctx.db.select({ n: count() }).from(legacySpeeches))[0]?.n ?? 0,
  });
  /** The command refuses the file with this message, and nothing is stored. */
  const expectRefused = async (json: string, message: RegExp) => {
    const before = await counts();
    const result = await runOn(json);
    expect(result.ok, result.output).toBe(false);
    expect(result.output).toMatch(message);
    expect(result.output).not.toMatch(/Failed query|call stack|siteModules|"code"/);
    expect(await counts()).toEqual(before);
  };
  /** A file as JSON.parse gives it: the tests change any part of it. */
  type Loose = ReturnType<typeof JSON.parse>;
  let smalls = 0;
  /** A small valid file (its own host and owner): a text module, a gift registry, an RSVP answer, a speech. */
  const small = (site: Record<string, unknown> = {}, rest: Record<string, unknown> = {}): Loose => ({
    site: {
      host: `hostil-${++smalls}.brollopssidan.se`,
      active: true,
      modules: [
        {
          module: "Text",
          _id: "t1",
          menuTitle: "Välkommen",
          properties: [
            { key: "title", value: "Välkomna" },
            { key: "text", value: "Vi gifter oss." },
          ],
        },
        {
          module: "GiftRegistry",
          _id: "g1",
          properties: [
            { key: "title", value: "Önskelista" },
            { key: "items", value: [{ id: "i1", title: "Vas", link: "https://butik.se/vas" }] },
          ],
        },
      ],
      ...site,
    },
    rsvps: [{ weddingYesOrNo: "yes", firstName: "Greta", registered: { date: "2026-01-01T10:00:00Z" } }],
    speeches: [{ name: "Olle", registered: { date: "2026-01-02T10:00:00Z" } }],
    account: { mail: `hostil-${smalls}@example.se` },
    ...rest,
  });
  const json = (value: unknown) => JSON.stringify(value);

  it("imports the small file itself (what the refusals below differ from)", async () => {
    const file = small({ host: "liten-fil.brollopssidan.se" }, { account: { mail: "liten@example.se" } });
    const result = await runOn(json(file));
    expect(result.ok, result.output).toBe(true);
    expect((await page("liten-fil.brollopssidan.se")).body).toContain("Välkomna");
  });

  it.each([
    "brollopssidan.se",
    "www.brollopssidan.se",
    "BROLLOPSSIDAN.SE.",
    "bryllupssiden.dk",
    "festsidan.se",
    "www.festsiden.dk",
    "eventsidan.se",
    "www.eventsiden.dk",
    "demo.brollopssidan.se",
    "admin.brollopssidan.se",
    "www.www.brollopssidan.se",
    "a.b.brollopssidan.se",
    "127.0.0.1",
    "10.0.0.7",
    "[::1]",
    "::1",
    "[2001:db8::1]",
    "localhost",
    "www.localhost",
    "sida.localhost",
    "förhandsvisning.vercel.app",
  ])("refuses the reserved host %s", async (host) => {
    await expectRefused(json(small({ host })), /^Not imported: site\.host: /);
    if (host === "127.0.0.1") {
      const response = await page("127.0.0.1");
      expect(response.body).not.toContain("Vi gifter oss");
    }
  });

  it("refuses the configured SITE_DOMAIN, its www. and its product subdomains, as the address routes do", async () => {
    const staging = resolveBrand({ brand: "wedding", market: "se", domain: "staging.example.org" });
    const ctx = { ...t.ctx, config: { ...t.ctx.config, brandDefinition: staging } };
    for (const host of ["staging.example.org", "www.staging.example.org", "api.staging.example.org"])
      await expect(importLegacySite(ctx, small({ host }))).rejects.toThrow(/^site\.host: /);
    await expect(importLegacySite(ctx, small({ host: "brollopssidan.se" }))).rejects.toThrow(/^site\.host: /);
  });

  it("takes an own domain of any top-level domain, without www., and serves it there", async () => {
    const file = small({ host: " WWW.Emma-Och-Oskar.fi " }, { account: { mail: "egen@example.se" } });
    const result = await runOn(json(file));
    expect(result.ok, result.output).toBe(true);
    expect(result.output).toContain("on emma-och-oskar.fi");
    expect((await page("emma-och-oskar.fi")).body).toContain("Välkomna");
    expect((await page("www.emma-och-oskar.fi")).body).toContain("Välkomna");
  });

  it.each([
    [
      "a module's text",
      (f: Loose) => (f.site.modules[0].properties[0].value = "Väl\u0000komna"),
      /^Not imported: site\.modules\[0\]\.properties\.title: .*NUL/,
    ],
    [
      "a language's text",
      (f: Loose) => (f.site.modules[0].properties[1].value = { sv: "a\u0000b" }),
      /^Not imported: site\.modules\[0\]\.properties\.text\.sv: .*NUL/,
    ],
    [
      "a gift's link",
      (f: Loose) => (f.site.modules[1].properties[1].value[0].link = "https://butik.se/\u0000"),
      /^Not imported: site\.modules\[1\]\.properties\.items\[0\]\.link: .*NUL/,
    ],
    [
      "a key",
      (f: Loose) => (f.site.modules[0].menuTitle = { "s\u0000v": "x" }),
      /^Not imported: site\.modules\[0\]\.menuTitle: .*NUL/,
    ],
    [
      "a property's key",
      (f: Loose) => (f.site.modules[0].properties[0].key = "ti\u0000tle"),
      /^Not imported: site\.modules\[0\]\.properties\[0\]\.key: .*NUL/,
    ],
    [
      "the password",
      (f: Loose) => (f.site.password = "hemligt\u0000"),
      /^Not imported: site\.password: .*NUL/,
    ],
    [
      "the host",
      (f: Loose) => (f.site.host = "nul\u0000.brollopssidan.se"),
      /^Not imported: site\.host: .*NUL/,
    ],
    [
      "an RSVP answer",
      (f: Loose) => (f.rsvps[0].firstName = "Gre\u0000ta"),
      /^Not imported: rsvps\[0\]\.firstName: .*NUL/,
    ],
    [
      "a speech",
      (f: Loose) => (f.speeches[0].name = "Ol\u0000le"),
      /^Not imported: speeches\[0\]\.name: .*NUL/,
    ],
    [
      "the owner's mail",
      (f: Loose) => (f.account.mail = "a\u0000@example.se"),
      /^Not imported: account\.mail: .*NUL/,
    ],
    [
      "an image list",
      (f: Loose) => (f.site.images = [{ path: "/x\u0000.jpg" }]),
      /^Not imported: site\.images\[0\]\.path: .*NUL/,
    ],
    [
      "a lone surrogate",
      (f: Loose) => (f.site.modules[0].properties[0].value = "a\ud800b"),
      /^Not imported: site\.modules\[0\]\.properties\.title: /,
    ],
  ])(
    "refuses a NUL byte (or what PostgreSQL cannot store) in %s, naming the field",
    async (_name, spoil, message) => {
      const file = small();
      spoil(file);
      await expectRefused(json(file), message);
    },
  );

  it("refuses deep nesting naming the field, and a deep file the JSON reader itself gives up on", async () => {
    const deep = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;
    const base = json(small());
    await expectRefused(
      base.replace('"value":"Välkomna"', `"value":${deep(100_000)}`),
      /^Not imported: site\.modules\[0\]\.properties\.title(\[0\])+: nested deeper than \d+ levels/,
    );
    await expectRefused(
      base.replace('"rsvps":[', `"rsvps":[${deep(5_000)},`),
      /^Not imported: rsvps\[0\](\[0\])+: nested deeper than \d+ levels/,
    );
    await expectRefused(
      base.replace('"host":', `"images":${deep(100_000)},"host":`),
      /^Not imported: site\.images(\[0\])+: nested deeper than \d+ levels/,
    );
  });

  it("names the file's field for what the version-2 page refuses (a gift link, a video, a long title)", async () => {
    const gift = small();
    gift.site.modules[1] = {
      module: "GiftRegistry",
      _id: "g1",
      properties: [
        {
          key: "items",
          value: [
            { id: "i1", link: "https://butik.se" },
            { id: "i2", link: "javascript:alert(1)" },
          ],
        },
      ],
    };
    await expectRefused(
      json(gift),
      /^Not imported: site\.modules\[1\]\.properties\.items\[1\]\.link: A gift link must be/,
    );
    const video = small({
      modules: [
        {
          module: "Video",
          _id: "v1",
          properties: [{ key: "videoUrl", value: "data:text/html,<script>x</script>" }],
        },
      ],
    });
    await expectRefused(
      json(video),
      /^Not imported: site\.modules\[0\]\.properties\.videoUrl: A video address/,
    );
    const long = small({
      modules: [
        { module: "Text", _id: "t1", properties: [{ key: "title", value: { sv: "x".repeat(3000) } }] },
        { module: "header", _id: "h1", menuTitle: "y".repeat(3000), properties: [] },
      ],
    });
    await expectRefused(json(long), /^Not imported: site\.modules\[0\]\.properties\.title\.sv: /);
    long.site.modules[0] = { module: "Text", _id: "t1", properties: [] };
    await expectRefused(json(long), /^Not imported: site\.modules\[1\]\.menuTitle: /);
  });

  it("takes the nulls a version-1 export carries for fields it may leave out as left out", async () => {
    const file = fixture("emma-och-oskar.json");
    file.site = {
      ...file.site,
      _id: null,
      host: "nollor.brollopssidan.se",
      colorScheme: null,
      fonts: null,
      theme: null,
      images: null,
      giftRegistryReservations: null,
      siteModules: null,
      metaNoindex: null,
      customDomainActive: null,
      availableLanguages: null,
      mailReceivers: { rsvp: null, speech: null },
      modules: file.site.modules.map((m: Loose, index: number) => ({
        ...m,
        hide: null,
        hideInMenu: null,
        properties:
          index === 0
            ? [...m.properties, { key: "image", value: null }]
            : index === 3
              ? [
                  { key: "title", value: null },
                  { key: "videoUrl", value: null },
                  { key: "autoStart", value: null },
                ]
              : m.properties,
      })),
    };
    file.rsvps = [
      {
        _id: null,
        site: null,
        weddingYesOrNo: "yes",
        firstName: "Nils",
        lastName: null,
        mail: null,
        phone: null,
        source: null,
        registered: { ip: null, date: "2026-02-01T10:00:00Z" },
        customValues: null,
      },
    ];
    file.speeches = [
      { _id: null, name: null, registered: { date: "2026-02-01T10:00:00Z" }, customValues: null },
    ];
    const result = await runOn(json(file));
    expect(result.ok, result.output).toBe(true);
    const response = await page("nollor.brollopssidan.se");
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.body).toContain("Emma &amp; Oskar gifter sig");
    const [row] = await t.ctx.db.select().from(sites).where(eq(sites.host, "nollor.brollopssidan.se"));
    expect(row?.legacyDocument).not.toHaveProperty("colorScheme");
    // Only the colour scheme left out: the same file without the other nulls is taken too.
    const plain = fixture("emma-och-oskar.json");
    plain.site = { ...plain.site, _id: undefined, host: "nollfarg.brollopssidan.se", colorScheme: null };
    expect((await runOn(json(plain))).ok).toBe(true);
  });
});
