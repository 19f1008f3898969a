// The page made of the site's ordered modules: the guest page and the editor's canvas are this same
// component, so what the owner edits is exactly what guests see.
import { menuEntries, moduleAnchors } from "@core/anchors";
import type { ColorScheme } from "@core/colors";
import type { EventLogo, Theme } from "@core/design";
import type { Fonts } from "@core/fonts";
import type { SiteModule } from "@modules/schemas";
import { type GiftReservation, SiteContext, type SiteContextValue } from "@modules/site-context";
import type { ModuleViewProps, ViewMode } from "@modules/view-types";
import { MODULE_VIEWS } from "@modules/views";
import { useTranslation } from "@web/i18n/use-translation";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { Menu } from "./Menu";
import { ModuleBoundary, PageBoundary } from "./ModuleBoundary";
import { SiteGraphic } from "./SiteGraphic";
import type { BrandInfo, RenderedIsland } from "./state";
import { themeStyle } from "./theme";

export type SitePageProps = {
  site: {
    /** Absent for a page that was never saved. */
    _id?: string;
    quickStart?: boolean;
    giftRegistryReservations?: GiftReservation[];
    siteModules: SiteModule[];
    theme: Theme;
    eventLogo?: EventLogo | null;
    colorScheme: ColorScheme;
    fonts: Fonts;
    /** SPEC §3 site graphic (a decoration layer); absent or null draws none. */
    siteGraphic?: string | null;
    availableLanguages: { languageCode: string }[];
  };
  language: string;
  mode: ViewMode;
  brand: BrandInfo;
  linkQuery: string;
  /** The editor wraps each module with its own controls. */
  decorateModule?: (module: SiteModule, index: number, view: ReactNode) => ReactNode;
  /** The editor: a module clicked in edit mode asks for its editor (SiteContextValue.requestEdit). */
  requestEdit?: SiteContextValue["requestEdit"];
  /** The guest page on the server: interactive modules already rendered as islands, by module id. */
  islands?: ReadonlyMap<string, RenderedIsland>;
  /** A household that came by its personal link (issue 25): greeted at the top of the page. */
  invitation?: { householdName: string; firstNames: string[] } | null;
};

