// The Mer drawer's languages (SPEC §2, §5): the page's languages by name (never by code), added from the
// quick picks sv, en, da, no, fi or from every ISO 639-1 language by name, removed only while more than
// one remains, at most LIMITS.languagesPerSite. A change is an edit of the draft, saved with Spara and
// undone like any other edit. The wizard's language step works the same way on its own data.
import { ISO_LANGUAGES, languageLabel, languageName } from "@core/iso-languages";
import { LIMITS } from "@core/limits";
import { QUICK_LANGUAGES } from "@core/wizard";
import { useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MoreDrawerProps } from "../design/types";

type Props = Pick<MoreDrawerProps, "draft" | "update">;

export function LanguagesSection({ draft, update }: Props) {
  const { t, i18n } = useTranslation("app");
  const id = useId();
  const ui = i18n.language;
  const languages = draft.availableLanguages.map((l) => l.languageCode);
  // 'Engelska' where a name stands alone, 'engelska' inside a sentence ('Lägg till engelska').
  const label = (code: string) => languageLabel(code, ui);
  const name = (code: string) => languageName(code, ui);
  const [other, setOther] = useState("");
  const [chooseFirst, setChooseFirst] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const select = useRef<HTMLSelectElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const full = languages.length >= LIMITS.languagesPerSite;
  const quick = QUICK_LANGUAGES.filter((code) => !languages.includes(code));
  // Every other ISO language by its name in the UI language, in that language's alphabetical order.
  const others = useMemo(
    () =>
      ISO_LANGUAGES.filter((code) => !languages.includes(code))
        .map((code) => ({ code, name: languageLabel(code, ui) }))
        .sort((a, b) => a.name.localeCompare(b.name, ui)),
    [languages, ui],
  );

  const setLanguages = (codes: string[]) =>
    update((document) => ({
      ...document,
      availableLanguages: codes.map((languageCode) => ({ languageCode })),
    }));

  const add = (code: string) => {
    if (full || languages.includes(code)) return;
    setLanguages([...languages, code]);
    setAnnouncement(t("more.languages.added", { language: label(code) }));
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
    setLanguages(languages.filter((l) => l !== code));
    setAnnouncement(t("more.languages.removed", { language: label(code) }));
    // The pressed button is gone with its row: focus goes back to the section's heading.
    heading.current?.focus();
  };

  return (
    <section className="more-section" aria-labelledby={`${id}-title`}>
      <h3 className="more-section__title" id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t("more.languages.title")}
      </h3>
      <p className="more-section__lead">{t("more.languages.lead")}</p>
      <ul className="language-list more-languages">
        {languages.map((code, index) => (
          <li key={code}>
            <span>
              {label(code)}
              {index === 0 ? (
                <span className="language-list__first"> · {t("more.languages.first")}</span>
              ) : null}
            </span>
            {languages.length > 1 ? (
              <button
                type="button"
                className="link-button"
                aria-label={t("more.languages.removeNamed", { language: name(code) })}
                onClick={() => remove(code)}
              >
                {t("more.languages.remove")}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {full ? (
        <p className="more-section__note" role="note">
          {t("more.languages.limit", { max: LIMITS.languagesPerSite })}
        </p>
      ) : (
        <>
          <h4 className="more-section__subtitle">{t("more.languages.add")}</h4>
          {quick.length > 0 ? (
            <div className="language-picks">
              {quick.map((code) => (
                <button
                  key={code}
                  type="button"
                  className="chip"
                  aria-label={t("more.languages.addNamed", { language: name(code) })}
                  onClick={() => add(code)}
                >
                  + {label(code)}
                </button>
              ))}
            </div>
          ) : null}
          <div className="field language-other">
            <label htmlFor={`${id}-other`}>{t("more.languages.other")}</label>
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
                <option value="">{t("more.languages.choose")}</option>
                {others.map((language) => (
                  <option key={language.code} value={language.code}>
                    {language.name}
                  </option>
                ))}
              </select>
              <button type="button" className="button" onClick={addOther}>
                {t("more.languages.addOther")}
              </button>
            </div>
            {chooseFirst ? (
              <p className="field__error" id={`${id}-choose-first`}>
                {t("more.languages.chooseFirst")}
              </p>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
