// The getting-started wizard (SPEC §2 Login and wizard, §4 Wizard, §5 Wizard defaults): the answers a
// couple gives in four steps become a complete wedding page. Pure: the owner app calls it in the
// browser (the generated site is edited as a quick-start draft) and the unit tests call it directly.

import type { SiteModuleInput } from "@modules/schemas";
import type { ColorScheme, HslColor } from "./colors";
import type { Theme } from "./design";
import type { Fonts } from "./fonts";
import type { Image } from "./images";
import { LIMITS } from "./limits";
import { type Site, siteSchema, type WizardData } from "./site";

export const WIZARD_SITE_ID = "START-WIZARD";
export const WIZARD_STEPS = 4;

export const DRESS_CODES = [
  "WHITE_TIE",
  "BLACK_TIE",
  "FORMAL",
  "COCKTAIL",
  "CASUAL",
  "OTHER",
  "NOT_DECIDED",
] as const;
export type DressCode = (typeof DRESS_CODES)[number];
export const CHILDREN_OPTIONS = [
  "NO_CHILDREN",
  "CHILDREN_ALLOWED_ON_CEREMONY",
  "CHILDREN_WELCOME",
  "OTHER",
  "NOT_DECIDED",
] as const;
export type ChildrenOption = (typeof CHILDREN_OPTIONS)[number];
export const GIFT_OPTIONS = ["MONEY", "GIFTS", "GUEST_FEE", "NO_GIFTS", "OTHER", "NOT_DECIDED"] as const;
export type GiftOption = (typeof GIFT_OPTIONS)[number];

/** Languages offered as one-click choices on the language step (SPEC §9). */
export const QUICK_LANGUAGES = ["sv", "en", "da", "no", "fi"] as const;

// ---------------------------------------------------------------------------------------------------
// Design templates: a named bundle of colours, fonts, theme and site graphic (SPEC §3 Design template).

export type DesignTemplate = {
  name: string;
  theme: Theme;
  fonts: Fonts;
  colorScheme: ColorScheme;
  siteGraphic: string | null;
};

const hsl = (hue: number, saturation: number, lightness: number): HslColor => ({
  hue,
  saturation,
  lightness,
});
const WHITE = hsl(0, 0, 100);

export const STANDARD_DESIGN_TEMPLATE = "STANDARD";

export const DESIGN_TEMPLATES: readonly DesignTemplate[] = [
  {
    name: STANDARD_DESIGN_TEMPLATE,
    theme: "theme4",
    fonts: { heading: "Playfair Display", text: "Arial" },
    colorScheme: {
      primary: hsl(150, 22, 32),
      background: hsl(40, 33, 97),
      surface: hsl(40, 30, 92),
      onPrimary: WHITE,
      onBackground: hsl(160, 18, 14),
      onSurface: hsl(160, 18, 14),
    },
    siteGraphic: null,
  },
  {
    name: "ROMANTIC_ROSE",
    theme: "theme5",
    fonts: { heading: "Great Vibes", text: "Lora" },
    colorScheme: {
      primary: hsl(345, 42, 42),
      background: hsl(20, 60, 97),
      surface: hsl(350, 45, 93),
      onPrimary: WHITE,
      onBackground: hsl(345, 25, 18),
      onSurface: hsl(345, 25, 18),
    },
    siteGraphic: "CORNER_GRAPHICS_ROSE",
  },
  {
    name: "EUCALYPTUS",
    theme: "theme7",
    fonts: { heading: "Cormorant Garamond", text: "Lato" },
    colorScheme: {
      primary: hsl(165, 20, 30),
      background: hsl(120, 14, 96),
      surface: hsl(140, 16, 89),
      onPrimary: WHITE,
      onBackground: hsl(170, 22, 13),
      onSurface: hsl(170, 22, 13),
    },
    siteGraphic: "EUCALYPTUS",
  },
  {
    name: "CLASSIC_GOLD",
    theme: "theme8",
    fonts: { heading: "Cinzel", text: "Georgia" },
    colorScheme: {
      primary: hsl(38, 55, 30),
      background: hsl(45, 40, 98),
      surface: hsl(42, 38, 90),
      onPrimary: WHITE,
      onBackground: hsl(30, 15, 12),
      onSurface: hsl(30, 15, 12),
    },
    siteGraphic: null,
  },
  {
    name: "MODERN_NAVY",
    theme: "theme10",
    fonts: { heading: "Montserrat", text: "Open Sans" },
    colorScheme: {
      primary: hsl(218, 45, 28),
      background: hsl(0, 0, 100),
      surface: hsl(215, 30, 94),
      onPrimary: WHITE,
      onBackground: hsl(220, 30, 12),
      onSurface: hsl(220, 30, 12),
    },
    siteGraphic: null,
  },
  {
    name: "BOHEMIAN_TERRACOTTA",
    theme: "theme11",
    fonts: { heading: "Dancing Script", text: "Nunito" },
    colorScheme: {
      primary: hsl(16, 50, 36),
      background: hsl(35, 45, 96),
      surface: hsl(28, 45, 89),
      onPrimary: WHITE,
      onBackground: hsl(20, 30, 14),
      onSurface: hsl(20, 30, 14),
    },
    siteGraphic: "LEAFS_MIX",
  },
];

