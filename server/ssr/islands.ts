// Renders a guest page's islands (web/guest/islands): each interactive module on its own, with its own
// useId prefix, so the browser can hydrate exactly that markup from exactly these props. What the page
// carries for them: each island's module in the page language only, and the guest texts of one language.
import { localizeTexts } from "@core/localize";
import type { PublicSite } from "@core/site";
import type { RsvpInvitation } from "@modules/rsvp/page-context";
import type { SiteModule } from "@modules/schemas";
import { MODULE_VIEWS } from "@modules/views";
import {
  type IslandKind,
  type IslandPage,
  type IslandProps,
  type IslandsState,
  isIslandKind,
  islandIdPrefix,
  isReactIsland,
} from "@web/guest/islands/islands";
import { ModuleIsland, type ModuleViewComponent } from "@web/guest/islands/ModuleIsland";
import { firstRenderableIndex } from "@web/guest/SitePage";
import type { RenderedIsland } from "@web/guest/state";
import type { i18n } from "i18next";
import { createElement } from "react";
import { renderToString } from "react-dom/server";

type Rendered = { rendered: Map<string, RenderedIsland>; state: IslandsState | null };

/**
 * What a page's request adds to its RSVP islands (issue 25): a personal link's household (only on its
 * own page, whose cache key is its own), or, on the open page, whether guests may find their invitation
 * by name. Not part of the site document: the render is given it (guest-page.ts RenderOptions).
 */
export type RsvpIslandFacts = { invitation?: RsvpInvitation | null; findInvitation?: boolean };

function islandProps(
  site: PublicSite,
  module: SiteModule,
  isFirst: boolean,
  language: string,
  rsvpFacts: RsvpIslandFacts,
): IslandProps {
  const languages = site.availableLanguages.map((l) => l.languageCode);
  const props: IslandProps = { module: localizeTexts(module, language, languages), isFirst };
  if (module.siteModuleType === "GiftRegistry") {
    const items = new Set(module.giftRegistry.items.map((item) => item.id));
    props.reservations = (site.giftRegistryReservations ?? []).filter((r) => items.has(r.giftRegistryId));
    // Gift money by Swish (issue 27): the couple's number, where this registry has a Swish gift.
    if (site.swishNumber && module.giftRegistry.items.some((item) => item.kind === "swish"))
      props.swishNumber = site.swishNumber;
  }
  if (module.siteModuleType === "Rsvp") {
    const { invitation, findInvitation } = rsvpFacts;
    // A household's own RSVP, or (never both) the open page's "Hitta din inbjudan".
    if (invitation) props.invitation = invitation;
    else if (findInvitation) props.findInvitation = true;
    // The last day to answer (issue 26), shown above the form; after it the form is closed.
    if (site.rsvpDeadline) props.rsvpDeadline = site.rsvpDeadline;
  }
  return props;
}

/** One island of a page: its module and view, its key, and whether it is the page's first module. */
export type PageIsland = {
  module: SiteModule;
  kind: IslandKind;
  View: ModuleViewComponent;
  key: string;
  isFirst: boolean;
};

/** An island's props: its module in the page language, and what the request adds (islandProps). */
export function islandPropsOf(
  site: PublicSite,
  entry: PageIsland,
  language: string,
  rsvpFacts: RsvpIslandFacts = {},
): IslandProps {
  return islandProps(site, entry.module, entry.isFirst, language, rsvpFacts);
}

/** A page's islands in page order: the same modules, in the same order, as SitePage shows guests. */
export function pageIslands(site: PublicSite): PageIsland[] {
  const found: PageIsland[] = [];
  // Keys count distinct module ids, as the rendered map by id did (a repeated id takes no new key).
  const ids = new Set<string>();
  const visible = site.siteModules.filter((module) => !module.hide);
  const first = firstRenderableIndex(visible);
  visible.forEach((module, index) => {
    const kind = module.siteModuleType;
    const View = MODULE_VIEWS[kind] as ModuleViewComponent | null;
    if (!isIslandKind(kind) || !View) return;
    const key = String(ids.size + 1);
    ids.add(module.id);
    found.push({ module, kind, View, key, isFirst: index === first });
  });
  return found;
}

/** One island's server rendering, with its own useId prefix (the browser hydrates it from the same props). */
export function renderIsland(entry: PageIsland, island: IslandProps, page: IslandPage, i18n: i18n): string {
  const { View } = entry;
  return renderToString(createElement(ModuleIsland, { View, i18n, page, island }), {
    identifierPrefix: islandIdPrefix(entry.key),
  });
}

export function renderIslands(
  site: PublicSite,
  page: IslandPage,
  messages: Record<string, unknown>,
  i18n: i18n,
  rsvpFacts: RsvpIslandFacts = {},
): Rendered {
  const rendered = new Map<string, RenderedIsland>();
  const islands: IslandsState["islands"] = {};
  for (const entry of pageIslands(site)) {
    const { kind, key } = entry;
    const island = islandPropsOf(site, entry, page.language, rsvpFacts);
    rendered.set(entry.module.id, { kind, key, html: renderIsland(entry, island, page, i18n) });
    if (isReactIsland(kind)) islands[key] = island;
  }
  return { rendered, state: Object.keys(islands).length > 0 ? { page, messages, islands } : null };
}
