import { imageUrl } from "@core/image-urls";
import { newClientId } from "@core/ids";
import type { Image } from "@core/images";
import { LIMITS } from "@core/limits";
import { ApiRequestError } from "@web/app/api";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { ModuleTextField } from "../shared/ModuleTextField";
import { useEditorContext } from "../shared/editor/context";
import { moveItem } from "../shared/editor/ItemList";
import { isAbortError, uploadImage } from "../shared/editor/upload";
import type { ImageGalleryModule } from "./schema";
import {
  GALLERY_ACCEPT,
  orderedDelivery,
  pickGalleryFiles,
  runQueue,
  thumbnailFileName,
  type UploadRow,
} from "./uploads";

export const ImageGalleryEditor: ModuleEditorFor<"ImageGallery"> = (props) => {
  const { t, i18n } = useTranslation("app");
  const { module, onChange } = props;
  const { apiBase } = useEditorContext();
  const inputId = useId();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [dragging, setDragging] = useState(false);
  // Uploads finish after renders the parent has not made yet: each adds to the newest module, not to
  // the one this render saw, so three photos finishing together all land.
  const latest = useRef<ImageGalleryModule>(module);
  latest.current = module;
  const change = (next: ImageGalleryModule) => {
    latest.current = next;
    onChange(next);
  };
  // Closing the dialog stops the uploads: a late answer must not write an old copy of the module back.
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => {
    aborter.current = new AbortController();
    return () => aborter.current?.abort();
  }, []);

  const setRow = (key: string, patch: Partial<UploadRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const failureText = (error: unknown, name: string) => {
    const description = error instanceof ApiRequestError ? error.body?.errorDescription : undefined;
    const fromServer = description?.[i18n.language] ?? description?.sv;
    const base = t("editorLists.gallery.failed", { name });
    return fromServer ? `${base}: ${fromServer}` : `${base}.`;
  };

  const addFiles = (list: FileList | null) => {
    const signal = aborter.current?.signal;
    if (!list || !signal) return;
    const room =
      LIMITS.itemsPerList - latest.current.gallery.length - rows.filter((r) => r.state !== "failed").length;
    const { accepted, refused } = pickGalleryFiles(Array.from(list), room);
    const queued = accepted.map((file) => ({ file, key: newClientId("upload") }));
    const refusedRows: UploadRow[] = refused.map(({ file, reason }) => ({
      key: newClientId("upload"),
      name: file.name,
      progress: 0,
      state: "failed",
      error: t(`editorLists.gallery.refused.${reason}`, { name: file.name, max: LIMITS.itemsPerList }),
    }));
    setRows((current) => [
      ...current,
      ...queued.map(({ file, key }) => ({ key, name: file.name, progress: 0, state: "waiting" as const })),
      ...refusedRows,
    ]);
    // Photos join the gallery in the order chosen, not the order their uploads finish.
    const delivery = orderedDelivery<{ key: string; image: Image }>(queued.length, ({ key, image }) => {
      setRows((current) => current.filter((row) => row.key !== key));
      const item = { id: newClientId("galleryItem"), image };
      change({ ...latest.current, gallery: [...latest.current.gallery, item] });
    });
    void runQueue(queued, async ({ file, key }, index) => {
      setRow(key, { state: "uploading" });
      try {
        const image = await uploadImage(apiBase, file, (progress) => setRow(key, { progress }), signal);
        delivery.done(index, { key, image });
        return image;
      } catch (error) {
        delivery.failed(index);
        if (!isAbortError(error)) setRow(key, { state: "failed", error: failureText(error, file.name) });
        throw error;
      }
    });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  const gallery = module.gallery;
  const remove = (index: number) => {
    if (
      !window.confirm(
        t("itemList.removeConfirm", { title: t("editorLists.gallery.photo", { number: index + 1 }) }),
      )
    )
      return;
    change({ ...latest.current, gallery: gallery.filter((_, i) => i !== index) });
  };

  return (
    <div className="editor-lists">
      <ModuleTextField {...props} field="title" label="title" />
      <ModuleTextField {...props} field="text" label="text" rich />
      <fieldset className="editor-lists__group">
        <legend>
          {t("editorLists.gallery.photos")}{" "}
          <span className="editor-lists__count">
            ({t("editorLists.gallery.count", { count: gallery.length })})
          </span>
        </legend>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer shortcut; the file input inside is the keyboard way */}
        <div
          className={`editor-lists__dropzone${dragging ? " is-dragging" : ""}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <input
            id={inputId}
            className="editor-lists__file-input"
            type="file"
            accept={GALLERY_ACCEPT}
            multiple
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => {
              addFiles(event.target.files);
              event.target.value = "";
            }}
          />
          <label htmlFor={inputId} className="button button--secondary">
            {t("editorLists.gallery.choose")}
          </label>
          <p className="field__hint" id={`${inputId}-hint`}>
            {t("editorLists.gallery.chooseHint")}
          </p>
        </div>
        {rows.length > 0 ? (
          <ul className="editor-lists__uploads" aria-live="polite">
            {rows.map((row) => (
              <li key={row.key} className={`editor-lists__upload is-${row.state}`}>
                {row.state === "failed" ? (
                  <>
                    <span role="alert">{row.error}</span>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t("editorLists.gallery.dismiss")}
                      title={t("editorLists.gallery.dismiss")}
                      onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                    >
                      <span aria-hidden="true">✕</span>
                    </button>
                  </>
                ) : (
                  <>
                    <span className="editor-lists__upload-name">
                      {/* Sent in full: the server is still checking and resizing the photo. */}
                      {row.progress >= 1
                        ? t("editorLists.gallery.processing", { name: row.name })
                        : t("editorLists.gallery.uploading", { name: row.name })}
                    </span>
                    <progress
                      value={row.progress}
                      max={1}
                      aria-label={t("editorLists.gallery.uploading", { name: row.name })}
                    />
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {gallery.length === 0 ? (
          <p className="field__hint">{t("editorLists.gallery.empty")}</p>
        ) : (
          <ol className="editor-lists__thumbs">
            {gallery.map((item, index) => {
              const label = t("editorLists.gallery.photo", { number: index + 1 });
              return (
                <li key={item.id} className="editor-lists__thumb">
                  <img
                    src={imageUrl(item.image, thumbnailFileName(item.image))}
                    alt={label}
                    loading="lazy"
                    decoding="async"
                  />
                  <div className="editor-lists__thumb-tools">
                    <button
                      type="button"
                      className="icon-button"
                      disabled={index === 0}
                      aria-label={`${t("editorLists.gallery.moveEarlier")}: ${label}`}
                      title={t("editorLists.gallery.moveEarlier")}
                      onClick={() => change({ ...latest.current, gallery: moveItem(gallery, index, -1) })}
                    >
                      <span aria-hidden="true">←</span>
                    </button>
                    <button
                      type="button"
                      className="icon-button"
                      disabled={index === gallery.length - 1}
                      aria-label={`${t("editorLists.gallery.moveLater")}: ${label}`}
                      title={t("editorLists.gallery.moveLater")}
                      onClick={() => change({ ...latest.current, gallery: moveItem(gallery, index, 1) })}
                    >
                      <span aria-hidden="true">→</span>
                    </button>
                    <button
                      type="button"
                      className="icon-button icon-button--danger"
                      aria-label={`${t("editorLists.gallery.remove")}: ${label}`}
                      title={t("editorLists.gallery.remove")}
                      onClick={() => remove(index)}
                    >
                      <span aria-hidden="true">✕</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </fieldset>
    </div>
  );
};

export default ImageGalleryEditor;
