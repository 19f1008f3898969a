// @vitest-environment happy-dom
// The Design drawer as the editor uses it: opened from a button, focus inside, tabs by arrow keys,
// the event logo tab for the wedding brand only, a template choice as one undo step of its own
// group, and Escape closing it with focus back on the button that opened it.
import { THEMES } from "@core/design";
import { type SiteDocument, siteDocumentSchema } from "@core/site";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { DesignDrawer, designTabs } from "./DesignDrawer";
import type { DraftUpdate } from "./types";

const START = siteDocumentSchema.parse({
  siteModules: [{ id: "head", siteModuleType: "Header", title: { sv: "Anna & Johan" } }],
}) as SiteDocument;

function Harness({ groups }: { groups: (string | undefined)[] }) {
  const [draft, setDraft] = useState(START);
  const [open, setOpen] = useState(false);
  const update: DraftUpdate = (change, group) => {
    groups.push(group);
    setDraft(change);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öppna design
      </button>
      <DesignDrawer
        open={open}
        onClose={() => setOpen(false)}
        draft={draft}
        update={update}
        brand="wedding"
        language="sv"
      />
      <output data-testid="design">{`${draft.theme} ${draft.fonts.heading} ${draft.mostRecentSelectedDesignTemplate}`}</output>
    </>
  );
}

function renderDrawer() {
  const groups: (string | undefined)[] = [];
  render(
    <I18nextProvider i18n={createI18n("sv", { sv: { app: sv.app } })}>
      <Harness groups={groups} />
    </I18nextProvider>,
  );
  const opener = screen.getByRole("button", { name: "Öppna design" });
  opener.focus();
  fireEvent.click(opener);
  return { groups, opener, drawer: screen.getByRole("dialog", { name: "Design" }) };
}

afterEach(cleanup);

describe("designTabs", () => {
  it("offers the event logo to the wedding brand only", () => {
    expect(designTabs("wedding")).toContain("eventLogo");
    expect(designTabs("party")).not.toContain("eventLogo");
    expect(designTabs("event")[0]).toBe("templates");
  });
});

describe("DesignDrawer", () => {
  it("takes focus when opened and starts at the templates", () => {
    const { drawer } = renderDrawer();
    expect(drawer.contains(document.activeElement)).toBe(true);
    const tab = within(drawer).getByRole("tab", { name: "Designmallar" });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(within(drawer).getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(tab.id);
  });

  it("moves between tabs with the arrow keys, wrapping at the ends", () => {
    const { drawer } = renderDrawer();
    const list = within(drawer).getByRole("tablist", { name: "Designinställningar" });
    const first = within(list).getByRole("tab", { name: "Designmallar" });
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    const themes = within(list).getByRole("tab", { name: "Teman" });
    expect(themes.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(themes);
    fireEvent.keyDown(themes, { key: "ArrowLeft" });
    fireEvent.keyDown(first, { key: "ArrowLeft" });
    expect(within(list).getByRole("tab", { name: "Logga" }).getAttribute("aria-selected")).toBe("true");
  });

  it("applies a template as one step of its own group, pressed once chosen", () => {
    const { drawer, groups } = renderDrawer();
    const navy = within(drawer).getByRole("button", { name: "Modern marin" });
    expect(navy.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(navy);
    expect(screen.getByTestId("design").textContent).toBe("theme10 Montserrat MODERN_NAVY");
    expect(within(drawer).getByRole("button", { name: "Modern marin" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    fireEvent.click(within(drawer).getByRole("button", { name: "Eukalyptus" }));
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatch(/^design-templates-\d+-template-1$/);
    expect(groups[1]).not.toBe(groups[0]);
  });

  it("changes the theme and the fonts from their tabs", () => {
    const { drawer } = renderDrawer();
    fireEvent.click(within(drawer).getByRole("tab", { name: "Teman" }));
    return screen.findByRole("button", { name: "Art déco" }).then(async (theme11) => {
      fireEvent.click(theme11);
      expect(screen.getByTestId("design").textContent).toMatch(/^theme11 /);
      // theme6 is not offered; theme12 is (wedding).
      expect(within(drawer).queryByRole("button", { name: "Mjuka kort" })).toBeNull();
      expect(within(drawer).getByRole("button", { name: "Trädgård" })).toBeTruthy();
      fireEvent.click(within(drawer).getByRole("tab", { name: "Typsnitt" }));
      fireEvent.click(await screen.findByRole("radio", { name: "Cinzel" }));
      expect(screen.getByTestId("design").textContent).toBe("theme11 Cinzel null");
    });
  });

  it("closes on Escape and gives focus back to its button", async () => {
    const { drawer, opener } = renderDrawer();
    fireEvent.keyDown(drawer, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    // Radix moves focus back once the drawer has unmounted (a task later).
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe("the themes tab (issue 23 item 8)", () => {
  it("names each theme for its look, in the UI language, with a line describing it", () => {
    const { drawer } = renderDrawer();
    fireEvent.click(within(drawer).getByRole("tab", { name: "Teman" }));
    const themes = within(drawer)
      .getAllByRole("button")
      .filter((button) => button.hasAttribute("aria-pressed"));
    const names = themes.map((button) => button.querySelector(".design-choice__name")?.textContent);
    expect(names).toEqual([
      "Klassisk",
      "Stram",
      "Romantisk",
      "Färgblock",
      "Stor bild",
      "Tidning",
      "Art déco",
      "Trädgård",
    ]);
    for (const button of themes) {
      expect(button.textContent).not.toMatch(/Tema \d/);
      const described = document.getElementById(button.getAttribute("aria-describedby") ?? "");
      expect(described?.textContent?.length).toBeGreaterThan(15);
    }
    expect(screen.getByRole("button", { name: "Klassisk" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("names each design template's theme too", () => {
    const { drawer } = renderDrawer();
    const classic = within(drawer).getByRole("button", { name: "Klassisk grön" });
    const described = document.getElementById(classic.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("Tema: Klassisk");
    const navy = within(drawer).getByRole("button", { name: "Modern marin" });
    expect(document.getElementById(navy.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Tema: Tidning",
    );
  });

  it("has a distinct name and description for every theme in sv, en and da", () => {
    for (const messages of [sv, en, da]) {
      const { names, looks } = messages.app.design.themes;
      for (const theme of THEMES) {
        expect(names[theme]).toMatch(/^\p{Lu}\p{L}/u);
        expect(names[theme]).not.toMatch(/\d/);
        expect(looks[theme]?.length).toBeGreaterThan(15);
      }
      expect(new Set(THEMES.map((theme) => names[theme])).size).toBe(THEMES.length);
    }
  });
});