export function designTemplate(name: string | undefined): DesignTemplate {
  const standard = DESIGN_TEMPLATES[0] as DesignTemplate;
  return DESIGN_TEMPLATES.find((template) => template.name === name) ?? standard;
}

// ---------------------------------------------------------------------------------------------------
// Defaults and normalising (SPEC §5): empty values are dropped first, then the defaults fill the gaps.

export type CompleteWizardData = {
  name1: string;
  name2: string;
  location: string;
  /** 'YYYY-MM-DDTHH:mm', or null when the date is not decided. */
  dateStart: string | null;
  dateNotDecided: boolean;
  designTemplate: string;
  dressCode: DressCode;
  children: ChildrenOption;
  gifts: GiftOption;
  languages: string[];
};

const pad = (n: number) => String(n).padStart(2, "0");

/** Six months ahead at 15:00, as 'YYYY-MM-DDTHH:mm' (SPEC §9 Wizard default date). */
export function defaultWizardDate(now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth() + 6, now.getDate(), 15, 0);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T15:00`;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function parseWizardDate(value: string): Date | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date;
}

export const WIZARD_DEFAULTS = {
  name1: "Anna",
  name2: "Johan",
  location: "Stockholm",
  designTemplate: STANDARD_DESIGN_TEMPLATE,
  dressCode: "COCKTAIL",
  children: "NO_CHILDREN",
  gifts: "GIFTS",
  languages: ["sv"],
} as const;

/** The wizard data without empty values: blank strings, unknown options, empty lists, false flags. */
export function dropEmptyWizardValues(data: WizardData): WizardData {
  const out: WizardData = {};
  const text = (value: string | undefined) =>
    value !== undefined && value.trim() !== "" ? value.trim() : undefined;
  const set = <K extends keyof WizardData>(key: K, value: WizardData[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  set("name1", text(data.name1));
  set("name2", text(data.name2));
  set("location", text(data.location));
  const date = text(data.dateStart);
  set("dateStart", date && parseWizardDate(date) ? date : undefined);
  set("dateNotDecided", data.dateNotDecided === true ? true : undefined);
  const template = text(data.designTemplate);
  set("designTemplate", template && DESIGN_TEMPLATES.some((t) => t.name === template) ? template : undefined);
  const oneOf = <T extends string>(list: readonly T[], value: string | undefined) =>
    value !== undefined && (list as readonly string[]).includes(value) ? value : undefined;
  set("dressCode", oneOf(DRESS_CODES, data.dressCode));
  set("children", oneOf(CHILDREN_OPTIONS, data.children));
  set("gifts", oneOf(GIFT_OPTIONS, data.gifts));
  // A site has at most LIMITS.languagesPerSite languages; more (a hand-edited session) are cut off.
  const languages = [...new Set((data.languages ?? []).map((l) => l.trim().toLowerCase()))]
    .filter((l) => /^[a-z]{2,3}$/.test(l))
    .slice(0, LIMITS.languagesPerSite);
  set("languages", languages.length > 0 ? languages : undefined);
  return out;
}

/** Empty values dropped, then every gap filled with its default. */
export function completeWizardData(data: WizardData, now = new Date()): CompleteWizardData {
  const given = dropEmptyWizardValues(data);
  const dateNotDecided = given.dateNotDecided === true;
  return {
    name1: given.name1 ?? WIZARD_DEFAULTS.name1,
    name2: given.name2 ?? WIZARD_DEFAULTS.name2,
    location: given.location ?? WIZARD_DEFAULTS.location,
    dateStart: dateNotDecided ? null : (given.dateStart ?? defaultWizardDate(now)),
    dateNotDecided,
    designTemplate: given.designTemplate ?? WIZARD_DEFAULTS.designTemplate,
    dressCode: (given.dressCode as DressCode | undefined) ?? WIZARD_DEFAULTS.dressCode,
    children: (given.children as ChildrenOption | undefined) ?? WIZARD_DEFAULTS.children,
    gifts: (given.gifts as GiftOption | undefined) ?? WIZARD_DEFAULTS.gifts,
    languages: given.languages ?? [...WIZARD_DEFAULTS.languages],
  };
}

/** The complete data in the stored shape (wizardDataSchema), as it is saved with the new site. */
export function storedWizardData(data: CompleteWizardData): WizardData {
  return {
    name1: data.name1,
    name2: data.name2,
    location: data.location,
    ...(data.dateStart ? { dateStart: data.dateStart } : {}),
    dateNotDecided: data.dateNotDecided,
    designTemplate: data.designTemplate,
    dressCode: data.dressCode,
    children: data.children,
    gifts: data.gifts,
    languages: data.languages,
  };
}

// ---------------------------------------------------------------------------------------------------
// Ready-made texts. Each is written in sv, en and da; other site languages get the English text to
// translate. Rich texts are HTML limited to what the site's rich text allows.

export type WizardText = { sv: string; en: string; da: string };
type Vars = { names: string; location: string; date: string | null };

const TEXT_LANGUAGES = ["sv", "en", "da"] as const;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join("");

export const WIZARD_TITLES: Record<"welcome" | "dressCode" | "children" | "gifts" | "home", WizardText> = {
  home: { sv: "Start", en: "Home", da: "Forside" },
  welcome: { sv: "Välkomna!", en: "Welcome!", da: "Velkommen!" },
  dressCode: { sv: "Klädkod", en: "Dress code", da: "Dresscode" },
  children: { sv: "Barn", en: "Children", da: "Børn" },
  gifts: { sv: "Önskelista", en: "Gifts", da: "Ønskeliste" },
};

function welcomeText(language: "sv" | "en" | "da", { names, location, date }: Vars): string {
  const place = `<strong>${escapeHtml(location)}</strong>`;
  const who = escapeHtml(names);
  switch (language) {
    case "sv":
      return paragraphs(
        date
          ? `Vi gifter oss! Den ${escapeHtml(date)} säger vi ja till varandra i ${place}, och vi vill inget hellre än att ni är där och firar med oss.`
          : `Vi gifter oss! Vi säger ja till varandra i ${place}, och vi vill inget hellre än att ni är där och firar med oss. Datumet kommer snart.`,
        "Här på sidan samlar vi allt ni behöver veta inför dagen. Titta gärna in igen när det närmar sig, vi fyller på med mer information efter hand.",
        `Varma hälsningar,<br><em>${who}</em>`,
      );
    case "en":
      return paragraphs(
        date
          ? `We are getting married! On ${escapeHtml(date)} we will say yes to each other in ${place}, and nothing would make us happier than having you there to celebrate with us.`
          : `We are getting married! We will say yes to each other in ${place}, and nothing would make us happier than having you there to celebrate with us. The date will follow soon.`,
        "On this page you will find everything you need to know before the day. Do check back as it gets closer, we will add more details along the way.",
        `With love,<br><em>${who}</em>`,
      );
    case "da":
      return paragraphs(
        date
          ? `Vi skal giftes! Den ${escapeHtml(date)} siger vi ja til hinanden i ${place}, og intet ville gøre os gladere end at have jer med til at fejre dagen.`
          : `Vi skal giftes! Vi siger ja til hinanden i ${place}, og intet ville gøre os gladere end at have jer med til at fejre dagen. Datoen følger snart.`,
        "Her på siden samler vi alt, hvad I har brug for at vide inden dagen. Kig gerne forbi igen, når den nærmer sig, vi tilføjer flere detaljer undervejs.",
        `Kærlig hilsen<br><em>${who}</em>`,
      );
  }
}

/** The page text for each dress code; OTHER and NOT_DECIDED use the COCKTAIL text (SPEC §4). */
export const DRESS_CODE_TEXTS: Record<Exclude<DressCode, "OTHER" | "NOT_DECIDED">, WizardText> = {
  WHITE_TIE: {
    sv: paragraphs(
      "Klädkoden är <strong>frack</strong>. För herrarna betyder det frack med vit väst och vit fluga, för damerna en golvlång aftonklänning.",
      "Det är den mest högtidliga klädkoden, och vi ser fram emot en kväll i riktig festskrud tillsammans med er.",
    ),
    en: paragraphs(
      "The dress code is <strong>white tie</strong>: a tailcoat with a white waistcoat and white bow tie, or a floor-length evening gown.",
      "It is the most formal of dress codes, and we are looking forward to an evening in true festive style with you all.",
    ),
    da: paragraphs(
      "Dresscoden er <strong>kjole og hvidt</strong>: kjole og hvidt med hvid vest og hvid butterfly, eller en gulvlang aftenkjole.",
      "Det er den mest festlige dresscode, og vi glæder os til en aften i ægte festtøj sammen med jer.",
    ),
  },
  BLACK_TIE: {
    sv: paragraphs(
      "Klädkoden är <strong>smoking</strong>. Herrarna bär smoking med svart fluga, damerna en lång klänning eller en elegant cocktailklänning.",
      "Ta gärna chansen att klä upp er lite extra, det är ju inte varje dag man går på bröllop!",
    ),
    en: paragraphs(
      "The dress code is <strong>black tie</strong>: a dinner jacket with a black bow tie, or a long dress or an elegant cocktail dress.",
      "Do take the chance to dress up a little extra, it is not every day you go to a wedding!",
    ),
    da: paragraphs(
      "Dresscoden er <strong>smoking</strong>: smoking med sort butterfly, eller en lang kjole eller en elegant cocktailkjole.",
      "Tag gerne chancen for at klæde jer lidt ekstra pænt på, det er jo ikke hver dag, man skal til bryllup!",
    ),
  },
  FORMAL: {
    sv: paragraphs(
      "Klädkoden är <strong>mörk kostym</strong>. Det betyder mörk kostym med slips för herrarna och en klänning, gärna knälång eller längre, för damerna.",
      "Välj gärna något som är skönt att dansa i, för festen håller på länge.",
    ),
    en: paragraphs(
      "The dress code is <strong>formal</strong>: a dark suit and tie, or a dress of knee length or longer.",
      "Do pick something you can dance in, the party goes on late.",
    ),
    da: paragraphs(
      "Dresscoden er <strong>mørkt jakkesæt</strong>: mørkt jakkesæt med slips, eller en kjole, gerne knælang eller længere.",
      "Vælg gerne noget, der er rart at danse i, for festen varer længe.",
    ),
  },
  COCKTAIL: {
    sv: paragraphs(
      "Klädkoden är <strong>kavaj</strong>. Det betyder kostym, gärna i en ljusare färg, eller en fin klänning eller dräkt. Slips är valfritt.",
      "Klä er så att ni känner er fina och kan dansa hela kvällen!",
    ),
    en: paragraphs(
      "The dress code is <strong>cocktail</strong>: a suit, lighter colours are welcome, or a nice dress or a smart outfit. A tie is optional.",
      "Wear something you feel good in and can dance in all night!",
    ),
    da: paragraphs(
      "Dresscoden er <strong>jakkesæt</strong>: et jakkesæt, gerne i en lysere farve, eller en pæn kjole eller et elegant sæt. Slips er valgfrit.",
      "Tag noget på, som I føler jer fine i og kan danse i hele aftenen!",
    ),
  },
  CASUAL: {
    sv: paragraphs(
      "Klädkoden är <strong>sommarfin</strong>. Kom som ni känner er bekväma och fina, det blir en avslappnad dag.",
      "Tänk på att en del av firandet kan vara utomhus, så ta gärna med en kofta eller jacka till kvällen.",
    ),
    en: paragraphs(
      "The dress code is <strong>casual</strong>. Come as you feel comfortable and smart, it will be a relaxed day.",
      "Part of the celebration may be outdoors, so bring a cardigan or a jacket for the evening.",
    ),
    da: paragraphs(
      "Dresscoden er <strong>sommerfin</strong>. Kom, som I føler jer godt tilpas og fine, det bliver en afslappet dag.",
      "En del af fejringen kan foregå udendørs, så tag gerne en cardigan eller en jakke med til aftenen.",
    ),
  },
};

/** The page text for each children option; OTHER and NOT_DECIDED have none (no module is made). */
export const CHILDREN_TEXTS: Record<Exclude<ChildrenOption, "OTHER" | "NOT_DECIDED">, WizardText> = {
  NO_CHILDREN: {
    sv: paragraphs(
      "Vi älskar era barn, men den här dagen vill vi fira tillsammans med de vuxna. Vi hoppas att ni förstår och att ni tar chansen till en egen kväll!",
      "Ammande bebisar är förstås välkomna.",
    ),
    en: paragraphs(
      "We love your children, but on this day we would like to celebrate with the grown-ups. We hope you understand, and that you enjoy a night off!",
      "Nursing babies are of course welcome.",
    ),
    da: paragraphs(
      "Vi elsker jeres børn, men denne dag vil vi gerne fejre sammen med de voksne. Vi håber, I forstår det, og at I nyder en aften for jer selv!",
      "Ammende babyer er naturligvis velkomne.",
    ),
  },
  CHILDREN_ALLOWED_ON_CEREMONY: {
    sv: paragraphs(
      "Barn är hjärtligt välkomna på vigseln! Middagen och festen efteråt firar vi med de vuxna.",
      "Hör av er om ni behöver tips på barnvakt i närheten.",
    ),
    en: paragraphs(
      "Children are very welcome at the ceremony! The dinner and party afterwards are for the grown-ups.",
      "Let us know if you would like tips on babysitters nearby.",
    ),
    da: paragraphs(
      "Børn er hjertelig velkomne til vielsen! Middagen og festen bagefter fejrer vi med de voksne.",
      "Sig til, hvis I har brug for tips til en babysitter i nærheden.",
    ),
  },
  CHILDREN_WELCOME: {
    sv: paragraphs(
      "Barn är varmt välkomna hela dagen! Skriv gärna med barnen när ni OSA:r, så att vi vet hur många vi blir och kan ordna barnmeny.",
    ),
    en: paragraphs(
      "Children are warmly welcome all day! Please include them when you RSVP, so we know how many we will be and can arrange a children's menu.",
    ),
    da: paragraphs(
      "Børn er hjertelig velkomne hele dagen! Skriv gerne børnene med, når I svarer, så vi ved, hvor mange vi bliver, og kan sørge for en børnemenu.",
    ),
  },
};

/** The page text for each gift option; OTHER and NOT_DECIDED use the GIFTS text (SPEC §4). */
export const GIFT_TEXTS: Record<Exclude<GiftOption, "OTHER" | "NOT_DECIDED">, WizardText> = {
  MONEY: {
    sv: paragraphs(
      "Det finaste ni kan ge oss är att komma och fira med oss. Vill ni ändå ge något blir vi jätteglada för ett bidrag till vår bröllopsresa.",
    ),
    en: paragraphs(
      "The best gift you can give us is to come and celebrate with us. If you would still like to give something, we would be delighted with a contribution to our honeymoon.",
    ),
    da: paragraphs(
      "Den fineste gave, I kan give os, er at komme og fejre dagen med os. Vil I alligevel give noget, bliver vi rigtig glade for et bidrag til vores bryllupsrejse.",
    ),
  },
  GIFTS: {
    sv: paragraphs(
      "Det finaste ni kan ge oss är att komma och fira med oss. Vill ni ändå ge något har vi samlat några önskningar här nedanför.",
      "Reservera det ni vill köpa, så blir det inga dubbletter.",
    ),
    en: paragraphs(
      "The best gift you can give us is to come and celebrate with us. If you would still like to give something, we have gathered a few wishes below.",
      "Reserve what you would like to buy, so nothing is given twice.",
    ),
    da: paragraphs(
      "Den fineste gave, I kan give os, er at komme og fejre dagen med os. Vil I alligevel give noget, har vi samlet nogle ønsker herunder.",
      "Reservér det, I vil købe, så der ikke bliver nogen dubletter.",
    ),
  },
  GUEST_FEE: {
    sv: paragraphs(
      "För att kunna fira tillsammans med så många av er som möjligt ber vi om ett kuvertbidrag. Mer information om belopp och hur ni betalar kommer här på sidan.",
      "Presenter behövs inte, det viktigaste är att ni kommer!",
    ),
    en: paragraphs(
      "So that we can celebrate with as many of you as possible, we kindly ask for a contribution towards the dinner. We will add the amount and how to pay here on the page.",
      "No gifts are needed, the most important thing is that you come!",
    ),
    da: paragraphs(
      "For at kunne fejre dagen med så mange af jer som muligt beder vi om et kuvertbidrag. Beløb og hvordan I betaler, kommer her på siden.",
      "Gaver er ikke nødvendige, det vigtigste er, at I kommer!",
    ),
  },
  NO_GIFTS: {
    sv: paragraphs(
      "Vi har allt vi behöver, och det allra finaste är att ni vill fira dagen med oss. Vi önskar oss därför inga presenter.",
    ),
    en: paragraphs(
      "We have everything we need, and the best thing of all is that you want to share the day with us. So please, no gifts.",
    ),
    da: paragraphs(
      "Vi har alt, hvad vi har brug for, og det allerfineste er, at I vil fejre dagen med os. Vi ønsker os derfor ingen gaver.",
    ),
  },
};

/** Example wishes in the generated gift registry, for the couple to replace with their own. */
export const GIFT_EXAMPLES: readonly {
  id: string;
  title: WizardText;
  description: WizardText;
  quantity: number;
}[] = [
  {
    id: "giftRegistryItemWizard1",
    title: { sv: "Vinglas", en: "Wine glasses", da: "Vinglas" },
    description: {
      sv: "<p>Gärna i munblåst glas, vi behöver sex stycken.</p>",
      en: "<p>Mouth-blown glass would be lovely, we need six.</p>",
      da: "<p>Gerne mundblæst glas, vi mangler seks stk.</p>",
    },
    quantity: 6,
  },
  {
    id: "giftRegistryItemWizard2",
    title: { sv: "Serveringsfat i ek", en: "Oak serving board", da: "Serveringsbræt i eg" },
    description: {
      sv: "<p>Ett stort fat till ost och charkuterier när vännerna kommer på middag.</p>",
      en: "<p>A large board for cheese and charcuterie when friends come for dinner.</p>",
      da: "<p>Et stort bræt til ost og pålæg, når vennerne kommer til middag.</p>",
    },
    quantity: 1,
  },
  {
    id: "giftRegistryItemWizard3",
    title: { sv: "Bidrag till bröllopsresan", en: "Towards our honeymoon", da: "Bidrag til bryllupsrejsen" },
    description: {
      sv: "<p>Vi drömmer om en vecka i Italien, varje bidrag tar oss närmare.</p>",
      en: "<p>We are dreaming of a week in Italy, every contribution brings us closer.</p>",
      da: "<p>Vi drømmer om en uge i Italien, hvert bidrag bringer os tættere på.</p>",
    },
    quantity: 1,
  },
];

export const dressCodeText = (dressCode: DressCode): WizardText =>
  DRESS_CODE_TEXTS[dressCode === "OTHER" || dressCode === "NOT_DECIDED" ? "COCKTAIL" : dressCode];
export const giftText = (gifts: GiftOption): WizardText =>
  GIFT_TEXTS[gifts === "OTHER" || gifts === "NOT_DECIDED" ? "GIFTS" : gifts];
export const childrenText = (children: ChildrenOption): WizardText | null =>
  children === "OTHER" || children === "NOT_DECIDED" ? null : CHILDREN_TEXTS[children];

// ---------------------------------------------------------------------------------------------------
// Dates in the page's words.

const LOCALES: Record<string, string> = { sv: "sv-SE", en: "en-GB", da: "da-DK", no: "nb-NO", fi: "fi-FI" };

/** The date format's locale: ours for the quick picks, else the language itself when Intl knows it, else en. */
function dateLocale(language: string): string {
  const ours = LOCALES[language];
  if (ours) return ours;
  try {
    if (Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0) return language;
  } catch {
    // Not a locale Intl can read: the English format.
  }
  return LOCALES.en as string;
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

// ---------------------------------------------------------------------------------------------------
// The generated site (SPEC §4 Wizard): inactive, quickStart, _id START-WIZARD.

type TextLanguage = (typeof TEXT_LANGUAGES)[number];
const textLanguageOf = (language: string): TextLanguage =>
  (TEXT_LANGUAGES as readonly string[]).includes(language) ? (language as TextLanguage) : "en";

/** A translation object for the site's languages; languages without a ready-made text get English. */
function perLanguage(languages: string[], text: (language: TextLanguage, siteLanguage: string) => string) {
  return Object.fromEntries(
    languages.map((language) => [language, text(textLanguageOf(language), language)]),
  );
}

export type GenerateOptions = { now?: Date; headerImage?: Image | null };

export function wizardSiteModules(
  data: CompleteWizardData,
  options: GenerateOptions = {},
): SiteModuleInput[] {
  const { languages } = data;
  const names = `${data.name1} & ${data.name2}`;
  const dateIn = (language: string) => (data.dateStart ? formatWizardDate(data.dateStart, language) : null);
  const fixed = (t: WizardText) => perLanguage(languages, (language) => t[language]);

  const modules: SiteModuleInput[] = [
    {
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
    },
    {
      id: "wizardWelcome",
      siteModuleType: "Text",
      title: fixed(WIZARD_TITLES.welcome),
      // The date inside the text is in the text's own language (English text, English date); the
      // header line above stands alone and is in the page's language.
      text: perLanguage(languages, (language) =>
        welcomeText(language, { names, location: data.location, date: dateIn(language) }),
      ),
    },
    {
      id: "wizardDressCode",
      siteModuleType: "Text",
      title: fixed(WIZARD_TITLES.dressCode),
      text: fixed(dressCodeText(data.dressCode)),
    },
  ];
  const children = childrenText(data.children);
  if (children) {
    modules.push({
      id: "wizardChildren",
      siteModuleType: "Text",
      title: fixed(WIZARD_TITLES.children),
      text: fixed(children),
    });
  }
  if (data.gifts === "GIFTS") {
    modules.push({
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
    });
  } else {
    modules.push({
      id: "wizardGifts",
      siteModuleType: "Text",
      title: fixed(WIZARD_TITLES.gifts),
      text: fixed(giftText(data.gifts)),
    });
  }
  return modules;
}

/** The whole site the wizard makes from its (possibly partial) answers. */
export function generateWizardSite(data: WizardData, options: GenerateOptions = {}): Site {
  const complete = completeWizardData(data, options.now);
  const template = designTemplate(complete.designTemplate);
  return siteSchema.parse({
    _id: WIZARD_SITE_ID,
    host: null,
    usesSiteModules: true,
    siteVersion: 2,
    active: false,
    activeDate: null,
    activeExpireDate: null,
    password: null,
    metaNoindex: false,
    customDomainActive: false,
    customDomainActiveDate: null,
    customDomainRegistrationsAvailable: 0,
    quickStart: true,
    hasRsvps: false,
    giftRegistryReservations: [],
    wizardData: storedWizardData(complete),
    siteModules: wizardSiteModules(complete, options),
    theme: template.theme,
    fonts: template.fonts,
    colorScheme: template.colorScheme,
    siteGraphic: template.siteGraphic,
    mostRecentSelectedDesignTemplate: template.name,
    availableLanguages: complete.languages.map((languageCode) => ({ languageCode })),
    formRecipients: [],
    eventLogo: null,
  });
}
