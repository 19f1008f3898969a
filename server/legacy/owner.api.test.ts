// The owner of a version-1 site (issue 14 items 3 and 4): the site read in the old format, saved with
// the old editor's format and receivers rules (bad input 400, nothing changed), and upgraded in one
// step: the page the same, the old answers in the new answers, the old site one restore away.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { legacyRsvps, siteVersions } from "../db/schema";
import { expectError, ownerWithSite, registerAndLogin, testAppForThisFile } from "../test/harness";
import { importLegacySite } from "./import";

const t = testAppForThisFile({ pages: true });
const SITE = "5a1f00c0ffee000000000001";
const HOST = "anna-och-johan.brollopssidan.se";
let owner: { cookie: string; mail: string };
let stranger: { cookie: string };

beforeAll(async () => {
  owner = await registerAndLogin(t.app);
  stranger = await ownerWithSite(t.app);
  const file = JSON.parse(
    readFileSync(join(resolve(__dirname, "../../fixtures/legacy"), "anna-och-johan.json"), "utf8"),
  );
  await importLegacySite(t.ctx, { ...file, account: { mail: owner.mail } });
});

const call = (method: "GET" | "PUT" | "POST", url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    payload: payload as object,
  });
const site = async () => (await call("GET", `/api/sites/${SITE}`, owner.cookie)).json();
const page = async () =>
  (await t.app.inject({ method: "GET", url: "/", headers: { host: HOST, accept: "text/html" } })).body;
const versions = async () =>
  (await t.ctx.db.select({ n: count() }).from(siteVersions).where(eq(siteVersions.siteId, SITE)))[0]?.n ?? 0;

type WireModule = { module: string; _id: string; properties: { key: string; value: unknown }[] };

