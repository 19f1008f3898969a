// @vitest-environment happy-dom
// Quick start's upload cap in the picker (issue 23): the server takes at most 15 MB from an anonymous
// quick start (server/images/process.ts QUICK_START_IMAGE_LIMITS) while the picker let 25 MB through, so
// a 20 MB phone photo went up in full only to be refused. Now the image dialog and the gallery's picker
// refuse a file over 15 MB in quick start before sending anything, with the too-big message naming 15 MB
// (and 25 MB with an account); the signed-in editor keeps its 25 MB.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EditorContext, type EditorContextValue } from "./context";
import { ImageField } from "./ImageField";
import { MultiImageUpload } from "./MultiImageUpload";

const MESSAGES = { sv, en, da } as const;
type Ui = keyof typeof MESSAGES;
const MB = 1024 * 1024;

/** A JPEG of the given size without holding that many bytes. */
function photo(bytes: number, name = "telefon.jpg"): File {
  const file = new File([new Uint8Array(8)], name, { type: "image/jpeg" });
  Object.defineProperty(file, "size", { value: bytes });
  return file;
}

let opened: string[] = [];
beforeEach(() => {
  opened = [];
  // Every upload goes through XMLHttpRequest (upload.ts); an opened request means the file was sent.
  vi.spyOn(XMLHttpRequest.prototype, "open").mockImplementation(function (this: XMLHttpRequest, _m, url) {
    opened.push(String(url));
  });
  vi.spyOn(XMLHttpRequest.prototype, "send").mockImplementation(() => {});
  vi.spyOn(XMLHttpRequest.prototype, "abort").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function contextFor(quickStart: boolean): EditorContextValue {
  return {
    apiBase: quickStart ? "/api/sites/quick-start" : "/api/sites/s1",
    siteId: quickStart ? "START-WIZARD" : "s1",
    quickStart,
  } as EditorContextValue;
}

function wrap(ui: Ui, quickStart: boolean, children: React.ReactNode) {
  const i18n = createI18n(ui, { [ui]: { app: MESSAGES[ui].app } });
  return render(
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={contextFor(quickStart)}>{children}</EditorContext.Provider>
    </I18nextProvider>,
  );
}

function pickInDialog(ui: Ui, quickStart: boolean, file: File, label: string) {
  wrap(ui, quickStart, <ImageField value={null} onChange={() => {}} label={label} />);
  fireEvent.click(screen.getByRole("button", { name: new RegExp(label) }));
  const input = screen.getByRole("dialog").querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input in the image dialog");
  fireEvent.change(input, { target: { files: [file] } });
}

const TOO_BIG: Record<Ui, { label: string; message: string }> = {
  sv: {
    label: "Bild",
    message: "Bilden är för stor. Den får vara högst 15 MB (25 MB när du har skapat ett konto).",
  },
  en: {
    label: "Image",
    message: "The image is too large. It may be at most 15 MB (25 MB once you have an account).",
  },
  da: {
    label: "Billede",
    message: "Billedet er for stort. Det må højst være 15 MB (25 MB, når du har oprettet en konto).",
  },
};

describe("the image dialog's picker in quick start", () => {
  for (const ui of ["sv", "en", "da"] as const) {
    it(`refuses a 16 MB photo before uploading, saying 15 MB (${ui})`, async () => {
      pickInDialog(ui, true, photo(16 * MB), TOO_BIG[ui].label);
      expect((await screen.findByRole("alert")).textContent).toBe(TOO_BIG[ui].message);
      expect(opened).toEqual([]);
    });
  }

  it("uploads a 14 MB photo to quick start's route", async () => {
    pickInDialog("sv", true, photo(14 * MB), "Bild");
    await vi.waitFor(() => expect(opened).toEqual(["/api/sites/quick-start/upload-image"]));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("the signed-in editor's picker keeps 25 MB", () => {
  it("uploads a 16 MB photo", async () => {
    pickInDialog("sv", false, photo(16 * MB), "Bild");
    await vi.waitFor(() => expect(opened).toEqual(["/api/sites/s1/upload-image"]));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses 26 MB with the 25 MB message", async () => {
    pickInDialog("sv", false, photo(26 * MB), "Bild");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Bilden är för stor. Den får vara högst 25 MB.",
    );
    expect(opened).toEqual([]);
  });
});

describe("the gallery's picker", () => {
  function pickInGallery(quickStart: boolean, file: File) {
    wrap("sv", quickStart, <MultiImageUpload onUploaded={() => {}} count={0} max={30} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input in the gallery");
    fireEvent.change(input, { target: { files: [file] } });
  }

  it("in quick start refuses a 16 MB photo before uploading, saying 15 MB", async () => {
    pickInGallery(true, photo(16 * MB, "stor.jpg"));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "stor.jpg är större än 15 MB och laddades inte upp (25 MB när du har skapat ett konto).",
    );
    expect(opened).toEqual([]);
  });

  it("signed in uploads the same photo", async () => {
    pickInGallery(false, photo(16 * MB, "stor.jpg"));
    await vi.waitFor(() => expect(opened).toEqual(["/api/sites/s1/upload-image"]));
  });
});
