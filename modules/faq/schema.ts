// FAQ (issue 27): questions and answers, the answers opened one at a time on the guest page, each
// question deep-linkable as #faq-{itemId} (faqAnchor).
import { clientIdSchema } from "@core/ids";
import { LIMITS } from "@core/limits";
import { z } from "zod";
import { moduleCommon, optionalRichText, optionalText } from "../common";

export const faqItemSchema = z.object({
  id: clientIdSchema,
  question: optionalText,
  answer: optionalRichText,
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("Faq"),
  text: optionalRichText,
  items: z.array(faqItemSchema).max(LIMITS.itemsPerList).default([]),
});
export type FaqModule = z.infer<typeof faqSchema>;

/** The element id (and URL hash, without '#') of a question on the guest page. */
export function faqAnchor(itemId: string): string {
  return `faq-${itemId}`;
}