describe("a version-1 site's owner", () => {
  it("reads the site in the old format beside the page's own modules", async () => {
    const answer = await site();
    expect(answer).toMatchObject({
      usesSiteModules: false,
      siteVersion: 1,
      mailReceivers: {
        rsvp: ["anna.lindqvist@example.se", "johan.berg@example.se"],
        speech: ["toastmaster.erik@example.se"],
      },
    });
    const text = (answer.modules as WireModule[]).find((m) => m._id === "5a1f00c0ffee0000000000a2");
    expect(text?.properties).toContainEqual({ key: "title", value: "Välkomna till vårt bröllop!" });
    expect(answer.siteModules).toHaveLength(answer.modules.length);
  });

  it("saves with the old editor's format: texts and receivers, kept as a version", async () => {
    const before = await versions();
    const current = await site();
    const modules = (current.modules as WireModule[]).map((m) =>
      m._id === "5a1f00c0ffee0000000000a2"
        ? {
            ...m,
            properties: m.properties.map((p) =>
              p.key === "title" ? { ...p, value: "Hjärtligt välkomna!" } : p,
            ),
          }
        : m,
    );
    const saved = await call("PUT", `/api/sites/${SITE}`, owner.cookie, {
      ...current,
      modules,
      mailReceivers: {
        rsvp: ["anna.lindqvist@example.se", " ", "syster@example.se"],
        speech: "toastmaster.erik@example.se",
      },
      // Not the editor's to change: stays as it was.
      host: "kapad.brollopssidan.se",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      host: HOST,
      mailReceivers: { rsvp: ["anna.lindqvist@example.se", "syster@example.se"] },
    });
    expect(await versions()).toBe(before + 1);
    expect(await page()).toContain("Hjärtligt välkomna!");
  });

  it("refuses bad receivers and modules with 400, changing nothing", async () => {
    const before = await versions();
    const current = await site();
    for (const [mailReceivers, path] of [
      [{ rsvp: ["", "a@example.se"], speech: ["b@example.se"] }, "mailReceivers.rsvp.0"],
      [{ rsvp: ["a@example.se", "inte-en-adress"], speech: ["b@example.se"] }, "mailReceivers.rsvp.1"],
      [
        { rsvp: Array.from({ length: 7 }, (_, i) => `m${i}@example.se`), speech: ["b@example.se"] },
        "mailReceivers.rsvp.6",
      ],
      [{ rsvp: ["a@example.se"], speech: [] }, "mailReceivers.speech.0"],
    ] as const) {
      const response = expectError(
        await call("PUT", `/api/sites/${SITE}`, owner.cookie, { ...current, mailReceivers }),
        400,
        "INVALID_INPUT",
      );
      expect(response.issues?.map((i) => i.path)).toContain(path);
    }
    expectError(
      await call("PUT", `/api/sites/${SITE}`, owner.cookie, {
        ...current,
        modules: [{ module: "Slideshow", _id: "s1" }],
      }),
      400,
      "INVALID_INPUT",
    );
    expect(await versions()).toBe(before);
    expect(await page()).toContain("Hjärtligt välkomna!");
  });

  it("answers 401, 403, and 400 for a version-2 site", async () => {
    const current = await site();
    expectError(await call("PUT", `/api/sites/${SITE}`, undefined, current), 401, "NOT_LOGGED_IN");
    expectError(await call("PUT", `/api/sites/${SITE}`, stranger.cookie, current), 403, "FORBIDDEN");
    expectError(await call("POST", `/api/sites/${SITE}/upgrade`, stranger.cookie), 403, "FORBIDDEN");
    const v2 = await ownerWithSite(t.app);
    expectError(await call("PUT", `/api/sites/${v2.siteId}`, v2.cookie, current), 400, "INVALID_INPUT");
    expectError(await call("POST", `/api/sites/${v2.siteId}/upgrade`, v2.cookie), 409, "ALREADY_VERSION_2");
  });

  it("upgrades in one step: the same page, the old answers among the new, the old site a restore away", async () => {
    const before = await page();
    const legacyVersion = (
      await t.ctx.db.select().from(siteVersions).where(eq(siteVersions.siteId, SITE))
    ).at(-1);
    const upgraded = await call("POST", `/api/sites/${SITE}/upgrade`, owner.cookie);
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json()).toMatchObject({ answers: 2, site: { usesSiteModules: true, siteVersion: 2 } });
    expect(upgraded.json().site.modules).toBeUndefined();
    // The same page but for the countdown's ticking seconds.
    const strip = (html: string) =>
      html
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/module-countdown__value">\d+/g, "")
        .replace(/\s+/g, " ");
    expect(strip(await page())).toBe(strip(before));

    const answers = (await call("GET", `/api/rsvps/${SITE}/v4`, owner.cookie)).json().data as {
      formElements: { formElement: { id: string }; value: string }[];
    }[];
    const karin = answers.find((a) => a.formElements.some((e) => e.value === "Karin"));
    expect(karin?.formElements.find((e) => e.formElement.id.endsWith("-textField1"))?.value).toBe(
      "Laktosfri",
    );
    expect(karin?.formElements.find((e) => e.formElement.id.endsWith("-weddingYesOrNo"))?.value).toBe("Ja");
    expect(await t.ctx.db.select().from(legacyRsvps).where(eq(legacyRsvps.siteId, SITE))).toEqual([]);
    expectError(await call("POST", `/api/sites/${SITE}/upgrade`, owner.cookie), 409, "ALREADY_VERSION_2");

    // The last version saved as a version-1 site brings it back.
    const restored = await call(
      "POST",
      `/api/sites/${SITE}/versions/${legacyVersion?.id}/restore`,
      owner.cookie,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ usesSiteModules: false, siteVersion: 1 });
  });

  it.each(["emma-och-oskar.json", "sofie-og-mads.json", "lisa-och-amir.json"])(
    "upgrades %s too, its page reading the same",
    async (name) => {
      const someone = await registerAndLogin(t.app);
      const file = JSON.parse(readFileSync(join(resolve(__dirname, "../../fixtures/legacy"), name), "utf8"));
      await importLegacySite(t.ctx, { ...file, account: { mail: someone.mail } });
      const { host, _id: id, password } = file.site as { host: string; _id: string; password?: string };
      const language = (file.site.availableLanguages?.[0]?.languageCode as string | undefined) ?? "sv";
      const path = file.site.availableLanguages?.length > 1 ? `/${language}` : "/";
      const read = async () => {
        const html = (
          await t.app.inject({ method: "GET", url: path, headers: { host, accept: "text/html" } })
        ).body;
        return html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/\s+/g, " ");
      };
      const before = await read();
      const upgraded = await call("POST", `/api/sites/${id}/upgrade`, someone.cookie);
      expect(upgraded.statusCode, upgraded.body).toBe(200);
      expect(upgraded.json().site).toMatchObject({ siteVersion: 2, password: password ?? null });
      expect(await read()).toBe(before);
    },
  );
});
