// An upload's progress: a real <progress> named by its label, so assistive technology reads the
// file and the percentage; the visible percentage is for sighted users only (no double reading).
import { useId } from "react";
import { useTranslation } from "react-i18next";

export function ProgressBar({ label, fraction }: { label: string; fraction: number }) {
  const { t } = useTranslation("app");
  const id = useId();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="upload-progress">
      <label className="upload-progress__label" htmlFor={id}>
        {label}
      </label>
      <progress id={id} className="upload-progress__bar" max={100} value={percent}>
        {t("imageDialog.progress", { percent })}
      </progress>
      <span className="upload-progress__percent" aria-hidden="true">
        {t("imageDialog.progress", { percent })}
      </span>
    </div>
  );
}
