// The Mer drawer (SPEC §2 Editor screens, issue 10 item 7): the page's languages and translate mode,
// then, for an owner's saved site, its address, 'Lösenord för gästerna', 'Synlighet i sökmotorer', the
// QR code of the address and the link to earlier versions. Languages are draft edits saved with Spara;
// the password and the visibility are saved on their own (SiteSettings.tsx). Quick start shows only
// the languages and translate mode: its page has no address, settings or versions yet.
import { languageName } from "@core/iso-languages";
import type { Site } from "@core/site";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api } from "../api";
import { Drawer } from "../design/Drawer";
import type { MoreDrawerProps } from "../design/types";
import { AddressSection, QrSection } from "./AddressSections";
import { LanguagesSection } from "./LanguagesSection";
import { NoindexSection, PasswordSection } from "./SiteSettings";

export function MoreDrawer(props: MoreDrawerProps) {
  const { siteId, quickStart, draft } = props;
  const { t } = useTranslation("app");
  // The editor's own site query (useSiteDraft), shared through the cache: active, host, password.
  const site = useQuery({
    queryKey: ["site", siteId],
    queryFn: () => api.get<Site>(`/api/sites/${encodeURIComponent(siteId)}`),
    enabled: !quickStart,
  });
  const host = site.data?.active && site.data.host ? site.data.host : null;

  return (
    <Drawer open={props.open} onClose={props.onClose} title={t("more.title")} className="more-drawer">
      <LanguagesSection draft={draft} update={props.update} />
      <TranslateSection {...props} />
      {quickStart ? (
        <p className="more-section more-section__note">{t("more.quickStartNote")}</p>
      ) : site.data ? (
        <>
          <AddressSection siteId={siteId} host={host} />
          <PasswordSection siteId={siteId} site={site.data} />
          <NoindexSection siteId={siteId} site={site.data} />
          <QrSection siteId={siteId} host={host} />
          <VersionsSection siteId={siteId} />
        </>
      ) : (
        <p className="more-section more-section__note" role="status">
          {site.isError ? t("more.loadFailed") : t("more.loading")}
        </p>
      )}
    </Drawer>
  );
}

function TranslateSection({ draft, translateMode, setTranslateMode }: MoreDrawerProps) {
  const { t, i18n } = useTranslation("app");
  const id = useId();
  const languages = draft.availableLanguages.map((l) => l.languageCode);
  return (
    <section className="more-section" aria-labelledby={id}>
      <h3 className="more-section__title" id={id}>
        {t("more.translate.title")}
      </h3>
      {languages.length > 1 ? (
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={translateMode}
            checked={translateMode}
            onChange={(event) => setTranslateMode(event.target.checked)}
          />
          <span className="switch__track" aria-hidden="true" />
          <span>
            {t("more.translate.label", { language: languageName(languages[0] ?? "sv", i18n.language) })}
          </span>
        </label>
      ) : (
        <p className="more-section__note">{t("more.translate.needsLanguages")}</p>
      )}
    </section>
  );
}

function VersionsSection({ siteId }: { siteId: string }) {
  const { t } = useTranslation("app");
  const id = useId();
  return (
    <section className="more-section" aria-labelledby={id}>
      <h3 className="more-section__title" id={id}>
        {t("more.versions.title")}
      </h3>
      <p className="more-section__lead">{t("more.versions.lead")}</p>
      <Link className="button" to={`/redigera/${encodeURIComponent(siteId)}/versioner`}>
        {t("more.versions.link")}
      </Link>
    </section>
  );
}
