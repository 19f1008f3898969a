import { clientIdSchema } from "@core/ids";
import { imageSchema } from "@core/images";
import { LIMITS } from "@core/limits";
import { z } from "zod";
import { moduleCommon, optionalRichText } from "../common";

export const galleryItemSchema = z.object({ id: clientIdSchema, image: imageSchema });

export const imageGallerySchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("ImageGallery"),
  text: optionalRichText,
  gallery: z.array(galleryItemSchema).max(LIMITS.itemsPerList).default([]),
});
export type ImageGalleryModule = z.infer<typeof imageGallerySchema>;
