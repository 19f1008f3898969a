import { imageSchema } from "@core/images";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./ResponsiveImage";

const sizes = [
  { size: 1200, fileName: "photo-1200.jpg" },
  { size: 600, fileName: "photo-600.jpg" },
];
const QS = "/media/quick-start/aaaaaaaaaaaaaaaaaaaaaaaa/";

describe("ResponsiveImage", () => {
  it("offers the WebP twins of our older uploads in a <picture>, with the JPEG <img> as fallback", () => {
    const image = imageSchema.parse({ path: QS, fileName: "photo.jpg", cdn: true, sizes });
    const html = renderToString(<ResponsiveImage image={image} sizes="100vw" language="sv" />);
    expect(html).toMatch(/^<picture style="display:contents"><source type="image\/webp"/);
    expect(html).toContain(
      `srcSet="${QS}photo-600.webp 600w, ${QS}photo-1200.webp 1200w, ${QS}photo.webp 4000w"`,
    );
    expect(html).toContain(`src="${QS}photo-1200.jpg"`);
    expect(html).not.toContain("avif");
  });

  it("offers AVIF first, then WebP, for an image that declares both, each with the same sizes", () => {
    const image = imageSchema.parse({
      path: QS,
      fileName: "photo.jpg",
      cdn: true,
      sizes,
      formats: ["avif", "webp"],
    });
    const html = renderToString(
      <ResponsiveImage image={image} sizes="(min-width: 900px) 600px, 100vw" language="sv" />,
    );
    const sources = [...html.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"/g)];
    expect(sources.map((s) => s[1])).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]?.[2]).toContain(`${QS}photo-600.avif 600w`);
    expect(sources.every((s) => s[3] === "(min-width: 900px) 600px, 100vw")).toBe(true);
  });

  it("renders a plain <img> for demo pictures without declared twins", () => {
    const image = imageSchema.parse({ path: "/media/demo/", fileName: "hero.jpg", isDemoImage: true, sizes });
    const html = renderToString(<ResponsiveImage image={image} sizes="100vw" language="sv" />);
    expect(html).toMatch(/^<img /);
    expect(html).not.toContain("webp");
  });

  it("loads every picture lazily and decodes it off the main thread, except the page's LCP picture", () => {
    const image = imageSchema.parse({
      path: "/media/demo/",
      fileName: "hero.jpg",
      sizes,
      width: 1600,
      height: 900,
    });
    const lazy = renderToString(<ResponsiveImage image={image} sizes="100vw" language="sv" />);
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).toContain('decoding="async"');
    expect(lazy).not.toMatch(/fetchpriority/i);
    const eager = renderToString(<ResponsiveImage image={image} sizes="100vw" language="sv" eager />);
    expect(eager).toContain('loading="eager"');
    expect(eager).toMatch(/fetchPriority="high"/);
    // Width and height reserve the box before the file arrives.
    for (const html of [lazy, eager]) {
      expect(html).toContain('width="1600"');
      expect(html).toContain('height="900"');
    }
  });
});
