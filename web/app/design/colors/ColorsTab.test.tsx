// @vitest-environment happy-dom
// The colours tab as an owner uses it: keyboard steps on the sliders, the page following 800 ms after
// the last move as one undo step, the contrast warning coming and going, and choosing a preset.
import { COLOR_PRESETS } from "@core/color-presets";
import { DEFAULT_COLOR_SCHEME } from "@core/colors";
import { type SiteDocument, siteDocumentSchema } from "@core/site";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DraftUpdate } from "../types";
import { ColorsTab } from "./ColorsTab";

type Edit = { group: string | undefined; document: SiteDocument };

function Harness({ start, edits }: { start: SiteDocument; edits: Edit[] }) {
  const [draft, setDraft] = useState(start);
  const update: DraftUpdate = (change, group) =>
    setDraft((document) => {
      const next = change(document);
      edits.push({ group, document: next });
      return next;
    });
  return (
    <>
      <ColorsTab draft={draft} update={update} brand="wedding" language="sv" />
      <button type="button" onClick={() => setDraft(start)}>
        undo
      </button>
    </>
  );
}

function renderTab(language: "sv" | "en" = "sv", colorScheme = DEFAULT_COLOR_SCHEME) {
  const i18n = createI18n(language, { [language]: { app: { sv, en }[language].app } });
  const start = { ...siteDocumentSchema.parse({ siteModules: [] }), colorScheme } as SiteDocument;
  const edits: Edit[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <Harness start={start} edits={edits} />
    </I18nextProvider>,
  );
  return { edits };
}

const slider = (name: string) => screen.getByRole("slider", { name }) as HTMLInputElement;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("ColorsTab sliders", () => {
  it("steps 1 with arrows, 10 with Page keys or Shift+arrow, and stops at the ends", () => {
    renderTab();
    const hue = slider("Nyans");
    expect(hue.value).toBe("150");
    fireEvent.keyDown(hue, { key: "ArrowRight" });
    expect(hue.value).toBe("151");
    fireEvent.keyDown(hue, { key: "ArrowDown" });
    expect(hue.value).toBe("150");
    fireEvent.keyDown(hue, { key: "PageUp" });
    expect(hue.value).toBe("160");
    fireEvent.keyDown(hue, { key: "ArrowLeft", shiftKey: true });
    expect(hue.value).toBe("150");
    fireEvent.keyDown(hue, { key: "PageDown" });
    expect(hue.value).toBe("140");
    const lightness = slider("Ljushet");
    fireEvent.keyDown(lightness, { key: "End" });
    fireEvent.keyDown(lightness, { key: "PageUp" });
    expect(lightness.value).toBe("100");
    expect(lightness.getAttribute("aria-valuetext")).toBe("100%");
    expect(lightness.parentElement?.querySelector(".design-colors__channel-value")?.textContent).toBe("100%");
  });

  it("edits the role chosen in the role group", () => {
    renderTab();
    fireEvent.click(screen.getByRole("radio", { name: "Text på bakgrund" }));
    expect(screen.getByRole("group", { name: "Text på bakgrund" })).toBeTruthy();
    expect(slider("Ljushet").value).toBe(String(DEFAULT_COLOR_SCHEME.onBackground.lightness));
  });

  it("reaches the draft 800 ms after the last move, as one undo group per burst", () => {
    const { edits } = renderTab();
    const hue = slider("Nyans");
    fireEvent.keyDown(hue, { key: "ArrowRight" });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.keyDown(hue, { key: "ArrowRight" });
    fireEvent.change(hue, { target: { value: "200" } });
    act(() => vi.advanceTimersByTime(799));
    expect(edits).toHaveLength(0);
    expect(hue.value).toBe("200");
    act(() => vi.advanceTimersByTime(1));
    expect(edits).toHaveLength(1);
    expect(edits[0]?.document.colorScheme.primary.hue).toBe(200);
    // A second burst is a second undo step (its own group).
    fireEvent.keyDown(hue, { key: "PageUp" });
    act(() => vi.advanceTimersByTime(800));
    expect(edits).toHaveLength(2);
    expect(edits[1]?.document.colorScheme.primary.hue).toBe(210);
    expect(edits[1]?.group).toBeDefined();
    expect(edits[1]?.group).not.toBe(edits[0]?.group);
  });

  it("keeps an unsent move when the tab closes mid-burst", () => {
    const { edits } = renderTab();
    fireEvent.keyDown(slider("Mättnad"), { key: "PageUp" });
    cleanup();
    expect(edits).toHaveLength(1);
    expect(edits[0]?.document.colorScheme.primary.saturation).toBe(32);
  });

  it("stores opacity as alpha, and fully opaque without alpha", () => {
    const { edits } = renderTab();
    const alpha = slider("Täckning");
    expect(alpha.value).toBe("100");
    fireEvent.keyDown(alpha, { key: "PageDown" });
    act(() => vi.advanceTimersByTime(800));
    expect(edits.at(-1)?.document.colorScheme.primary.alpha).toBe(0.9);
    fireEvent.keyDown(alpha, { key: "End" });
    act(() => vi.advanceTimersByTime(800));
    expect(edits.at(-1)?.document.colorScheme.primary).not.toHaveProperty("alpha");
  });

  it("follows the draft when it changes elsewhere (undo)", () => {
    renderTab();
    const hue = slider("Nyans");
    fireEvent.keyDown(hue, { key: "PageUp" });
    act(() => vi.advanceTimersByTime(800));
    expect(hue.value).toBe("160");
    fireEvent.click(screen.getByRole("button", { name: "undo" }));
    expect(hue.value).toBe("150");
  });
});

