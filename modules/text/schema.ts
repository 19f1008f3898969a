import { z } from "zod";
import { moduleCommon, optionalRichText } from "../common";

export const textSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("Text"),
  text: optionalRichText,
});
export type TextModule = z.infer<typeof textSchema>;
