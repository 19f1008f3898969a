// The footer of an editor dialog that edits a copy (a module, the menu): Avbryt drops the copy, Klar
// keeps it. One component so both dialogs name and order their buttons alike.
import { useTranslation } from "react-i18next";

export function DoneCancelActions({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation("app");
  return (
    <div className="dialog__actions dialog__actions--sticky">
      <button type="button" className="button" onClick={onCancel}>
        {t("moduleEditor.cancel")}
      </button>
      <button type="button" className="button button--primary" onClick={onDone}>
        {t("moduleEditor.done")}
      </button>
    </div>
  );
}
