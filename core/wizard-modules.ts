// The modules of the page the wizard makes (SPEC §4 Wizard, issue 8): the couple's names, date and place
// in the header, a welcome, a countdown, the place with its map, dress code, children, the RSVP with
// the demo wedding's questions, and gifts, in every language the couple chose. The countdown, place and
// RSVP start as a module added in the editor would (modules/new-module.ts), with fixed ids.
import { type StartingModuleOptions, startingSiteModule } from "@modules/new-module";
import type { SiteModuleInput, SiteModuleOf } from "@modules/schemas";
import { dateLocale } from "./dates";
import type { Image } from "./images";
import {
  childrenText,
  dressCodeText,
  GIFT_EXAMPLES,
  GIFT_TEXTS,
  giftText,
  TEXT_LANGUAGES,
  type TextLanguage,
  WIZARD_TITLES,
  type WizardText,
  welcomeText,
} from "./wizard-texts";

/** The answers the page is made from, every gap filled (see completeWizardData). */
export type WizardPageData = {
  name1: string;
  name2: string;
  location: string;
  /** 'YYYY-MM-DDTHH:mm', or null when the date is not decided. */
  dateStart: string | null;
  dressCode: Parameters<typeof dressCodeText>[0];
  children: Parameters<typeof childrenText>[0];
  gifts: Parameters<typeof giftText>[0];
  languages: string[];
};

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A wizard date 'YYYY-MM-DDTHH:mm' as a local Date, or null when it is not a real date. */
export function parseWizardDate(value: string): Date | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date;
}

/** 'lördag 12 juni 2027' (sv), 'Saturday 12 June 2027' (en), 'Samstag, 12. Juni 2027' (de), ... */
export function formatWizardDate(dateStart: string, language: string): string | null {
  const date = parseWizardDate(dateStart);
  if (!date) return null;
  return new Intl.DateTimeFormat(dateLocale(language), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const textLanguageOf = (language: string): TextLanguage =>
  (TEXT_LANGUAGES as readonly string[]).includes(language) ? (language as TextLanguage) : "en";

/** A translation object for the site's languages; languages without a ready-made text get English. */
function perLanguage(languages: string[], text: (language: TextLanguage, siteLanguage: string) => string) {
  return Object.fromEntries(
    languages.map((language) => [language, text(textLanguageOf(language), language)]),
  );
}

export type GenerateOptions = { now?: Date; headerImage?: Image | null };

export function wizardSiteModules(data: WizardPageData, options: GenerateOptions = {}): SiteModuleInput[] {
  const { languages } = data;
  const names = `${data.name1} & ${data.name2}`;
  const dateIn = (language: string) => (data.dateStart ? formatWizardDate(data.dateStart, language) : null);
  const fixed = (t: WizardText) => perLanguage(languages, (language) => t[language]);
  const starting = (id: string): StartingModuleOptions => ({
    id,
    languages,
    brand: "wedding",
    now: options.now ?? new Date(),
    // One module each, so a question's or item's readable prefix is already unique in its module.
    newId: (prefix) => prefix,
  });

  const header: SiteModuleInput = {
    id: "wizardHeader",
    siteModuleType: "Header",
    title: perLanguage(languages, () => names),
    secondLine: perLanguage(languages, (_, siteLanguage) => {
      const date = dateIn(siteLanguage);
      return date ? `${capitalize(date)} · ${data.location}` : data.location;
    }),
    menuTitle: fixed(WIZARD_TITLES.home),
    image: options.headerImage ?? null,
    userSelectedImageSize: "LARGE",
  };
  const welcome: SiteModuleInput = {
    id: "wizardWelcome",
    siteModuleType: "Text",
    title: fixed(WIZARD_TITLES.welcome),
    // The date inside the text is in the text's own language (English text, English date); the
    // header line above stands alone and is in the page's language.
    text: perLanguage(languages, (language) =>
      welcomeText(language, { names, location: data.location, date: dateIn(language) }),
    ),
  };
  // Without a decided date there is nothing to count down to: a made-up date would mislead guests.
  const countdown: SiteModuleInput | null = data.dateStart
    ? {
        ...startingSiteModule("Countdown", starting("wizardCountdown")),
        countdownDate: data.dateStart.replace("T", " "),
      }
    : null;
  const place = startingSiteModule("Location", starting("wizardLocation"));
  const location: SiteModuleInput = { ...place, map: { ...place.map, location: data.location } };
  // Issue 27: where a couple expects them: the day's programme after the countdown (on the wizard's day,
  // its example times moved to begin at the wizard's time), travel and stay after the place, and the
  // questions guests ask after the practical texts, before the RSVP.
  const programme = wizardProgramme(
    startingSiteModule("Programme", starting("wizardProgramme")),
    data.dateStart,
  );
  const travel: SiteModuleInput = startingSiteModule("Travel", starting("wizardTravel"));
  const faq: SiteModuleInput = startingSiteModule("Faq", starting("wizardFaq"));
  const dressCode: SiteModuleInput = {
    id: "wizardDressCode",
    siteModuleType: "Text",
    title: fixed(WIZARD_TITLES.dressCode),
    text: fixed(dressCodeText(data.dressCode)),
  };
  const childrenWords = childrenText(data.children);
  const children: SiteModuleInput | null = childrenWords
    ? {
        id: "wizardChildren",
        siteModuleType: "Text",
        title: fixed(WIZARD_TITLES.children),
        text: fixed(childrenWords),
      }
    : null;
  const rsvp = startingSiteModule("Rsvp", starting("wizardRsvp"));
  const gifts: SiteModuleInput =
    data.gifts === "GIFTS"
      ? {
          id: "wizardGifts",
          siteModuleType: "GiftRegistry",
          title: fixed(WIZARD_TITLES.gifts),
          text: fixed(GIFT_TEXTS.GIFTS),
          giftRegistry: {
            items: GIFT_EXAMPLES.map((item) => ({
              id: item.id,
              title: fixed(item.title),
              description: fixed(item.description),
              quantity: item.quantity,
            })),
          },
        }
      : {
          id: "wizardGifts",
          siteModuleType: "Text",
          title: fixed(WIZARD_TITLES.gifts),
          text: fixed(giftText(data.gifts)),
        };
  const modules: (SiteModuleInput | null)[] = [
    header,
    welcome,
    countdown,
    programme,
    location,
    travel,
    dressCode,
    children,
    faq,
    rsvp,
    gifts,
  ];
  return modules.filter((module): module is SiteModuleInput => module !== null);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The starting programme on the wizard's day ('YYYY-MM-DDTHH:mm'): its items moved so the first begins at
 * the wizard's time, the same steps between them (unmoved when that would pass midnight). Undecided date:
 * as it starts, without a day.
 */
export function wizardProgramme(
  programme: SiteModuleOf<"Programme">,
  dateStart: string | null,
): SiteModuleOf<"Programme"> {
  if (!dateStart) return programme;
  const [day, time = ""] = dateStart.split("T");
  const first = programme.items[0]?.time;
  const shift = first && /^\d{2}:\d{2}$/.test(time) ? minutesOf(time) - minutesOf(first) : 0;
  const moved = programme.items.map((item) => (item.time ? minutesOf(item.time) + shift : null));
  const fits = moved.every((minutes) => minutes === null || (minutes >= 0 && minutes < 24 * 60));
  return {
    ...programme,
    date: day ?? "",
    items: fits
      ? programme.items.map((item, index) => {
          const minutes = moved[index];
          return minutes === null || minutes === undefined ? item : { ...item, time: timeOf(minutes) };
        })
      : programme.items,
  };
}
