// @vitest-environment happy-dom
// Removing a gift in the gift registry editor (issue 23 item 10) asks with the product's own dialog,
// as removing a module does ('Ta bort modul'), never with the browser's confirm(); in sv, en and da.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EditorContext, type EditorContextValue } from "../shared/editor/context";
import { GiftRegistryEditor } from "./Editor";
import { type GiftRegistryModule, giftRegistrySchema } from "./schema";

const confirm = vi.fn(() => true);
beforeEach(() => {
  confirm.mockClear();
  vi.stubGlobal("confirm", confirm);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MESSAGES = { sv, en, da } as const;
type Ui = keyof typeof MESSAGES;

const GIFTS: Record<Ui, string[]> = {
  sv: ["Kaffekoppar", "Handdukar", "Vinglas", "Bröllopsresa"],
  en: ["Coffee cups", "Towels", "Wine glasses", "Honeymoon"],
  da: ["Kaffekopper", "Håndklæder", "Vinglas", "Bryllupsrejse"],
};

function moduleIn(ui: Ui): GiftRegistryModule {
  return giftRegistrySchema.parse({
    id: "g1",
    siteModuleType: "GiftRegistry",
    title: { [ui]: "Önskelista" },
    // Four gifts: the cards start closed, so only their heads (and remove buttons) are drawn.
    giftRegistry: {
      items: GIFTS[ui].map((title, n) => ({ id: `gift${n}`, title: { [ui]: title }, quantity: 1 })),
    },
  });
}

function Harness({ ui, seen }: { ui: Ui; seen: GiftRegistryModule[] }) {
  const [module, setModule] = useState(() => moduleIn(ui));
  return (
    <GiftRegistryEditor
      module={module}
      language={ui}
      focus={{ view: "EDIT" }}
      onChange={(next) => {
        seen.push(next);
        setModule(next);
      }}
    />
  );
}

function open(ui: Ui) {
  const i18n = createI18n(ui, { [ui]: { app: MESSAGES[ui].app, guest: MESSAGES[ui].guest } });
  const context = { apiBase: "/api/sites/s1", languages: [ui], language: ui } as EditorContextValue;
  const seen: GiftRegistryModule[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={context}>
        <Harness ui={ui} seen={seen} />
      </EditorContext.Provider>
    </I18nextProvider>,
  );
  return seen;
}

const WORDS: Record<Ui, { remove: string; question: string; text: string; cancel: string }> = {
  sv: {
    remove: "Ta bort",
    question: "Ta bort Kaffekoppar?",
    text: "Det går inte att ångra.",
    cancel: "Avbryt",
  },
  en: { remove: "Remove", question: "Remove Coffee cups?", text: "This cannot be undone.", cancel: "Cancel" },
  da: {
    remove: "Fjern",
    question: "Fjern Kaffekopper?",
    text: "Det kan ikke fortrydes.",
    cancel: "Annuller",
  },
};

describe("removing a gift (issue 23 item 10)", () => {
  for (const ui of ["sv", "en", "da"] as const) {
    it(`asks in the product's own dialog, not the browser's confirm() (${ui})`, () => {
      const words = WORDS[ui];
      const seen = open(ui);
      const first = GIFTS[ui][0] as string;
      fireEvent.click(screen.getByRole("button", { name: `${words.remove}: ${first}` }));
      expect(confirm).not.toHaveBeenCalled();
      const dialog = screen.getByRole("alertdialog", { name: words.question });
      expect(within(dialog).getByText(words.text)).toBeTruthy();
      expect(seen).toEqual([]);

      // Avbryt keeps the gift.
      fireEvent.click(within(dialog).getByRole("button", { name: words.cancel }));
      expect(screen.queryByRole("alertdialog")).toBeNull();
      expect(seen).toEqual([]);

      // Asked again and confirmed: that gift, and only it, is gone.
      fireEvent.click(screen.getByRole("button", { name: `${words.remove}: ${first}` }));
      const again = screen.getByRole("alertdialog", { name: words.question });
      fireEvent.click(within(again).getByRole("button", { name: words.remove }));
      expect(screen.queryByRole("alertdialog")).toBeNull();
      const last = seen.at(-1);
      expect(last?.giftRegistry.items.map((item) => item.title[ui])).toEqual(GIFTS[ui].slice(1));
      expect(confirm).not.toHaveBeenCalled();
    });
  }
});
