// The guest page's islands in the server's HTML (issue 11): interactive modules are sections marked as
// islands with their server-rendered markup; static modules carry nothing for the browser; the page's
// JSON holds only the islands' props, in the page's language only, and never the site document.
import { createSiteModule } from "@modules/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateSite } from "../operations/sites";
import {
  createSiteFor,
  createTestApp,
  registerAndLogin,
  type TestApp,
  validSiteDocument,
} from "../test/harness";

let t: TestApp;
const WITH_ISLANDS = "islands-anna-och-erik.se";
const WITHOUT = "islands-static.se";

const get = (host: string, url: string) => t.app.inject({ method: "GET", url, headers: { host } });

function islandsState(html: string) {
  const json = /<script type="application\/json" id="guest-islands">(.*?)<\/script>/s.exec(html)?.[1];
  return json
    ? (JSON.parse(json) as {
        page: Record<string, unknown>;
        islands: Record<string, { module: { id: string; title: unknown } }>;
      })
    : null;
}

beforeAll(async () => {
  t = await createTestApp({ pages: true });
  const { cookie } = await registerAndLogin(t.app);
  const document = validSiteDocument();
  const rsvp = createSiteModule("Rsvp", "CLIENTIDrsvp1");
  rsvp.title = { sv: "Kommer ni?", en: "Are you coming?" };
  const gallery = createSiteModule("ImageGallery", "CLIENTIDgallery1");
  gallery.title = { sv: "Bilder från förlovningen", en: "Pictures from the engagement" };
  const hidden = createSiteModule("Form", "CLIENTIDform1");
  hidden.hide = true;
  document.siteModules.push(rsvp, gallery, hidden);
  const id = await createSiteFor(t.app, cookie, document);
  await activateSite(t.ctx, id, WITH_ISLANDS);
  const other = await registerAndLogin(t.app);
  await activateSite(t.ctx, await createSiteFor(t.app, other.cookie), WITHOUT);
});
afterAll(() => t.close());

describe("islands in the guest page", () => {
  it("marks the interactive modules as islands with their markup, and no static module", async () => {
    const html = (await get(WITH_ISLANDS, "/sv")).body;
    expect(html).toMatch(
      /<section id="[^"]+" class="module module--Rsvp" data-module-id="CLIENTIDrsvp1" data-island="Rsvp" data-island-key="1"><div class="module-rsvp/,
    );
    expect(html).toMatch(/data-module-id="CLIENTIDgallery1" data-island="ImageGallery" data-island-key="2">/);
    expect(html).toContain("Kommer ni?");
    expect(html).not.toMatch(/module--(Header|Text|ImageAndText)"[^>]*data-island/);
    // A hidden module is neither shown nor carried.
    expect(html).not.toContain("CLIENTIDform1");
  });

  it("carries each island's own module in the page language only, and not the site document", async () => {
    const html = (await get(WITH_ISLANDS, "/sv")).body;
    const state = islandsState(html);
    expect(state?.page).toMatchObject({ language: "sv", uiLanguage: "sv", quickStart: false });
    expect(Object.keys(state?.islands ?? {})).toEqual(["1", "2"]);
    expect(state?.islands["1"]?.module).toMatchObject({ id: "CLIENTIDrsvp1", title: { sv: "Kommer ni?" } });
    expect(state?.islands["2"]?.module.title).toEqual({ sv: "Bilder från förlovningen" });
    // No English anywhere in the Swedish page, and the static modules' texts only once (in the HTML).
    for (const english of ["Are you coming?", "Pictures from the engagement", "getting married", "The venue"])
      expect(html, english).not.toContain(english);
    expect(html.split("Vi gifter oss och vill fira med").length).toBe(2);
    expect(html).not.toContain('id="guest-state"');
    // The English page carries the English texts.
    const en = islandsState((await get(WITH_ISLANDS, "/en")).body);
    expect(en?.islands["1"]?.module.title).toEqual({ en: "Are you coming?" });
    expect(en?.page).toMatchObject({ language: "en", uiLanguage: "en" });
  });

  it("gives a page with only static modules no JSON for the browser at all", async () => {
    const html = (await get(WITHOUT, "/sv")).body;
    expect(html).toContain("Vi gifter oss och vill fira med");
    expect(html).not.toContain("data-island=");
    expect(html).not.toContain('type="application/json"');
  });
});
