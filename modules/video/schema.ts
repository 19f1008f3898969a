import { LIMITS } from "@core/limits";
import { z } from "zod";
import { moduleCommon, optionalRichText } from "../common";

/**
 * What the owner typed as the video: a YouTube link or an 11-character id (SPEC §5: anything else simply
 * gives no preview, so it may be saved while being worked on). The page never links to this text, it
 * only reads the id out of it; still, a web address other than http(s) (javascript:, data:) is refused.
 */
export const videoUrlSchema = z
  .string()
  .trim()
  .max(LIMITS.url)
  .refine((value) => !/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value) || /^https?:/i.test(value), {
    message: "A video address must be a YouTube link starting with https:// or http://, or a video id",
  });

export const videoSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("Video"),
  text: optionalRichText,
  video: z
    .object({
      type: z.literal("YouTube").default("YouTube"),
      videoUrl: videoUrlSchema.default(""),
      autoStart: z.boolean().default(false),
    })
    .default({ type: "YouTube", videoUrl: "", autoStart: false }),
});
export type VideoModule = z.infer<typeof videoSchema>;
