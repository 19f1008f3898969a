// Sites made with the old editor, version 1 (SPEC §1 older module kinds, §3 Legacy site and legacy
// module, legacy RSVP and Speech properties; issue 14). On the wire a module's properties are a
// key/value list; in the client (and in `sites.legacy_document`) a map. Ids made by the browser start
// with CLIENTID; ids from the old server are 24 hex digits. Anything malformed is refused with the
// path of the field, so an import names what is wrong.
//
// The properties of each kind are read by `legacyProperties` (below) with a schema per kind: the SPEC
// names RSVP3's and Speech2's and their text-field and radio-group items; for the other kinds the
// names mirror the version-2 module's fields (docs/decisions.md "Version-1 sites").
import { giftLinkSchema } from "@modules/gift-registry/schema";
import { videoUrlSchema } from "@modules/video/schema";
import { z } from "zod";
import { colorSchemeSchema } from "../colors";
import { siteGraphicSchema } from "../design";
import { fontsSchema } from "../fonts";
import { imageSchema } from "../images";
import { LIMITS } from "../limits";

export const LEGACY_KINDS = [
  "header",
  "Text",
  "RSVP3",
  "Speech2",
  "location",
  "ImageAndText",
  "TextAndImageList",
  "PeopleList",
  "Video",
  "countDown",
  "GiftRegistry",
] as const;
export type LegacyKind = (typeof LEGACY_KINDS)[number];

/** The menu title a module without one gets (SPEC §3 "new default 'Ej namngivet'"). */
export const LEGACY_DEFAULT_MENU_TITLE = "Ej namngivet";

/**
 * A field a version-1 file may leave out: null (what the old server's exports carry for a field never
 * set, e.g. `"colorScheme": null`) is taken as left out, so its default applies. Fields where null
 * means something (an image removed, no password, unlimited quantity) are `.nullable()` instead.
 */
const absent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema);

const legacyIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "ids hold letters, digits, '-' and '_' only");

/** A text of a version-1 site: one string (the site's first language) or one per language. */
export const legacyTextSchema = z.union([
  z.string().max(LIMITS.richText),
  z.record(z.string().regex(/^[a-z]{2}$/), z.string().max(LIMITS.richText)),
]);
export type LegacyText = z.infer<typeof legacyTextSchema>;

const propertySchema = z.object({ key: z.string().min(1).max(100), value: z.unknown() });

const moduleFields = {
  module: z.enum(LEGACY_KINDS, { error: `module is one of ${LEGACY_KINDS.join(", ")}` }),
  _id: legacyIdSchema,
  menuTitle: legacyTextSchema.nullable().optional(),
  slug: z.string().max(200).nullable().optional(),
  hideInMenu: absent(z.boolean().default(false)),
  hide: absent(z.boolean().default(false)),
};

export const legacyWireModuleSchema = z.object({
  ...moduleFields,
  properties: absent(
    z
      .array(propertySchema)
      .max(200)
      .refine(
        (list) => new Set(list.map((p) => p.key)).size === list.length,
        "a property key is listed twice",
      )
      .default([]),
  ),
});
export type LegacyWireModule = z.infer<typeof legacyWireModuleSchema>;

export const legacyModuleSchema = z.object({
  ...moduleFields,
  properties: absent(z.record(z.string().min(1).max(100), z.unknown()).default({})),
});
export type LegacyModule = z.infer<typeof legacyModuleSchema>;

const receiversSchema = z.union([z.string().max(254), z.array(z.string().max(254)).max(20)]);

const siteFields = {
  _id: absent(legacyIdSchema.optional()),
  host: z.string().max(253).nullable().optional(),
  images: absent(z.array(z.unknown()).max(1000).optional()),
  colorScheme: absent(colorSchemeSchema.optional()),
  active: absent(z.boolean().default(false)),
  password: z.string().max(200).nullable().optional(),
  fonts: absent(fontsSchema.optional()),
  /** The old editor's theme; one the product no longer has is shown in the default theme. */
  theme: absent(z.string().max(40).optional()),
  giftRegistryReservations: absent(z.array(z.unknown()).max(10_000).optional()),
  siteGraphic: siteGraphicSchema.optional(),
  mostRecentSelectedDesignTemplate: z.string().max(100).nullable().optional(),
  usesSiteModules: absent(
    z.literal(false, { error: "a version-1 site has usesSiteModules false" }).default(false),
  ),
  siteModules: absent(z.array(z.unknown()).max(0, "a version-1 site has no siteModules").optional()),
  metaNoindex: absent(z.boolean().optional()),
  activeDate: z.iso.datetime({ offset: true }).nullable().optional(),
  activeExpireDate: z.iso.datetime({ offset: true }).nullable().optional(),
  customDomainActive: absent(z.boolean().optional()),
  /** The site's languages, first the main one (version-1 sites were Swedish unless they said). */
  availableLanguages: absent(
    z
      .array(z.object({ languageCode: z.string().regex(/^[a-z]{2}$/) }))
      .min(1)
      .max(LIMITS.languagesPerSite)
      .default([{ languageCode: "sv" }]),
  ),
  mailReceivers: absent(
    z
      .object({ rsvp: absent(receiversSchema.optional()), speech: absent(receiversSchema.optional()) })
      .default({}),
  ),
};