export function SitePage({
  site,
  language,
  mode,
  brand,
  linkQuery,
  decorateModule,
  requestEdit,
  islands,
  invitation,
}: SitePageProps) {
  const { t } = useTranslation("guest");
  const editMode = mode === "EDIT";
  const modules = site.siteModules.filter((module) => editMode || !module.hide);
  const anchors = moduleAnchors(site.siteModules, language);
  // Anchors come from all modules (as the section ids do); kinds without a view are then left out.
  const shown = new Set(
    site.siteModules.filter((m) => editMode || MODULE_VIEWS[m.siteModuleType] !== null).map((m) => m.id),
  );
  const entries = menuEntries(site.siteModules, language, { editMode }).filter((entry) =>
    shown.has(entry.id),
  );
  const firstRenderable = firstRenderableIndex(modules);
  const [reservations, setReservations] = useState<readonly GiftReservation[]>(
    site.giftRegistryReservations ?? [],
  );
  const context = useMemo<SiteContextValue>(
    () => ({
      siteId: site._id ?? null,
      mode,
      language,
      quickStart: site.quickStart ?? false,
      theme: site.theme,
      eventLogo: site.eventLogo ?? null,
      giftRegistryReservations: reservations,
      setGiftRegistryReservations: setReservations,
      ...(requestEdit && editMode ? { requestEdit } : {}),
    }),
    [
      site._id,
      site.quickStart,
      site.theme,
      site.eventLogo,
      mode,
      language,
      reservations,
      requestEdit,
      editMode,
    ],
  );
  useScrollToTopOnPathChange(language);

  return (
    <SiteContext.Provider value={context}>
      <PageBoundary>
        <div className={`site ${site.theme}`} style={themeStyle(site.colorScheme, site.fonts)}>
          <SiteGraphic name={site.siteGraphic} />
          <a className="skip-link" href="#main">
            {t("skipToContent")}
          </a>
          {brand.demoStartUrl ? (
            <aside className="demo-bar" aria-label={brand.displayName}>
              <p>{t("demoBar.text")}</p>
              <a href={brand.demoStartUrl}>{t("demoBar.start")}</a>
            </aside>
          ) : null}
          <div className="site-bar">
            <a className="site-bar__logo" href={brand.landingUrl} aria-label={brand.displayName}>
              <Logo />
            </a>
            <Menu entries={entries} alwaysShow={editMode} />
            <LanguageSwitcher
              languages={site.availableLanguages.map((l) => l.languageCode)}
              current={language}
              linkQuery={linkQuery}
            />
          </div>
          <main id="main" tabIndex={-1}>
            {invitation ? <InvitationGreeting invitation={invitation} /> : null}
            {modules.map((module, index) => {
              const island = islands?.get(module.id);
              if (island)
                return (
                  <section
                    key={module.id}
                    id={anchors.get(module.id)}
                    className={`module module--${module.siteModuleType}`}
                    data-module-id={module.id}
                    data-island={island.kind}
                    data-island-key={island.key}
                    // React's own server rendering of the island (ModuleIsland), hydrated from the same props.
                    dangerouslySetInnerHTML={{ __html: island.html }}
                  />
                );
              const view = renderModule(module, language, mode, index === firstRenderable, {
                message: t("moduleCrash"),
                contactMail: brand.contactMail,
              });
              if (!view && !decorateModule) return null;
              const section = (
                <section
                  key={module.id}
                  id={anchors.get(module.id)}
                  className={`module module--${module.siteModuleType}${module.hide ? " is-hidden" : ""}`}
                  data-module-id={module.id}
                >
                  {view}
                </section>
              );
              return decorateModule ? (
                <div key={module.id} className="module-frame">
                  {decorateModule(module, index, section)}
                </div>
              ) : (
                section
              );
            })}
          </main>
          <footer className="site-footer">
            {/* The service's address, not the hosts': guests must not take it for the couple's. */}
            <a className="site-footer__contact" href={`mailto:${brand.contactMail}`}>
              {t("serviceContact", { brand: brand.displayName })}: {brand.contactMail}
            </a>
            <a className="site-footer__brand" href={brand.landingUrl}>
              <Logo /> {t("madeWith", { brand: brand.displayName })}
            </a>
            <span className="site-footer__legal">
              <a href={brand.privacyUrl}>{t("legal.privacy")}</a>
              <a href={brand.termsUrl}>{t("legal.terms")}</a>
            </span>
          </footer>
        </div>
      </PageBoundary>
    </SiteContext.Provider>
  );
}

/** The index of the first module that has a view: its image is the page's first (eager, high priority). */
export function firstRenderableIndex(modules: readonly SiteModule[]): number {
  return modules.findIndex((module) => MODULE_VIEWS[module.siteModuleType] !== null);
}

function renderModule(
  module: SiteModule,
  language: string,
  mode: ViewMode,
  isFirst: boolean,
  crash: { message: string; contactMail: string },
) {
  // Each view takes its own kind; the map guarantees the pairing, TypeScript cannot follow it here.
  const View = MODULE_VIEWS[module.siteModuleType] as
    | ((props: ModuleViewProps<SiteModule>) => ReactNode)
    | null;
  if (!View) return null;
  return (
    <ModuleBoundary
      moduleId={module.id}
      moduleType={module.siteModuleType}
      message={crash.message}
      contactMail={crash.contactMail}
    >
      <View module={module} language={language} mode={mode} isFirst={isFirst} />
    </ModuleBoundary>
  );
}

/**
 * SPEC §2: scroll to top on path change. The page's path is its language (/{language}); a change of it
 * without a full page load (the editor switching language) starts at the top, unless an anchor is asked for.
 */
function useScrollToTopOnPathChange(language: string) {
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "auto" });
  }, [language]);
}

/** The greeting of a household that came by its personal link: who the invitation is for. */
function InvitationGreeting({ invitation }: { invitation: { householdName: string; firstNames: string[] } }) {
  const { t, i18n } = useTranslation("guest");
  const names = new Intl.ListFormat(i18n.language, { style: "long", type: "conjunction" }).format(
    invitation.firstNames.filter(Boolean),
  );
  return (
    <section className="invitation-greeting" aria-labelledby="invitation-greeting-title">
      <p className="invitation-greeting__title" id="invitation-greeting-title">
        {t("invitationGreeting", { name: invitation.householdName })}
      </p>
      {names ? <p className="invitation-greeting__names">{t("invitationFor", { names })}</p> : null}
    </section>
  );
}
