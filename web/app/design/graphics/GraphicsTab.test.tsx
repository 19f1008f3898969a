// @vitest-environment happy-dom
// The site graphics tab as an owner uses it: none and every graphic as one radio group in three
// fieldsets, names in the UI language, the current one marked, and a pick stored in the draft.
import { SITE_GRAPHICS } from "@core/design";
import { type SiteDocument, siteDocumentSchema } from "@core/site";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import type { DraftUpdate } from "../types";
import { GraphicsTab } from "./GraphicsTab";

type Edit = { group: string | undefined; document: SiteDocument };
const MESSAGES = { sv, en, da };

function Harness({ start, edits }: { start: SiteDocument; edits: Edit[] }) {
  const [draft, setDraft] = useState(start);
  const update: DraftUpdate = (change, group) =>
    setDraft((document) => {
      const next = change(document);
      edits.push({ group, document: next });
      return next;
    });
  return <GraphicsTab draft={draft} update={update} brand="wedding" language="sv" />;
}

function renderTab(language: keyof typeof MESSAGES = "sv", siteGraphic: string | null = null) {
  const i18n = createI18n(language, { [language]: { app: MESSAGES[language].app } });
  // Parsed without the graphic, then given it: a stored document may hold a name no longer known.
  const start = { ...siteDocumentSchema.parse({ siteModules: [] }), siteGraphic };
  const edits: Edit[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <Harness start={start} edits={edits} />
    </I18nextProvider>,
  );
  return edits;
}

const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;
const checked = () => screen.getAllByRole("radio").filter((r) => (r as HTMLInputElement).checked);

afterEach(cleanup);

describe("GraphicsTab", () => {
  it("offers none and every graphic as one radio group, grouped into backgrounds, corners and foliage", () => {
    renderTab();
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios).toHaveLength(SITE_GRAPHICS.length + 1);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(
      radios
        .map((r) => r.value)
        .filter(Boolean)
        .sort(),
    ).toEqual([...SITE_GRAPHICS].sort());
    expect(within(screen.getByRole("group", { name: "Bakgrunder" })).getAllByRole("radio")).toHaveLength(10);
    expect(within(screen.getByRole("group", { name: "Hörn" })).getAllByRole("radio")).toHaveLength(9);
    const foliage = within(screen.getByRole("group", { name: "Grönska" }));
    expect(foliage.getByRole("radio", { name: "Eukalyptus" })).toBeTruthy();
    expect(foliage.getByRole("radio", { name: "Mintgrön eukalyptus" })).toBeTruthy();
    expect(checked()).toEqual([radio("Ingen grafik")]);
  });

  it("names every graphic in each UI language, never by its code", () => {
    for (const language of ["sv", "en", "da"] as const) {
      renderTab(language);
      const names = screen.getAllByRole("radio").map((r) => r.closest("label")?.textContent ?? "");
      expect(new Set(names).size, language).toBe(names.length);
      for (const name of names) expect(name, language).not.toMatch(/[A-Z]{2,}_|designGraphics/);
      cleanup();
    }
    renderTab("en");
    expect(radio("Fireworks")).toBeTruthy();
    expect(radio("No graphic").checked).toBe(true);
  });

  it("marks the current graphic, and a pick stores the graphic in the draft as one undo step each", () => {
    const edits = renderTab("sv", "CORNER_GRAPHICS_ROSE");
    expect(checked()).toEqual([radio("Rosor")]);
    expect(radio("Rosor").closest("label")?.className).toContain("is-chosen");

    fireEvent.click(radio("Fyrverkeri"));
    expect(edits.at(-1)?.document.siteGraphic).toBe("BACKGROUND_IMAGE_BOKEH_FIREWORKS");
    expect(checked()).toEqual([radio("Fyrverkeri")]);
    expect(radio("Rosor").closest("label")?.className).not.toContain("is-chosen");

    fireEvent.click(radio("Ingen grafik"));
    expect(edits.at(-1)?.document.siteGraphic).toBeNull();
    expect(edits).toHaveLength(2);
    expect(new Set(edits.map((e) => e.group)).size).toBe(2);
  });

  it("shows each graphic's own artwork in its thumbnail", () => {
    renderTab();
    const thumb = (name: string) => radio(name).closest("label")?.querySelector("[data-graphic]");
    expect(thumb("Ljuspunkter, mörk")?.getAttribute("data-graphic")).toBe("BACKGROUND_IMAGE_BOKEH_DARK");
    expect(thumb("Ballonger")?.querySelectorAll(".graphic-thumb__piece")).toHaveLength(2);
    expect(thumb("Ingen grafik")).toBeNull();
  });

  it("shows none as chosen when the stored graphic is not one it knows", () => {
    renderTab("sv", "CORNER_GRAPHICS_UNICORNS");
    expect(checked()).toEqual([radio("Ingen grafik")]);
  });
});
