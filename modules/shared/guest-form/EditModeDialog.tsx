// SPEC §8 Edit mode send: in the editor (EDIT and REVIEW) nothing is sent; this says why and where to
// test instead. A native modal <dialog>: focus moves into it, Escape closes it, the page behind is inert.
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "@web/i18n/use-translation";

export function EditModeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("guest");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="guest-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="guest-dialog__title">
        {t("forms.editModeTitle")}
      </h2>
      <p>{t("forms.editModeText")}</p>
      <button type="button" className="guest-button" onClick={onClose}>
        {t("forms.close")}
      </button>
    </dialog>
  );
}
