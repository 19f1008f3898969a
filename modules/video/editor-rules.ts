// What the video editor says about the typed address (SPEC §5: the YouTube id must be exactly 11
// characters, otherwise no preview). Pure, so every case is unit tested.
import { videoUrlSchema } from "./schema";
import { youtubeVideoId } from "./youtube";

export type VideoInputStatus =
  | { kind: "empty" }
  | { kind: "valid"; id: string }
  /** A YouTube link or a bare id whose id is not 11 characters long. */
  | { kind: "wrongLength"; length: number }
  /** A web address, but not a YouTube video link. */
  | { kind: "notYouTube" }
  /** Refused by the schema (javascript:, data: …): never stored. */
  | { kind: "unsafe" };

const YOUTUBE_HOST = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtu\.be|youtube-nocookie\.com)$/i;

// The id part of a YouTube link or a bare id, whatever its length, so the editor can say how long it is.
function idCandidate(text: string): string | null {
  if (/^[A-Za-z0-9_-]+$/.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (!YOUTUBE_HOST.test(url.hostname)) return null;
  if (/youtu\.be$/i.test(url.hostname)) return url.pathname.split("/")[1] ?? "";
  if (url.searchParams.has("v")) return url.searchParams.get("v") ?? "";
  const [, kind, id] = url.pathname.split("/");
  if (kind === "embed" || kind === "shorts" || kind === "live" || kind === "v") return id ?? "";
  return "";
}

export function videoInputStatus(videoUrl: string): VideoInputStatus {
  const text = videoUrl.trim();
  if (text === "") return { kind: "empty" };
  if (!videoUrlSchema.safeParse(text).success) return { kind: "unsafe" };
  const id = youtubeVideoId(text);
  if (id) return { kind: "valid", id };
  const candidate = idCandidate(text);
  if (candidate === null) return { kind: "notYouTube" };
  return { kind: "wrongLength", length: candidate.length };
}
