// The one list of module kinds and their schemas. The server imports only this file (never the views
// or editors); adding a kind is one folder under modules/ and one line here and in registry.ts.
import { groupVisibilityFields } from "@core/group-visibility";
import { z } from "zod";
import { countdownSchema } from "./countdown/schema";
import { faqSchema } from "./faq/schema";
import { formModuleSchema } from "./form/schema";
import { giftRegistrySchema } from "./gift-registry/schema";
import { headerSchema } from "./header/schema";
import { imageAndTextSchema } from "./image-and-text/schema";
import { imageGallerySchema } from "./image-gallery/schema";
import { locationSchema } from "./location/schema";
import { peopleListSchema } from "./people-list/schema";
import { programmeSchema } from "./programme/schema";
import { rsvpSchema } from "./rsvp/schema";
import { textSchema } from "./text/schema";
import { textAndImageListSchema } from "./text-and-image-list/schema";
import { travelSchema } from "./travel/schema";
import { videoSchema } from "./video/schema";

// The add-module dialog offers the kinds in this order: Travel beside Location, Programme beside
// Countdown, FAQ before the contact form (issue 27).
// Every kind may be limited to guest groups (issue 25, core/group-visibility.ts): optional fields, so
// documents saved before stay valid.
export const siteModuleSchema = z.discriminatedUnion("siteModuleType", [
  headerSchema.extend(groupVisibilityFields),
  textSchema.extend(groupVisibilityFields),
  imageAndTextSchema.extend(groupVisibilityFields),
  textAndImageListSchema.extend(groupVisibilityFields),
  peopleListSchema.extend(groupVisibilityFields),
  videoSchema.extend(groupVisibilityFields),
  locationSchema.extend(groupVisibilityFields),
  travelSchema.extend(groupVisibilityFields),
  countdownSchema.extend(groupVisibilityFields),
  programmeSchema.extend(groupVisibilityFields),
  imageGallerySchema.extend(groupVisibilityFields),
  giftRegistrySchema.extend(groupVisibilityFields),
  rsvpSchema.extend(groupVisibilityFields),
  faqSchema.extend(groupVisibilityFields),
  formModuleSchema.extend(groupVisibilityFields),
]);

export type SiteModule = z.infer<typeof siteModuleSchema>;
export type SiteModuleInput = z.input<typeof siteModuleSchema>;
export type SiteModuleType = SiteModule["siteModuleType"];
export type SiteModuleOf<K extends SiteModuleType> = Extract<SiteModule, { siteModuleType: K }>;

export const SITE_MODULE_TYPES = siteModuleSchema.options.map(
  (option) => option.shape.siteModuleType.value,
) as SiteModuleType[];

/** A new module of a kind with the schema's defaults. */
export function createSiteModule<K extends SiteModuleType>(siteModuleType: K, id: string): SiteModuleOf<K> {
  return siteModuleSchema.parse({ id, siteModuleType }) as SiteModuleOf<K>;
}
