// The gallery editor: several files at once, thumbnails in order, the first not movable back and the
// last not forward.
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { EditorContext, type EditorContextValue } from "../shared/editor/context";
import { testImage } from "../shared/render-view.test-helper";
import { ImageGalleryEditor } from "./Editor";
import { imageGallerySchema } from "./schema";

const context = {
  apiBase: "/api/sites/quick-start",
  languages: ["sv"],
  language: "sv",
} as EditorContextValue;

function render(names: string[]) {
  const module = imageGallerySchema.parse({
    id: "g1",
    siteModuleType: "ImageGallery",
    gallery: names.map((name) => ({ id: `item-${name}`, image: testImage(name) })),
  });
  const i18n = createI18n("sv", { sv: { app: sv.app, guest: sv.guest } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={context}>
        <ImageGalleryEditor module={module} language="sv" onChange={() => {}} />
      </EditorContext.Provider>
    </I18nextProvider>,
  );
}

describe("the gallery editor", () => {
  it("takes several image files at once", () => {
    const input = render([]).match(/<input[^>]*type="file"[^>]*>/)?.[0] ?? "";
    expect(input).toContain('multiple=""');
    expect(input).toContain('accept="image/jpeg,.jpg,.jpeg,image/png');
    expect(render([])).toContain("Inga bilder ännu.");
  });

  it("shows the photos as small thumbnails in their order, with move and remove for each", () => {
    const html = render(["a", "b", "c"]);
    expect(Array.from(html.matchAll(/<img src="([^"]+)" alt="([^"]+)"/g), (m) => [m[1], m[2]])).toEqual([
      ["/media/s1/a-600.jpg", "Bild 1"],
      ["/media/s1/b-600.jpg", "Bild 2"],
      ["/media/s1/c-600.jpg", "Bild 3"],
    ]);
    expect(html.replace(/<!-- -->/g, "")).toContain("(3 bilder)");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Flytta bakåt: Bild 1"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Flytta framåt: Bild 3"/);
    expect(html).not.toMatch(/disabled=""[^>]*aria-label="Flytta framåt: Bild 2"/);
    expect(html.match(/aria-label="Ta bort: Bild \d"/g)).toHaveLength(3);
  });
});
