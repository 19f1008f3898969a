import { clientIdSchema } from "@core/ids";
import { imageSchema } from "@core/images";
import { LIMITS } from "@core/limits";
import { z } from "zod";
import { moduleCommon, optionalRichText, optionalText } from "../common";

export const textAndImageItemSchema = z.object({
  id: clientIdSchema,
  title: optionalText,
  text: optionalRichText,
  image: imageSchema.nullable().default(null),
});

export const textAndImageListSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("TextAndImageList"),
  text: optionalRichText,
  items: z.array(textAndImageItemSchema).max(LIMITS.itemsPerList).default([]),
});
export type TextAndImageListModule = z.infer<typeof textAndImageListSchema>;
