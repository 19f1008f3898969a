// The card's Design drawer (SPEC §4 Print editor; issue 13 item 2): tabs Layout, Grafik, Typsnitt,
// Färger and Logga (Logga for a version-2 site only), the same drawer and pickers as the page's Design
// drawer (web/app/design), each tab with 'Matcha med bröllopssida', which copies the page's setting onto
// the card. The site's tabs edit a SiteDocument: they are given one made of the card's colours, fonts,
// graphic and logo, and what they change of those four comes back to the card.
import type { Brand } from "@core/brands";
import type { SiteDesign } from "@core/print/layouts";
import { PRINT_LAYOUTS, type PrintDocument, type PrintLayout } from "@core/print/schema";
import type { SiteDocument } from "@core/site";
import { type ComponentType, useState } from "react";
import { useTranslation } from "react-i18next";
import { Drawer } from "../design/Drawer";
import { LazyTab, type ReloadableLazy, reloadableLazy } from "../design/LazyTab";
import type { DesignTabProps } from "../design/types";

export const CARD_DESIGN_TABS = ["layout", "graphics", "fonts", "colors", "eventLogo"] as const;
export type CardDesignTab = (typeof CARD_DESIGN_TABS)[number];
type MatchedTab = Exclude<CardDesignTab, "layout">;

// A tab whose chunk fails to load says so inside the drawer, with a retry (design/LazyTab.tsx).
const SITE_TABS: Record<MatchedTab, ComponentType<DesignTabProps> | ReloadableLazy<DesignTabProps>> = {
  graphics: reloadableLazy(() => import("../design/graphics/GraphicsTab").then((m) => m.GraphicsTab)),
  fonts: reloadableLazy(() => import("../design/FontsTab").then((m) => m.FontsTab)),
  colors: reloadableLazy(() => import("../design/colors/ColorsTab").then((m) => m.ColorsTab)),
  eventLogo: reloadableLazy(() => import("../design/event-logo/EventLogoTab").then((m) => m.EventLogoTab)),
};

/** The tabs a card of this site offers: Logga only for a version-2 site (SPEC §2 Invitations). */
export function cardDesignTabs(siteVersion: 1 | 2): CardDesignTab[] {
  return CARD_DESIGN_TABS.filter((tab) => tab !== "eventLogo" || siteVersion === 2);
}

/** The page's design on the card (what 'Matcha med bröllopssida' copies for each tab). */
export function matchSite(print: PrintDocument, tab: MatchedTab, site: SiteDesign): PrintDocument {
  switch (tab) {
    case "colors":
      return { ...print, colorScheme: site.colorScheme };
    case "fonts":
      return { ...print, fonts: site.fonts };
    case "graphics":
      return { ...print, siteGraphic: site.siteGraphic };
    case "eventLogo":
      return { ...print, eventLogo: site.eventLogo };
  }
}

type Props = {
  open: boolean;
  onClose: () => void;
  print: PrintDocument;
  update: (change: (print: PrintDocument) => PrintDocument) => void;
  /** The page's document (for the pickers' previews) and its design. */
  site: SiteDocument;
  design: SiteDesign;
  onLayout: (layout: PrintLayout) => void;
  onMatched: (tab: MatchedTab) => void;
  brand: Brand;
  language: string;
  /** A version-1 site (made with the old editor) has no event logo: its card has no Logga tab. */
  siteVersion: 1 | 2;
};

export function CardDesignDrawer({
  open,
  onClose,
  print,
  update,
  site,
  design,
  onLayout,
  onMatched,
  brand,
  language,
  siteVersion,
}: Props) {
  const { t } = useTranslation("app");
  const tabs = cardDesignTabs(siteVersion);
  const [chosen, setTab] = useState<CardDesignTab>("layout");
  const tab = tabs.includes(chosen) ? chosen : "layout";
  // The site's pickers edit a page document: the card's four design settings on the page's own.
  const asDocument: SiteDocument = {
    ...site,
    colorScheme: print.colorScheme,
    fonts: print.fonts,
    siteGraphic: print.siteGraphic,
    eventLogo: print.eventLogo,
  };
  const updateFromTab: DesignTabProps["update"] = (change) =>
    update((current) => {
      const changed = change({
        ...site,
        colorScheme: current.colorScheme,
        fonts: current.fonts,
        siteGraphic: current.siteGraphic,
        eventLogo: current.eventLogo,
      });
      return {
        ...current,
        colorScheme: changed.colorScheme,
        fonts: changed.fonts,
        siteGraphic: changed.siteGraphic,
        eventLogo: changed.eventLogo ?? null,
      };
    });
  const View = tab === "layout" ? null : SITE_TABS[tab];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t("invitations.designPanel")}
      className="design-drawer card-design-drawer"
      tabs={{
        items: tabs.map((id) => ({ id, label: t(`invitations.tabs.${id}`) })),
        active: tab,
        onChange: (id) => setTab(id as CardDesignTab),
        label: t("invitations.designPanel"),
      }}
    >
      {tab === "layout" ? (
        <div className="design-tab card-design__layout">
          <fieldset className="card-editor__choices">
            <legend>{t("invitations.layout")}</legend>
            {PRINT_LAYOUTS.map((layout) => (
              <label key={layout} className="choice">
                <input
                  type="radio"
                  name="layout"
                  checked={print.layout === layout}
                  onChange={() => onLayout(layout)}
                />
                <span>{t(`invitations.layouts.${layout}`)}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="card-editor__choices">
            <legend>{t("invitations.corners")}</legend>
            {(["none", "rounded"] as const).map((trim) => (
              <label key={trim} className="choice">
                <input
                  type="radio"
                  name="trim"
                  checked={print.trim === trim}
                  onChange={() => update((current) => ({ ...current, trim }))}
                />
                <span>{t(`invitations.trim.${trim}`)}</span>
              </label>
            ))}
          </fieldset>
        </div>
      ) : (
        <>
          <div className="card-design__match">
            <button
              type="button"
              className="button button--small"
              disabled={tab === "eventLogo" && !design.eventLogo}
              onClick={() => {
                update((current) => matchSite(current, tab, design));
                onMatched(tab);
              }}
            >
              {t("invitations.matchTitle")}
            </button>
            {tab === "eventLogo" && !design.eventLogo ? (
              <p className="checkout__note">{t("invitations.noSiteLogo")}</p>
            ) : null}
          </div>
          {View ? (
            <LazyTab
              name={tab}
              where="card design drawer"
              view={View}
              props={{ draft: asDocument, update: updateFromTab, brand, language }}
            />
          ) : null}
        </>
      )}
    </Drawer>
  );
}
