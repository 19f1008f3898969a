// Web addresses inside modules, judged on save (PUT /api/sites/V2/{id} and POST /api/sites/V2): a gift
// link guests click must be http(s) (a bare domain is stored with https://), a video address may not
// be another kind of URL, and a map picture is a path on our own server or an https URL.
import { createSiteModule } from "@modules/schemas";
import { describe, expect, it } from "vitest";
import {
  createSiteFor,
  expectError,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile();

function documentWith(module: object) {
  const doc = validSiteDocument();
  return { ...doc, siteModules: [...(doc.siteModules as object[]), module] };
}

function giftModule(link: string) {
  const module = createSiteModule("GiftRegistry", "CLIENTIDgifts1");
  return {
    ...module,
    giftRegistry: { items: [{ id: "giftRegistryItem1", title: { sv: "Vas" }, link, quantity: 1 }] },
  };
}

function videoModule(videoUrl: string) {
  const module = createSiteModule("Video", "CLIENTIDvideo1");
  return { ...module, video: { type: "YouTube", videoUrl, autoStart: false } };
}

function locationModule(path: string) {
  const module = createSiteModule("Location", "CLIENTIDplace1");
  return { ...module, map: { ...module.map, location: "Visby", path } };
}

async function ownerWithSite() {
  const owner = await registerAndLogin(t.app);
  const id = await createSiteFor(t.app, owner.cookie);
  return { ...owner, id };
}

const save = (id: string, cookie: string, body: object) =>
  t.app.inject({ method: "PUT", url: `/api/sites/V2/${id}`, cookies: { session: cookie }, payload: body });

const savedModule = async (id: string, cookie: string, moduleId: string) => {
  const site = (
    await t.app.inject({ method: "GET", url: `/api/sites/${id}`, cookies: { session: cookie } })
  ).json();
  return site.siteModules.find((m: { id: string }) => m.id === moduleId);
};

describe("gift item links", () => {
  it.each([
    "javascript:alert(document.cookie)",
    " JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "mailto:anna@example.se",
    "ftp://butik.se/vas",
    "//butik.se/vas",
    "vas från butiken",
    "https://",
  ])("refuses %j with a 400 naming the link, and keeps the saved page", async (link) => {
    const { cookie, id } = await ownerWithSite();
    const body = expectError(await save(id, cookie, documentWith(giftModule(link))), 400, "INVALID_INPUT");
    expect(body.issues).toContainEqual({
      path: "siteModules.3.giftRegistry.items.0.link",
      message: expect.stringContaining("https://"),
    });
    expect(await savedModule(id, cookie, "CLIENTIDgifts1")).toBeUndefined();
  });

  it.each([
    ["https://www.rorstrand.se/vas", "https://www.rorstrand.se/vas"],
    ["http://butik.se", "http://butik.se"],
    ["  https://butik.se/a?b=1  ", "https://butik.se/a?b=1"],
    ["butik.se/vas", "https://butik.se/vas"],
    ["www.rörstrand.se", "https://www.rörstrand.se"],
    ["", ""],
  ])("saves %j as %j", async (link, stored) => {
    const { cookie, id } = await ownerWithSite();
    const response = await save(id, cookie, documentWith(giftModule(link)));
    expect(response.statusCode, response.body).toBe(200);
    const module = await savedModule(id, cookie, "CLIENTIDgifts1");
    expect(module.giftRegistry.items[0].link).toBe(stored);
  });

  it("refuses a bad link when the page is created, too", async () => {
    const owner = await registerAndLogin(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sites/V2",
      cookies: { session: owner.cookie },
      payload: { site: documentWith(giftModule("javascript:alert(1)")) },
    });
    expectError(response, 400, "INVALID_INPUT");
  });
});

describe("video addresses", () => {
  it.each(["javascript:alert(1)", "data:text/html,x", "vbscript:x"])("refuses %j", async (videoUrl) => {
    const { cookie, id } = await ownerWithSite();
    const body = expectError(
      await save(id, cookie, documentWith(videoModule(videoUrl))),
      400,
      "INVALID_INPUT",
    );
    expect(body.issues?.[0]?.path).toBe("siteModules.3.video.videoUrl");
  });

  // SPEC §5: an id that is not 11 characters only gives no preview, so half-typed text may be saved.
  it.each([
    "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    "youtu.be/aqz-KE-bpKQ",
    "aqz-KE-bpKQ",
    "inte klart än",
    "",
  ])("saves %j", async (videoUrl) => {
    const { cookie, id } = await ownerWithSite();
    const response = await save(id, cookie, documentWith(videoModule(videoUrl)));
    expect(response.statusCode, response.body).toBe(200);
    expect((await savedModule(id, cookie, "CLIENTIDvideo1")).video.videoUrl).toBe(videoUrl);
  });
});

describe("map pictures", () => {
  it.each(["javascript:alert(1)", "http://tracker.example/pixel.gif", "//tracker.example/p.gif", "a b.png"])(
    "refuses %j",
    async (path) => {
      const { cookie, id } = await ownerWithSite();
      const body = expectError(
        await save(id, cookie, documentWith(locationModule(path))),
        400,
        "INVALID_INPUT",
      );
      expect(body.issues?.[0]?.path).toBe("siteModules.3.map.path");
    },
  );

  it("saves a map picture on this server", async () => {
    const { cookie, id } = await ownerWithSite();
    const response = await save(id, cookie, documentWith(locationModule("/media/maps/visby-800.webp")));
    expect(response.statusCode, response.body).toBe(200);
  });
});
