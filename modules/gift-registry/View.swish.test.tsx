// Gift money by Swish on the guest page (issue 27): a Swish gift shows the pre-filled app link (phones)
// and QR code image (computers) with the couple's number, says that no money passes through the page,
// and offers "Jag har swishat"; without the number guests do not see it at all; the editor shows it
// with a note and no reserve buttons.
import { swishAppLink } from "@core/swish";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { siteModuleSchema } from "../schemas";
import { SiteContext } from "../site-context";
import type { ViewMode } from "../view-types";
import { GiftRegistryView } from "./View";

const MESSAGES = { sv, en, da } as const;

const registry = (items: Record<string, unknown>[]) => {
  const module = siteModuleSchema.parse({
    id: "CLIENTIDgifts1",
    siteModuleType: "GiftRegistry",
    title: { sv: "Önskelista" },
    giftRegistry: { items },
  });
  if (module.siteModuleType !== "GiftRegistry") throw new Error("not a registry");
  return module;
};

const FUND = {
  id: "giftRegistryItemTrip",
  title: { sv: "Bröllopsresan", en: "The honeymoon" },
  reservable: false,
  quantity: null,
  kind: "swish",
  swish: { amount: 500, goal: 20000 },
};
const FREE = {
  id: "giftRegistryItemSofa",
  title: { sv: "Soffan" },
  kind: "swish",
  reservable: false,
  quantity: null,
};

function render(
  items: Record<string, unknown>[],
  options: { number?: string | null; mode?: ViewMode; language?: "sv" | "en" | "da" } = {},
) {
  const language = options.language ?? "sv";
  const mode = options.mode ?? "PUBLIC";
  const i18n = createI18n(language, { [language]: { guest: MESSAGES[language].guest } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <SiteContext.Provider
        value={{
          siteId: "s1",
          mode,
          language,
          quickStart: false,
          giftRegistryReservations: [],
          setGiftRegistryReservations: () => {},
          swishNumber: options.number ?? null,
        }}
      >
        <GiftRegistryView module={registry(items)} language={language} mode={mode} isFirst={false} />
      </SiteContext.Provider>
    </I18nextProvider>,
  ).replaceAll("&amp;", "&");
}

describe("a Swish gift on the guest page", () => {
  it("links the Swish app pre-filled and shows the pre-filled QR code, the number and the message", () => {
    const html = render([FUND], { number: "46701234567" });
    const link = swishAppLink({ number: "46701234567", amount: 500, message: "Bröllopsresan" });
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain("Swisha 500 kr");
    expect(html).toContain(
      `src="/api/gift-registry/swish-qr?text=${encodeURIComponent("C0701234567;500,00;Br%C3%B6llopsresan;6")}"`,
    );
    expect(html).toContain("070-123 45 67");
    expect(html).toMatch(/Vi sparar till 20\s000 kr/);
    expect(html).toContain("Inga pengar passerar den här sidan");
    expect(html).toContain("Jag har swishat");
    // Never reserved.
    expect(html).not.toContain("Reservera");
  });

  it("lets the guest choose the amount for 'Swisha ett valfritt belopp'", () => {
    const html = render([FREE], { number: "1234567890" });
    expect(html).toContain("Valfritt belopp");
    expect(html).toContain(
      `href="${swishAppLink({ number: "1234567890", amount: null, message: "Soffan" })}"`,
    );
    expect(html).toContain(encodeURIComponent("C1234567890;;Soffan;6"));
    expect(html).toContain("123 456 78 90");
  });

  it("speaks the page's language", () => {
    const html = render([FUND], { number: "46701234567", language: "en" });
    expect(html).toContain("No money passes through this page");
    expect(html).toContain("I have sent a Swish");
    expect(html).toContain(encodeURIComponent(JSON.stringify({ value: "The honeymoon", editable: true })));
  });

  it("is not shown to guests without the couple's number, while other gifts are", () => {
    const vase = { id: "giftRegistryItemVase", title: { sv: "Vas" }, reservable: true, quantity: 1 };
    const html = render([FUND, vase]);
    expect(html).not.toContain("Bröllopsresan");
    expect(html).not.toContain("swish");
    expect(html).toContain("Vas");
  });

  it("shows in the editor with a note instead of the number", () => {
    const html = render([FUND], { mode: "EDIT" });
    expect(html).toContain("Bröllopsresan");
    expect(html).toContain("Gästerna ser en Swish-knapp på mobilen");
    expect(html).not.toContain("swish://");
  });
});
