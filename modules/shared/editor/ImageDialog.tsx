// The image dialog (SPEC §2, §4 Image editor): an image view (upload with progress, size, crop,
// revert crop, remove) and a crop view. Every change goes to the module at once, so the canvas
// behind shows it; Avbryt (and Escape) puts back the image and size the dialog opened with.
import type { Image } from "@core/images";
import * as Dialog from "@radix-ui/react-dialog";
import { useReturnFocus } from "@web/app/components/return-focus";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEditorContext } from "./context";
import { CropView } from "./image/CropView";
import type { RejectionCode } from "./image/files";
import { maxImageBytes, revertCrop } from "./image/files";
import { ImageView, type SizeChoice, type UploadState } from "./image/ImageView";
import { cropImage, isAbortError, type PixelCrop, uploadImage } from "./upload";

export type ImageDialogProps = {
  open: boolean;
  onClose: () => void;
  /**
   * What the image belongs to (a gift's or a list entry's title): the title says 'Bild: Kaffekoppar'.
   * Without it the title is 'Bild' alone, never the field's label again ('Bild: Bild', issue 23 item 10).
   */
  subject?: string | undefined;
  value: Image | null;
  onChange: (image: Image | null) => void;
  size?: SizeChoice;
  /** Width / height every crop must have (a printed card's photo at its layout's aspect). */
  cropAspect?: number | undefined;
};

type Failure = { error: unknown };

