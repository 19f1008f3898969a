// The invitation card API (issue 13 item 4): create, save, read and list a site's cards as its owner;
// 401 without a session, 403 for another's site or card; bad cards refused with 400 and nothing
// stored; the print renderer's access with the card's own key only; photos upload and crop; wedding only.
import { DEFAULT_COLOR_SCHEME } from "@core/colors";
import { DEFAULT_FONTS } from "@core/fonts";
import type { Image } from "@core/images";
import { changeLayout, newPrint, type PrintFacts } from "@core/print/layouts";
import type { Print, PrintDocument } from "@core/print/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qrImageUrl } from "@web/print/PrintCard";
import { images, prints } from "../../db/schema";
import {
  createTestApp,
  expectError,
  freshClientAddress,
  ownerWithSite,
  type TestApp,
} from "../../test/harness";
import { multipartBody, twoColourImage } from "../images/test-helpers";
import { drawQr } from "../qr/index";
import { MAX_PRINTS_PER_SITE } from "./index";

let t: TestApp;
let owner: { cookie: string; siteId: string };
let stranger: { cookie: string; siteId: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithSite(t.app);
  stranger = await ownerWithSite(t.app);
});
afterAll(() => t?.close());

const facts: PrintFacts = {
  names: "Anna & Johan",
  dateText: "Lördag 12 juni 2027",
  placeText: "Visby",
  siteUrl: "https://anna-och-johan.brollopssidan.se",
  language: "sv",
};
const card = (): PrintDocument =>
  newPrint(
    { colorScheme: DEFAULT_COLOR_SCHEME, fonts: DEFAULT_FONTS, siteGraphic: null, eventLogo: null },
    facts,
  );

type Call = { method: "GET" | "POST" | "PUT"; url: string; payload?: unknown; cookie?: string };
const call = ({ method, url, payload, cookie }: Call) =>
  t.app.inject({ method, url, payload: payload as object, cookies: cookie ? { session: cookie } : {} });

