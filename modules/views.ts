// Guest views by module kind: what the server renders and the guest bundle hydrates. Never imports an
// editor. A kind without a view yet is null: the guest page leaves it out and the editor says so.
import { CountdownView } from "./countdown/View";
import { FaqView } from "./faq/View";
import { FormView } from "./form/View";
import { GiftRegistryView } from "./gift-registry/View";
import { HeaderView } from "./header/View";
import { ImageAndTextView } from "./image-and-text/View";
import { ImageGalleryView } from "./image-gallery/View";
import { LocationView } from "./location/View";
import { PeopleListView } from "./people-list/View";
import { ProgrammeView } from "./programme/View";
import { RsvpView } from "./rsvp/View";
import type { SiteModuleType } from "./schemas";
import { TextView } from "./text/View";
import { TextAndImageListView } from "./text-and-image-list/View";
import { TravelView } from "./travel/View";
import { VideoView } from "./video/View";
import type { ModuleViewFor } from "./view-types";

export const MODULE_VIEWS: { [K in SiteModuleType]: ModuleViewFor<K> | null } = {
  Header: HeaderView,
  Text: TextView,
  ImageAndText: ImageAndTextView,
  TextAndImageList: TextAndImageListView,
  PeopleList: PeopleListView,
  Video: VideoView,
  Location: LocationView,
  Travel: TravelView,
  Countdown: CountdownView,
  Programme: ProgrammeView,
  ImageGallery: ImageGalleryView,
  GiftRegistry: GiftRegistryView,
  Rsvp: RsvpView,
  Faq: FaqView,
  Form: FormView,
};

export function hasView(kind: SiteModuleType): boolean {
  return MODULE_VIEWS[kind] !== null;
}
