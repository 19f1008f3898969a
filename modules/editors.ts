// Editors by module kind, each loaded lazily and only by the owner app. null: the kind has no
// editor yet and the editor says so honestly.
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { ModuleEditorProps } from "./editor-types";
import type { SiteModuleOf, SiteModuleType } from "./schemas";

type LazyEditor<K extends SiteModuleType> = LazyExoticComponent<
  ComponentType<ModuleEditorProps<SiteModuleOf<K>>>
>;

export const MODULE_EDITORS: { [K in SiteModuleType]: LazyEditor<K> | null } = {
  Header: lazy(() => import("./header/Editor")),
  Text: lazy(() => import("./text/Editor")),
  ImageAndText: lazy(() => import("./image-and-text/Editor")),
  TextAndImageList: lazy(() => import("./text-and-image-list/Editor")),
  PeopleList: lazy(() => import("./people-list/Editor")),
  Video: lazy(() => import("./video/Editor")),
  Location: lazy(() => import("./location/Editor")),
  Travel: lazy(() => import("./travel/Editor")),
  Countdown: lazy(() => import("./countdown/Editor")),
  Programme: lazy(() => import("./programme/Editor")),
  ImageGallery: lazy(() => import("./image-gallery/Editor")),
  GiftRegistry: lazy(() => import("./gift-registry/Editor")),
  Rsvp: lazy(() => import("./rsvp/Editor")),
  Faq: lazy(() => import("./faq/Editor")),
  Form: lazy(() => import("./form/Editor")),
};
