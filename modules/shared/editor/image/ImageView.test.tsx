// The image dialog's image view and crop view as the owner sees them: which buttons an image offers,
// the size choice, upload progress, refusals and failures in the UI language.
import type { Image } from "@core/images";
import { ApiRequestError } from "@web/app/api";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import type { ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { CropView } from "./CropView";
import { ImageView } from "./ImageView";

const MESSAGES = { sv, en, da } as const;
const ours: Image = {
  path: "/media/s1/",
  fileName: "b.jpg",
  cdn: true,
  width: 3000,
  height: 2000,
  sizes: [
    { size: 1600, fileName: "b-1600.jpg" },
    { size: 600, fileName: "b-600.jpg" },
  ],
};
const none = () => {};

function render(props: Partial<ComponentProps<typeof ImageView>>, language: keyof typeof MESSAGES = "sv") {
  const i18n = createI18n(language, { [language]: { app: MESSAGES[language].app } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ImageView
        image={null}
        upload={null}
        uploadError={null}
        rejections={[]}
        onFile={none}
        onRejected={none}
        onCancelUpload={none}
        onCrop={none}
        onRevert={none}
        onRemove={none}
        chooseRef={null}
        cropRef={null}
        {...props}
      />
    </I18nextProvider>,
  );
}

const buttons = (html: string) => Array.from(html.matchAll(/<button[^>]*>([^<]*)<\/button>/g), (m) => m[1]);

describe("the image view", () => {
  it("without an image offers only 'Välj bild', and no size", () => {
    const html = render({ size: { value: "LARGE", onChange: none } });
    expect(html).toContain("Ingen bild vald");
    expect(buttons(html)).toEqual(["Välj bild"]);
    expect(html).not.toContain("Bildstorlek");
  });

  it("offers crop, revert crop and remove for a cropped image of ours, and the size with the choice checked", () => {
    const cropped = { ...ours, imageBeforeEdit: { path: "/media/s1/", fileName: "a.jpg", sizes: [] } };
    const html = render({ image: cropped, size: { value: "MEDIUM", onChange: none } });
    expect(buttons(html)).toEqual(["Beskär", "Ångra beskärning", "Ta bort bild", "Byt bild"]);
    expect(html).toContain("Bildstorlek");
    expect(html).toMatch(/checked="" value="MEDIUM"/);
    expect(html).not.toMatch(/checked="" value="LARGE"/);
  });

  it("does not offer crop for an image from elsewhere, nor revert for one never cropped", () => {
    const html = render({ image: { ...ours, cdn: false, path: "https://elsewhere.example/x/" } });
    expect(buttons(html)).toEqual(["Ta bort bild", "Byt bild"]);
  });

  it("shows an upload as a labelled progress bar with a cancel button instead of the picker", () => {
    const html = render({ image: ours, upload: { name: "bröllop.jpg", fraction: 0.456 } });
    expect(html).toMatch(
      /<label[^>]*for="([^"]+)"[^>]*>Laddar upp bröllop.jpg<\/label><progress id="\1"[^>]*max="100" value="46"/,
    );
    expect(buttons(html)).toContain("Avbryt uppladdning");
    expect(buttons(html)).not.toContain("Byt bild");
  });

  it("words each refusal of react-dropzone in sv, en and da", () => {
    const rejections = ["file-invalid-type", "file-too-large", "file-too-small", "too-many-files"] as const;
    expect(render({ rejections: [...rejections] })).toContain("Välj en bild i taget.");
    expect(render({ rejections: ["file-too-large"] }, "en")).toContain(
      "The image is too large. It may be at most 25 MB.",
    );
    expect(render({ rejections: ["file-too-small"] }, "da")).toContain("Filen er tom.");
    expect((render({ rejections: [...rejections] }).match(/role="alert"/g) ?? []).length).toBe(4);
  });

  it("says an upload failed, with the server's reason in the UI language", () => {
    const error = new ApiRequestError(413, {
      isErrorResponse: true,
      errorDescription: {
        sv: "Bilden är för stor.",
        en: "The image is too large.",
        da: "Billedet er for stort.",
      },
      message: "too large",
    });
    expect(render({ uploadError: { error } })).toMatch(
      /Misslyckades att ladda upp bilden.*Bilden är för stor\./,
    );
    expect(render({ uploadError: { error } }, "en")).toMatch(
      /Failed to upload the image.*The image is too large\./,
    );
    expect(render({ uploadError: { error } }, "da")).toContain("Billedet kunne ikke uploades");
    // A failure without a reason (no connection) still says what failed.
    expect(render({ uploadError: { error: new ApiRequestError(0, null) } })).toContain(
      "Misslyckades att ladda upp bilden",
    );
  });
});

describe("the crop view", () => {
  function renderCrop(props: Partial<ComponentProps<typeof CropView>> = {}) {
    const i18n = createI18n("sv", { sv: { app: sv.app } });
    return renderToString(
      <I18nextProvider i18n={i18n}>
        <CropView image={ours} saving={false} error={null} onSave={none} onCancel={none} {...props} />
      </I18nextProvider>,
    );
  }

  it("offers the aspects free, 16:9, 3:2, 4:3, 3:4 and 1:1, free chosen, and shows a resized file", () => {
    const html = renderCrop();
    expect(Array.from(html.matchAll(/type="radio"[^>]*value="([^"]+)"/g), (m) => m[1])).toEqual([
      "free",
      "16:9",
      "3:2",
      "4:3",
      "3:4",
      "1:1",
    ]);
    expect(html).toMatch(/checked="" value="free"/);
    expect(html).toContain('src="/media/s1/b-1600.jpg"');
  });

  it("has no Save before there is a crop, and says why a crop failed", () => {
    expect(buttons(renderCrop())).toEqual(["Avbryt"]);
    expect(renderCrop({ error: { error: new ApiRequestError(400, null) } })).toContain(
      "Misslyckades att beskära bilden",
    );
  });

  it("shows the full-size file when the image's size is not known, to measure it", () => {
    const html = renderCrop({ image: { ...ours, width: undefined, height: undefined } });
    expect(html).toContain('src="/media/s1/b.jpg"');
  });
});
