// YouTube ids and URLs for the Video module (SPEC §5, §7 Other): privacy embed on youtube-nocookie.com,
// thumbnails from i.ytimg.com. A video id is exactly 11 characters, otherwise there is no preview.

const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set([
  "youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtu.be",
  "youtube-nocookie.com",
]);

/** The 11-character video id in a YouTube link (watch, youtu.be, embed, shorts, live), else null. */
export function youtubeVideoId(videoUrl: string): string | null {
  const text = videoUrl.trim();
  if (text === "") return null;
  if (ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  if (!HOSTS.has(host)) return null;
  let candidate: string | null | undefined;
  if (host === "youtu.be") {
    candidate = url.pathname.split("/")[1];
  } else if (url.searchParams.has("v")) {
    candidate = url.searchParams.get("v");
  } else {
    const [, kind, id] = url.pathname.split("/");
    if (kind === "embed" || kind === "shorts" || kind === "live" || kind === "v") candidate = id;
  }
  return candidate && ID.test(candidate) ? candidate : null;
}

export function youtubeThumbnail(id: string, quality: "maxresdefault" | "sddefault"): string {
  return `https://i.ytimg.com/vi/${id}/${quality}.jpg`;
}

/** YouTube answers a missing maxres thumbnail with a 120 px wide placeholder, so narrower than this means fall back. */
export const MIN_THUMBNAIL_WIDTH = 400;

export function youtubeEmbedUrl(id: string, autoStart: boolean): string {
  const params = new URLSearchParams({ rel: "0", modestbranding: "1", playsinline: "1" });
  if (autoStart) params.set("autoplay", "1");
  return `https://www.youtube-nocookie.com/embed/${id}?${params.toString()}`;
}
