// The gift registry editor opened from the canvas: at the gift the owner clicked (EDIT view, that
// gift's card open, the others closed), and the gift card in edit mode offers its editor.
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { EditorContext, type EditorContextValue } from "../shared/editor/context";
import { editCanvasContext } from "../shared/render-view.test-helper";
import type { EditFocus } from "../site-context";
import { SiteContext, type SiteContextValue } from "../site-context";
import { GiftRegistryEditor } from "./Editor";
import { giftRegistrySchema } from "./schema";
import { GiftRegistryView } from "./View";

const module = giftRegistrySchema.parse({
  id: "g1",
  siteModuleType: "GiftRegistry",
  giftRegistry: {
    items: ["Vas", "Skålar", "Handdukar", "Cykel"].map((title, i) => ({
      id: `giftRegistryItem${i}`,
      title: { sv: title },
      quantity: i === 1 ? 3 : 1,
    })),
  },
});
const i18n = createI18n("sv", { sv: { app: sv.app, guest: sv.guest } });
const context = { languages: ["sv"], language: "sv", translateMode: false } as unknown as EditorContextValue;

function renderEditor(focus?: EditFocus) {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={context}>
        <GiftRegistryEditor module={module} language="sv" onChange={() => {}} {...(focus ? { focus } : {})} />
      </EditorContext.Provider>
    </I18nextProvider>,
  );
}

describe("the gift registry editor", () => {
  it("starts at the heading and text, with the five views (Swish: issue 27)", () => {
    const html = renderEditor();
    expect(Array.from(html.matchAll(/role="tab"[^>]*>([^<]+)</g), (m) => m[1])).toEqual([
      "Önskelista",
      "Presenter",
      "Swish",
      "Knappar",
      "Texter",
    ]);
    expect(html).toMatch(/aria-selected="true"[^>]*>Önskelista</);
  });

  it("opens the EDIT view at the clicked gift, its quantity in the field and the others closed", () => {
    const html = renderEditor({ itemId: "giftRegistryItem1" });
    expect(html).toMatch(/aria-selected="true"[^>]*>Presenter</);
    expect(Array.from(html.matchAll(/aria-expanded="(true|false)"/g), (m) => m[1])).toEqual([
      "false",
      "true",
      "false",
      "false",
    ]);
    expect(html).toMatch(/type="number"[^>]*value="3"/);
    expect(html).toContain("Lägg till ny rad i önskelista");
  });

  it("shows the page's default words as placeholders of empty button texts", () => {
    const html = renderEditor({ view: "BUTTONS" });
    expect(html).toContain('placeholder="Visa önskelista"');
    expect(html).toContain('placeholder="Reservera"');
    expect(html).toContain('placeholder="Ta bort reservation"');
  });
});

describe("the gift registry on the canvas", () => {
  const renderView = (mode: "EDIT" | "PUBLIC", value: SiteContextValue) =>
    renderToString(
      <I18nextProvider i18n={i18n}>
        <SiteContext.Provider value={value}>
          <GiftRegistryView
            module={{ ...module, giftRegistry: { items: module.giftRegistry.items.slice(0, 1) } }}
            language="sv"
            mode={mode}
            isFirst={false}
          />
        </SiteContext.Provider>
      </I18nextProvider>,
    );

  it("offers each gift's editor and the add button in edit mode only", () => {
    const edit = renderView(
      "EDIT",
      editCanvasContext(() => {}),
    );
    expect(edit).toContain('aria-label="Redigera Vas"');
    expect(edit).toContain("Lägg till ny rad i önskelista");
    const guest = renderView("PUBLIC", { ...editCanvasContext(), mode: "PUBLIC" });
    expect(guest).not.toContain("Redigera Vas");
    expect(guest).not.toContain("Lägg till ny rad");
  });
});
