// A card's photo paths, read the way a browser reads them before anything is checked (issue 22 item 8):
// Chromium decodes %2e%2e to '..' and resolves dot segments before it asks for a picture, so
// '/media/uploads/{mySite}/%2e%2e/%2e%2e/demo/x.jpg' is a request for '/media/demo/x.jpg'. A check
// on the string as sent would let a card print another folder's (another couple's) picture. Here a
// path is decoded segment by segment, what may hide a separator is refused (an encoded '/', '\' or
// NUL, a second round of encoding, a broken escape), and '.' and '..' are resolved; the own-photos
// check then looks at the result, and the card stores that result.

/** A path as the browser will ask for it, or why it is refused. */
export type NormalisedPath = { ok: true; path: string } | { ok: false; message: string };

// What our own folders' paths hold once decoded (ids, file names): no '%' (a second encoding), no
// separators, nothing a browser or file system reads another way.
const PLAIN_SEGMENT = /^[A-Za-z0-9_\-.~:]*$/;

/**
 * Decodes and resolves a server path ('/media/...'); other values (https URLs) are returned as they
 * are, for the caller's own rule to judge. A path that climbs above the root is refused.
 */
export function normaliseImagePath(raw: string): NormalisedPath {
  if (!raw.startsWith("/")) return { ok: true, path: raw };
  const segments = raw.slice(1).split("/");
  const resolved: string[] = [];
  let endsInFolder = false;
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { ok: false, message: "an image path has a broken percent escape" };
    }
    if (/[/\\\0]/.test(decoded))
      return { ok: false, message: "an image path may not hide a slash, backslash or NUL in an escape" };
    if (!PLAIN_SEGMENT.test(decoded))
      return {
        ok: false,
        message: "an image path holds letters, digits, '-', '_', '.', '~' and ':' only, encoded or not",
      };
    endsInFolder = last;
    if (decoded === "" && !last)
      return { ok: false, message: "an image path has no empty folder names ('//')" };
    if (decoded === ".") continue;
    if (decoded === "..") {
      if (resolved.length === 0) return { ok: false, message: "an image path leaves the server's root" };
      resolved.pop();
      continue;
    }
    if (decoded === "") continue;
    endsInFolder = false;
    resolved.push(decoded);
  }
  return { ok: true, path: `/${resolved.join("/")}${endsInFolder && resolved.length > 0 ? "/" : ""}` };
}

/** A file name joined to a path must name a file in it: '.' and '..' would move the URL instead. */
export function isPlainFileName(fileName: string): boolean {
  return fileName !== "." && fileName !== "..";
}
