// A drop target with a real button that opens the file picker: the button is how keyboard and
// screen-reader users upload (the drop area itself is not a click or key target, so nothing is
// announced twice), and dragging files onto the area does the same for mouse users.
import { type ReactNode, useId } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES, MIN_IMAGE_BYTES } from "./files";

type Props = {
  multiple: boolean;
  disabled?: boolean;
  buttonLabel: string;
  buttonClassName?: string;
  hint: string;
  activeHint: string;
  formats: string;
  onDrop: (accepted: File[], rejections: FileRejection[]) => void;
  /** What replaces the button while the area is busy (an upload's progress). */
  busy?: ReactNode;
  className?: string;
  buttonRef?: React.Ref<HTMLButtonElement>;
  /** The biggest file taken (quick start's is lower); bigger ones are refused as file-too-large. */
  maxSize?: number;
};

export function DropArea({
  multiple,
  disabled = false,
  buttonLabel,
  buttonClassName = "button button--primary",
  hint,
  activeHint,
  formats,
  onDrop,
  busy,
  className = "",
  buttonRef,
  maxSize = MAX_IMAGE_BYTES,
}: Props) {
  const hintId = useId();
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: IMAGE_ACCEPT,
    maxSize,
    minSize: MIN_IMAGE_BYTES,
    // One image: react-dropzone refuses a drop of several with too-many-files, which is reported.
    ...(multiple ? { multiple: true } : { multiple: false, maxFiles: 1 }),
    noClick: true,
    noKeyboard: true,
    disabled,
    onDrop: (accepted, rejections) => onDrop(accepted, rejections),
  });
  return (
    <div
      {...getRootProps({
        className: `drop-area ${isDragActive ? "is-drag-active" : ""} ${className}`.trim(),
      })}
    >
      <input {...getInputProps({ "aria-hidden": true, "aria-label": buttonLabel })} />
      <p className="drop-area__hint" id={hintId}>
        {isDragActive ? activeHint : hint}
        <span className="drop-area__formats">{formats}</span>
      </p>
      {busy ?? (
        <button
          ref={buttonRef}
          type="button"
          className={buttonClassName}
          onClick={open}
          disabled={disabled}
          aria-describedby={hintId}
        >
          {buttonLabel}
        </button>
      )}
    </div>
  );
}
