// The guest page's pictures and fonts as the browser first sees them (issue 11): the LCP picture and
// both site fonts preloaded from the head, every other picture lazy, every <img> with its size, and
// the preloaded AVIF actually served as AVIF.
import { type Image, imageSchema } from "@core/images";
import { createSiteModule } from "@modules/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { activateSite } from "../operations/sites";
import { multipartBody, twoColourImage } from "../routes/images/test-helpers";
import {
  createSiteFor,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../test/harness";

const t = testAppForThisFile({ pages: true });
const HOST = "bilder-och-typsnitt.se";
let photo: Image;
let html: string;

async function quickStartUpload(content: Buffer): Promise<Image> {
  const { payload, headers } = multipartBody(content, { fileName: "paret.jpg" });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/sites/quick-start/upload-image",
    payload,
    headers,
    remoteAddress: freshClientAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return imageSchema.parse(response.json());
}

beforeAll(async () => {
  photo = await quickStartUpload(await (await twoColourImage(1800, 1200)).jpeg().toBuffer());
  const document = validSiteDocument();
  const [header, text, imageAndText] = document.siteModules;
  if (header?.siteModuleType !== "Header" || imageAndText?.siteModuleType !== "ImageAndText" || !text) {
    throw new Error("validSiteDocument changed its modules");
  }
  header.image = photo;
  header.userSelectedImageSize = "LARGE";
  const gallery = createSiteModule("ImageGallery", "CLIENTIDgallery1");
  if (gallery.siteModuleType === "ImageGallery") gallery.gallery = [{ id: "g1", image: photo }];
  const { cookie } = await registerAndLogin(t.app);
  const siteId = await createSiteFor(t.app, cookie, {
    ...document,
    siteModules: [header, text, imageAndText, gallery],
    fonts: { heading: "Lora", text: "Lato" },
  });
  await activateSite(t.ctx, siteId, HOST);
  const response = await t.app.inject({ method: "GET", url: "/sv", headers: { host: HOST } });
  expect(response.statusCode).toBe(200);
  html = response.body;
});

const head = () => html.slice(0, html.indexOf("</head>"));
const body = () => html.slice(html.indexOf("<body>"));
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag)?.[1];

describe("pictures and fonts in the guest page's head and body", () => {
  it("preloads the header picture from the head: its AVIF srcset, the header's sizes, high priority", async () => {
    const preloads = [...head().matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    // Two cases, each with its media: a phone held upright gets the portrait crop, everything else the picture.
    expect(preloads).toHaveLength(2);
    const [portrait = "", preload = ""] = preloads;
    for (const link of preloads) {
      expect(link).toContain('type="image/avif"');
      expect(link).toContain('fetchpriority="high"');
    }
    const phones = attribute(portrait, "media") ?? "";
    expect(phones).toMatch(/^\(max-width: [\d.]+rem\) and \(max-aspect-ratio: [\d.]+\)$/);
    expect(attribute(preload, "media")).toBe(`not all and ${phones}`);
    expect(attribute(portrait, "imagesrcset")).toContain(`${photo.path}paret-p480.avif 480w`);
    const srcset = attribute(preload, "imagesrcset") ?? "";
    expect(srcset).toContain(`${photo.path}paret-1600.avif 1600w`);
    expect(srcset).toContain(`${photo.path}paret.avif 4000w`);
    // The same sizes as the header's own <source>s, so each preload fetches the file the picture uses.
    const source = /<source type="image\/avif"[^>]*>/.exec(body())?.[0] ?? "";
    const portraitSource = /<source media="[^"]*" type="image\/avif"[^>]*>/.exec(body())?.[0] ?? "";
    expect(attribute(preload, "imagesizes")).toBe(attribute(source, "sizes"));
    expect(attribute(portrait, "imagesizes")).toBe(attribute(portraitSource, "sizes"));
    expect(attribute(preload, "imagesizes")).toMatch(
      /^max\(100vw, clamp\(26rem, 86vh, 60rem\) \* 1\.5\), 100vw$/,
    );
    // The preloaded files are there, as AVIF: the crop made from the upload on this first request.
    for (const name of ["paret-1600.avif", "paret-p480.avif"]) {
      const file = await t.app.inject({ method: "GET", url: `${photo.path}${name}` });
      expect(file.statusCode, name).toBe(200);
      expect(file.headers["content-type"]).toBe("image/avif");
    }
    // React's own preload in the body is gone: the preloads are in the head.
    expect(body()).not.toContain('rel="preload"');
  });

  it("preloads both site fonts' latin regular faces, crossorigin, and never a system font", () => {
    const fonts = [
      ...head().matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g),
    ];
    expect(fonts.map((m) => m[1]).sort()).toEqual([
      "/fonts/lato/files/lato-latin-400-normal.woff2",
      "/fonts/lora/files/lora-latin-400-normal.woff2",
    ]);
    expect(head()).not.toMatch(/fonts\/(arial|georgia)/);
  });

  it("gives every <img> its width and height, loads all but the header lazily and decodes them async", () => {
    const imgs = [...body().matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    expect(imgs.length).toBeGreaterThanOrEqual(3);
    for (const img of imgs) {
      expect(Number(attribute(img, "width")), img).toBeGreaterThan(0);
      expect(Number(attribute(img, "height")), img).toBeGreaterThan(0);
    }
    const [first, ...rest] = imgs;
    expect(attribute(first ?? "", "fetchpriority")).toBe("high");
    expect(attribute(first ?? "", "loading")).toBe("eager");
    for (const img of rest) {
      expect(attribute(img, "loading"), img).toBe("lazy");
      expect(attribute(img, "decoding"), img).toBe("async");
      expect(attribute(img, "fetchpriority"), img).toBeUndefined();
    }
  });
});
