// The owner's editing rules for questions (RSVP and Form) and gift quantities (SPEC §4, §5): pure, so
// the editors and their tests share them and the editor shell can run cleanConditions before a save.
// Owner app only (the guest page never edits).
import { z } from "zod";
import type { Form } from "./form";
import { LIMITS } from "./limits";
import { setTranslation, type Translation } from "./translation";

// ---- Show conditions (form-conditions.ts; re-exported so every importer keeps working) ----

export { cleanConditions, conditionTargets, isConditionComplete, showCondition } from "./form-conditions";

// ---- Texts in every language ----

const filled = (t: Translation, language: string) => (t[language] ?? "").trim() !== "";

export type MissingText = { elementId: string; optionId?: string; languages: string[] };

/**
 * Question labels and option texts not yet written in some language of the site (SPEC §5: required
 * in every language). The guest page falls back to another language meanwhile, so this marks the
 * question rather than blocking the editor.
 */
export function missingTranslations(form: Form, languages: readonly string[]): MissingText[] {
  const missing: MissingText[] = [];
  for (const element of form.formElements) {
    const label = languages.filter((l) => !filled(element.label, l));
    if (label.length > 0) missing.push({ elementId: element.id, languages: label });
    if (element.formElementType !== "SingleSelect") continue;
    for (const option of element.options) {
      const text = languages.filter((l) => !filled(option.text, l));
      if (text.length > 0) missing.push({ elementId: element.id, optionId: option.id, languages: text });
    }
  }
  return missing;
}

/**
 * A label or option text after the owner typed `draft` in `language` (SPEC §5: a label emptied reverts
 * to the previous text). An empty or blank draft keeps the previous translation.
 */
export function commitLabel(
  previous: Translation,
  language: string,
  draft: string,
): { value: Translation; reverted: boolean } {
  if (draft.trim() === "") return { value: previous, reverted: true };
  return { value: setTranslation(previous, language, draft), reverted: false };
}

// ---- Gift quantity (SPEC §5) ----

export type QuantityResult =
  | { ok: true; quantity: number | null }
  | { ok: false; error: "required" | "integer" | "min" | "max" };

/** Highest quantity the gift registry schema takes. */
export const MAX_GIFT_QUANTITY = 10_000;

/**
 * The quantity field as typed: a whole number of at least 1; empty means null (no limit), which only a
 * gift that cannot be reserved may have, since guests reserve against the quantity.
 */
export function parseGiftQuantity(input: string, reservable: boolean): QuantityResult {
  const text = input.trim();
  if (text === "") return reservable ? { ok: false, error: "required" } : { ok: true, quantity: null };
  if (!/^\d+$/.test(text)) return { ok: false, error: "integer" };
  const quantity = Number(text);
  if (quantity < 1) return { ok: false, error: "min" };
  if (quantity > MAX_GIFT_QUANTITY) return { ok: false, error: "max" };
  return { ok: true, quantity };
}

// ---- Form recipients (SPEC §5) ----

// The site schema's own check (core/site.ts formRecipientsSchema), so what passes here saves.
const mailSchema = z.email();

/**
 * The addresses to store from what the owner typed: trimmed, empties dropped, at most six; rows that are
 * not an address are reported by index and left out so the site can always be saved.
 */
export function cleanRecipients(rows: readonly string[]): { recipients: string[]; invalid: number[] } {
  const recipients: string[] = [];
  const invalid: number[] = [];
  rows.forEach((row, index) => {
    const mail = row.trim();
    if (mail === "") return;
    if (!mailSchema.safeParse(mail).success) invalid.push(index);
    else if (recipients.length < LIMITS.recipientsPerForm && !recipients.includes(mail))
      recipients.push(mail);
  });
  return { recipients, invalid };
}