export function ImageDialog({ open, onClose, subject, value, onChange, size, cropAspect }: ImageDialogProps) {
  const { t } = useTranslation("app");
  const { apiBase, quickStart } = useEditorContext();
  const returnFocus = useReturnFocus();
  const [view, setView] = useState<"image" | "crop">("image");
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [uploadError, setUploadError] = useState<Failure | null>(null);
  const [rejections, setRejections] = useState<RejectionCode[]>([]);
  const [cropSaving, setCropSaving] = useState(false);
  const [cropError, setCropError] = useState<Failure | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const uploadAbort = useRef<AbortController | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const cropRef = useRef<HTMLButtonElement>(null);
  // An upload or crop finishes after the owner may have changed the size meanwhile: answer through
  // the newest props, not the ones from when it started, or that change would be undone.
  const latest = useRef({ value, onChange, size });
  latest.current = { value, onChange, size };
  const opened = useRef<{ value: Image | null; size: SizeChoice["value"] | undefined } | null>(null);

  useEffect(() => {
    if (open) {
      opened.current = { value: latest.current.value, size: latest.current.size?.value };
      return;
    }
    // Closed: nothing of this opening carries over to the next.
    uploadAbort.current?.abort();
    setView("image");
    setUpload(null);
    setUploadError(null);
    setRejections([]);
    setCropError(null);
    setCropSaving(false);
    setAnnouncement("");
  }, [open]);

  useEffect(() => () => uploadAbort.current?.abort(), []);

  const announce = (text: string) => setAnnouncement(text);
  // A message is about the last thing tried; the next action makes it old news.
  const clearMessages = () => {
    setUploadError(null);
    setRejections([]);
    setCropError(null);
  };

  const startUpload = (file: File) => {
    uploadAbort.current?.abort();
    const controller = new AbortController();
    uploadAbort.current = controller;
    clearMessages();
    setUpload({ name: file.name, fraction: 0 });
    uploadImage(apiBase, file, (fraction) => setUpload({ name: file.name, fraction }), controller.signal)
      .then((image) => {
        latest.current.onChange(image);
        announce(t("imageDialog.announce.uploaded"));
      })
      .catch((error: unknown) => {
        if (!isAbortError(error)) setUploadError({ error });
      })
      .finally(() => {
        if (uploadAbort.current === controller) {
          uploadAbort.current = null;
          setUpload(null);
        }
      });
  };

  const saveCrop = (crop: PixelCrop) => {
    const image = latest.current.value;
    if (!image) return;
    setCropSaving(true);
    setCropError(null);
    cropImage(apiBase, image, crop)
      .then((cropped) => {
        // The picture is the same, so its alternative text still describes it.
        latest.current.onChange(image.alt ? { ...cropped, alt: image.alt } : cropped);
        announce(t("imageDialog.announce.cropped"));
        setView("image");
      })
      .catch((error: unknown) => setCropError({ error }))
      .finally(() => setCropSaving(false));
  };

  const cancel = () => {
    uploadAbort.current?.abort();
    const start = opened.current;
    if (start) {
      if (latest.current.value !== start.value) latest.current.onChange(start.value);
      const startSize = start.size;
      if (startSize !== undefined && latest.current.size && latest.current.size.value !== startSize) {
        // Two changes in one tick would both start from the same module: the size goes back
        // after the module has taken the image back.
        setTimeout(() => latest.current.size?.onChange(startSize), 0);
      }
    }
    onClose();
  };

  // Focus follows the view: the crop view's heading when it opens, the crop button on the way back.
  const previousView = useRef(view);
  useEffect(() => {
    if (previousView.current === view) return;
    previousView.current = view;
    if (view === "crop") titleRef.current?.focus();
    else (cropRef.current ?? chooseRef.current ?? titleRef.current)?.focus();
  }, [view]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : cancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay dialog-overlay--nested" />
        <Dialog.Content
          className="dialog dialog--wide image-dialog"
          {...returnFocus}
          // A stray click beside the dialog must not throw away an upload.
          onPointerDownOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            if (view === "crop" && !cropSaving) {
              event.preventDefault();
              setView("image");
            }
          }}
        >
          <Dialog.Title className="dialog__title" ref={titleRef} tabIndex={-1}>
            {view === "crop"
              ? t("imageDialog.cropTitle")
              : subject?.trim()
                ? t("imageDialog.titleOf", { subject: subject.trim() })
                : t("imageDialog.title")}
          </Dialog.Title>
          <Dialog.Description className="visually-hidden">{t("imageDialog.description")}</Dialog.Description>
          {view === "crop" && value ? (
            <CropView
              image={value}
              saving={cropSaving}
              error={cropError}
              onSave={saveCrop}
              fixedAspect={cropAspect}
              onCancel={() => {
                setCropError(null);
                setView("image");
              }}
            />
          ) : (
            <>
              <ImageView
                image={value}
                size={size}
                upload={upload}
                uploadError={uploadError}
                rejections={rejections}
                maxBytes={maxImageBytes(quickStart)}
                onFile={startUpload}
                onRejected={(codes) => {
                  if (codes.length === 0) return;
                  clearMessages();
                  setRejections(codes);
                }}
                onCancelUpload={() => uploadAbort.current?.abort()}
                onCrop={() => {
                  clearMessages();
                  setView("crop");
                }}
                onRevert={() => {
                  clearMessages();
                  if (value) onChange(revertCrop(value));
                  announce(t("imageDialog.announce.reverted"));
                }}
                onRemove={() => {
                  clearMessages();
                  onChange(null);
                  announce(t("imageDialog.announce.removed"));
                  // The remove button is gone; the picker's button is the natural next step.
                  requestAnimationFrame(() => chooseRef.current?.focus());
                }}
                chooseRef={chooseRef}
                cropRef={cropRef}
              />
              <div className="dialog__actions">
                <button type="button" className="button" onClick={cancel}>
                  {t("imageDialog.cancel")}
                </button>
                {/* Not Dialog.Close: closing through Radix means Escape here, which cancels. Disabled
                    while uploading so Klar never silently drops an upload under way. */}
                <button
                  type="button"
                  className="button button--primary"
                  onClick={onClose}
                  disabled={!!upload}
                >
                  {t("imageDialog.done")}
                </button>
              </div>
            </>
          )}
          <p className="visually-hidden" role="status" aria-live="polite">
            {announcement}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
