import { describe, expect, it } from "vitest";
import { videoInputStatus } from "./editor-rules";

describe("the video editor's reading of the typed address", () => {
  it("accepts an 11-character id, bare or in any YouTube link", () => {
    for (const text of [
      "dQw4w9WgXcQ",
      " https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10 ",
      "https://youtu.be/dQw4w9WgXcQ",
      "youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(videoInputStatus(text)).toEqual({ kind: "valid", id: "dQw4w9WgXcQ" });
    }
  });

  it("says how long an id is when it is not exactly 11 characters", () => {
    expect(videoInputStatus("dQw4w9WgXc")).toEqual({ kind: "wrongLength", length: 10 });
    expect(videoInputStatus("dQw4w9WgXcQQ")).toEqual({ kind: "wrongLength", length: 12 });
    expect(videoInputStatus("https://www.youtube.com/watch?v=abc")).toEqual({
      kind: "wrongLength",
      length: 3,
    });
    expect(videoInputStatus("https://youtu.be/")).toEqual({ kind: "wrongLength", length: 0 });
  });

  it("tells an empty field, another site and a refused address apart", () => {
    expect(videoInputStatus("   ")).toEqual({ kind: "empty" });
    expect(videoInputStatus("https://vimeo.com/123456")).toEqual({ kind: "notYouTube" });
    expect(videoInputStatus("javascript:alert(1)")).toEqual({ kind: "unsafe" });
    expect(videoInputStatus("data:text/html,x")).toEqual({ kind: "unsafe" });
  });
});
