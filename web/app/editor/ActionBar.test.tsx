// @vitest-environment happy-dom
// The editor's action bar on a phone (issue 23 item 4): Publish (Välj adress, or the live address once
// published) and Spara stay in the bar with the 'Fler val' menu, which holds everything else (Redigera,
// Granska, Ångra, Gör om, the language, Översätt, Design, Mer); the menu is a button with
// aria-expanded, focus goes into it and back, Escape and a tap outside close it; sv/en/da. The wide
// bar is unchanged. The phone width comes from a matchMedia stub, as in the browser.
import type { Site } from "@core/site";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import type { ComponentProps } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ActionBar } from "./ActionBar";
import { PHONE_BAR_QUERY } from "./phone-width";

const SITE_ID = "0123456789abcdef01234567";
const MESSAGES = { sv, en, da } as const;

/** window.matchMedia answering the phone query with `phone` (the editor's own query only). */
function stubWidth(phone: boolean) {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: query === PHONE_BAR_QUERY ? phone : false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

type Options = {
  phone?: boolean;
  languages?: string[];
  active?: boolean;
  canUndo?: boolean;
  canRedo?: boolean;
  ui?: keyof typeof MESSAGES;
};

function renderBar(options: Options = {}) {
  stubWidth(options.phone ?? true);
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(["site", SITE_ID], {
    _id: SITE_ID,
    host: options.active ? "anna-och-erik.brollopssidan.se" : null,
    active: options.active ?? false,
  } as unknown as Site);
  const props = {
    siteId: SITE_ID,
    quickStart: false,
    review: false,
    setReview: vi.fn(),
    languages: options.languages ?? ["sv", "en"],
    language: "sv",
    setLanguage: vi.fn(),
    translateMode: false,
    setTranslateMode: vi.fn(),
    canUndo: options.canUndo ?? true,
    canRedo: options.canRedo ?? false,
    undo: vi.fn(),
    redo: vi.fn(),
    chooseAddressHref: `/redigera/${SITE_ID}/valj-adress`,
    dirty: false,
    saving: false,
    onSave: vi.fn(),
    drawer: null,
    toggleDrawer: vi.fn(),
  } satisfies ComponentProps<typeof ActionBar>;
  const ui = options.ui ?? "sv";
  render(
    <MemoryRouter initialEntries={[`/redigera/${SITE_ID}`]}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={createI18n(ui, { [ui]: { app: MESSAGES[ui].app } })}>
          <ActionBar {...props} />
          <main>
            <p>Sidan</p>
          </main>
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return props;
}

const bar = () => screen.getByRole("banner");
const menuButton = () => within(bar()).getByRole("button", { name: "Fler val" });
/** The menu's panel, by the button's aria-controls. */
const panel = () => {
  const id = menuButton().getAttribute("aria-controls");
  const element = id ? document.getElementById(id) : null;
  if (!element) throw new Error("the menu button controls no element");
  return element;
};
/** Names of the bar's controls that show now (a closed menu's panel is hidden). */
const shownControls = () =>
  [...bar().querySelectorAll("a[href], button, select")]
    .filter((element) => !element.closest("[hidden]"))
    .map((element) => element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the action bar on a phone", () => {
  it("shows only the side menu, Välj adress, the 'Fler val' menu button and Spara", () => {
    renderBar();
    expect(shownControls()).toEqual(["Meny", "Välj adress", "Fler val", "Spara"]);
    expect(within(bar()).getByRole("link", { name: "Välj adress" }).getAttribute("href")).toBe(
      `/redigera/${SITE_ID}/valj-adress`,
    );
    for (const name of ["Ångra", "Gör om", "Översätt", "Design", "Mer", "Granska"]) {
      expect(within(bar()).queryByRole("button", { name })).toBeNull();
    }
    expect(within(bar()).queryByRole("combobox")).toBeNull();
    // Nothing in the bar scrolls sideways any more.
    expect(bar().querySelector(".action-bar__scroll")).toBeNull();
  });

  it("opens the menu with the other actions, focus on the first, and Escape closes it back on its button", () => {
    renderBar();
    const toggle = menuButton();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(panel().hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(panel().hidden).toBe(false);
    const menu = within(panel());
    expect(menu.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Redigera",
      "Granska",
      "Ångra",
      "Gör om",
      "Översätt",
      "Design",
      "Mer",
    ]);
    expect(menu.getByRole("combobox", { name: "Språk du redigerar" })).toBeTruthy();
    expect(document.activeElement).toBe(menu.getByRole("button", { name: "Redigera" }));

    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it("undoes and redoes from the menu, which stays open; what cannot be done is aria-disabled", () => {
    const props = renderBar({ canUndo: true, canRedo: false });
    fireEvent.click(menuButton());
    const menu = within(panel());
    fireEvent.click(menu.getByRole("button", { name: "Ångra" }));
    expect(props.undo).toHaveBeenCalledOnce();
    const redo = menu.getByRole("button", { name: "Gör om" });
    expect(redo.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(redo);
    expect(props.redo).not.toHaveBeenCalled();
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
  });

  it("switches translate mode and the edited language from the menu", () => {
    const props = renderBar({ languages: ["sv", "en", "da"] });
    fireEvent.click(menuButton());
    const menu = within(panel());
    const translate = menu.getByRole("button", { name: "Översätt" });
    expect(translate.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(translate);
    expect(props.setTranslateMode).toHaveBeenCalledWith(true);
    const select = menu.getByRole("combobox", { name: "Språk du redigerar" }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(["Svenska", "Engelska", "Danska"]);
    fireEvent.change(select, { target: { value: "da" } });
    expect(props.setLanguage).toHaveBeenCalledWith("da");
  });

  it("leaves out the language and Översätt with one language", () => {
    renderBar({ languages: ["sv"] });
    fireEvent.click(menuButton());
    expect(within(panel()).queryByRole("button", { name: "Översätt" })).toBeNull();
    expect(within(panel()).queryByRole("combobox")).toBeNull();
  });

  it("opens Mer and Design from the menu, which closes with focus on its button (the drawer's opener)", () => {
    const props = renderBar();
    fireEvent.click(menuButton());
    const more = within(panel()).getByRole("button", { name: "Mer" });
    expect(more.getAttribute("aria-haspopup")).toBe("dialog");
    fireEvent.click(more);
    expect(props.toggleDrawer).toHaveBeenCalledWith("more");
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(menuButton());
    fireEvent.click(menuButton());
    fireEvent.click(within(panel()).getByRole("button", { name: "Granska" }));
    expect(props.setReview).toHaveBeenCalledWith(true);
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on a tap outside, and when Tab leaves it", () => {
    renderBar();
    fireEvent.click(menuButton());
    fireEvent.pointerDown(screen.getByText("Sidan"));
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(menuButton());
    const last = within(panel()).getByRole("button", { name: "Mer" });
    const save = within(bar()).getByRole("button", { name: "Spara" });
    act(() => {
      last.focus();
      save.focus();
    });
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
  });

  it("keeps the live address and its copy button in the bar once published, not Välj adress", () => {
    renderBar({ active: true });
    expect(shownControls()).toEqual([
      "Meny",
      "Öppna sidan anna-och-erik.brollopssidan.se (öppnas i en ny flik)",
      "Kopiera adressen anna-och-erik.brollopssidan.se",
      "Fler val",
      "Spara",
    ]);
  });

  it.each([
    ["en", "More options", ["Edit", "Review", "Undo", "Redo", "Translate", "Design", "More"]],
    ["da", "Flere valg", ["Rediger", "Gennemse", "Fortryd", "Gentag", "Oversæt", "Design", "Mere"]],
  ] as const)("speaks %s", (ui, label, items) => {
    renderBar({ ui });
    const toggle = within(bar()).getByRole("button", { name: label });
    fireEvent.click(toggle);
    const id = toggle.getAttribute("aria-controls") ?? "";
    const menu = within(document.getElementById(id) as HTMLElement);
    expect(menu.getAllByRole("button").map((b) => b.textContent)).toEqual([...items]);
  });
});

describe("the action bar on a wide screen", () => {
  it("keeps every action in the bar, without the phone menu", () => {
    renderBar({ phone: false });
    expect(within(bar()).queryByRole("button", { name: "Fler val" })).toBeNull();
    for (const name of ["Redigera", "Granska", "Design", "Mer", "Översätt", "Ångra", "Gör om", "Spara"]) {
      expect(within(bar()).getByRole("button", { name })).toBeTruthy();
    }
    expect(within(bar()).getByRole("combobox", { name: "Språk du redigerar" })).toBeTruthy();
    expect(within(bar()).getByRole("link", { name: "Välj adress" })).toBeTruthy();
  });
});
