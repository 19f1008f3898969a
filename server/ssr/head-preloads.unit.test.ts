import { describe, expect, it } from "vitest";
import { fontPreloads, lcpImagePreload, withoutInlineImagePreloads } from "./head-preloads";

const PICTURE =
  '<header><picture style="display:contents"><source type="image/avif" srcSet="/m/a-600.avif 600w, /m/a.avif 4000w" sizes="max(100vw, 50vh * 1.5), 100vw"/>' +
  '<source type="image/webp" srcSet="/m/a-600.webp 600w" sizes="100vw"/><img src="/m/a-600.jpg" srcSet="/m/a-600.jpg 600w" sizes="100vw" width="10" height="5" loading="eager" fetchPriority="high"/></picture></header>' +
  '<picture style="display:contents"><source type="image/avif" srcSet="/m/b.avif 4000w" sizes="600px"/><img src="/m/b.jpg" loading="lazy"/></picture>';

describe("head preloads from the rendered page", () => {
  it("preloads the first source of the LCP picture with its type, srcset, sizes and high priority", () => {
    expect(lcpImagePreload(PICTURE)).toBe(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/m/a-600.avif 600w, /m/a.avif 4000w" imagesizes="max(100vw, 50vh * 1.5), 100vw" fetchpriority="high">',
    );
  });

  it("preloads a plain high-priority <img> by its own srcset, and nothing when no picture is marked", () => {
    const img =
      '<div><picture><source type="image/avif" srcSet="/x.avif 1w"/><img src="/x.jpg" loading="lazy"/></picture><img src="/h.jpg" srcSet="/h-600.jpg 600w" sizes="100vw" fetchPriority="high"/></div>';
    expect(lcpImagePreload(img)).toBe(
      '<link rel="preload" as="image" imagesrcset="/h-600.jpg 600w" imagesizes="100vw" fetchpriority="high">',
    );
    expect(lcpImagePreload('<img src="/a.jpg" loading="lazy"/>')).toBeNull();
  });

  it("preloads a picture with a portrait crop once per case, each with its media", () => {
    const picture =
      '<picture><source media="(max-width: 45rem)" type="image/avif" srcSet="/m/a-p480.avif 480w" sizes="calc(50vh * 0.75)"/>' +
      '<source media="(max-width: 45rem)" srcSet="/m/a-p480.jpg 480w" sizes="calc(50vh * 0.75)"/>' +
      '<source type="image/avif" srcSet="/m/a-600.avif 600w" sizes="100vw"/><img src="/m/a-600.jpg" fetchPriority="high"/></picture>';
    expect(lcpImagePreload(picture)).toBe(
      [
        '<link rel="preload" as="image" media="(max-width: 45rem)" type="image/avif" imagesrcset="/m/a-p480.avif 480w" imagesizes="calc(50vh * 0.75)" fetchpriority="high">',
        '<link rel="preload" as="image" media="not all and (max-width: 45rem)" type="image/avif" imagesrcset="/m/a-600.avif 600w" imagesizes="100vw" fetchpriority="high">',
      ].join("\n"),
    );
  });

  it("drops React's own image preload from the body, which the head's replaces", () => {
    const body =
      '<link rel="preload" as="image" imageSrcSet="/h.jpg 1w" imageSizes="100vw" fetchPriority="high"/><main>x</main>';
    expect(withoutInlineImagePreloads(body)).toBe("<main>x</main>");
  });

  it("preloads the latin regular face of each site font once, and not one the head has already", () => {
    const css =
      "@font-face{src:url(/fonts/lora/files/lora-latin-ext-400-normal.woff2)}@font-face{src:url(/fonts/lora/files/lora-latin-400-normal.woff2)}" +
      "@font-face{src:url(/fonts/lora/files/lora-latin-700-normal.woff2)}@font-face{src:url(/fonts/lato/files/lato-latin-400-normal.woff2)}";
    expect(fontPreloads(css, "")).toEqual([
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/fonts/lora/files/lora-latin-400-normal.woff2">',
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/fonts/lato/files/lato-latin-400-normal.woff2">',
    ]);
    expect(fontPreloads(css, '<link href="/fonts/lora/files/lora-latin-400-normal.woff2">')).toHaveLength(1);
  });
});
