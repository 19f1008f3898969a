// The RSVP editor's 'other' tab: how many guests one answer may hold (SPEC §5: 1 to 5; with 1 a single
// button replaces the dropdown) and the texts of the buttons and headings around the questions.
import { useId } from "react";
import { useTranslation } from "@web/i18n/use-translation";
import type { ModuleEditorProps } from "../editor-types";
import { useGuestDefaults } from "../shared/editor/questions/guest-defaults";
import { TextWithDefault } from "../shared/editor/questions/TextWithDefault";
import type { RsvpModule } from "./schema";

const GUEST_COUNTS = [1, 2, 3, 4, 5] as const;

type TextKey =
  | "showFormButton"
  | "selectNumberOfGuestsText"
  | "oneGuestRsvpButton"
  | "guestIndexTitle"
  | "sendButton";

/** Each text, its label key and the guest page's default (guest namespace). */
const TEXTS: readonly { key: TextKey; label: string; fallback: string; when?: (max: number) => boolean }[] = [
  { key: "showFormButton", label: "showFormButton", fallback: "forms.rsvpShow" },
  {
    key: "selectNumberOfGuestsText",
    label: "selectNumberOfGuestsText",
    fallback: "forms.chooseGuests",
    when: (max) => max > 1,
  },
  {
    key: "oneGuestRsvpButton",
    label: "oneGuestRsvpButton",
    fallback: "forms.oneGuest",
    when: (max) => max === 1,
  },
  { key: "guestIndexTitle", label: "guestIndexTitle", fallback: "forms.guestTitle", when: (max) => max > 1 },
  { key: "sendButton", label: "sendButton", fallback: "forms.send" },
];

export function RsvpOtherTab({ module, language, onChange }: Omit<ModuleEditorProps<RsvpModule>, "focus">) {
  const { t } = useTranslation("app");
  const guest = useGuestDefaults(language);
  const id = useId();
  const max = module.maxNumberOfGuests;
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{t("formsEditor.maxGuests")}</label>
        <select
          id={id}
          aria-describedby={`${id}-hint`}
          value={max}
          onChange={(event) => onChange({ ...module, maxNumberOfGuests: Number(event.target.value) })}
        >
          {GUEST_COUNTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <p className="field__hint" id={`${id}-hint`}>
          {t("formsEditor.maxGuestsHint")}
        </p>
      </div>
      {TEXTS.filter((text) => text.when?.(max) ?? true).map((text) => (
        <TextWithDefault
          key={text.key}
          label={t(`formsEditor.texts.${text.label}`)}
          value={module[text.key]}
          language={language}
          defaultText={guest(text.fallback)}
          onChange={(value) => onChange({ ...module, [text.key]: value })}
        />
      ))}
    </>
  );
}
