// @vitest-environment happy-dom
// The card's Design drawer offers Logga only for a version-2 site (SPEC §2 Invitations: 'Logga
// (version-2 sites only)'; issue 23 audit item 7): a site made with the old editor has no event logo.
import { newPrint } from "@core/print/layouts";
import { type SiteDocument, siteDocumentSchema } from "@core/site";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { CardDesignDrawer, cardDesignTabs } from "./CardDesignDrawer";

afterEach(cleanup);

const SITE = siteDocumentSchema.parse({
  siteModules: [{ id: "head", siteModuleType: "Header", title: { sv: "Anna & Johan" } }],
}) as SiteDocument;
const DESIGN = { colorScheme: SITE.colorScheme, fonts: SITE.fonts, siteGraphic: null, eventLogo: null };
const PRINT = newPrint(DESIGN, {
  names: "Anna & Johan",
  dateText: "",
  placeText: "",
  siteUrl: null,
  language: "sv",
});

function tabNames(siteVersion: 1 | 2): string[] {
  render(
    <I18nextProvider i18n={createI18n("sv", { sv: { app: sv.app } })}>
      <CardDesignDrawer
        open
        onClose={() => {}}
        print={PRINT}
        update={() => {}}
        site={SITE}
        design={DESIGN}
        onLayout={() => {}}
        onMatched={() => {}}
        brand="wedding"
        language="sv"
        siteVersion={siteVersion}
      />
    </I18nextProvider>,
  );
  const drawer = screen.getByRole("dialog", { name: "Kortets utseende" });
  return within(drawer)
    .getAllByRole("tab")
    .map((tab) => tab.textContent ?? "");
}

describe("the card's Design drawer", () => {
  it("offers Layout, Grafik, Typsnitt, Färger and Logga for a version-2 site", () => {
    expect(tabNames(2)).toEqual(["Layout", "Grafik", "Typsnitt", "Färger", "Logga"]);
  });

  it("has no Logga tab for a version-1 site", () => {
    expect(tabNames(1)).toEqual(["Layout", "Grafik", "Typsnitt", "Färger"]);
  });

  it("cardDesignTabs says the same", () => {
    expect(cardDesignTabs(1)).not.toContain("eventLogo");
    expect(cardDesignTabs(2)).toContain("eventLogo");
  });
});
