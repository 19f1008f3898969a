// The Design drawer (SPEC §2): design templates, themes, fonts, colours, site graphics and (wedding
// brand only) the event logo, in tabs beside the page. Every tab edits the draft through `update`
// under one undo group per tab visit, so a burst of changes in a tab undoes together (a tab may name
// finer bursts of its own, such as one template pick). The tabs other than the first are loaded when
// first opened, keeping the editor's first load light.
import type { Brand } from "@core/brands";
import type { SiteDocument } from "@core/site";
import { type ComponentType, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Drawer } from "./Drawer";
import { LazyTab, type ReloadableLazy, reloadableLazy } from "./LazyTab";
import { TemplatesTab } from "./TemplatesTab";
import type { DesignTabProps, DraftUpdate } from "./types";

export const DESIGN_TABS = ["templates", "themes", "fonts", "colors", "graphics", "eventLogo"] as const;
export type DesignTab = (typeof DESIGN_TABS)[number];

// A tab whose chunk fails to load says so inside the drawer, with a retry (LazyTab.tsx).
const TAB_VIEWS: Record<DesignTab, ComponentType<DesignTabProps> | ReloadableLazy<DesignTabProps>> = {
  templates: TemplatesTab,
  themes: reloadableLazy(() => import("./ThemesTab").then((m) => m.ThemesTab)),
  fonts: reloadableLazy(() => import("./FontsTab").then((m) => m.FontsTab)),
  colors: reloadableLazy(() => import("./colors/ColorsTab").then((m) => m.ColorsTab)),
  graphics: reloadableLazy(() => import("./graphics/GraphicsTab").then((m) => m.GraphicsTab)),
  eventLogo: reloadableLazy(() => import("./event-logo/EventLogoTab").then((m) => m.EventLogoTab)),
};

/** The tabs a brand sees (the event logo is the wedding brand's). */
export function designTabs(brand: Brand): DesignTab[] {
  return DESIGN_TABS.filter((tab) => tab !== "eventLogo" || brand === "wedding");
}

export type DesignDrawerProps = {
  open: boolean;
  onClose: () => void;
  draft: SiteDocument;
  update: DraftUpdate;
  brand: Brand;
  language: string;
};

export function DesignDrawer({ open, onClose, draft, update, brand, language }: DesignDrawerProps) {
  const { t } = useTranslation("app");
  const tabs = designTabs(brand);
  const [chosen, setChosen] = useState<DesignTab>("templates");
  const tab = tabs.includes(chosen) ? chosen : "templates";
  // A new undo group each time the drawer opens or another tab is chosen.
  const visit = useRef({ open, tab, count: 0 });
  if (visit.current.open !== open || visit.current.tab !== tab) {
    visit.current = { open, tab, count: visit.current.count + 1 };
  }
  const group = `design-${tab}-${visit.current.count}`;
  const tabUpdate: DraftUpdate = (change, finer) => update(change, finer ? `${group}-${finer}` : group);
  const View = TAB_VIEWS[tab];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t("design.drawer.title")}
      className="design-drawer"
      tabs={{
        items: tabs.map((id) => ({ id, label: t(`design.tabs.${id}`) })),
        active: tab,
        onChange: (id) => setChosen(id as DesignTab),
        label: t("design.drawer.tabsLabel"),
      }}
    >
      <LazyTab
        name={tab}
        where="design drawer"
        view={View}
        props={{ draft, update: tabUpdate, brand, language }}
      />
    </Drawer>
  );
}
