// The map segments of a maps URL: /api/sites/{siteId}/maps/{location}/{zoom}/{theme}/{colorHex}/ and
// .../maps/preview/{location}/{zoom}/{theme}/{colorHex}/. The routes take them as one wildcard and read
// the raw URL here, for two reasons: a place may hold an encoded '/' (%2F), which the router would
// decode before splitting, and a place may be up to 300 characters, beyond the router's 100-character
// limit for one parameter.
import { ApiError, zodIssues } from "../../errors";
import { type MapParams, mapSegmentsSchema } from "../../maps/params";

export type MapTarget = Readonly<{ preview: boolean; params: MapParams }>;

/** The raw path segments after '/maps/', percent-decoded; one trailing slash is allowed. */
function rawSegmentsAfterMaps(url: string): string[] {
  const path = url.split("?")[0] ?? "";
  const parts = path.split("/");
  // ['', 'api', 'sites', siteId or 'quick-start', 'maps', ...]
  const rest = parts.slice(5);
  if (rest.length > 0 && rest[rest.length - 1] === "") rest.pop();
  try {
    return rest.map((part) => decodeURIComponent(part));
  } catch {
    throw new ApiError("INVALID_INPUT", {
      issues: [{ path: "location", message: "broken percent-encoding" }],
    });
  }
}

/**
 * Reads the map a URL asks for. A wrong number of segments is an unknown URL (404); a segment with a
 * wrong value is a 400 naming it.
 */
export function parseMapUrl(url: string): MapTarget {
  let segments = rawSegmentsAfterMaps(url);
  const preview = segments.length === 5 && segments[0] === "preview";
  if (preview) segments = segments.slice(1);
  if (segments.length !== 4) throw new ApiError("NOT_FOUND");
  const [location, zoom, mapTheme, markerColor] = segments;
  const parsed = mapSegmentsSchema.safeParse({ location, zoom, mapTheme, markerColor });
  if (!parsed.success) throw new ApiError("INVALID_INPUT", { issues: zodIssues(parsed.error) });
  return { preview, params: parsed.data };
}
