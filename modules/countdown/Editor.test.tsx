// The countdown editor and the countdown's edit-mode click (SPEC §2, §5).
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { editCanvasContext } from "../shared/render-view.test-helper";
import { SiteContext, type SiteContextValue } from "../site-context";
import { CountdownEditor } from "./Editor";
import { countdownSchema } from "./schema";
import { CountdownView } from "./View";

const i18n = createI18n("sv", { sv: { app: sv.app, guest: sv.guest } });
const module = countdownSchema.parse({
  id: "c1",
  siteModuleType: "Countdown",
  countdownDate: "2027-06-12 15:00",
  days: { sv: "dygn" },
});

describe("the countdown editor", () => {
  it("edits the stored date through datetime-local within 1900 … 2099", () => {
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <CountdownEditor module={module} language="sv" onChange={() => {}} />
      </I18nextProvider>,
    );
    const input = html.match(/<input[^>]*type="datetime-local"[^>]*>/)?.[0] ?? "";
    expect(input).toContain('value="2027-06-12T15:00"');
    expect(input).toContain('min="1900-01-01T00:00"');
    expect(input).toContain('max="2099-01-01T00:00"');
    expect(html).toContain('value="dygn"');
    expect(
      ["Dagar", "Timmar", "Minuter", "Sekunder"].every((label) => html.includes(`>${label}</label>`)),
    ).toBe(true);
  });
});

describe("the countdown in the editor canvas", () => {
  const render = (value: SiteContextValue) =>
    renderToString(
      <I18nextProvider i18n={i18n}>
        <SiteContext.Provider value={value}>
          <CountdownView module={module} language="sv" mode="EDIT" isFirst={false} />
        </SiteContext.Provider>
      </I18nextProvider>,
    );

  it("is a keyboard-reachable button that opens its editor in edit mode", () => {
    const html = render(editCanvasContext(() => {}));
    expect(html).toMatch(/role="button"[^>]*tabindex="0"|tabindex="0"[^>]*role="button"/);
    expect(html).toContain("Ändra nedräkningens datum: 2027-06-12 15:00");
    expect(html).not.toContain('role="timer"');
  });

  it("stays a plain timer where nothing can be edited", () => {
    const html = render(editCanvasContext());
    expect(html).toContain('role="timer"');
    expect(html).not.toContain('role="button"');
  });
});
