// An image of a module in an editor: shows the chosen image and opens the image dialog (upload, size,
// crop, revert crop, remove). Contract only until the image dialog lands.
import type { Image, ImageSizeName } from "@core/images";

export type ImageFieldProps = {
  label: string;
  value: Image | null;
  onChange: (image: Image | null) => void;
  /** The size choice (SPEC §3 userSelectedImageSize) where the module has one. */
  size?: { value: ImageSizeName; onChange: (size: ImageSizeName) => void };
};

export function ImageField({ label }: ImageFieldProps) {
  return <div className="field">{label}</div>;
}
