// Importing version-1 sites (issue 14 items 1 and 2): every fixture imports with the operator's
// command and its page is served on its host with every module's texts (server HTML); the old answers
// are kept; a guest's RSVP to the imported page is stored and mailed to the old receivers; a malformed
// file or a taken host is refused naming the field, and nothing is stored.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { attendingIds } from "@core/legacy/to-v2";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runAdminCommand } from "../admin/commands";
import { legacyRsvps, legacySpeeches, rsvps, sites, submissionMails } from "../db/schema";
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
    const key = keyAnswer.json().key as string;
    const keyHash = createHash("sha256").update(key).digest("hex");
    await t.ctx.db.execute(
      sql`update post_keys set created_at = now() - interval '10 seconds' where key_hash = ${keyHash}`,
    );
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
    ).rejects.toThrow(/^site\.modules\.r1\.properties\.customFieldsAbove/);
    await expect(
      importLegacySite(t.ctx, { ...fresh({}), rsvps: [{ weddingYesOrNo: "kanske" }] }),
    ).rejects.toThrow(/^rsvps\.0\./);
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
