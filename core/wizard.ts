// The getting-started wizard (SPEC §2 Login and wizard, §4 Wizard, §5 Wizard defaults): the answers a
// couple gives in four steps become a complete wedding page. Pure: the owner app calls it in the
// browser (the generated site is edited as a quick-start draft) and the unit tests call it directly.
// The design templates, the ready-made texts and the page's modules each have their own file.

import { newEventLogo } from "./event-logo";
import { LIMITS } from "./limits";
import { type Site, siteSchema, type WizardData } from "./site";
import { type GenerateOptions, parseWizardDate, wizardSiteModules } from "./wizard-modules";
import { DESIGN_TEMPLATES, designTemplate, STANDARD_DESIGN_TEMPLATE } from "./wizard-templates";
import {
  CHILDREN_OPTIONS,
  type ChildrenOption,
  DRESS_CODES,
  type DressCode,
  GIFT_OPTIONS,
  type GiftOption,
} from "./wizard-texts";

export { formatWizardDate, type GenerateOptions, wizardSiteModules } from "./wizard-modules";
export * from "./wizard-templates";
export * from "./wizard-texts";

export const WIZARD_SITE_ID = "START-WIZARD";
export const WIZARD_STEPS = 4;

/** Languages offered as one-click choices on the language step (SPEC §9). */
export const QUICK_LANGUAGES = ["sv", "en", "da", "no", "fi"] as const;

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
    // A template with a logo draws the couple's names and date from the wizard (no date when it is not
    // decided); each page language shows the date in its own words (logoExtraText).
    eventLogo: template.eventLogo
      ? newEventLogo(
          template.eventLogo,
          complete,
          complete.languages[0] ?? "sv",
          options.now ?? new Date(),
          complete.dateStart ? complete.dateStart.slice(0, 10) : null,
        )
      : null,
  });
}
