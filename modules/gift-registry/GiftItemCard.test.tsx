// A portrait gift photo in the card's 4:3 frame (issue 23 item 10): centred, the frame cut through the
// head; a picture taller than wide is marked and framed from its upper part instead.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { imageSchema } from "@core/images";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { GiftItemCard, isPortrait } from "./GiftItemCard";
import type { GiftRegistryItem } from "./schema";

const photo = (width: number, height: number) =>
  imageSchema.parse({ path: "/media/uploads/s1/", fileName: "gift.jpg", width, height });

function cardImg(width: number, height: number): string {
  const item: GiftRegistryItem = {
    id: "i1",
    title: { sv: "Porträtt" },
    description: {},
    link: "",
    reservable: false,
    quantity: 1,
    image: photo(width, height),
  };
  const state = {
    reserved: 0,
    canReserve: false,
    canCancel: false,
    maxReserve: null,
    status: [],
    fullyReserved: false,
  };
  const html = renderToString(
    <I18nextProvider i18n={createI18n("sv", { sv: { guest: sv.guest } })}>
      <GiftItemCard
        item={item}
        state={state}
        language="sv"
        mode="PUBLIC"
        buttons={{ reserve: "Reservera", cancel: "Avboka" }}
        onOpen={() => {}}
      />
    </I18nextProvider>,
  );
  return /<img[^>]*>/.exec(html)?.[0] ?? "";
}

describe("a gift's photo in its card", () => {
  it("is marked as a portrait when taller than wide, and only then", () => {
    expect(isPortrait(photo(900, 1600))).toBe(true);
    expect(isPortrait(photo(1600, 900))).toBe(false);
    expect(isPortrait(photo(1000, 1000))).toBe(false);
    expect(isPortrait({})).toBe(false);
    expect(cardImg(900, 1600)).toMatch(/class="is-portrait"/);
    expect(cardImg(1600, 900)).not.toMatch(/is-portrait/);
  });

  it("frames a portrait from its upper part, not its middle", () => {
    const css = readFileSync(join(process.cwd(), "design/guest-gifts.css"), "utf8");
    expect(css).toMatch(/\.gift-card__image img\.is-portrait\s*{\s*object-position:\s*50% 20%;/);
  });
});
