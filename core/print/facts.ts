// What a new card's texts are made of (layouts.ts PrintFacts), read from the site: the couple's names,
// the date and the place from the wizard's answers where the site was made by the wizard, else from the
// page itself (the Header's title and second line, the Location's title), in the site's first language.
import { dateLocale } from "../dates";
import type { SiteDocument, WizardData } from "../site";
import { translate } from "../translation";
import type { PrintFacts } from "./layouts";

/** Markup out of a text (a Header title may hold a line break or an emphasis). */
const plain = (text: string): string =>
  text
    .replace(/<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * 'Lördag 12 juni 2027, 15:00' from the wizard's 'YYYY-MM-DDTHH:mm', in the language's date order as the
 * guest pages write it (core/dates.ts dateLocale): English day-month-year ('Saturday, 12 June 2027, 15:00'),
 * never the American 'June 12' and '03:00 PM'.
 */
export function longDate(dateStart: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(dateStart);
  if (!match) return "";
  const [, y, m, d, hh, mm] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh ?? 0), Number(mm ?? 0)));
  const locale = dateLocale(language);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options }).format(date);
  const day = format({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const text = hh === undefined ? day : `${day}, ${format({ hour: "2-digit", minute: "2-digit" })}`;
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

export function printFactsOf(site: {
  document: Pick<SiteDocument, "siteModules" | "availableLanguages">;
  wizardData: WizardData | null;
  host: string | null;
}): PrintFacts {
  const language = site.document.availableLanguages[0]?.languageCode ?? "sv";
  const modules = site.document.siteModules as unknown as {
    siteModuleType: string;
    title?: Record<string, string>;
    secondLine?: Record<string, string>;
  }[];
  const header = modules.find((m) => m.siteModuleType === "Header");
  const location = modules.find((m) => m.siteModuleType === "Location");
  const wizard = site.wizardData ?? {};
  const wizardNames = [wizard.name1, wizard.name2].filter((name) => name?.trim()).join(" & ");
  const names = wizardNames || plain(translate(header?.title, language));
  const dateText =
    wizard.dateStart && !wizard.dateNotDecided
      ? longDate(wizard.dateStart, language)
      : plain(translate(header?.secondLine, language));
  const placeText = wizard.location?.trim() || plain(translate(location?.title, language));
  return { names, dateText, placeText, siteUrl: site.host ? `https://${site.host}` : null, language };
}
