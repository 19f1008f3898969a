// @vitest-environment happy-dom
// The crop view's help (issue 23 item 10): on a phone it spoke of arrow keys. With a finger as the main
// pointer it now says to drag with the finger; with a mouse it still tells the keyboard's way too.
// In sv, en and da.
import type { Image } from "@core/images";
import { cleanup, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CropView } from "./CropView";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MESSAGES = { sv, en, da } as const;
type Ui = keyof typeof MESSAGES;
const image: Image = {
  path: "/media/s1/",
  fileName: "a.jpg",
  cdn: true,
  width: 1600,
  height: 1200,
  sizes: [{ size: 1200, fileName: "a-1200.jpg" }],
};

/** A browser whose main pointer is a finger (coarse) or a mouse (fine). */
function pointer(kind: "coarse" | "fine") {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.replace(/\s/g, "") === `(pointer:${kind})`,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function hint(ui: Ui): string {
  const i18n = createI18n(ui, { [ui]: { app: MESSAGES[ui].app } });
  render(
    <I18nextProvider i18n={i18n}>
      <CropView image={image} saving={false} error={null} onSave={() => {}} onCancel={() => {}} />
    </I18nextProvider>,
  );
  const picture = screen.getByRole("img");
  const id = picture.getAttribute("aria-describedby") ?? "";
  return document.getElementById(id)?.textContent ?? "";
}

const WORDS: Record<Ui, { finger: RegExp; keys: RegExp }> = {
  sv: { finger: /fingret/, keys: /piltangent|tangentbord/i },
  en: { finger: /finger/, keys: /arrow key|keyboard/i },
  da: { finger: /fingeren/, keys: /piletast|tastatur/i },
};

describe("the crop view's help", () => {
  for (const ui of ["sv", "en", "da"] as const) {
    it(`says to drag with a finger on a touch screen, and nothing of arrow keys (${ui})`, () => {
      pointer("coarse");
      const text = hint(ui);
      expect(text).toMatch(WORDS[ui].finger);
      expect(text).not.toMatch(WORDS[ui].keys);
    });

    it(`tells the keyboard's way with a mouse (${ui})`, () => {
      pointer("fine");
      const text = hint(ui);
      expect(text).toMatch(WORDS[ui].keys);
      expect(text).not.toMatch(WORDS[ui].finger);
    });
  }
});
