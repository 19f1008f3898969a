// A starting text that tells the couple what to write never reaches a guest (issue 23 item 3): a new
// Location module's 'Berätta hur gästerna tar sig hit…' is left out of the guest page, its islands and
// the public site API in every language, while the owner still gets it in the editor.
import { newSiteModule } from "@modules/new-module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateSite } from "../operations/sites";
import {
  createSiteFor,
  createTestApp,
  registerAndLogin,
  type TestApp,
  validSiteDocument,
} from "../test/harness";

const HOST = "plats-och-instruktion.se";
const INSTRUCTION_SV = "Berätta hur gästerna tar sig hit";
const INSTRUCTION_EN = "Tell your guests how to get here";

let t: TestApp;
let siteId: string;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ pages: true });
  ({ cookie } = await registerAndLogin(t.app));
  const document = validSiteDocument();
  // Added from 'Välj modul' and left as it came: the title is a place's name, the text an instruction.
  const untouched = newSiteModule("Location", ["sv", "en"], "wedding");
  untouched.map = { ...untouched.map, location: "Göteborgs domkyrka" };
  // Written in Swedish, not yet in English.
  const half = newSiteModule("Location", ["sv", "en"], "wedding");
  half.title = { sv: "Festlokalen", en: "The party venue" };
  half.text = { ...half.text, sv: "<p>Buss 16 går hela vägen fram.</p>" };
  siteId = await createSiteFor(t.app, cookie, {
    ...document,
    siteModules: [...(document.siteModules ?? []), untouched, half],
  });
  await activateSite(t.ctx, siteId, HOST);
});
afterAll(() => t.close());

const page = (path: string) =>
  t.app.inject({ method: "GET", url: path, headers: { host: HOST, "accept-language": "sv-SE" } });

describe("instruction starting texts on the guest page", () => {
  it("are not in the Swedish or English page's HTML (islands included)", async () => {
    for (const path of ["/sv", "/en"]) {
      const response = await page(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain(path === "/sv" ? "Festlokalen" : "The party venue");
      expect(response.body, path).not.toContain(INSTRUCTION_SV);
      expect(response.body, path).not.toContain(INSTRUCTION_EN);
    }
  });

  it("leave the owner's own text, which the other language falls back to", async () => {
    const en = await page("/en");
    expect(en.body).toContain("The party venue");
    expect(en.body).toContain("Buss 16 går hela vägen fram.");
  });

  it("are not in the public site API either, but still in the owner's", async () => {
    const guest = await t.app.inject({ method: "GET", url: `/api/sites/public/${siteId}` });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.body).not.toContain(INSTRUCTION_SV);
    expect(guest.body).not.toContain(INSTRUCTION_EN);
    const owner = await t.app.inject({
      method: "GET",
      url: `/api/sites/${siteId}`,
      cookies: { session: cookie },
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.body).toContain(INSTRUCTION_SV);
    expect(owner.body).toContain(INSTRUCTION_EN);
  });
});
