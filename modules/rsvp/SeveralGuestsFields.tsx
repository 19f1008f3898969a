// The confirmation for a reply of several guests in the RSVP editor (issue 23 item 10): 'Tack för ert
// svar!' and 'fira med er!' where one guest gets 'ditt svar' and 'fira med dig!'. For the Yes
// confirmation and, beside the No one, for a No from every guest of the reply. Shown only when a reply
// may hold more than one guest. See View.tsx for what guests get when a field is empty.
import { type Translation, translate } from "@core/translation";
import { useTranslation } from "@web/i18n/use-translation";
import type { ModuleEditorProps } from "../editor-types";
import { useGuestDefaults } from "../shared/editor/questions/guest-defaults";
import { TextWithDefault } from "../shared/editor/questions/TextWithDefault";
import type { RsvpModule } from "./schema";

type Which = "yes" | "no";

const FIELDS = {
  yes: {
    title: ["confirmationTitleMany", "confirmationTitle"],
    text: ["confirmationTextMany", "confirmationText"],
    defaults: { title: "forms.rsvpConfirmationTitle", text: "forms.rsvpConfirmationTextMany" },
  },
  no: {
    title: ["confirmationTitleNoMany", "confirmationTitleNo"],
    text: ["confirmationTextNoMany", "confirmationTextNo"],
    defaults: { title: "forms.rsvpDeclinedTitleMany", text: "forms.rsvpDeclinedTextMany" },
  },
} as const;

/** A rich text as the plain words of a placeholder. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

export function SeveralGuestsFields({
  module,
  language,
  onChange,
  which,
}: Omit<ModuleEditorProps<RsvpModule>, "focus"> & { which: Which }) {
  const { t } = useTranslation("app");
  const guest = useGuestDefaults(language);
  if (module.maxNumberOfGuests <= 1) return null;
  const fields = FIELDS[which];
  // What guests see while the field is empty: a page saved before these fields shows its one-guest
  // text (View.tsx), a page that has them the UI's words for several.
  const placeholder = (several: Translation | undefined, one: Translation | undefined, fallback: string) =>
    (several === undefined ? plain(translate(one, language)) : "") || fallback;
  const [titleKey, titleOne] = fields.title;
  const [textKey, textOne] = fields.text;
  return (
    <>
      <h4 className="editor-section-title">
        {t(which === "yes" ? "formsEditor.several.yes" : "formsEditor.several.no")}
      </h4>
      <TextWithDefault
        label={t("formsEditor.confirmationTitle")}
        value={module[titleKey]}
        language={language}
        defaultText={placeholder(module[titleKey], module[titleOne], guest(fields.defaults.title))}
        onChange={(value) => onChange({ ...module, [titleKey]: value })}
      />
      <TextWithDefault
        rich
        label={t("formsEditor.confirmationText")}
        value={module[textKey]}
        language={language}
        defaultText={placeholder(module[textKey], module[textOne], guest(fields.defaults.text))}
        onChange={(value) => onChange({ ...module, [textKey]: value })}
      />
    </>
  );
}
