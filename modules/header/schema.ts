import { imageSchema, imageSizeNameSchema } from "@core/images";
import { z } from "zod";
import { moduleCommon, optionalText } from "../common";

export const headerSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("Header"),
  image: imageSchema.nullable().default(null),
  userSelectedImageSize: imageSizeNameSchema.default("MEDIUM"),
  /** Second line under the title, typically the date and place; placeholder 'Inget datum'. */
  secondLine: optionalText,
  /** Show the site's event logo instead of the title text. */
  showEventLogo: z.boolean().default(false),
});
export type HeaderModule = z.infer<typeof headerSchema>;
