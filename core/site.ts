// The V2 site document (SPEC §3 Site): what the owner edits, what the server stores as JSONB and what
// the guest page renders. `siteDocumentSchema` holds the fields an owner saves; `siteSchema` is the
// whole site as the API returns it, with the fields only the server sets (host, active, ...).
import { siteModuleSchema } from "@modules/schemas";
import { z } from "zod";
import { colorSchemeSchema, DEFAULT_COLOR_SCHEME } from "./colors";
import { DEFAULT_THEME, eventLogoSchema, siteGraphicSchema, themeSchema } from "./design";
import { DEFAULT_FONTS, fontsSchema } from "./fonts";
import { clientIdSchema } from "./ids";
import { legacyWireModuleSchema } from "./legacy/schema";
import { LIMITS } from "./limits";

export const languageCodeSchema = z
  .string()
  .regex(/^[a-z]{2,3}$/, "a language code is two or three lowercase letters, like sv");

export const availableLanguagesSchema = z
  .array(z.object({ languageCode: languageCodeSchema }))
  .min(1)
  .max(LIMITS.languagesPerSite)
  .refine(
    (languages) => new Set(languages.map((l) => l.languageCode)).size === languages.length,
    "a language is listed twice",
  );

export const formRecipientsSchema = z
  .array(
    z.object({
      formId: clientIdSchema,
      recipients: z
        .array(
          z
            .string()
            .trim()
            .pipe(z.union([z.literal(""), z.email()])),
        )
        .max(LIMITS.recipientsPerForm)
        .transform((list) => list.filter((mail) => mail !== "")),
    }),
  )
  .max(LIMITS.modulesPerSite)
  .default([]);

export const wizardDataSchema = z
  .object({
    name1: z.string().max(100).optional(),
    name2: z.string().max(100).optional(),
    location: z.string().max(LIMITS.shortText).optional(),
    dateStart: z.string().max(40).optional(),
    dateNotDecided: z.boolean().optional(),
    designTemplate: z.string().max(100).optional(),
    dressCode: z.string().max(40).optional(),
    children: z.string().max(40).optional(),
    gifts: z.string().max(40).optional(),
    languages: z.array(languageCodeSchema).max(LIMITS.languagesPerSite).optional(),
  })
  .strict();
export type WizardData = z.infer<typeof wizardDataSchema>;

/** The fields saved by PUT /api/sites/V2/{id} (SPEC §3 "Saved fields on V2"). */
export const siteDocumentSchema = z.object({
  siteModules: z
    .array(siteModuleSchema)
    .max(LIMITS.modulesPerSite)
    .refine(
      (modules) => new Set(modules.map((m) => m.id)).size === modules.length,
      "two modules have the same id",
    ),
  fonts: fontsSchema.default(DEFAULT_FONTS),
  theme: themeSchema.default(DEFAULT_THEME),
  colorScheme: colorSchemeSchema.default(DEFAULT_COLOR_SCHEME),
  siteGraphic: siteGraphicSchema.default(null),
  mostRecentSelectedDesignTemplate: z.string().max(100).nullable().default(null),
  formRecipients: formRecipientsSchema,
  availableLanguages: availableLanguagesSchema.default([{ languageCode: "sv" }]),
  eventLogo: eventLogoSchema.nullable().default(null),
});
export type SiteDocument = z.infer<typeof siteDocumentSchema>;
export type SiteDocumentInput = z.input<typeof siteDocumentSchema>;

// The pure helpers live in site-helpers.ts (no zod there); re-exported so every importer keeps working.
export { headerTitle, SAVED_SITE_FIELDS, siteLanguages } from "./site-helpers";

export const giftReservationSchema = z.object({
  giftRegistryId: z.string(),
  quantityReserved: z.number().int(),
});

/** The whole V2 site as the API returns it to its owner. */
export const siteSchema = siteDocumentSchema.extend({
  _id: z.string(),
  host: z.string().nullable(),
  /** false for a site made with the old editor (version 1): it also has `modules` and `mailReceivers`. */
  usesSiteModules: z.boolean(),
  siteVersion: z.union([z.literal(1), z.literal(2)]),
  /** A version-1 site's own modules in the old wire format (SPEC §3 Legacy site); absent on version 2. */
  modules: z.array(legacyWireModuleSchema).optional(),
  mailReceivers: z.object({ rsvp: z.array(z.string()), speech: z.array(z.string()) }).optional(),
  active: z.boolean(),
  activeDate: z.string().nullable(),
  activeExpireDate: z.string().nullable(),
  password: z.string().nullable(),
  metaNoindex: z.boolean().default(false),
  customDomainActive: z.boolean(),
  customDomainActiveDate: z.string().nullable(),
  customDomainRegistrationsAvailable: z.number().int(),
  quickStart: z.boolean(),
  hasRsvps: z.boolean(),
  giftRegistryReservations: z.array(giftReservationSchema).default([]),
  wizardData: wizardDataSchema.nullable(),
  /** The RSVP's last day, YYYY-MM-DD in the event's time zone (issue 26); null: none. Guests see it too. */
  rsvpDeadline: z.string().nullable().default(null),
  /**
   * The couple's own Swish number for gift money (issue 27), normalised (46701234567 or 123…); null:
   * none. Guests get it only on the site's own page, when a Swish gift is shown (presenters/site.ts).
   */
  swishNumber: z.string().nullable().default(null),
});
export type Site = z.infer<typeof siteSchema>;

/** What a guest's browser receives: never the password, the wizard data or owner-only facts. */
export type PublicSite = Omit<Site, "password" | "wizardData" | "formRecipients"> & {
  passwordProtected: boolean;
};
