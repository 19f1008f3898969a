// The Header editor offers the title placement (verticalAlignment -1, 0, 1) beside the picture size, in
// the theme that lays the title on the picture (theme9) only.
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { EditorContext, type EditorContextValue } from "../shared/editor/context";
import { testImage } from "../shared/render-view.test-helper";
import { HeaderEditor } from "./Editor";
import { headerSchema } from "./schema";

const base = { apiBase: "/api/sites/s1", languages: ["sv"], language: "sv" };

function render(input: Record<string, unknown>, theme = "theme9") {
  const context = { ...base, theme } as EditorContextValue;
  const module = headerSchema.parse({ id: "h1", siteModuleType: "Header", ...input });
  const i18n = createI18n("sv", { sv: { app: sv.app, guest: sv.guest } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={context}>
        <HeaderEditor module={module} language="sv" onChange={() => {}} />
      </EditorContext.Provider>
    </I18nextProvider>,
  );
}

describe("the header editor", () => {
  it("offers top, middle and bottom for the title on a picture, the module's choice selected", () => {
    const html = render({ image: testImage("top"), verticalAlignment: 1 });
    expect(html).toContain("Rubrikens placering på bilden");
    expect(Array.from(html.matchAll(/<option value="(-?\d)"[^>]*>([^<]*)</g), (m) => [m[1], m[2]])).toEqual([
      ["-1", "Överst"],
      ["0", "I mitten"],
      ["1", "Nederst"],
    ]);
    expect(html).toMatch(/<option value="1" selected="">Nederst/);
  });

  it("has no placement without a picture", () => {
    expect(render({})).not.toContain("Rubrikens placering");
  });

  it("has no placement in a theme that puts the title under the picture", () => {
    expect(render({ image: testImage("top") }, "theme4")).not.toContain("Rubrikens placering");
  });
});
