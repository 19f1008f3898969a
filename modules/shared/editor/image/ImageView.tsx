// The image dialog's image view (SPEC §4 Image editor): the chosen image, upload by drop or picker
// with progress, the size choice, and crop, revert crop and remove. State lives in ImageDialog.
import { imageSrcSet } from "@core/image-urls";
import { IMAGE_SIZE_NAMES, type Image, type ImageSizeName } from "@core/images";
import { type Ref, useId, useState } from "react";
import type { FileRejection } from "react-dropzone";
import { useTranslation } from "react-i18next";
import { DropArea } from "./DropArea";
import { ErrorText } from "./ErrorText";
import { canCrop, MAX_IMAGE_BYTES, megabytes, previewUrl, type RejectionCode, rejectionCodes } from "./files";
import { ProgressBar } from "./ProgressBar";

export type SizeChoice = { value: ImageSizeName; onChange: (size: ImageSizeName) => void };
export type UploadState = { name: string; fraction: number };

type Props = {
  image: Image | null;
  size?: SizeChoice;
  upload: UploadState | null;
  uploadError: { error: unknown } | null;
  rejections: RejectionCode[];
  onFile: (file: File) => void;
  onRejected: (codes: RejectionCode[]) => void;
  onCancelUpload: () => void;
  onCrop: () => void;
  onRevert: () => void;
  onRemove: () => void;
  chooseRef: Ref<HTMLButtonElement>;
  cropRef: Ref<HTMLButtonElement>;
  /** The biggest file the picker takes: quick start's lower cap (files.ts maxImageBytes), else 25 MB. */
  maxBytes?: number;
};

export function ImageView(props: Props) {
  const { image, size, upload, uploadError, rejections, maxBytes = MAX_IMAGE_BYTES } = props;
  const { t } = useTranslation("app");
  const sizeName = useId();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = image ? previewUrl(image, 800) : null;
  const onDrop = (accepted: File[], refused: FileRejection[]) => {
    props.onRejected(rejectionCodes(refused));
    // SPEC §5: only the first file is taken.
    const first = accepted[0];
    if (first) props.onFile(first);
  };
  return (
    <div className="image-view">
      <div className="image-view__preview">
        {image && src ? (
          <img
            className="image-view__image"
            src={src}
            srcSet={imageSrcSet(image)}
            sizes="(min-width: 46rem) 41rem, 90vw"
            alt={t("imageDialog.preview")}
            onError={() => setFailedSrc(src)}
            onLoad={() => setFailedSrc(null)}
          />
        ) : (
          <p className="image-view__empty">{t("imageDialog.noImage")}</p>
        )}
        {image && failedSrc === src ? (
          <p className="image-error" role="alert">
            <strong>{t("imageDialog.loadFailed")}</strong>
          </p>
        ) : null}
      </div>
      {image ? (
        <div className="image-view__tools">
          {canCrop(image) ? (
            <button
              ref={props.cropRef}
              type="button"
              className="button"
              onClick={props.onCrop}
              disabled={!!upload}
            >
              {t("imageDialog.crop")}
            </button>
          ) : null}
          {image.imageBeforeEdit ? (
            <button type="button" className="button" onClick={props.onRevert} disabled={!!upload}>
              {t("imageDialog.revertCrop")}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--danger"
            onClick={props.onRemove}
            disabled={!!upload}
          >
            {t("imageDialog.remove")}
          </button>
        </div>
      ) : null}
      <DropArea
        multiple={false}
        disabled={!!upload}
        buttonRef={props.chooseRef}
        buttonLabel={image ? t("imageDialog.replaceImage") : t("imageDialog.chooseImage")}
        buttonClassName={image ? "button" : "button button--primary"}
        hint={t("imageDialog.dropHint")}
        activeHint={t("imageDialog.dropActive")}
        formats={t("imageDialog.formats")}
        onDrop={onDrop}
        maxSize={maxBytes}
        busy={
          upload ? (
            <div className="drop-area__busy">
              <ProgressBar
                label={t("imageDialog.uploading", { name: upload.name })}
                fraction={upload.fraction}
              />
              <button type="button" className="button" onClick={props.onCancelUpload}>
                {t("imageDialog.cancelUpload")}
              </button>
            </div>
          ) : undefined
        }
      />
      {rejections.map((code) => (
        <p key={code} className="image-error" role="alert">
          <strong>
            {code === "file-too-large" && maxBytes < MAX_IMAGE_BYTES
              ? t("imageDialog.rejections.file-too-large-quick-start", {
                  megabytes: megabytes(maxBytes),
                  accountMegabytes: megabytes(MAX_IMAGE_BYTES),
                })
              : t(`imageDialog.rejections.${code}`, { megabytes: megabytes(maxBytes) })}
          </strong>
        </p>
      ))}
      {uploadError ? <ErrorText headline={t("imageDialog.uploadFailed")} error={uploadError.error} /> : null}
      {size && image ? (
        <fieldset className="image-size">
          <legend className="field__label">{t("moduleEditor.imageSize")}</legend>
          <div className="image-size__options">
            {IMAGE_SIZE_NAMES.map((name) => (
              <label key={name} className="image-size__option">
                <input
                  type="radio"
                  name={sizeName}
                  value={name}
                  checked={size.value === name}
                  onChange={() => size.onChange(name)}
                />
                <span>{t(`moduleEditor.imageSizes.${name}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
