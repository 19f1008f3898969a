import { describe, expect, it } from "vitest";
import { renderView } from "../shared/render-view.test-helper";
import { youtubeEmbedUrl, youtubeVideoId } from "./youtube";

const video = (videoUrl: string, extra: Record<string, unknown> = {}) => ({
  id: "v1",
  siteModuleType: "Video",
  title: { sv: "Vår film", en: "Our film" },
  video: { type: "YouTube", videoUrl, autoStart: false },
  ...extra,
});

describe("the YouTube video id", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=a_b-c_d-e_f", "a_b-c_d-e_f"],
    ["www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("is read from %s", (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });

  it.each([
    ["", "empty"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXc", "10 characters"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQQ", "12 characters"],
    ["https://youtu.be/", "no id"],
    ["https://vimeo.com/dQw4w9WgXcQ", "another site"],
    ["https://evil.example/watch?v=dQw4w9WgXcQ", "another host with a v parameter"],
    ["https://www.youtube.com/watch?v=dQw4w9WgX<Q", "characters an id never has"],
  ])("is refused for %s (%s)", (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });

  it("plays through the privacy embed, with autoplay only when the module asks for it", () => {
    expect(youtubeEmbedUrl("dQw4w9WgXcQ", false)).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
    );
    expect(youtubeEmbedUrl("dQw4w9WgXcQ", false)).not.toContain("autoplay");
    expect(youtubeEmbedUrl("dQw4w9WgXcQ", true)).toContain("autoplay=1");
  });
});

describe("the video view", () => {
  it("shows the maxres thumbnail and a play button, and no player until play is pressed", () => {
    const html = renderView(video("https://youtu.be/dQw4w9WgXcQ"));
    expect(html).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg"');
    expect(html).toContain('aria-label="Spela upp videon: Vår film"');
    expect(html).not.toContain("<iframe");
    expect(html).toContain("Vår film");
  });

  it("shows guests no preview for an id that is not 11 characters, and the owner a note", () => {
    const guest = renderView(video("https://www.youtube.com/watch?v=tooShort1"));
    expect(guest).not.toContain("i.ytimg.com");
    expect(guest).not.toContain("module-video__placeholder");
    expect(guest).toContain("Vår film");
    const owner = renderView(video("https://www.youtube.com/watch?v=tooShort1"), { mode: "EDIT" });
    expect(owner).toContain("module-video__placeholder");
    expect(owner).toContain("11 tecken");
    expect(renderView(video(""), { mode: "EDIT", language: "en" })).toContain(
      "Paste a link to a YouTube video",
    );
  });

  it("renders nothing for guests when there is neither a video nor a text", () => {
    expect(renderView(video("nope", { title: {} }))).toBe("");
  });
});
