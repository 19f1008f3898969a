import { clientIdSchema } from "@core/ids";
import { imageSchema } from "@core/images";
import { LIMITS } from "@core/limits";
import { SWISH_MAX_AMOUNT } from "@core/swish";
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

/**
 * A gift of money by Swish (issue 27): the guest's Swish app opens pre-filled with the couple's number
 * (sites.swish_number, site-wide), the amount and the gift's title as the message. `amount`: a fixed
 * share in whole kronor (a share of a fund: the honeymoon, a sofa), or null for 'Swisha ett valfritt
 * belopp'; `goal`: the fund's total, optional, shown to guests. No money passes through the product.
 */
export const giftSwishSchema = z.object({
  amount: z.number().int().min(1).max(SWISH_MAX_AMOUNT).nullable().default(null),
  goal: z.number().int().min(1).max(10_000_000).nullable().default(null),
});
export type GiftSwish = z.infer<typeof giftSwishSchema>;

export const giftRegistryItemSchema = z.object({
  id: clientIdSchema,
  title: optionalText,
  description: optionalRichText,
  link: giftLinkSchema.default(""),
  reservable: z.boolean().default(true),
  /** How many can be reserved; null means no limit is shown (SPEC §5 Gift quantity). */
  quantity: z.number().int().min(1).max(10_000).nullable().default(1),
  image: imageSchema.nullable().default(null),
  /** 'swish': gift money by Swish (never reservable); absent or 'gift': a thing guests reserve. */
  kind: z.enum(["gift", "swish"]).optional(),
  /** A Swish gift's amount and goal (kind 'swish'). */
  swish: giftSwishSchema.optional(),
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

export { isSwishGift } from "./status";
