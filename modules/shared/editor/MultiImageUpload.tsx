// Several photos at once for the gallery (issue 8): one drop area and picker for many files, uploaded
// two at a time with a progress bar each, failures shown per file with a retry. Finished images are
// handed to onUploaded one per render, in the order chosen, so an editor that appends each image to
// the module it was given last never loses one to a stale module.
import type { Image } from "@core/images";
import { useCallback, useEffect, useRef, useState } from "react";
import type { FileRejection } from "react-dropzone";
import { useTranslation } from "react-i18next";
import { useEditorContext } from "./context";
import { DropArea } from "./image/DropArea";
import { ErrorText } from "./image/ErrorText";
import { rejectionCodes } from "./image/files";
import { ProgressBar } from "./image/ProgressBar";
import { itemsToStart, nextToDeliver, type QueueItem, queueSummary } from "./image/queue";
import { isAbortError, uploadImage } from "./upload";

export type MultiImageUploadProps = {
  /** Called once per uploaded image, in the order the files were chosen. */
  onUploaded: (image: Image) => void;
  /** How many uploads run at the same time. */
  concurrency?: number;
  disabled?: boolean;
};

let nextId = 0;
const newId = () => `upload-${++nextId}`;

export function MultiImageUpload({ onUploaded, concurrency = 2, disabled = false }: MultiImageUploadProps) {
  const { t } = useTranslation("app");
  const { apiBase } = useEditorContext();
  const [items, setItems] = useState<QueueItem[]>([]);
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
      update(item.id, { status: "uploading", fraction: 0, error: undefined });
      uploadImage(apiBase, item.file, (fraction) => update(item.id, { fraction }), controller.signal)
        .then((image) => update(item.id, { status: "done", fraction: 1, image }))
        .catch((error: unknown) => {
          if (!isAbortError(error)) update(item.id, { status: "failed", error });
        })
        .finally(() => controllers.current.delete(item.id));
    }
  }, [items, concurrency, apiBase, update]);

  // Hand over one finished image per render (see the file's first comment).
  useEffect(() => {
    const next = nextToDeliver(items);
    if (!next?.image) return;
    update(next.id, { delivered: true });
    onUploadedRef.current(next.image);
  }, [items, update]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const onDrop = (accepted: File[], rejections: FileRejection[]) => {
    const added: QueueItem[] = [
      ...accepted.map((file) => ({ id: newId(), file, status: "waiting" as const, fraction: 0 })),
      ...rejections.map(({ file, errors }) => ({
        id: newId(),
        file,
        status: "refused" as const,
        fraction: 0,
        codes: rejectionCodes([{ errors }]),
      })),
    ];
    setItems((current) => [...current, ...added]);
  };

  const remove = (id: string) => {
    controllers.current.get(id)?.abort();
    setItems((current) => current.filter((item) => item.id !== id));
  };

  const summary = queueSummary(items);
  const settled = items.some((item) => item.status === "done" || item.status === "refused");
  return (
    <div className="multi-upload">
      <DropArea
        multiple
        disabled={disabled}
        buttonLabel={t("multiImageUpload.choose")}
        hint={t("multiImageUpload.dropHint")}
        activeHint={t("multiImageUpload.dropActive")}
        formats={t("imageDialog.formats")}
        onDrop={onDrop}
      />
      <p className="multi-upload__summary" role="status" aria-live="polite">
        {items.length > 0
          ? [
              t("multiImageUpload.summary", { done: summary.done, total: summary.total }),
              summary.failed > 0 ? t("multiImageUpload.failedSummary", { count: summary.failed }) : "",
            ]
              .filter(Boolean)
              .join(" ")
          : ""}
      </p>
      {items.length > 0 ? (
        <ul className="multi-upload__list" aria-label={t("multiImageUpload.list")}>
          {items.map((item) => (
            <QueueRow
              key={item.id}
              item={item}
              onRetry={() => update(item.id, { status: "waiting", fraction: 0, error: undefined })}
              onRemove={() => remove(item.id)}
            />
          ))}
        </ul>
      ) : null}
      {settled ? (
        <button
          type="button"
          className="link-button"
          onClick={() =>
            setItems((current) =>
              current.filter((item) => item.status !== "done" && item.status !== "refused"),
            )
          }
        >
          {t("multiImageUpload.clearDone")}
        </button>
      ) : null}
    </div>
  );
}

function QueueRow({
  item,
  onRetry,
  onRemove,
}: {
  item: QueueItem;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("app");
  const name = item.file.name;
  const status =
    item.status === "done"
      ? t("multiImageUpload.done")
      : item.status === "refused"
        ? t("multiImageUpload.refused")
        : t("multiImageUpload.waiting");
  return (
    <li className="multi-upload__item">
      {item.status === "uploading" ? (
        <ProgressBar label={t("imageDialog.uploading", { name })} fraction={item.fraction} />
      ) : (
        <div className="multi-upload__row">
          <span className="multi-upload__name">{name}</span>
          {/* A failure says so in its own message below. */}
          {item.status === "failed" ? null : (
            <span className={`multi-upload__status ${item.status === "done" ? "is-done" : ""}`}>
              {status}
            </span>
          )}
        </div>
      )}
      {item.status === "failed" ? (
        <ErrorText headline={t("multiImageUpload.failed")} error={item.error} />
      ) : null}
      {item.status === "refused"
        ? (item.codes ?? []).map((code) => (
            <p key={code} className="image-error">
              <strong>{t(`imageDialog.rejections.${code}`)}</strong>
            </p>
          ))
        : null}
      {item.status === "done" ? null : (
        <div className="multi-upload__actions">
          {item.status === "failed" ? (
            <button type="button" className="button" onClick={onRetry}>
              {t("multiImageUpload.retry")}
            </button>
          ) : null}
          <button type="button" className="link-button" onClick={onRemove}>
            {t("multiImageUpload.dismiss", { name })}
          </button>
        </div>
      )}
    </li>
  );
}
