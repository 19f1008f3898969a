// The Location editor's map part: themes named in the UI language, zoom 6–18 step 1 with its value
// shown, the marker colour as a picker and a hex field, and the server's map image as the preview.
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { EditorContext, type EditorContextValue } from "../shared/editor/context";
import { LocationEditor } from "./Editor";
import { locationSchema } from "./schema";

const context: EditorContextValue = {
  siteId: "s1",
  quickStart: false,
  apiBase: "/api/sites/s1",
  languages: ["sv"],
  language: "sv",
  translateMode: false,
  brand: "wedding" as EditorContextValue["brand"],
  ownerMail: null,
  formRecipients: [],
  setFormRecipients: () => {},
};

function render(map: Record<string, unknown>, language: "sv" | "da" = "sv") {
  const module = locationSchema.parse({ id: "l1", siteModuleType: "Location", map });
  const messages = { sv, da }[language];
  const i18n = createI18n(language, { [language]: { app: messages.app, guest: messages.guest } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={context}>
        <LocationEditor module={module} language={language} onChange={() => {}} />
      </EditorContext.Provider>
    </I18nextProvider>,
  );
}

describe("the location editor", () => {
  it("names the five map themes in the UI language", () => {
    const options = (html: string) =>
      Array.from(html.matchAll(/<option value="([A-Z]+)"[^>]*>([^<]*)</g), (m) => m[2]);
    expect(options(render({ location: "Uppsala", mapTheme: "DARK" }))).toEqual([
      "Standard",
      "Silver",
      "Retro",
      "Mörk",
      "Natt",
    ]);
    expect(options(render({}, "da"))).toEqual(["Standard", "Sølv", "Retro", "Mørk", "Nat"]);
    expect(render({ mapTheme: "DARK" })).toMatch(/<option value="DARK" selected="">/);
  });

  it("has a 6–18 zoom slider in whole steps, 12 by default, its value shown", () => {
    const html = render({ location: "Uppsala" });
    const range = html.match(/<input[^>]*type="range"[^>]*>/)?.[0] ?? "";
    expect(range).toContain('min="6"');
    expect(range).toContain('max="18"');
    expect(range).toContain('step="1"');
    expect(range).toContain('value="12"');
    expect(html).toMatch(/<output[^>]*>12<\/output>/);
  });

  it("offers the marker colour as a picker and a hex field, #ea4335 by default", () => {
    const html = render({ location: "Uppsala" });
    expect(html).toMatch(/<input[^>]*type="color"[^>]*value="#ea4335"/);
    expect(html).toMatch(/<input[^>]*type="text"[^>]*value="#ea4335"/);
    expect(html).not.toContain("markerColorInvalid");
  });

  it("previews the map image the server made, or asks for a place", () => {
    expect(render({ location: "Uppsala", path: "/media/maps/abc-640.png" })).toMatch(
      /<img src="\/media\/maps\/abc-640.png" alt="Karta över Uppsala"/,
    );
    expect(render({ location: "" })).toContain("Ange en plats så visas kartan här.");
  });
});
