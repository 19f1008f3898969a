// An image of a module in an editor: a thumbnail of the chosen image (or an empty state) and a button
// that opens the image dialog (upload, size, crop, revert crop, remove).
import type { Image, ImageSizeName } from "@core/images";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ImageDialog } from "./ImageDialog";
import { previewUrl } from "./image/files";

export type ImageFieldProps = {
  label: string;
  value: Image | null;
  onChange: (image: Image | null) => void;
  /** What the image belongs to (a gift's title), named in the dialog's title. */
  subject?: string | undefined;
  /** The size choice (SPEC §3 userSelectedImageSize) where the module has one. */
  size?: { value: ImageSizeName; onChange: (size: ImageSizeName) => void };
};

export function ImageField({ label, subject, value, onChange, size }: ImageFieldProps) {
  const { t } = useTranslation("app");
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const buttonId = useId();
  return (
    <div className="field image-field">
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <div className="image-field__body">
        {value ? (
          <img
            className="image-field__thumb"
            // 160 px shown; a 600 px file stays sharp on dense screens and is the smallest stored.
            src={previewUrl(value, 320)}
            alt={t("imageField.thumbnail", { label })}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="image-field__empty">{t("imageField.empty")}</span>
        )}
        <div className="image-field__actions">
          <button
            id={buttonId}
            type="button"
            className="button"
            aria-labelledby={`${buttonId} ${labelId}`}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            {value ? t("imageField.change") : t("imageField.choose")}
          </button>
          {size && value ? (
            <span className="image-field__size">
              {`${t("moduleEditor.imageSize")}: ${t(`moduleEditor.imageSizes.${size.value}`)}`}
            </span>
          ) : null}
        </div>
      </div>
      <ImageDialog
        open={open}
        onClose={() => setOpen(false)}
        subject={subject}
        value={value}
        onChange={onChange}
        size={size}
      />
    </div>
  );
}
