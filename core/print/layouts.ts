// The four card layouts (SPEC §3 Print, §4 Print editor): which positions each places on the front
// (page 1) and the back (page 2), their starting texts, a new card matching its site, a layout change
// that keeps what the owner wrote at the positions both layouts have, and the QR check before ordering.
import type { ColorScheme } from "../colors";
import type { EventLogo } from "../design";
import type { Fonts } from "../fonts";
import {
  contentTypeOf,
  type PrintContentItem,
  type PrintDocument,
  type PrintLayout,
  type PrintPosition,
} from "./schema";

type Placement = { page: 1 | 2; position: PrintPosition };

const BACK: Placement[] = [
  { page: 2, position: "title" },
  { page: 2, position: "websiteInfo" },
  { page: 2, position: "qr" },
  { page: 2, position: "textAtQR" },
];

export const LAYOUT_PLACEMENTS: Record<PrintLayout, readonly Placement[]> = {
  GENESIS: [
    { page: 1, position: "welcomeText" },
    { page: 1, position: "names" },
    { page: 1, position: "dateAndLocationLong" },
    ...BACK,
  ],
  PHOTO_CLEAN: [
    { page: 1, position: "primaryImage" },
    { page: 1, position: "names" },
    { page: 1, position: "dateAndLocation" },
    ...BACK,
  ],
  TEXT_ON_PHOTO: [
    { page: 1, position: "primaryImage" },
    { page: 1, position: "names" },
    { page: 1, position: "dateAndLocation" },
    ...BACK,
  ],
  TEXT_ON_PHOTO_GRADIENT: [
    { page: 1, position: "primaryImage" },
    { page: 1, position: "names" },
    { page: 1, position: "dateAndLocation" },
    ...BACK,
  ],
};

/** Width / height of the photo a layout shows (the crop's aspect), or null for a layout without one. */
export function imageAspect(layout: PrintLayout): number | null {
  if (layout === "PHOTO_CLEAN") return 1.1;
  if (layout === "TEXT_ON_PHOTO" || layout === "TEXT_ON_PHOTO_GRADIENT") return 460 / 635;
  return null;
}

/** What a card's starting texts are made of, from the site (facts.ts). */
export type PrintFacts = {
  /** 'Anna & Johan' */
  names: string;
  /** 'Lördag 12 juni 2027 kl. 15.00', or '' when not decided */
  dateText: string;
  /** 'Skeppsholmskyrkan, Stockholm', or '' */
  placeText: string;
  /** The site's address (https://…), or null while it has none */
  siteUrl: string | null;
  /** The language of the texts (the site's first language) */
  language: string;
};

const TEXTS = {
  sv: {
    welcomeText: "Välkomna på vårt bröllop",
    title: "OSA",
    websiteInfo: "Läs mer om dagen och OSA på vår hemsida",
    scan: "Skanna koden med mobilen",
  },
  en: {
    welcomeText: "Welcome to our wedding",
    title: "RSVP",
    websiteInfo: "Read more about the day and RSVP on our website",
    scan: "Scan the code with your phone",
  },
  da: {
    welcomeText: "Velkommen til vores bryllup",
    title: "Svar udbedes",
    websiteInfo: "Læs mere om dagen og svar på vores hjemmeside",
    scan: "Scan koden med mobilen",
  },
} as const;

const textsOf = (language: string) => TEXTS[language as keyof typeof TEXTS] ?? TEXTS.en;

/** The site's address as a guest types it: no scheme, no trailing slash. */
export const displayAddress = (url: string): string => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

function defaultText(position: PrintPosition, facts: PrintFacts): string {
  const texts = textsOf(facts.language);
  const lines = (...parts: string[]) => parts.filter((part) => part.trim()).join("\n");
  switch (position) {
    case "welcomeText":
      return texts.welcomeText;
    case "names":
      return facts.names;
    case "dateAndLocationLong":
      return lines(facts.dateText, facts.placeText);
    case "dateAndLocation": {
      // One line when it fits the card's width, else date and place on a line each.
      const parts = [facts.dateText, facts.placeText].filter((part) => part.trim());
      return parts.join(" · ").length <= 36 ? parts.join(" · ") : parts.join("\n");
    }
    case "title":
      return texts.title;
    case "websiteInfo":
      return texts.websiteInfo;
    case "textAtQR":
      return facts.siteUrl ? displayAddress(facts.siteUrl) : texts.scan;
    default:
      return "";
  }
}

/** The content a layout starts with: one item per placement, texts from the site. */
export function layoutDefaults(layout: PrintLayout, facts: PrintFacts): PrintContentItem[] {
  return LAYOUT_PLACEMENTS[layout].map(({ page, position }) => {
    const item: PrintContentItem = {
      id: `print-${page}-${position}`,
      page,
      position,
      contentType: contentTypeOf(position),
    };
    if (item.contentType === "text") item.text = { text: defaultText(position, facts) };
    if (item.contentType === "image") item.image = null;
    if (item.contentType === "qr") item.qr = { url: facts.siteUrl ?? "", hidden: !facts.siteUrl };
    return item;
  });
}

/** The site's design a new card copies ('Matcha med bröllopssida' copies one of these again). */
export type SiteDesign = {
  colorScheme: ColorScheme;
  fonts: Fonts;
  siteGraphic: string | null;
  eventLogo: EventLogo | null;
};

/** A new card that matches its site: GENESIS, the site's colours, fonts, graphic and logo. */
export function newPrint(design: SiteDesign, facts: PrintFacts): PrintDocument {
  return {
    layout: "GENESIS",
    content: layoutDefaults("GENESIS", facts),
    siteGraphic: design.siteGraphic,
    colorScheme: design.colorScheme,
    fonts: design.fonts,
    trim: "none",
    eventLogo: design.eventLogo,
  };
}

/**
 * Another layout: its starting content, where an item at the same page and position as one of the
 * card's keeps that item (its id, text, photo or QR); what the new layout has no place for goes.
 */
export function changeLayout(print: PrintDocument, layout: PrintLayout, facts: PrintFacts): PrintDocument {
  const kept = new Map(print.content.map((item) => [`${item.page}:${item.position}`, item]));
  const content = layoutDefaults(layout, facts).map(
    (item) => kept.get(`${item.page}:${item.position}`) ?? item,
  );
  return { ...print, layout, content };
}

const hostOf = (value: string): string | null => {
  try {
    return new URL(value).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
};

/**
 * Before ordering (SPEC §4): 'differs' when a visible QR code leads somewhere other than the site's own
 * address (www. and letter case aside), so the owner is asked to continue or go back to the QR code.
 */
export function qrCheck(print: PrintDocument, siteHost: string | null): "ok" | "differs" {
  const qr = print.content.find((item) => item.contentType === "qr" && item.qr && !item.qr.hidden);
  if (!qr?.qr?.url) return "ok";
  const site = siteHost?.toLowerCase().replace(/^www\./, "") ?? null;
  return hostOf(qr.qr.url) === site ? "ok" : "differs";
}
