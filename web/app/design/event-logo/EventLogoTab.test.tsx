// @vitest-environment happy-dom
// The event logo tab as an owner uses it: no logo or a kind picked from previews, a new logo with the
// title's names and the date a year ahead, the editor's texts, colours and monogram sliders (keyboard
// steps 1 and 10), switching kinds and back to none, and one undo group per burst.
import { type SiteDocument, siteDocumentSchema } from "@core/site";
import { createSiteModule } from "@modules/schemas";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DraftUpdate } from "../types";
import { EventLogoTab } from "./EventLogoTab";

type Edit = { group: string | undefined; document: SiteDocument };

function Harness({ start, edits, language }: { start: SiteDocument; edits: Edit[]; language: string }) {
  const [draft, setDraft] = useState(start);
  const update: DraftUpdate = (change, group) =>
    setDraft((document) => {
      const next = change(document);
      edits.push({ group, document: next });
      return next;
    });
  return <EventLogoTab draft={draft} update={update} brand="wedding" language={language} />;
}

function renderTab({
  language = "sv",
  title = "Anna & Erik",
}: {
  language?: "sv" | "en";
  title?: string;
} = {}) {
  const i18n = createI18n(language, { [language]: { app: { sv, en }[language].app } });
  const header = createSiteModule("Header", "h1");
  header.title = { [language]: title };
  const start = siteDocumentSchema.parse({ siteModules: [header] });
  const edits: Edit[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <Harness start={start} edits={edits} language={language} />
    </I18nextProvider>,
  );
  const last = () => edits.at(-1)?.document.eventLogo;
  return { edits, last };
}

const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;
const slider = (name: string) => screen.getByRole("slider", { name }) as HTMLInputElement;
const textbox = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T12:00:00Z"));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("EventLogoTab", () => {
  it("offers no logo and the seven kinds as one radio group, none chosen at first", () => {
    renderTab();
    const group = screen.getByRole("group", { name: "Logga" });
    expect(within(group).getAllByRole("radio")).toHaveLength(8);
    expect(radio("Ingen logga").checked).toBe(true);
    expect(screen.queryByRole("textbox")).toBeNull();
    // Each kind is previewed with the title's names.
    expect(group.querySelectorAll("svg.event-logo")).toHaveLength(7);
    expect(group.textContent).toContain("Anna");
  });

  it("makes a new badge with the title's names, the date a year ahead and the initials 9, 12, 6", () => {
    const { last } = renderTab();
    fireEvent.click(radio("Monogram i cirkel"));
    expect(last()).toMatchObject({
      name: "ModernMonogramBadge",
      name1: "Anna",
      name2: "Erik",
      additionalText: "23 november 2027",
      fontSizeInitials: 9,
      distanceInitialsX: 12,
      distanceInitialsY: 6,
    });
    expect(radio("Monogram i cirkel").checked).toBe(true);
    expect(textbox("Första namnet").value).toBe("Anna");
    expect(textbox("Text under (datum eller plats)").value).toBe("23 november 2027");
    expect(slider("Initialernas storlek").value).toBe("9");
    expect(slider("Avstånd mellan initialerna").value).toBe("12");
    expect(slider("Höjdskillnad mellan initialerna").value).toBe("6");
  });

  it("steps the sliders 1 with arrows and 10 with Page keys or Shift, within 1–15 and −14..14", () => {
    const { last } = renderTab();
    fireEvent.click(radio("Monogram med linje"));
    const size = slider("Initialernas storlek");
    expect(size.value).toBe("10");
    fireEvent.keyDown(size, { key: "ArrowRight" });
    expect(last()?.fontSizeInitials).toBe(11);
    fireEvent.keyDown(size, { key: "PageUp" });
    expect(last()?.fontSizeInitials).toBe(15);
    fireEvent.keyDown(size, { key: "ArrowLeft", shiftKey: true });
    expect(last()?.fontSizeInitials).toBe(5);
    fireEvent.keyDown(size, { key: "PageDown" });
    expect(last()?.fontSizeInitials).toBe(1);
    const x = slider("Avstånd mellan initialerna");
    fireEvent.keyDown(x, { key: "End" });
    expect(last()?.distanceInitialsX).toBe(14);
    fireEvent.keyDown(x, { key: "Home" });
    expect(last()?.distanceInitialsX).toBe(-14);
    fireEvent.change(slider("Höjdskillnad mellan initialerna"), { target: { value: "-3" } });
    expect(last()?.distanceInitialsY).toBe(-3);
  });

  it("has no sliders for the kinds that write the names out", () => {
    renderTab();
    fireEvent.click(radio("Ram med blad"));
    expect(screen.queryByRole("slider")).toBeNull();
    expect(textbox("Andra namnet").value).toBe("Erik");
  });

  it("edits texts and own colours; switching kinds keeps them, no logo and back brings them again", () => {
    const { last } = renderTab();
    fireEvent.click(radio("Avslappnad handstil"));
    fireEvent.change(textbox("Första namnet"), { target: { value: "Maja" } });
    fireEvent.change(textbox("Text under (datum eller plats)"), { target: { value: "Visby" } });
    expect(screen.queryByLabelText("Textfärg")).toBeNull();
    fireEvent.click(screen.getByRole("switch", { name: "Egen textfärg" }));
    // The own colour starts from the page's text colour (DEFAULT_COLOR_SCHEME.onBackground), not black.
    expect(last()?.colorText).toEqual({ override: true, color: "#1d2a26" });
    fireEvent.change(screen.getByLabelText("Textfärg"), { target: { value: "#7A2E3A" } });
    expect(last()?.colorText).toEqual({ override: true, color: "#7a2e3a" });

    fireEvent.click(radio("Handritat hjärta"));
    expect(last()).toMatchObject({ name: "HandDrawnHeart", name1: "Maja", additionalText: "Visby" });
    expect(last()?.colorText.color).toBe("#7a2e3a");
    fireEvent.click(radio("Ingen logga"));
    expect(last()).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    fireEvent.click(radio("Monogram med mittlinje"));
    expect(last()).toMatchObject({
      name: "ModernMonogramBorderBetween",
      name1: "Maja",
      fontSizeInitials: 10,
    });
  });

  it("groups each burst into one undo step: a pick, a field's typing, a slider's moves", () => {
    const { edits } = renderTab();
    fireEvent.click(radio("Monogram i cirkel"));
    const name = textbox("Första namnet");
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: "Ma" } });
    fireEvent.change(name, { target: { value: "Maja" } });
    const size = slider("Initialernas storlek");
    fireEvent.focus(size);
    fireEvent.keyDown(size, { key: "ArrowUp" });
    fireEvent.keyDown(size, { key: "ArrowUp" });
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: "Majken" } });
    const groups = edits.map((e) => e.group);
    expect(groups).toHaveLength(6);
    expect(groups[1]).toBe(groups[2]);
    expect(groups[3]).toBe(groups[4]);
    expect(new Set([groups[0], groups[1], groups[3], groups[5]]).size).toBe(4);
  });

  it("leaves the names empty when the title does not name two people, and speaks English", () => {
    const { last } = renderTab({ language: "en", title: "Welcome to our wedding" });
    fireEvent.click(radio("Monogram with a divider"));
    expect(last()).toMatchObject({ name1: "", name2: "" });
    expect(last()?.additionalText).toMatch(/^(23 November 2027|November 23, 2027)$/);
    expect(screen.getByRole("heading", { name: "Edit the logo" })).toBeTruthy();
  });
});
