// Hydrates one island: loaded only when the first island wakes (watch.ts), with React, i18next and the
// island's own module view, each view in its own chunk.
import { createI18n } from "@web/i18n";
import type { i18n } from "i18next";
import { hydrateRoot } from "react-dom/client";
import { GateIsland, type PasswordGateState } from "../PasswordGate";
import { reportError } from "../report";
import { GUEST_STATE_ID } from "../state";
import {
  GATE_ISLAND,
  ISLANDS_STATE_ID,
  type IslandsState,
  islandIdPrefix,
  type ReactIslandKind,
} from "./islands";
import { ModuleIsland, type ModuleViewComponent } from "./ModuleIsland";

const VIEWS: Record<ReactIslandKind, () => Promise<unknown>> = {
  Rsvp: () => import("@modules/rsvp/View").then((m) => m.RsvpView),
  Form: () => import("@modules/form/View").then((m) => m.FormView),
  GiftRegistry: () => import("@modules/gift-registry/View").then((m) => m.GiftRegistryView),
  ImageGallery: () => import("@modules/image-gallery/View").then((m) => m.ImageGalleryView),
  Video: () => import("@modules/video/View").then((m) => m.VideoView),
};

function readJson<T>(id: string): T {
  const text = document.getElementById(id)?.textContent;
  if (!text) throw new Error(`the page has no #${id}`);
  return JSON.parse(text) as T;
}

let shared: { state: IslandsState; i18n: i18n } | undefined;

function pageState() {
  if (!shared) {
    const state = readJson<IslandsState>(ISLANDS_STATE_ID);
    const i18n = createI18n(state.page.uiLanguage, { [state.page.uiLanguage]: { guest: state.messages } });
    shared = { state, i18n };
  }
  return shared;
}

const options = (key: string) => ({
  identifierPrefix: islandIdPrefix(key),
  // A mismatch React recovers from (the island rendered again in the browser) is still worth knowing.
  onRecoverableError: (error: unknown) => reportError(error, { island: key }, 4),
});

export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const kind = element.dataset.island;
  const key = element.dataset.islandKey ?? "";
  if (kind === GATE_ISLAND) {
    const state = readJson<PasswordGateState>(GUEST_STATE_ID);
    hydrateRoot(element, <GateIsland state={state} />, options(key));
    return;
  }
  const load = VIEWS[kind as ReactIslandKind];
  if (!load) throw new Error(`unknown island kind '${kind}'`);
  const { state, i18n } = pageState();
  const island = state.islands[key];
  if (!island) throw new Error(`no props for island '${key}'`);
  const View = (await load()) as ModuleViewComponent;
  hydrateRoot(
    element,
    <ModuleIsland View={View} i18n={i18n} page={state.page} island={island} />,
    options(key),
  );
}
