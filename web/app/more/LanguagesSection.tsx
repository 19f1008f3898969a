// The Mer drawer's languages (SPEC §2, §5): the page's languages by name (never by code), added from the
// quick picks sv, en, da, no, fi or from every ISO 639-1 language by name, removed only while more than
// one remains, at most LIMITS.languagesPerSite. A change is an edit of the draft, saved with Spara and
// undone like any other edit. The chooser itself is shared with the wizard's language step.
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LanguageChooser } from "../components/LanguageChooser";
import type { MoreDrawerProps } from "../design/types";

type Props = Pick<MoreDrawerProps, "draft" | "update">;

export function LanguagesSection({ draft, update }: Props) {
  const { t } = useTranslation("app");
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const languages = draft.availableLanguages.map((l) => l.languageCode);
  const setLanguages = (codes: string[]) =>
    update((document) => ({
      ...document,
      availableLanguages: codes.map((languageCode) => ({ languageCode })),
    }));

  return (
    <section className="more-section more-languages" aria-labelledby={`${id}-title`}>
      <h3 className="more-section__title" id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t("more.languages.title")}
      </h3>
      <p className="more-section__lead">{t("more.languages.lead")}</p>
      <LanguageChooser
        languages={languages}
        onChange={setLanguages}
        texts="more.languages"
        afterRemove={heading}
        classes={{ subtitle: "more-section__subtitle", limit: "more-section__note" }}
        subheading="h4"
      />
    </section>
  );
}
