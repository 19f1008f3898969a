// A saved version as guests would see it: the guest page component itself (as the editor's canvas)
// in review mode, inside an inert frame, so nothing in it can be clicked, focused or sent and its
// links cannot take the owner away. The frame contains the page's sticky and fixed parts (CSS contain).

import type { SiteDocument } from "@core/site";
import type { GiftReservation } from "@modules/site-context";
import { SitePage } from "@web/guest/SitePage";
import { useTranslation } from "react-i18next";
import { appConfig, previewBrand } from "../config";
import { PageLanguageTexts } from "../editor/PageLanguageTexts";
import { useFontFaces } from "../font-faces";

type Props = {
  siteId: string;
  document: SiteDocument;
  reservations: GiftReservation[];
};

export function VersionPreview({ siteId, document, reservations }: Props) {
  const { i18n } = useTranslation("app");
  const config = appConfig();
  useFontFaces([document.fonts]);
  const languages = document.availableLanguages.map((l) => l.languageCode);
  // The owner's language when the page has it, else the page's first, as a guest's browser would pick.
  const language = languages.includes(i18n.language) ? i18n.language : (languages[0] ?? "sv");
  return (
    // Inert also hides it from screen readers; the section around it says what it shows.
    <div className="versions-frame" inert>
      <PageLanguageTexts language={language}>
        <SitePage
          site={{ ...document, _id: siteId, giftRegistryReservations: reservations }}
          language={language}
          mode="REVIEW"
          brand={previewBrand(config)}
          linkQuery=""
        />
      </PageLanguageTexts>
    </div>
  );
}
