// Server-side rich-text sanitizer (allow-list: p, h3, a[href http/https/mailto], strong, em, u, br).
// Installed into core's rich-text schema so every document the server parses is cleaned on save.
import { installRichTextSanitizer } from "@core/richtext";
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "h3", "a", "strong", "em", "u", "br"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // TipTap writes <b>/<i> when pasted text has them; keep the meaning.
  transformTags: {
    b: "strong",
    i: "em",
    h1: "h3",
    h2: "h3",
    h4: "h3",
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.target === "_blank" ? { rel: "noopener noreferrer nofollow" } : {}),
      },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

installRichTextSanitizer(sanitizeRichText);
