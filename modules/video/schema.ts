import { LIMITS } from "@core/limits";
import { z } from "zod";
import { moduleCommon, optionalRichText } from "../common";

export const videoSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("Video"),
  text: optionalRichText,
  video: z
    .object({
      type: z.literal("YouTube").default("YouTube"),
      videoUrl: z.string().max(LIMITS.url).default(""),
      autoStart: z.boolean().default(false),
    })
    .default({ type: "YouTube", videoUrl: "", autoStart: false }),
});
export type VideoModule = z.infer<typeof videoSchema>;
