// The module views as the owner app's browser code has them (issue 24): each kind's view is its own
// chunk, loaded when a page shows that kind, so the editor's first load holds only the views of its first
// modules. vite.config.ts puts this file in place of @modules/views for the browser build only: the server
// renders with the views themselves, and the tests (vitest does not build) render them as they are.
// lazy-views.test.ts holds this list to modules/views.ts (the same kinds, the same ones without a view).
//
// A view that is not there yet suspends its render: the canvas is drawn in background renders (React
// keeps what is shown until the view arrives), the previews sit in LazyPart's Suspense, and every view is
// asked for once the editor's page is complete (preloadModuleViews), so an edit rarely meets one missing.
import type { SiteModuleType } from "@modules/schemas";
import type { ModuleViewFor } from "@modules/view-types";
import { type ComponentType, lazy } from "react";

type Loaders = { [K in SiteModuleType]: (() => Promise<ModuleViewFor<K>>) | null };

export const VIEW_LOADERS: Loaders = {
  Header: () => import("@modules/header/View").then((m) => m.HeaderView),
  Text: () => import("@modules/text/View").then((m) => m.TextView),
  ImageAndText: () => import("@modules/image-and-text/View").then((m) => m.ImageAndTextView),
  TextAndImageList: () => import("@modules/text-and-image-list/View").then((m) => m.TextAndImageListView),
  PeopleList: () => import("@modules/people-list/View").then((m) => m.PeopleListView),
  Video: () => import("@modules/video/View").then((m) => m.VideoView),
  Location: () => import("@modules/location/View").then((m) => m.LocationView),
  Travel: () => import("@modules/travel/View").then((m) => m.TravelView),
  Countdown: () => import("@modules/countdown/View").then((m) => m.CountdownView),
  Programme: () => import("@modules/programme/View").then((m) => m.ProgrammeView),
  ImageGallery: () => import("@modules/image-gallery/View").then((m) => m.ImageGalleryView),
  GiftRegistry: () => import("@modules/gift-registry/View").then((m) => m.GiftRegistryView),
  Rsvp: () => import("@modules/rsvp/View").then((m) => m.RsvpView),
  Faq: () => import("@modules/faq/View").then((m) => m.FaqView),
  Form: () => import("@modules/form/View").then((m) => m.FormView),
};

/** The modules in the editor's first canvas (EditorShell: a phone screen's worth and more). */
export const FIRST_CANVAS_MODULES = 3;
/** How many more modules each of the canvas's next background renders draws (EditorShell): one, so that
 * each commit and layout stays short on a phone (two made tasks of 50–110 ms in Lighthouse's mobile run). */
export const CANVAS_STEP_MODULES = 1;

const loading = new Map<SiteModuleType, Promise<unknown>>();

/** A kind's view code, asked for once (a failed load may be asked for again). */
function load(kind: SiteModuleType): Promise<unknown> | null {
  const loader = VIEW_LOADERS[kind];
  if (!loader) return null;
  let promise = loading.get(kind);
  if (!promise) {
    promise = loader();
    loading.set(kind, promise);
    promise.catch(() => loading.delete(kind));
  }
  return promise;
}

/** Asks for the views of these kinds now (the first modules of a page, or every kind), ahead of their render. */
export function preloadModuleViews(kinds: Iterable<SiteModuleType>): void {
  for (const kind of kinds) load(kind)?.catch(() => undefined);
}

/** The views of a page's first modules, asked for as soon as the page is known (start.tsx, the editor). */
export function preloadFirstViews(modules: readonly { siteModuleType: SiteModuleType }[] | undefined): void {
  preloadModuleViews((modules ?? []).slice(0, FIRST_CANVAS_MODULES).map((m) => m.siteModuleType));
}

function lazyView(kind: SiteModuleType) {
  return lazy(async () => ({ default: (await load(kind)) as ComponentType<object> }));
}

export const MODULE_VIEWS = Object.fromEntries(
  (Object.keys(VIEW_LOADERS) as SiteModuleType[]).map((kind) => [
    kind,
    VIEW_LOADERS[kind] ? lazyView(kind) : null,
  ]),
) as unknown as { [K in SiteModuleType]: ModuleViewFor<K> | null };

export function hasView(kind: SiteModuleType): boolean {
  return MODULE_VIEWS[kind] !== null;
}
