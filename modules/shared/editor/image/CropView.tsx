// The image dialog's crop view (SPEC §4, §5 Crop): aspect choices, a react-image-crop selection that
// starts at 90 % width centred, Save only with an area. The crop is kept in percent while dragging and
// turned into whole source pixels on Save, so the shown size of the image never matters. The help says
// how to crop with what the owner has: a finger on a touch screen, else a mouse and the keyboard.
import { imageUrl } from "@core/image-urls";
import type { Image } from "@core/images";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import ReactCrop from "react-image-crop";
import type { PixelCrop } from "../upload";
import { useCoarsePointer } from "./coarse-pointer";
import {
  aspectValue,
  CROP_ASPECTS,
  type CropAspectKey,
  hasArea,
  initialCrop,
  type PercentCrop,
  toSourcePixels,
} from "./crop";
import { ErrorText } from "./ErrorText";
import { previewUrl } from "./files";

type Props = {
  image: Image;
  saving: boolean;
  error: { error: unknown } | null;
  onSave: (crop: PixelCrop) => void;
  onCancel: () => void;
  /** Width / height the crop must have (a printed card's photo); no aspect choice then. */
  fixedAspect?: number | undefined;
};

const HANDLE_LABELS = [
  "cropArea",
  "nwDragHandle",
  "nDragHandle",
  "neDragHandle",
  "eDragHandle",
  "seDragHandle",
  "sDragHandle",
  "swDragHandle",
  "wDragHandle",
] as const;

/**
 * What is shown and what its pixels are: with the stored width and height a resized file is shown
 * (a phone need not load a 6000 px original); without them the full-size file, measured on load.
 */
function cropSource(image: Image): { src: string; known: { width: number; height: number } | null } {
  if (image.width && image.height)
    return { src: previewUrl(image, 1200), known: { width: image.width, height: image.height } };
  return { src: imageUrl(image), known: null };
}

export function CropView({ image, saving, error, onSave, onCancel, fixedAspect }: Props) {
  const { t } = useTranslation("app");
  const groupName = useId();
  const hintId = useId();
  const touch = useCoarsePointer();
  const [aspectKey, setAspectKey] = useState<CropAspectKey>("free");
  const [crop, setCrop] = useState<PercentCrop>();
  const [measured, setMeasured] = useState<{ width: number; height: number } | null>(null);
  const { src, known } = cropSource(image);
  const source = known ?? measured;
  const aspect = fixedAspect ?? aspectValue(aspectKey);
  const pixels = crop && source ? toSourcePixels(crop, source.width, source.height) : undefined;
  const ariaLabels = Object.fromEntries(
    HANDLE_LABELS.map((key) => [key, t(`imageDialog.cropLabels.${key}`)]),
  ) as Record<(typeof HANDLE_LABELS)[number], string>;

  const chooseAspect = (key: CropAspectKey) => {
    setAspectKey(key);
    if (source) setCrop(initialCrop(aspectValue(key), source.width, source.height));
  };

  return (
    <div className="crop-view">
      <p className="field__hint" id={hintId}>
        {t(touch ? "imageDialog.cropHintTouch" : "imageDialog.cropHint")}
      </p>
      {fixedAspect ? null : (
        <fieldset className="crop-view__aspects">
          <legend className="field__label">{t("imageDialog.aspect")}</legend>
          <div className="image-size__options">
            {CROP_ASPECTS.map(({ key }) => (
              <label key={key} className="image-size__option">
                <input
                  type="radio"
                  name={groupName}
                  value={key}
                  checked={aspectKey === key}
                  onChange={() => chooseAspect(key)}
                />
                <span>{key === "free" ? t("imageDialog.aspectFree") : key}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="crop-view__stage">
        <ReactCrop
          crop={crop}
          aspect={aspect}
          keepSelection
          ruleOfThirds
          disabled={saving}
          ariaLabels={ariaLabels}
          onChange={(_pixelCrop, percentCrop) => setCrop(percentCrop)}
        >
          <img
            className="crop-view__image"
            src={src}
            alt={t("imageDialog.preview")}
            aria-describedby={hintId}
            onLoad={(event) => {
              const natural = {
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              };
              if (!known) setMeasured(natural);
              const size = known ?? natural;
              setCrop((current) => current ?? initialCrop(aspect, size.width, size.height));
            }}
          />
        </ReactCrop>
      </div>
      {error ? <ErrorText headline={t("imageDialog.cropFailed")} error={error.error} /> : null}
      {pixels && !hasArea(pixels) ? <p className="field__hint">{t("imageDialog.cropNeedsArea")}</p> : null}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t("imageDialog.cancel")}
        </button>
        {pixels && hasArea(pixels) ? (
          <button
            type="button"
            className="button button--primary"
            disabled={saving}
            onClick={() => onSave(pixels)}
          >
            {saving ? t("imageDialog.saving") : t("imageDialog.save")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
