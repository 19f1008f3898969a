// A question label or option text in the edited language (SPEC §5): required in every language of the
// site, so the languages still missing are named under the field; a text emptied and left reverts to
// the previous one. In translate mode the first language's text is shown beside it.
import { commitLabel } from "@core/form-editing";
import { languageLabel, languageName } from "@core/iso-languages";
import type { Translation } from "@core/translation";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEditorContext } from "../context";

type Props = {
  label: string;
  value: Translation;
  language: string;
  onChange: (value: Translation) => void;
  /** Visually hidden label (an option row whose heading says what it is). */
  hideLabel?: boolean;
};

export function LabelInput({ label, value, language, onChange, hideLabel = false }: Props) {
  const { t, i18n } = useTranslation("app");
  const { languages, translateMode } = useEditorContext();
  const id = useId();
  // What the owner is typing; null when the field shows the stored text.
  const [draft, setDraft] = useState<string | null>(null);
  const [reverted, setReverted] = useState(false);
  const missing = languages.filter((l) => (value[l] ?? "").trim() === "");
  const first = languages[0];
  const reference = translateMode && first && first !== language ? (value[first] ?? "") : null;
  const hints = [
    missing.length > 0 ? `${id}-missing` : null,
    reverted ? `${id}-reverted` : null,
    reference !== null ? `${id}-reference` : null,
  ].filter((x) => x !== null);

  return (
    <div className={`field question-label${missing.length > 0 ? " is-incomplete" : ""}`}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        maxLength={300}
        value={draft ?? value[language] ?? ""}
        aria-invalid={missing.includes(language) || undefined}
        aria-describedby={hints.length > 0 ? hints.join(" ") : undefined}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          setReverted(false);
          const next = commitLabel(value, language, text);
          if (!next.reverted) onChange(next.value);
        }}
        onBlur={() => {
          if (draft !== null && draft.trim() === "" && (value[language] ?? "") !== "") setReverted(true);
          setDraft(null);
        }}
      />
      {reference !== null && first ? (
        <p className="field__hint" id={`${id}-reference`}>
          {languageLabel(first, i18n.language)}: {reference || "–"}
        </p>
      ) : null}
      {missing.length > 0 ? (
        <p className="field__hint question-label__missing" id={`${id}-missing`}>
          {t("formsEditor.missingIn", {
            languages: missing.map((l) => languageName(l, i18n.language)).join(", "),
          })}
        </p>
      ) : null}
      {reverted ? (
        <p className="field__hint" id={`${id}-reverted`} role="status">
          {t("formsEditor.reverted")}
        </p>
      ) : null}
    </div>
  );
}
