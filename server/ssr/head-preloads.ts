// The preloads in a page's head that the page itself implies: its LCP picture and its two site fonts.
// Taken from the rendered markup rather than from the site document, so the preload always names
// exactly the files the page's own <img>/<source> and @font-face rules ask for (the same srcset, sizes
// and type, hence the same candidate), whatever module or theme drew them.
import { preloadedFontFiles } from "./fonts";

const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g;

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) {
    if (match[1] && match[2] !== undefined) found.set(match[1].toLowerCase(), match[2]);
  }
  return found;
}

// React 19 emits a preload of its own for a high-priority <img> outside a <picture>, at the start of
// the rendered markup (so in the body); the head's preload replaces it.
const REACT_IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

/** The page's LCP picture: the <img fetchpriority="high"> that ResponsiveImage marks (eager). */
export function lcpImagePreload(body: string): string | null {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(body);
  if (!img) return null;
  const before = body.slice(0, img.index);
  const pictureStart = before.lastIndexOf("<picture");
  const inPicture = pictureStart > before.lastIndexOf("</picture>");
  // In a <picture> the browser takes the first <source> whose type it reads: preload that one, with
  // its type, so a browser without that format skips the preload and loads the <img> as usual.
  const source = inPicture ? /<source\b[^>]*>/i.exec(before.slice(pictureStart)) : null;
  const chosen = attributes(source ? source[0] : img[0]);
  const srcset = chosen.get("srcset");
  const href = source ? undefined : chosen.get("src");
  if (!srcset && !href) return null;
  const parts = ['<link rel="preload" as="image"'];
  const type = chosen.get("type");
  if (type) parts.push(`type="${type}"`);
  if (srcset) parts.push(`imagesrcset="${srcset}"`, `imagesizes="${chosen.get("sizes") ?? "100vw"}"`);
  else parts.push(`href="${href}"`);
  parts.push('fetchpriority="high">');
  return parts.join(" ");
}

/** The body without React's own image preloads (the head has the one that counts). */
export function withoutInlineImagePreloads(body: string): string {
  return body.replace(REACT_IMAGE_PRELOAD, "");
}

/** Preloads of the fonts the page's @font-face rules name for its first screen, not already in head. */
export function fontPreloads(inlineStyle: string | undefined, head: string): string[] {
  return preloadedFontFiles(inlineStyle ?? "")
    .filter((href) => !head.includes(`href="${href}"`))
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`);
}
