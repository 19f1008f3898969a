// Several photos at once (the gallery, issue 8): a file input that takes many files and a drop area for
// them, uploaded three at a time with a progress bar each, and a refusal or failure shown per file
// with its reason. Finished images are handed to onUploaded one per render, in the order chosen, so an
// editor that appends each image to the module it was given last never loses one to a stale module.
// Unmounting (the dialog closing) aborts every upload: a late answer must not write an old copy back.
import type { Image } from "@core/images";
import { ApiRequestError } from "@web/app/api";
import { type DragEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEditorContext } from "./context";
import { IMAGE_ACCEPT_ATTRIBUTE, MAX_IMAGE_BYTES, maxImageBytes, megabytes } from "./image/files";
import { itemsToStart, nextToDeliver, pendingCount, pickFiles, type QueueItem } from "./image/queue";
import { isAbortError, uploadImage } from "./upload";

export type MultiImageUploadProps = {
  /** Called once per uploaded image, in the order the files were chosen. */
  onUploaded: (image: Image) => void;
  /** How many images the list has, and may have: files beyond the room left are refused. */
  count: number;
  max: number;
  /** How many uploads run at the same time. */
  concurrency?: number;
};

let nextId = 0;
const newId = () => `upload-${++nextId}`;

export function MultiImageUpload({ onUploaded, count, max, concurrency = 3 }: MultiImageUploadProps) {
  const { t } = useTranslation("app");
  const { apiBase, quickStart } = useEditorContext();
  const maxBytes = maxImageBytes(quickStart);
  const inputId = useId();
  const [items, setItems] = useState<QueueItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const controllers = useRef(new Map<string, AbortController>());
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  const update = useCallback(
    (id: string, change: Partial<QueueItem>) =>
      setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item))),
    [],
  );

  // Start what the queue allows; each start marks its item uploading first so it is not started twice.
  useEffect(() => {
    for (const item of itemsToStart(items, concurrency)) {
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      update(item.id, { status: "uploading", fraction: 0 });
      uploadImage(apiBase, item.file, (fraction) => update(item.id, { fraction }), controller.signal)
        .then((image) => update(item.id, { status: "done", fraction: 1, image }))
        .catch((error: unknown) => {
          if (!isAbortError(error)) update(item.id, { status: "failed", error });
        })
        .finally(() => controllers.current.delete(item.id));
    }
  }, [items, concurrency, apiBase, update]);

  // Hand over one finished image per render (see the file's first comment); it leaves the list.
  useEffect(() => {
    const next = nextToDeliver(items);
    if (!next?.image) return;
    setItems((current) => current.filter((item) => item.id !== next.id));
    onUploadedRef.current(next.image);
  }, [items]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const addFiles = (list: FileList | null) => {
    if (!list) return;
    const { accepted, refused } = pickFiles(Array.from(list), max - count - pendingCount(items), maxBytes);
    const added: QueueItem[] = [
      ...accepted.map((file) => ({ id: newId(), file, status: "waiting" as const, fraction: 0 })),
      ...refused.map(({ file, reason }) => ({
        id: newId(),
        file,
        status: "refused" as const,
        fraction: 0,
        refusal: reason,
      })),
    ];
    setItems((current) => [...current, ...added]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <>
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
          accept={IMAGE_ACCEPT_ATTRIBUTE}
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
      {items.length > 0 ? (
        <ul className="editor-lists__uploads" aria-live="polite">
          {items.map((item) => (
            <QueueRow
              key={item.id}
              item={item}
              max={max}
              maxBytes={maxBytes}
              onDismiss={() => setItems((current) => current.filter((i) => i.id !== item.id))}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function QueueRow({
  item,
  max,
  maxBytes,
  onDismiss,
}: {
  item: QueueItem;
  max: number;
  maxBytes: number;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation("app");
  const name = item.file.name;
  const failed = item.status === "failed" || item.status === "refused";
  const problem = () => {
    if (item.refusal === "tooLarge" && maxBytes < MAX_IMAGE_BYTES)
      return t("editorLists.gallery.refused.tooLargeQuickStart", {
        name,
        megabytes: megabytes(maxBytes),
        accountMegabytes: megabytes(MAX_IMAGE_BYTES),
      });
    if (item.refusal)
      return t(`editorLists.gallery.refused.${item.refusal}`, { name, max, megabytes: megabytes(maxBytes) });
    const description = item.error instanceof ApiRequestError ? item.error.body?.errorDescription : undefined;
    const fromServer = description?.[i18n.language] ?? description?.sv;
    const base = t("editorLists.gallery.failed", { name });
    return fromServer ? `${base}: ${fromServer}` : `${base}.`;
  };
  // A finished photo waiting for an earlier one to be handed over still reads as being prepared.
  const state = failed ? "failed" : item.status === "done" ? "uploading" : item.status;
  return (
    <li className={`editor-lists__upload is-${state}`}>
      {failed ? (
        <>
          <span role="alert">{problem()}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t("editorLists.gallery.dismiss")}
            title={t("editorLists.gallery.dismiss")}
            onClick={onDismiss}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </>
      ) : (
        <>
          <span className="editor-lists__upload-name">
            {/* Sent in full: the server is still checking and resizing the photo. */}
            {item.fraction >= 1
              ? t("editorLists.gallery.processing", { name })
              : t("editorLists.gallery.uploading", { name })}
          </span>
          <progress value={item.fraction} max={1} aria-label={t("editorLists.gallery.uploading", { name })} />
        </>
      )}
    </li>
  );
}
