// The image field in a module editor: a thumbnail or an empty state, and a button named with the
// field's label that opens the image dialog.
import type { Image } from "@core/images";
import { createI18n } from "@web/i18n";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { EditorContext, type EditorContextValue } from "./context";
import { ImageField, type ImageFieldProps } from "./ImageField";

const context = { apiBase: "/api/sites/s1", siteId: "s1", quickStart: false } as EditorContextValue;
const image: Image = {
  path: "/media/s1/",
  fileName: "a.jpg",
  cdn: true,
  sizes: [
    { size: 1600, fileName: "a-1600.jpg" },
    { size: 600, fileName: "a-600.jpg" },
  ],
};

function render(props: Partial<ImageFieldProps>, language: "sv" | "en" = "sv") {
  const i18n = createI18n(language, { [language]: { app: { sv, en }[language].app } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={context}>
        <ImageField label="Bild" value={null} onChange={() => {}} {...props} />
      </EditorContext.Provider>
    </I18nextProvider>,
  );
}

describe("ImageField", () => {
  it("shows an empty state and a 'Välj bild' button named with the field's label", () => {
    const html = render({});
    expect(html).toContain("Ingen bild");
    expect(html).not.toContain("<img");
    const button = html.match(/<button id="([^"]+)"[^>]*aria-labelledby="([^"]+)"[^>]*>([^<]*)</);
    expect(button?.[3]).toBe("Välj bild");
    // Named by its own text and the field's label ("Välj bild Bild").
    const [own, label] = (button?.[2] ?? "").split(" ");
    expect(own).toBe(button?.[1]);
    expect(html).toContain(`id="${label}">Bild</span>`);
  });

  it("shows the smallest stored file as the thumbnail, the size chosen, and 'Change image' in English", () => {
    const html = render({ value: image, size: { value: "SMALL", onChange: () => {} } }, "en");
    expect(html).toContain('src="/media/s1/a-600.jpg"');
    expect(html).toContain('alt="Bild: chosen image"');
    expect(html).toContain(">Change image<");
    expect(html).toContain("Image size: Small");
  });
});
