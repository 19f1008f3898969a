import { clientIdSchema } from "@core/ids";
import { imageSchema } from "@core/images";
import { LIMITS } from "@core/limits";
import { z } from "zod";
import { moduleCommon, optionalRichText, optionalText } from "../common";
import { safeGiftLink } from "./status";

/**
 * A gift item's link (SPEC §3): empty, or a web address guests can open. http(s) only; a bare domain is
 * stored with https:// in front. Anything else (javascript:, mailto:, a lone word) is refused on save.
 */
export const giftLinkSchema = z
  .string()
  .trim()
  .max(LIMITS.url)
  .refine((value) => value === "" || safeGiftLink(value) !== null, {
    message:
      "A gift link must be a web address starting with https:// or http://, or a domain such as butik.se",
  })
  .transform((value) => (value === "" ? "" : (safeGiftLink(value) ?? "")));

export const giftRegistryItemSchema = z.object({
  id: clientIdSchema,
  title: optionalText,
  description: optionalRichText,
  link: giftLinkSchema.default(""),
  reservable: z.boolean().default(true),
  /** How many can be reserved; null means no limit is shown (SPEC §5 Gift quantity). */
  quantity: z.number().int().min(1).max(10_000).nullable().default(1),
  image: imageSchema.nullable().default(null),
});
export type GiftRegistryItem = z.infer<typeof giftRegistryItemSchema>;

export const giftRegistrySchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("GiftRegistry"),
  text: optionalRichText,
  giftRegistry: z
    .object({ items: z.array(giftRegistryItemSchema).max(LIMITS.itemsPerList).default([]) })
    .default({ items: [] }),
  showGiftRegistryButton: optionalText,
  reserveButton: optionalText,
  cancelReservationButton: optionalText,
  labelReserveQuantity: optionalText,
  labelReservePassword: optionalText,
  labelCancelReservationQuantity: optionalText,
  labelCancelReservationPassword: optionalText,
  statusTextReservedSingular: optionalText,
  statusTextQuantity: optionalText,
  statusTextReservedPlural: optionalText,
});
export type GiftRegistryModule = z.infer<typeof giftRegistrySchema>;
