// Rich text is HTML limited to p, h3, a, strong, em, u and br (SPEC §3). The editor produces only
// those; the server additionally sanitizes every rich-text field when it parses a document, by
// installing a sanitizer here at start-up. The browser never loads the (heavy) sanitizer.
import { z } from "zod";
import { LIMITS } from "./limits";

type Sanitizer = (html: string) => string;
let sanitizer: Sanitizer | null = null;

export function installRichTextSanitizer(fn: Sanitizer): void {
  sanitizer = fn;
}

export function richTextSanitizerInstalled(): boolean {
  return sanitizer !== null;
}

/** A translation object whose values are rich-text HTML. */
export const richTextSchema = z
  .record(z.string().max(20), z.string().max(LIMITS.richText))
  .refine((t) => Object.keys(t).length <= LIMITS.languagesPerSite, "too many languages")
  .transform((text) => {
    const clean = sanitizer;
    if (!clean) return text;
    const out: Record<string, string> = {};
    for (const [language, html] of Object.entries(text)) out[language] = clean(html);
    return out;
  });

export type RichText = z.output<typeof richTextSchema>;