const uniqueModuleIds = (modules: { _id: string }[]) =>
  new Set(modules.map((m) => m._id)).size === modules.length;

export const legacyWireSiteSchema = z.object({
  ...siteFields,
  modules: z
    .array(legacyWireModuleSchema)
    .max(LIMITS.modulesPerSite)
    .refine(uniqueModuleIds, "two modules have the same _id"),
});
export type LegacyWireSite = z.infer<typeof legacyWireSiteSchema>;

export const legacySiteSchema = z.object({
  ...siteFields,
  modules: z
    .array(legacyModuleSchema)
    .max(LIMITS.modulesPerSite)
    .refine(uniqueModuleIds, "two modules have the same _id"),
});
export type LegacySite = z.infer<typeof legacySiteSchema>;

/** The wire's key/value lists as maps (what the client and `sites.legacy_document` keep). */
export function legacyFromWire(wire: LegacyWireSite): LegacySite {
  return {
    ...wire,
    modules: wire.modules.map((m) => ({
      ...m,
      properties: Object.fromEntries(m.properties.map((p) => [p.key, p.value])),
    })),
  };
}

/** Back to the wire's key/value lists (GET /api/sites/{id} of a version-1 site). */
export function legacyToWire(site: LegacySite): LegacyWireSite {
  return {
    ...site,
    modules: site.modules.map((m) => ({
      ...m,
      properties: Object.entries(m.properties).map(([key, value]) => ({ key, value })),
    })),
  };
}

// ---- Properties per kind ----

const text = absent(legacyTextSchema.optional());
const image = imageSchema.nullable().optional();

/** A text field item (id prefix textField): label (default 'Text som beskriver fältet'), mandatory. */
export const legacyTextFieldSchema = z.object({
  id: legacyIdSchema,
  type: absent(z.literal("textField").default("textField")),
  label: text,
  mandatory: absent(z.boolean().default(false)),
});
/** A radio group item (id prefix RadioGroup): label (default 'En fråga att svara på?') and options. */
export const legacyRadioGroupSchema = z.object({
  id: legacyIdSchema,
  type: z.literal("RadioGroup"),
  label: text,
  options: absent(
    z
      .array(z.object({ id: legacyIdSchema, text: text }))
      .min(1)
      .max(LIMITS.optionsPerQuestion)
      .default([]),
  ),
});
export const legacyFieldSchema = z.discriminatedUnion("type", [
  legacyTextFieldSchema.extend({ type: z.literal("textField") }),
  legacyRadioGroupSchema,
]);
export type LegacyField = z.infer<typeof legacyFieldSchema>;
const fields = absent(z.array(legacyFieldSchema).max(LIMITS.formElementsPerForm).default([]));

const listItem = z.object({ id: legacyIdSchema, title: text, text: text, image });

export const LEGACY_PROPERTIES = {
  header: z.object({ title: text, secondLine: text, image }),
  Text: z.object({ title: text, text: text }),
  RSVP3: z.object({
    title: text,
    text: text,
    maxNumberOfPersons: absent(z.number().int().min(1).max(20).default(5)),
    personTitle: text,
    chooseNumberOfPersonsText: text,
    confirmationTitle: text,
    confirmationText: text,
    sendButton: text,
    showRSVPFormWhenOnlyOnePerson: absent(z.boolean().default(false)),
    customFieldsAbove: fields,
    customFieldsBelow: fields,
    /** The text fields below show only when this question has this answer; null: always. */
    conditionShowTextFieldsBelow: z
      .object({ questionId: legacyIdSchema, answerId: legacyIdSchema })
      .nullable()
      .default(null),
  }),
  Speech2: z.object({
    title: text,
    text: text,
    customTextFields: absent(z.array(legacyTextFieldSchema).max(LIMITS.formElementsPerForm).default([])),
    showFormButton: text,
    sendButton: text,
    confirmationTitle: text,
    confirmationText: text,
  }),
  location: z.object({
    title: text,
    secondTitle: text,
    text: text,
    location: absent(z.string().max(500).optional()),
    image,
  }),
  ImageAndText: z.object({ title: text, secondTitle: text, text: text, image }),
  TextAndImageList: z.object({
    title: text,
    text: text,
    items: absent(z.array(listItem).max(LIMITS.itemsPerList).default([])),
  }),
  PeopleList: z.object({
    title: text,
    text: text,
    people: absent(
      z
        .array(
          z.object({
            id: legacyIdSchema,
            name: absent(z.string().max(200).default("")),
            title: text,
            text: text,
            image,
          }),
        )
        .max(LIMITS.itemsPerList)
        .default([]),
    ),
  }),
  Video: z.object({
    title: text,
    text: text,
    /** Checked as the version-2 page checks it (modules/video/schema.ts). */
    videoUrl: absent(videoUrlSchema.default("")),
    autoStart: absent(z.boolean().default(false)),
  }),
  countDown: z.object({
    title: text,
    /** 'YYYY-MM-DD HH:mm' or an ISO date-time. */
    date: absent(z.string().max(40).optional()),
    days: text,
    hours: text,
    minutes: text,
    seconds: text,
  }),
  GiftRegistry: z.object({
    title: text,
    text: text,
    items: absent(
      z
        .array(
          z.object({
            id: legacyIdSchema,
            title: text,
            description: text,
            /** Checked as the version-2 page checks it (modules/gift-registry/schema.ts). */
            link: absent(giftLinkSchema.default("")),
            /** Null: no limit is shown. */
            quantity: z.number().int().min(1).max(10_000).nullable().default(1),
            image,
          }),
        )
        .max(LIMITS.itemsPerList)
        .default([]),
    ),
  }),
} as const satisfies Record<LegacyKind, z.ZodType>;

