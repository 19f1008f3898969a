import { imageSchema } from "@core/images";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./ResponsiveImage";

const sizes = [
  { size: 1200, fileName: "photo-1200.jpg" },
  { size: 600, fileName: "photo-600.jpg" },
];

describe("ResponsiveImage", () => {
  it("offers the WebP twins of our own uploads in a <picture>, with the JPEG <img> as fallback", () => {
    const image = imageSchema.parse({
      path: "/media/quick-start/aaaaaaaaaaaaaaaaaaaaaaaa/",
      fileName: "photo.jpg",
      cdn: true,
      sizes,
    });
    const html = renderToString(<ResponsiveImage image={image} sizes="100vw" language="sv" />);
    expect(html).toMatch(/^<picture style="display:contents"><source type="image\/webp"/);
    expect(html).toContain(
      'srcSet="/media/quick-start/aaaaaaaaaaaaaaaaaaaaaaaa/photo-600.webp 600w, /media/quick-start/aaaaaaaaaaaaaaaaaaaaaaaa/photo-1200.webp 1200w, /media/quick-start/aaaaaaaaaaaaaaaaaaaaaaaa/photo.webp 4000w"',
    );
    expect(html).toContain('src="/media/quick-start/aaaaaaaaaaaaaaaaaaaaaaaa/photo-1200.jpg"');
  });

  it("renders a plain <img> for demo pictures, which have no WebP twins", () => {
    const image = imageSchema.parse({ path: "/media/demo/", fileName: "hero.jpg", isDemoImage: true, sizes });
    const html = renderToString(<ResponsiveImage image={image} sizes="100vw" language="sv" />);
    expect(html).toMatch(/^<img /);
    expect(html).not.toContain("webp");
  });
});
