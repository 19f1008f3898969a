// Who gets a mail when a guest answers an RSVP or a form (SPEC §3 formRecipients, §5): up to six
// addresses, trimmed, empties dropped, e-mail type. With none given the server mails the account's
// own address, so the field says so instead of storing a copy of it (a later change of the account's
// mail then still reaches the owner).
import { cleanRecipients } from "@core/form-editing";
import { LIMITS } from "@core/limits";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEditorContext } from "../context";

export function FormRecipientsField({ formId }: { formId: string }) {
  const { t } = useTranslation("app");
  const { formRecipients, setFormRecipients, ownerMail } = useEditorContext();
  const id = useId();
  const stored = formRecipients.find((entry) => entry.formId === formId)?.recipients ?? [];
  const [rows, setRows] = useState<string[]>(() => (stored.length > 0 ? [...stored] : [""]));
  const { invalid } = cleanRecipients(rows);

  const change = (next: string[]) => {
    setRows(next);
    const { recipients } = cleanRecipients(next);
    const others = formRecipients.filter((entry) => entry.formId !== formId);
    setFormRecipients(recipients.length > 0 ? [...others, { formId, recipients }] : others);
  };

  return (
    <fieldset className="form-recipients" aria-describedby={`${id}-hint`}>
      <legend>{t("formsEditor.recipients.title")}</legend>
      <p className="field__hint" id={`${id}-hint`}>
        {ownerMail
          ? t("formsEditor.recipients.defaultOwner", { mail: ownerMail })
          : t("formsEditor.recipients.defaultQuickStart")}
      </p>
      <ol className="form-recipients__list">
        {rows.map((row, index) => {
          const rowId = `${id}-${index}`;
          const bad = invalid.includes(index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; an address may repeat while typed
            <li key={index} className="form-recipients__row">
              <div className="field">
                <label htmlFor={rowId}>{t("formsEditor.recipients.address", { n: index + 1 })}</label>
                <input
                  id={rowId}
                  type="email"
                  autoComplete="off"
                  value={row}
                  placeholder={index === 0 && ownerMail ? ownerMail : undefined}
                  aria-invalid={bad || undefined}
                  aria-describedby={bad ? `${rowId}-error` : undefined}
                  onChange={(event) => change(rows.map((r, i) => (i === index ? event.target.value : r)))}
                />
                {bad ? (
                  <p className="field__error" id={`${rowId}-error`}>
                    {t("formsEditor.recipients.invalid")}
                  </p>
                ) : null}
              </div>
              {index > 0 ? (
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  aria-label={t("formsEditor.recipients.remove", { n: index + 1 })}
                  title={t("formsEditor.recipients.remove", { n: index + 1 })}
                  onClick={() => change(rows.filter((_, i) => i !== index))}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {rows.length < LIMITS.recipientsPerForm ? (
        <button type="button" className="button button--secondary" onClick={() => setRows([...rows, ""])}>
          + {t("formsEditor.recipients.add")}
        </button>
      ) : null}
    </fieldset>
  );
}
