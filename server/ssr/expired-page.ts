// A published page whose paid period has ended (issue 9 item 8): guests get a friendly 410 page in
// the site's language instead of a 'wrong address', saying the page has expired and pointing the
// owner to log in and extend it. Nothing of the site is shown and nothing is deleted: once extended,
// the page is back as it was.
import type { BrandDefinition } from "@core/brands";
import type { UiLanguage } from "@core/languages";
import { StatusPage } from "@web/guest/StatusPage";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { brandInfo } from "./guest-page";
import { htmlDocument } from "./html";
import type { ClientAssets } from "./manifest";

const TEXTS: Record<UiLanguage, { title: string; text: string; link: string }> = {
  sv: {
    title: "Sidan har gått ut",
    text: "Den här sidan visas inte längre eftersom publiceringstiden har tagit slut. Är det din sida? Logga in och förläng publiceringen, så visas den igen precis som förut.",
    link: "Logga in och förläng",
  },
  en: {
    title: "This page has expired",
    text: "This page is no longer shown because its publication period has ended. Is it your page? Log in and extend the publication, and it will be shown again just as before.",
    link: "Log in and extend",
  },
  da: {
    title: "Siden er udløbet",
    text: "Denne side vises ikke længere, fordi publiceringsperioden er slut. Er det din side? Log ind og forlæng publiceringen, så vises den igen præcis som før.",
    link: "Log ind og forlæng",
  },
};

export function renderExpiredPage(
  language: UiLanguage,
  options: { brand: BrandDefinition; assets: ClientAssets; loginUrl: string },
): string {
  const texts = TEXTS[language];
  const brand = brandInfo(options.brand);
  return htmlDocument({
    language,
    title: texts.title,
    robots: "noindex, nofollow",
    styles: options.assets.guest?.styles ?? [],
    body: renderToString(
      createElement(StatusPage, {
        brand,
        title: texts.title,
        text: texts.text,
        link: { href: options.loginUrl, label: texts.link },
        icon: "compass",
      }),
    ),
  });
}