describe("ColorsTab contrast warning", () => {
  it("appears at once naming the pair and its ratio, and goes when the pair is readable again", () => {
    renderTab();
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    fireEvent.click(screen.getByRole("radio", { name: "Text på bakgrund" }));
    const lightness = slider("Ljushet");
    fireEvent.change(lightness, { target: { value: "60" } });
    expect(status.textContent).toContain("Texten kan bli svår att läsa");
    expect(status.textContent).toContain("minst 4,5:1");
    expect(within(status).getByText(/^Text på bakgrund: \d,\d:1$/)).toBeTruthy();
    fireEvent.change(lightness, { target: { value: "20" } });
    expect(status.textContent).toBe("");
  });

  it("names every weak pair in English with an English number", () => {
    renderTab("en", { ...DEFAULT_COLOR_SCHEME, onPrimary: DEFAULT_COLOR_SCHEME.primary });
    const status = screen.getByRole("status");
    expect(within(status).getByText("Text on primary: 1.0:1")).toBeTruthy();
    expect(status.textContent).toContain("at least 4.5:1");
  });
});

describe("ColorsTab presets", () => {
  it("lists every preset by its name in the UI language, none pressed for a custom scheme", () => {
    renderTab("en");
    const presets = screen.getAllByRole("button", { pressed: false }).filter((b) => b.closest("li"));
    expect(presets).toHaveLength(COLOR_PRESETS.length);
    expect(screen.getByRole("button", { name: "Navy and gold" })).toBeTruthy();
  });

  it("puts a chosen preset on the page at once and marks it", () => {
    const { edits } = renderTab();
    const gold = screen.getByRole("button", { name: "Guld" });
    expect(gold.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(gold);
    expect(edits).toHaveLength(1);
    expect(edits[0]?.document.colorScheme).toEqual(COLOR_PRESETS.find((p) => p.name === "GOLD")?.colorScheme);
    expect(gold.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getAllByRole("button", { pressed: true })).toHaveLength(1);
    // Moving a slider afterwards makes it a custom scheme: no preset is marked.
    fireEvent.keyDown(slider("Nyans"), { key: "ArrowRight" });
    expect(gold.getAttribute("aria-pressed")).toBe("false");
  });
});
