// The video editor: a preview (the privacy embed) only for an exactly 11-character id, and the reason
// under the field otherwise.
import { createI18n } from "@web/i18n";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { VideoEditor } from "./Editor";
import { videoSchema } from "./schema";

function render(video: Record<string, unknown>, language: "sv" | "en" = "sv") {
  const module = videoSchema.parse({ id: "v1", siteModuleType: "Video", video });
  const messages = { sv, en }[language];
  const i18n = createI18n(language, { [language]: { app: messages.app, guest: messages.guest } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <VideoEditor module={module} language={language} onChange={() => {}} />
    </I18nextProvider>,
  );
}

describe("the video editor", () => {
  it("previews a valid id with its thumbnail, loading nothing from YouTube's player until play is pressed", () => {
    const html = render({ videoUrl: "https://youtu.be/dQw4w9WgXcQ", autoStart: true });
    expect(html).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/sddefault.jpg"');
    expect(html).not.toContain("<iframe");
    expect(html).toContain("Spela upp förhandsvisningen");
    expect(html).toContain("Video-id: dQw4w9WgXcQ");
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*checked=""/);
  });

  it("shows no preview for an id that is not 11 characters, and says why", () => {
    const html = render({ videoUrl: "dQw4w9WgXc" });
    expect(html).not.toContain("<iframe");
    expect(html).toContain("Videons id ska vara exakt 11 tecken, det här har 10.");
    expect(html).toContain('aria-invalid="true"');
    expect(render({ videoUrl: "https://vimeo.com/1" }, "en")).toContain(
      "This does not look like a YouTube link",
    );
  });

  it("labels every field", () => {
    const html = render({ videoUrl: "" });
    const ids = Array.from(html.matchAll(/<input[^>]*\sid="([^"]+)"/g), (m) => m[1]);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(html).toContain(`for="${id}"`);
    expect(html).toContain("Ingen video vald ännu");
  });
});
