// Guest views by module kind: what the server renders and the guest bundle hydrates. Never imports an
// editor. A kind without a view yet is null: the guest page leaves it out and the editor says so.
import { HeaderView } from "./header/View";
import { ImageAndTextView } from "./image-and-text/View";
import type { SiteModuleType } from "./schemas";
import { TextView } from "./text/View";
import type { ModuleViewFor } from "./view-types";

export const MODULE_VIEWS: { [K in SiteModuleType]: ModuleViewFor<K> | null } = {
  Header: HeaderView,
  Text: TextView,
  ImageAndText: ImageAndTextView,
  TextAndImageList: null,
  PeopleList: null,
  Video: null,
  Location: null,
  Countdown: null,
  ImageGallery: null,
  GiftRegistry: null,
  Rsvp: null,
  Form: null,
};

export function hasView(kind: SiteModuleType): boolean {
  return MODULE_VIEWS[kind] !== null;
}