export type LegacyProperties<K extends LegacyKind> = z.output<(typeof LEGACY_PROPERTIES)[K]>;

type Issue = { path: PropertyKey[]; message: string };
const firstIssue = (error: z.ZodError): Issue => {
  const issue = error.issues[0];
  return { path: issue?.path ?? [], message: issue?.message ?? "not valid" };
};
const pathOf = (path: PropertyKey[]): (string | number)[] =>
  path.map((segment) => (typeof segment === "number" ? segment : String(segment)));

/** A module's properties read by its kind's schema; a bad one throws with the module's and field's path. */
export function legacyProperties<K extends LegacyKind>(
  module: LegacyModule & { module: K },
  index?: number,
): LegacyProperties<K> {
  const parsed = LEGACY_PROPERTIES[module.module].safeParse(module.properties);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    throw new LegacyDocumentError(
      `modules.${module._id}.properties.${issue.path.join(".")}: ${issue.message}`,
      ["modules", index ?? module._id, "properties", ...pathOf(issue.path)],
      issue.message,
    );
  }
  return parsed.data as LegacyProperties<K>;
}

/**
 * A malformed version-1 document. The message names the field as the editor's API does
 * (`modules.<module id>.properties.title: ...`); `path` is the field in the wire document, a module by
 * its place in the list and a property by its key (`["modules", 3, "properties", "title"]`), for an
 * import's file (core/legacy/file.ts), and `reason` what is wrong with it.
 */
export class LegacyDocumentError extends Error {
  constructor(
    message: string,
    readonly path: ReadonlyArray<string | number> = [],
    readonly reason: string = message,
  ) {
    super(message);
  }
}

/** A version-1 site from the wire, every module's properties checked; throws LegacyDocumentError. */
export function parseLegacyWireSite(input: unknown): LegacySite {
  const parsed = legacyWireSiteSchema.safeParse(input);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    throw new LegacyDocumentError(
      `${issue.path.join(".") || "site"}: ${issue.message}`,
      pathOf(issue.path),
      issue.message,
    );
  }
  const site = legacyFromWire(parsed.data);
  site.modules.forEach((module, index) => {
    legacyProperties(module, index);
  });
  return site;
}

// ---- Answers of version-1 sites (SPEC §3 Legacy RSVP) ----

const customValueSchema = z.object({
  id: z.string().max(64),
  label: absent(z.string().max(LIMITS.plainText).default("")),
  value: absent(z.string().max(LIMITS.plainText).default("")),
  type: z.enum(["TextField", "YesOrNo", "RadioGroup"]),
});

/** One guest's answer to an RSVP3 form, as the old server stored it. */
export const legacyRsvpSchema = z.object({
  _id: absent(legacyIdSchema.optional()),
  site: absent(z.string().max(64).optional()),
  weddingYesOrNo: z.enum(["yes", "no"]),
  firstName: absent(z.string().max(200).default("")),
  lastName: absent(z.string().max(200).default("")),
  mail: absent(z.string().max(254).default("")),
  phone: absent(z.string().max(50).default("")),
  registered: z.object({
    ip: absent(z.string().max(64).optional()),
    date: z.iso.datetime({ offset: true }),
  }),
  customValues: absent(z.array(customValueSchema).max(LIMITS.formElementsPerForm).default([])),
  source: absent(z.string().max(100).optional()),
});
export type LegacyRsvp = z.infer<typeof legacyRsvpSchema>;

/** One speech sign-up of a Speech2 form. */
export const legacySpeechSchema = z.object({
  _id: absent(legacyIdSchema.optional()),
  name: absent(z.string().max(200).default("")),
  registered: z.object({ date: z.iso.datetime({ offset: true }) }),
  customValues: absent(z.array(customValueSchema).max(LIMITS.formElementsPerForm).default([])),
});
export type LegacySpeech = z.infer<typeof legacySpeechSchema>;

/** The import file (`npm run admin -- import-site`): the site, its answers, and its owner's mail. */
export const legacyImportSchema = z.object({
  site: z.unknown(),
  rsvps: absent(z.array(legacyRsvpSchema).max(10_000).default([])),
  speeches: absent(z.array(legacySpeechSchema).max(10_000).default([])),
  account: absent(z.object({ mail: z.string().trim().toLowerCase().pipe(z.email()) }).optional()),
});