async function create(who = owner, document: unknown = card()): Promise<string> {
  const response = await call({
    method: "POST",
    url: "/api/prints/",
    payload: { print: document, site: who.siteId },
    cookie: who.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as string;
}

describe("cards of the owner's site", () => {
  it("creates, reads, saves and lists a card", async () => {
    const id = await create();
    const read = await call({ method: "GET", url: `/api/prints/${id}`, cookie: owner.cookie });
    expect(read.statusCode).toBe(200);
    const print = read.json() as Print;
    expect(print).toMatchObject({ _id: id, site: owner.siteId, layout: "GENESIS", trim: "none" });
    expect(print.content.find((i) => i.position === "names")?.text?.text).toBe("Anna & Johan");

    const changed = { ...changeLayout(print, "PHOTO_CLEAN", facts), trim: "rounded" as const };
    const saved = await call({
      method: "PUT",
      url: `/api/prints/${id}`,
      payload: { print: changed },
      cookie: owner.cookie,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ _id: id, layout: "PHOTO_CLEAN", trim: "rounded" });
    const again = (
      await call({ method: "GET", url: `/api/prints/${id}`, cookie: owner.cookie })
    ).json() as Print;
    expect(again.layout).toBe("PHOTO_CLEAN");
    expect(again.content.some((i) => i.position === "primaryImage")).toBe(true);

    const second = await create();
    const list = await call({
      method: "GET",
      url: `/api/sites/${owner.siteId}/prints/`,
      cookie: owner.cookie,
    });
    expect(list.statusCode).toBe(200);
    const ids = (list.json().prints as Print[]).map((p) => p._id);
    expect(ids.slice(0, 2)).toEqual([second, id]);
  });

  it("refuses a card that is not one, changing nothing", async () => {
    const id = await create();
    const bad: unknown[] = [
      "kort",
      { ...card(), layout: "POSTER" },
      { ...card(), trim: "oval" },
      { ...card(), content: Array.from({ length: 21 }, (_, i) => ({ ...card().content[0], id: `x${i}` })) },
      {
        ...card(),
        content: [{ id: "q", page: 2, position: "qr", contentType: "qr", qr: { url: "", hidden: false } }],
      },
      {
        ...card(),
        content: [{ id: "n", page: 3, position: "names", contentType: "text", text: { text: "A" } }],
      },
      {
        ...card(),
        content: [
          { id: "n", page: 1, position: "names", contentType: "text", text: { text: "x".repeat(501) } },
        ],
      },
      { ...card(), colorScheme: "red" },
      // A photo from elsewhere, or another site's.
      {
        ...card(),
        content: [
          {
            id: "p",
            page: 1,
            position: "primaryImage",
            contentType: "image",
            image: { path: `/media/uploads/${stranger.siteId}/abc/`, fileName: "a.jpg", sizes: [] },
          },
        ],
      },
      {
        ...card(),
        content: [
          {
            id: "p",
            page: 1,
            position: "primaryImage",
            contentType: "image",
            image: { path: "https://example.com/x/", fileName: "a.jpg", sizes: [] },
          },
        ],
      },
    ];
    for (const print of bad) {
      const put = await call({
        method: "PUT",
        url: `/api/prints/${id}`,
        payload: { print },
        cookie: owner.cookie,
      });
      expectError(put, 400, "INVALID_INPUT");
      const post = await call({
        method: "POST",
        url: "/api/prints/",
        payload: { print, site: owner.siteId },
        cookie: owner.cookie,
      });
      expectError(post, 400, "INVALID_INPUT");
    }
    expectError(
      await call({ method: "POST", url: "/api/prints/", payload: { print: card() }, cookie: owner.cookie }),
      400,
      "INVALID_INPUT",
    );
    const unchanged = (
      await call({ method: "GET", url: `/api/prints/${id}`, cookie: owner.cookie })
    ).json() as Print;
    expect(unchanged.layout).toBe("GENESIS");
  });

  it("answers 401 without a session and 403 for another's site or card, or an unknown one", async () => {
    const id = await create();
    expectError(await call({ method: "GET", url: `/api/prints/${id}` }), 401, "NOT_LOGGED_IN");
    expectError(
      await call({ method: "PUT", url: `/api/prints/${id}`, payload: { print: card() } }),
      401,
      "NOT_LOGGED_IN",
    );
    expectError(
      await call({ method: "POST", url: "/api/prints/", payload: { print: card(), site: owner.siteId } }),
      401,
      "NOT_LOGGED_IN",
    );
    expectError(
      await call({ method: "GET", url: `/api/sites/${owner.siteId}/prints/` }),
      401,
      "NOT_LOGGED_IN",
    );

    expectError(
      await call({ method: "GET", url: `/api/prints/${id}`, cookie: stranger.cookie }),
      403,
      "FORBIDDEN",
    );
    const changed = { ...card(), trim: "rounded" };
    expectError(
      await call({
        method: "PUT",
        url: `/api/prints/${id}`,
        payload: { print: changed },
        cookie: stranger.cookie,
      }),
      403,
      "FORBIDDEN",
    );
    expectError(
      await call({
        method: "POST",
        url: "/api/prints/",
        payload: { print: card(), site: owner.siteId },
        cookie: stranger.cookie,
      }),
      403,
      "FORBIDDEN",
    );
    expectError(
      await call({ method: "GET", url: `/api/sites/${owner.siteId}/prints/`, cookie: stranger.cookie }),
      403,
      "FORBIDDEN",
    );
    expectError(
      await call({ method: "GET", url: "/api/prints/0123456789abcdef01234567", cookie: owner.cookie }),
      403,
      "FORBIDDEN",
    );
    expectError(
      await call({ method: "GET", url: "/api/prints/inte-ett-id", cookie: owner.cookie }),
      403,
      "FORBIDDEN",
    );
    const still = (
      await call({ method: "GET", url: `/api/prints/${id}`, cookie: owner.cookie })
    ).json() as Print;
    expect(still.trim).toBe("none");
  });

  it("lets the print renderer read a card with its own key only", async () => {
    const id = await create();
    const [row] = await t.ctx.db.query.prints.findMany({ where: (p, { eq }) => eq(p.id, id) });
    const key = row?.serverAccessKey as string;
    expect(key.length).toBeGreaterThanOrEqual(43);
    const right = await call({
      method: "GET",
      url: `/api/prints/${id}/serverAccess/${encodeURIComponent(key)}`,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({
      print: { _id: id, layout: "GENESIS" },
      site: { host: null, siteUrl: null },
    });
    expect(right.json().site.languages).toContain("sv");
    for (const forged of [`${key.slice(0, -1)}A`, "x", key.toUpperCase(), `${key}x`]) {
      if (forged === key) continue;
      expectError(
        await call({ method: "GET", url: `/api/prints/${id}/serverAccess/${encodeURIComponent(forged)}` }),
        404,
        "NOT_FOUND",
      );
    }
    // Another card's key opens only that card.
    const other = await create();
    const [otherRow] = await t.ctx.db.query.prints.findMany({ where: (p, { eq }) => eq(p.id, other) });
    expectError(
      await call({
        method: "GET",
        url: `/api/prints/${id}/serverAccess/${encodeURIComponent(otherRow?.serverAccessKey as string)}`,
      }),
      404,
      "NOT_FOUND",
    );
  });

  it("uploads and crops a photo for the card, refusing what is not a picture", async () => {
    const id = await create();
    const photo = await (await twoColourImage(1600, 1200)).jpeg().toBuffer();
    const { payload, headers } = multipartBody(photo, { fileName: "vi-två.jpg" });
    const uploaded = await t.app.inject({
      method: "POST",
      url: `/api/prints/${id}/image-upload`,
      payload,
      headers,
      cookies: { session: owner.cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = uploaded.json() as Image;
    expect(image.path.startsWith(`/media/uploads/${owner.siteId}/`)).toBe(true);
    expect(image.width).toBe(1600);

    const text = multipartBody(Buffer.from("inte en bild"), { fileName: "bild.jpg" });
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/prints/${id}/image-upload`,
      payload: text.payload,
      headers: text.headers,
      cookies: { session: owner.cookie },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const foreign = await t.app.inject({
      method: "POST",
      url: `/api/prints/${id}/image-upload`,
      payload,
      headers,
      cookies: { session: stranger.cookie },
    });
    expectError(foreign, 403, "FORBIDDEN");

    const source = `${image.path}${image.fileName}`;
    const cropped = await call({
      method: "PUT",
      url: `/api/prints/${id}/image-crop`,
      payload: {
        sourceImageUrl: source,
        x: 100,
        y: 100,
        width: 660,
        height: 600,
        originalName: "vi-två.jpg",
      },
      cookie: owner.cookie,
    });
    expect(cropped.statusCode, cropped.body).toBe(200);
    expect(cropped.json()).toMatchObject({ width: 660, height: 600 });
    const outside = await call({
      method: "PUT",
      url: `/api/prints/${id}/image-crop`,
      payload: { sourceImageUrl: source, x: 5000, y: 5000, width: 10, height: 10 },
      cookie: owner.cookie,
    });
    expectError(outside, 422, "CROP_OUTSIDE_IMAGE");

    // The card keeps the cropped photo.
    const print = changeLayout(card(), "PHOTO_CLEAN", facts);
    const slot = print.content.find((i) => i.position === "primaryImage");
    if (slot) slot.image = cropped.json() as Image;
    const saved = await call({
      method: "PUT",
      url: `/api/prints/${id}`,
      payload: { print },
      cookie: owner.cookie,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("takes a photo uploaded in quick start for the site made from it, and claims it; never another site's", async () => {
    const { payload, headers } = multipartBody(await (await twoColourImage(900, 1200)).jpeg().toBuffer());
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/sites/quick-start/upload-image",
      payload,
      headers,
      remoteAddress: freshClientAddress(),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const image = upload.json() as Image;
    const withPhoto = changeLayout(card(), "TEXT_ON_PHOTO", facts);
    const slot = withPhoto.content.find((item) => item.position === "primaryImage");
    if (!slot) throw new Error("no photo on the layout");
    slot.image = image;

    const visitor = await ownerWithSite(t.app);
    await create(visitor, withPhoto);
    const [row] = await t.ctx.db
      .select()
      .from(images)
      .where(eq(images.id, image.id as string));
    expect(row?.siteId).toBe(visitor.siteId);
    // Claimed by that site: not a photo another couple's card can show.
    expectError(
      await call({
        method: "POST",
        url: "/api/prints/",
        payload: { print: withPhoto, site: stranger.siteId },
        cookie: stranger.cookie,
      }),
      400,
      "INVALID_INPUT",
    );
  });

  it("refuses a photo path that leaves its folder, however it is spelled, storing nothing", async () => {
    // Issue 22 item 8: /media/uploads/{own}/%2e%2e/%2e%2e/demo/... passed the own-photos check as a
    // string prefix, and Chromium fetched the other folder's picture into the PDF.
    const { payload, headers } = multipartBody(await (await twoColourImage(900, 1200)).jpeg().toBuffer());
    const quick = await t.app.inject({
      method: "POST",
      url: "/api/sites/quick-start/upload-image",
      payload,
      headers,
      remoteAddress: freshClientAddress(),
    });
    expect(quick.statusCode, quick.body).toBe(200);
    const quickImage = quick.json() as Image;
    const quickClaimed = changeLayout(card(), "TEXT_ON_PHOTO", facts);
    const quickSlot = quickClaimed.content.find((item) => item.position === "primaryImage");
    if (!quickSlot) throw new Error("no photo on the layout");
    quickSlot.image = quickImage;
    await create(owner, quickClaimed);

    const id = await create();
    const own = `/media/uploads/${owner.siteId}`;
    const theirs = `/media/uploads/${stranger.siteId}/abc/`;
    const photo = (path: string, fileName = "a.jpg", extra: Partial<Image> = {}) => {
      const print = changeLayout(card(), "PHOTO_CLEAN", facts);
      const slot = print.content.find((item) => item.position === "primaryImage");
      if (!slot) throw new Error("no photo on the layout");
      slot.image = { path, fileName, sizes: [], ...extra };
      return print;
    };
    const bad: [string, PrintDocument][] = [
      [
        "percent-encoded dot segments to the demo pictures",
        photo(`${own}/%2e%2e/%2e%2e/demo/`, "garden.jpg"),
      ],
      ["upper-case percent-encoded dots", photo(`${own}/%2E%2E/%2E%2E/demo/`)],
      ["half-encoded dots", photo(`${own}/.%2e/%2e./demo/`)],
      ["plain dot segments to another site", photo(`${own}/../${stranger.siteId}/abc/`)],
      [
        "dot segments out of a claimed quick-start folder",
        photo(`${quickImage.path}../../uploads/${stranger.siteId}/abc/`),
      ],
      ["an encoded slash", photo(`${own}/x%2f..%2f..%2f${stranger.siteId}/abc/`)],
      ["an encoded backslash", photo(`${own}/x%5c..%5c..%5c${stranger.siteId}/abc/`)],
      ["an encoded NUL", photo(`${own}/abc%00/`)],
      ["a broken escape", photo(`${own}/abc%zz/`)],
      ["a file name of '..'", photo(`${own}/abc/`, "..")],
      [
        "a size's file name of '..'",
        photo(`${own}/abc/`, "a.jpg", { sizes: [{ size: 800, fileName: ".." }] }),
      ],
      [
        "the picture before editing elsewhere",
        photo(`${own}/abc/`, "a.jpg", { imageBeforeEdit: { path: theirs, fileName: "a.jpg", sizes: [] } }),
      ],
      [
        "the picture before editing through dots",
        photo(`${own}/abc/`, "a.jpg", {
          imageBeforeEdit: { path: `${own}/%2e%2e/${stranger.siteId}/abc/`, fileName: "a.jpg", sizes: [] },
        }),
      ],
    ];
    const countOf = async () =>
      (await t.ctx.db.select().from(prints).where(eq(prints.siteId, owner.siteId))).length;
    const before = await countOf();
    for (const [name, print] of bad) {
      const put = await call({
        method: "PUT",
        url: `/api/prints/${id}`,
        payload: { print },
        cookie: owner.cookie,
      });
      expectError(put, 400, "INVALID_INPUT");
      expect(JSON.stringify(put.json()), name).toMatch(/image/);
      const post = await call({
        method: "POST",
        url: "/api/prints/",
        payload: { print, site: owner.siteId },
        cookie: owner.cookie,
      });
      expectError(post, 400, "INVALID_INPUT");
    }
    expect(await countOf()).toBe(before);
    const unchanged = (
      await call({ method: "GET", url: `/api/prints/${id}`, cookie: owner.cookie })
    ).json() as Print;
    expect(unchanged.layout).toBe("GENESIS");

    // Dots that stay inside the site's own folder are resolved, and the card keeps the plain path.
    const inside = await call({
      method: "PUT",
      url: `/api/prints/${id}`,
      payload: { print: photo(`${own}/abc/./%64ef/../`) },
      cookie: owner.cookie,
    });
    expect(inside.statusCode, inside.body).toBe(200);
    const slot = (inside.json() as Print).content.find((item) => item.position === "primaryImage");
    expect(slot?.image?.path).toBe(`${own}/abc/`);
  });

  it(`keeps at most ${MAX_PRINTS_PER_SITE} cards a site`, async () => {
    const busy = await ownerWithSite(t.app);
    for (let i = 0; i < MAX_PRINTS_PER_SITE; i++) await create(busy);
    expectError(
      await call({
        method: "POST",
        url: "/api/prints/",
        payload: { print: card(), site: busy.siteId },
        cookie: busy.cookie,
      }),
      400,
      "INVALID_INPUT",
    );
  });
});

describe("the card's QR code", () => {
  it("draws any http(s) address or the demo page as SVG, or PNG, in the card's colours", async () => {
    const svg = await call({
      method: "GET",
      url: `/api/qr/${encodeURIComponent("https://anna.brollopssidan.se/")}?darkColor=2f5a47&lightColor=fdfbf7`,
    });
    expect(svg.statusCode, svg.body).toBe(200);
    expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain("<svg");
    expect(svg.body.toLowerCase()).toContain("#2f5a47");
    const png = await call({ method: "GET", url: "/api/qr/DEMO?format=png" });
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.rawPayload.subarray(1, 4).toString()).toBe("PNG");
  });

  it("draws the QR code of every address a card accepts, up to 500 characters, from the card's own image URL", async () => {
    // Issue 22 item 5: an address past a path parameter's ~100 characters answered 404 and the card
    // printed a broken image. Query-string characters, non-ASCII and a fragment included.
    const start = "https://anna-och-johan.brollopssidan.se/inbjudan/?namn=Anna+%26+Johan&plats=Visby sjö&x=";
    const long = `${start}${"åa".repeat(250)}`.slice(0, 492).concat("#svar-om");
    expect(long).toHaveLength(500);
    for (const url of [long, "https://a.se/", `https://example.se/${"b".repeat(480)}`]) {
      const print = changeLayout(card(), "GENESIS", facts);
      const qr = print.content.find((item) => item.position === "qr");
      if (!qr?.qr) throw new Error("no QR code on the layout");
      qr.qr = { url, hidden: false };
      await create(owner, print);
      const src = qrImageUrl(url, print);
      const response = await call({ method: "GET", url: src });
      expect(response.statusCode, `${src}: ${response.body}`).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      const query = new URL(src, "http://x").searchParams;
      // The very address the card holds is what the code says.
      expect(response.body).toBe(
        await drawQr(url, "svg", {
          dark: `#${query.get("darkColor")}`,
          light: `#${query.get("lightColor")}`,
          width: 1200,
          margin: 0,
        }),
      );
    }
  });

  it("answers GET /api/qr?target= like the path form, refusing the same", async () => {
    const url = `https://example.se/${"a".repeat(480)}`;
    const png = await call({ method: "GET", url: `/api/qr?target=${encodeURIComponent(url)}&format=png` });
    expect(png.statusCode, png.body).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    const demo = await call({ method: "GET", url: "/api/qr?target=DEMO" });
    expect(demo.statusCode).toBe(200);
    for (const target of [
      "javascript:alert(1)",
      "ftp://example.se/",
      "inte-en-adress",
      `https://e.se/${"a".repeat(500)}`,
    ]) {
      expectError(
        await call({ method: "GET", url: `/api/qr?target=${encodeURIComponent(target)}` }),
        400,
        "INVALID_INPUT",
      );
    }
    expectError(await call({ method: "GET", url: "/api/qr" }), 400, "INVALID_INPUT");
    expectError(await call({ method: "GET", url: "/api/qr?target=DEMO&format=gif" }), 400, "INVALID_INPUT");
  });

  it("refuses what is no web address, bad colours and colours too alike to scan", async () => {
    for (const url of [
      `/api/qr/${encodeURIComponent("javascript:alert(1)")}`,
      `/api/qr/${encodeURIComponent("ftp://example.se/")}`,
      "/api/qr/inte-en-adress",
      "/api/qr/DEMO?darkColor=zzzzzz",
      "/api/qr/DEMO?darkColor=eeeeee&lightColor=ffffff",
      "/api/qr/DEMO?format=gif",
    ]) {
      const response = await call({ method: "GET", url });
      expectError(response, 400, "INVALID_INPUT");
    }
    // An address too long for a path segment is refused in the same shape (414).
    const long = await call({
      method: "GET",
      url: `/api/qr/${encodeURIComponent(`https://example.se/${"a".repeat(500)}`)}`,
    });
    expectError(long, 414, "INVALID_INPUT");
  });
});

describe("another brand", () => {
  it("has no cards (404)", async () => {
    const party = await createTestApp({ env: { BRAND: "party" } });
    try {
      const { cookie, siteId } = await ownerWithSite(party.app);
      const response = await party.app.inject({
        method: "POST",
        url: "/api/prints/",
        payload: { print: card(), site: siteId },
        cookies: { session: cookie },
      });
      expectError(response, 404, "NOT_FOUND");
      const list = await party.app.inject({
        method: "GET",
        url: `/api/sites/${siteId}/prints/`,
        cookies: { session: cookie },
      });
      expectError(list, 404, "NOT_FOUND");
    } finally {
      await party.close();
    }
  });
});
