// The languages of a page, chosen the same way in the wizard's language step and in the Mer drawer
// (SPEC §2, §5): listed by name (never by code), added from the quick picks sv, en, da, no, fi or from
// every ISO 639-1 language by name (the common ones first, then the rest alphabetically; names from our
// own table, as browsers lack many: issue 23 item 7), removed only while more than one remains, at most
// LIMITS.languagesPerSite. Each caller keeps its own texts (`texts`), where its list lives and what a
// change means (the wizard's data, or an edit of the draft saved with Spara).
import { languageLabel, languageName, languageOptions } from "@core/iso-languages";
import { LIMITS } from "@core/limits";
import { QUICK_LANGUAGES } from "@core/wizard";
import { type RefObject, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** The keys both message groups have. */
type TextKey =
  | "add"
  | "addNamed"
  | "addOther"
  | "added"
  | "choose"
  | "chooseFirst"
  | "commonGroup"
  | "first"
  | "limit"
  | "other"
  | "otherGroup"
  | "remove"
  | "removeNamed"
  | "removed";

type Props = {
  languages: string[];
  onChange: (languages: string[]) => void;
  /** Where the messages are: both places have the same keys under their own feature. */
  texts: "onboarding.wizard.languages" | "more.languages";
  /** Focus goes here after a removal (the pressed button is gone with its row). */
  afterRemove: RefObject<HTMLElement | null>;
  /** The caller's look of the 'add' subheading and the limit note (a wizard step or a drawer section). */
  classes: { subtitle: string; limit: string };
  /** The level of the 'add' subheading, one below the caller's own heading. */
  subheading: "h2" | "h4";
};

export function LanguageChooser({ languages, onChange, texts, afterRemove, classes, subheading }: Props) {
  const { t, i18n } = useTranslation("app");
  const id = useId();
  const ui = i18n.language;
  // 'Engelska' where a name stands alone, 'engelska' inside a sentence ('Lägg till engelska').
  const label = (code: string) => languageLabel(code, ui);
  const name = (code: string) => languageName(code, ui);
  const text = (key: TextKey, options?: { language?: string; max?: number }): string =>
    t(`${texts}.${key}`, options ?? {});
  const [other, setOther] = useState("");
  const [chooseFirst, setChooseFirst] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const select = useRef<HTMLSelectElement>(null);
  const full = languages.length >= LIMITS.languagesPerSite;
  const quick = QUICK_LANGUAGES.filter((code) => !languages.includes(code));
  // Every other ISO language by its name in the UI language: the common ones first, each group in that
  // language's alphabetical order.
  const options = useMemo(() => languageOptions(ui, languages), [languages, ui]);

  const add = (code: string) => {
    if (full || languages.includes(code)) return;
    onChange([...languages, code]);
    setAnnouncement(text("added", { language: label(code) }));
  };
  const addOther = () => {
    if (!other) {
      setChooseFirst(true);
      select.current?.focus();
      return;
    }
    add(other);
    setOther("");
  };
  const remove = (code: string) => {
    if (languages.length <= 1) return;
    onChange(languages.filter((l) => l !== code));
    setAnnouncement(text("removed", { language: label(code) }));
    afterRemove.current?.focus();
  };
  const Subheading = subheading;

  return (
    <>
      <ul className="language-list">
        {languages.map((code, index) => (
          <li key={code}>
            <span>
              {label(code)}
              {index === 0 ? <span className="language-list__first"> · {text("first")}</span> : null}
            </span>
            {languages.length > 1 ? (
              <button
                type="button"
                className="link-button"
                aria-label={text("removeNamed", { language: name(code) })}
                onClick={() => remove(code)}
              >
                {text("remove")}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {full ? (
        <p className={classes.limit} role="note">
          {text("limit", { max: LIMITS.languagesPerSite })}
        </p>
      ) : (
        <>
          <Subheading className={classes.subtitle}>{text("add")}</Subheading>
          {quick.length > 0 ? (
            <div className="language-picks">
              {quick.map((code) => (
                <button
                  key={code}
                  type="button"
                  className="chip"
                  aria-label={text("addNamed", { language: name(code) })}
                  onClick={() => add(code)}
                >
                  + {label(code)}
                </button>
              ))}
            </div>
          ) : null}
          <div className="field language-other">
            <label htmlFor={`${id}-other`}>{text("other")}</label>
            <div className="language-other__row">
              <select
                id={`${id}-other`}
                ref={select}
                value={other}
                aria-describedby={chooseFirst ? `${id}-choose-first` : undefined}
                aria-invalid={chooseFirst ? true : undefined}
                onChange={(event) => {
                  setOther(event.target.value);
                  setChooseFirst(false);
                }}
              >
                <option value="">{text("choose")}</option>
                {options.common.length > 0 ? (
                  <optgroup label={text("commonGroup")}>
                    {options.common.map((language) => (
                      <option key={language.code} value={language.code}>
                        {language.label}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
                <optgroup label={text("otherGroup")}>
                  {options.others.map((language) => (
                    <option key={language.code} value={language.code}>
                      {language.label}
                    </option>
                  ))}
                </optgroup>
              </select>
              <button type="button" className="button" onClick={addOther}>
                {text("addOther")}
              </button>
            </div>
            {chooseFirst ? (
              <p className="field__error" id={`${id}-choose-first`}>
                {text("chooseFirst")}
              </p>
            ) : null}
          </div>
        </>
      )}
    </>
  );
}
