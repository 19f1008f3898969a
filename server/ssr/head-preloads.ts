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

function preloadLink(
  chosen: Map<string, string>,
  href: string | undefined,
  media: string | null,
): string | null {
  const srcset = chosen.get("srcset");
  if (!srcset && !href) return null;
  const parts = ['<link rel="preload" as="image"'];
  if (media) parts.push(`media="${media}"`);
  const type = chosen.get("type");
  if (type) parts.push(`type="${type}"`);
  if (srcset) parts.push(`imagesrcset="${srcset}"`, `imagesizes="${chosen.get("sizes") ?? "100vw"}"`);
  else parts.push(`href="${href}"`);
  parts.push('fetchpriority="high">');
  return parts.join(" ");
}

/** How React writes the attribute (`fetchPriority`), and the same in lower case. */
const HIGH_PRIORITY = ['fetchPriority="high"', 'fetchpriority="high"'] as const;

function nextHighPriority(body: string, from: number): number {
  // React's own spelling first (found near the top: the LCP picture is the first screen's); the
  // lower-case one only from there on, where it could still come first.
  const react = body.indexOf(HIGH_PRIORITY[0], from);
  if (react >= 0 && body.lastIndexOf(HIGH_PRIORITY[1], react) < from) return react;
  const lower = body.indexOf(HIGH_PRIORITY[1], from);
  return lower >= 0 && (react < 0 || lower < react) ? lower : react;
}

/**
 * The <img> with fetchpriority="high": found by the attribute (React writes it as is), then the tag
 * around it, instead of trying a pattern at every '<img' of a long page. Plain string searches: a
 * case-insensitive pattern over a page's 35 KB cost more than the rest of the head.
 */
function highPriorityImg(body: string): { 0: string; index: number } | null {
  for (let at = nextHighPriority(body, 0); at >= 0; at = nextHighPriority(body, at + 1)) {
    const start = body.lastIndexOf("<", at);
    const end = body.indexOf(">", at);
    if (
      start >= 0 &&
      end > at &&
      /^<img\b/i.test(body.slice(start, start + 5)) &&
      !body.slice(start, at).includes(">")
    )
      return { 0: body.slice(start, end + 1), index: start };
  }
  return null;
}

/**
 * The page's LCP picture: the <img fetchpriority="high"> that ResponsiveImage marks (eager). In a
 * <picture> the browser takes the first <source> whose media matches and whose type it reads: the
 * preload names that one, with its type, so a browser without that format skips the preload and loads
 * the <img> as usual. A picture with a portrait crop for phones (a <source media>) gets two preloads,
 * one per case, each with its media, so a phone fetches only the crop and a desktop only the picture.
 */
export function lcpImagePreload(body: string): string | null {
  const img = highPriorityImg(body);
  if (!img) return null;
  const before = body.slice(0, img.index);
  const pictureStart = before.lastIndexOf("<picture");
  const inPicture = pictureStart > before.lastIndexOf("</picture>");
  if (!inPicture) return preloadLink(attributes(img[0]), attributes(img[0]).get("src"), null);
  const sources = [...before.slice(pictureStart).matchAll(/<source\b[^>]*>/gi)].map((m) => attributes(m[0]));
  const withMedia = sources.find((source) => source.has("media"));
  const plain = sources.find((source) => !source.has("media"));
  const media = withMedia?.get("media") ?? null;
  const links = [
    withMedia ? preloadLink(withMedia, undefined, media) : null,
    plain ? preloadLink(plain, undefined, media ? `not all and ${media}` : null) : null,
  ].filter((link): link is string => link !== null);
  return links.length > 0 ? links.join("\n") : null;
}

/** The body without React's own image preloads (the head has the one that counts). */
export function withoutInlineImagePreloads(body: string): string {
  if (!body.includes('<link rel="preload" as="image"')) return body;
  return body.replace(REACT_IMAGE_PRELOAD, "");
}

/** Preloads of the fonts the page's @font-face rules name for its first screen, not already in head. */
export function fontPreloads(inlineStyle: string | undefined, head: string): string[] {
  return preloadedFontFiles(inlineStyle ?? "")
    .filter((href) => !head.includes(`href="${href}"`))
    .map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`);
}
