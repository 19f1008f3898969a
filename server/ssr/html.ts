// The HTML document around a server-rendered page.
import { fontPreloads, lcpImagePreload, withoutInlineImagePreloads } from "./head-preloads";

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** JSON safe to place inside a <script> element. */
export function scriptJson(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}

/**
 * JSON text made safe to place inside a <script> element: '<' and the two line separators escaped.
 * Plain string searches first (the islands' state of a page is tens of KB and rarely holds any).
 */
export function scriptSafe(json: string): string {
  let safe = json.includes("<") ? json.replaceAll("<", "\\u003c") : json;
  if (safe.includes("\u2028")) safe = safe.replaceAll("\u2028", "\\u2028");
  if (safe.includes("\u2029")) safe = safe.replaceAll("\u2029", "\\u2029");
  return safe;
}

export const FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2f5a47"/><path d="M16 25c-5-4.2-9-7.7-9-12.3C7 9.8 9.2 8 11.8 8c1.8 0 3.2.9 4.2 2.3C17 8.9 18.4 8 20.2 8 22.8 8 25 9.8 25 12.7c0 4.6-4 8.1-9 12.3z" fill="#fff"/></svg>',
  );

export type DocumentParts = {
  language: string;
  title: string;
  robots: string;
  description?: string;
  headExtra?: string;
  styles: string[];
  inlineStyle?: string;
  preloads?: string[];
  script?: string | null;
  body: string;
  /** The page's state for its scripts: a value, or its JSON already made safe (scriptSafe). */
  state?: { id: string; value: unknown } | { id: string; json: string };
};

export function htmlDocument(parts: DocumentParts): string {
  // The LCP picture and the site fonts first after the styles: the browser starts them before any
  // module script, in parallel with the stylesheet.
  const imagePreload = lcpImagePreload(parts.body);
  const body = imagePreload ? withoutInlineImagePreloads(parts.body) : parts.body;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<title>${escapeHtml(parts.title)}</title>`,
    `<meta name="robots" content="${escapeHtml(parts.robots)}">`,
    parts.description ? `<meta name="description" content="${escapeHtml(parts.description)}">` : "",
    `<meta property="og:title" content="${escapeHtml(parts.title)}">`,
    `<link rel="icon" href="${FAVICON}">`,
    ...parts.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    imagePreload ?? "",
    ...fontPreloads(parts.inlineStyle, parts.headExtra ?? ""),
    ...(parts.preloads ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    parts.inlineStyle ? `<style>${parts.inlineStyle.replace(/</g, "\\3c ")}</style>` : "",
    parts.headExtra ?? "",
    parts.script ? `<script type="module" src="${escapeHtml(parts.script)}"></script>` : "",
  ]
    .filter(Boolean)
    .join("\n");
  const state = parts.state
    ? `<script type="application/json" id="${parts.state.id}">${
        "json" in parts.state ? parts.state.json : scriptJson(parts.state.value)
      }</script>`
    : "";
  return `<!doctype html>\n<html lang="${escapeHtml(parts.language)}">\n<head>\n${head}\n</head>\n<body>\n<div id="root">${body}</div>\n${state}\n</body>\n</html>\n`;
}
