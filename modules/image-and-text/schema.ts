import { imageSchema } from "@core/images";
import { z } from "zod";
import { moduleCommon, optionalRichText, optionalText } from "../common";

export const imageAndTextSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("ImageAndText"),
  secondTitle: optionalText,
  text: optionalRichText,
  image: imageSchema.nullable().default(null),
});
export type ImageAndTextModule = z.infer<typeof imageAndTextSchema>;
