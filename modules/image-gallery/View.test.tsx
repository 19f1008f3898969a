import { describe, expect, it } from "vitest";
import { renderView, testImage } from "../shared/render-view.test-helper";

const gallery = (count: number) => ({
  id: "g1",
  siteModuleType: "ImageGallery",
  title: { sv: "Bilder" },
  text: { sv: "<p>Från förlovningen</p>" },
  gallery: Array.from({ length: count }, (_, i) => ({ id: `img${i}`, image: testImage(`photo${i}`) })),
});

describe("the image gallery view", () => {
  it("renders a grid of buttons that open each picture, 600 px wide from 750 px up", () => {
    const html = renderView(gallery(6));
    expect(html.match(/<button type="button" class="module-gallery__thumb"/g)).toHaveLength(6);
    expect(html).toContain('aria-label="Visa bild 1 av 6 i stort format"');
    expect(html).toContain('aria-label="Visa bild 6 av 6 i stort format"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html.match(/sizes="\(min-width: 750px\) 600px, 100vw"/g)).toHaveLength(6);
    expect(html).toContain("/media/s1/photo3-600.jpg 600w");
    expect(html).toContain("/media/s1/photo3.jpg 4000w");
    expect(html).toContain('src="/media/s1/photo3-1600.jpg"');
    expect(html).toContain("count-6");
  });

  it("does not render the viewer on the server", () => {
    expect(renderView(gallery(3))).not.toContain("<dialog");
  });

  it("labels the buttons in the page language", () => {
    expect(renderView(gallery(2), { language: "da" })).toContain("Vis billede 2 af 2 i stort format");
  });

  it("tells the owner to add pictures, and shows guests nothing", () => {
    expect(renderView(gallery(0), { mode: "EDIT" })).toContain("Lägg till bilder");
    expect(renderView(gallery(0))).not.toContain("<ul");
  });
});
