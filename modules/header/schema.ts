import { imageSchema, imageSizeNameSchema } from "@core/images";
import { z } from "zod";
import { moduleCommon, optionalText } from "../common";

// Title or event logo (SPEC §2): the Header shows the site's eventLogo instead of the title text whenever
// the site has one, so there is no per-module switch for it.
export const headerSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("Header"),
  image: imageSchema.nullable().default(null),
  userSelectedImageSize: imageSizeNameSchema.default("MEDIUM"),
  /** Second line under the title, typically the date and place; placeholder 'Inget datum'. */
  secondLine: optionalText,
});
export type HeaderModule = z.infer<typeof headerSchema>;
