// The guest list (issue 25): households with their guests, the event's parts ("Vigsel", "Middag",
// "Fest"), and groups that say which parts a household is invited to. Shared by the server (every
// request is parsed with these schemas) and the owner app. Rules that need no database live here.
import { z } from "zod";

export const GUEST_LIST_LIMITS = {
  /** Households on one site: twice the largest weddings we have seen (1,000 is the benchmark). */
  households: 2000,
  guestsPerHousehold: 30,
  extraGuests: 20,
  parts: 10,
  groups: 20,
  name: 120,
  partName: 60,
  note: 500,
  address: 300,
  phone: 40,
} as const;

/** Which side a household is on: one of the couple's two, or both. */
export const SIDES = ["partner1", "partner2", "both"] as const;
export type Side = (typeof SIDES)[number];
/** The A list is invited first; the B list when A-guests decline. */
export const LISTS = ["A", "B"] as const;
export type ListMark = (typeof LISTS)[number];

/**
 * A household's short code for print: 6 characters without look-alikes (no 0/O, 1/I/L), 31^6 ≈ 887
 * million codes, unique within a site.
 */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 6;
/** A personal link's token: 32 random bytes in base64url (256 bits). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What a guest types from a printed card: case, spaces and dashes do not matter. */
export function normalizeCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, "");
}

export function isCode(input: string): boolean {
  return input.length === CODE_LENGTH && [...input].every((char) => CODE_ALPHABET.includes(char));
}

/** Ids of parts and groups are made by the owner app (like module ids). */
const localId = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, "an id holds letters, digits, '-' and '_' only");
/** Ids of households and guests are the server's (24 hex characters). */
export const recordId = z.string().regex(/^[0-9a-f]{24}$/, "an id is 24 hexadecimal characters");

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalMail = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(z.union([z.null(), z.email()]));

const name = z.string().trim().min(1).max(GUEST_LIST_LIMITS.name);

export const eventPartSchema = z.object({
  id: localId,
  name: z.string().trim().min(1).max(GUEST_LIST_LIMITS.partName),
});
export type EventPart = z.output<typeof eventPartSchema>;

export const guestGroupSchema = z.object({
  id: localId,
  name: z.string().trim().min(1).max(GUEST_LIST_LIMITS.partName),
  /** The parts this group's households are invited to. */
  partIds: z.array(localId).max(GUEST_LIST_LIMITS.parts),
  /** New households join the default group (at most one). */
  isDefault: z.boolean().default(false),
});
export type GuestGroup = z.output<typeof guestGroupSchema>;

const duplicates = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

export const guestListSettingsSchema = z
  .object({
    parts: z.array(eventPartSchema).max(GUEST_LIST_LIMITS.parts),
    groups: z.array(guestGroupSchema).max(GUEST_LIST_LIMITS.groups),
    /** Only personal links open the invitation: no "find your invitation" by name. */
    onlyPersonalLinks: z.boolean().default(false),
  })
  .superRefine((settings, issue) => {
    const partIds = settings.parts.map((part) => part.id);
    for (const id of duplicates(partIds))
      issue.addIssue({ code: "custom", path: ["parts"], message: `the part id ${id} is used twice` });
    for (const id of duplicates(settings.groups.map((group) => group.id)))
      issue.addIssue({ code: "custom", path: ["groups"], message: `the group id ${id} is used twice` });
    settings.groups.forEach((group, index) => {
      for (const id of group.partIds)
        if (!partIds.includes(id))
          issue.addIssue({ code: "custom", path: ["groups", index, "partIds"], message: `no part ${id}` });
    });
    if (settings.groups.filter((group) => group.isDefault).length > 1)
      issue.addIssue({ code: "custom", path: ["groups"], message: "at most one default group" });
  });
export type GuestListSettings = z.output<typeof guestListSettingsSchema>;

export const EMPTY_SETTINGS: GuestListSettings = { parts: [], groups: [], onlyPersonalLinks: false };

export const guestInputSchema = z.object({
  /** An existing guest's id (of this household, or of another one it moves from); none for a new guest. */
  id: recordId.optional(),
  name,
  child: z.boolean().default(false),
  email: optionalMail,
  phone: optionalText(GUEST_LIST_LIMITS.phone),
  note: optionalText(GUEST_LIST_LIMITS.note),
});
export type GuestInput = z.output<typeof guestInputSchema>;

export const householdInputSchema = z
  .object({
    name,
    address: optionalText(GUEST_LIST_LIMITS.address),
    email: optionalMail,
    phone: optionalText(GUEST_LIST_LIMITS.phone),
    /** How many guests beyond those named the household may bring. */
    extraGuests: z.number().int().min(0).max(GUEST_LIST_LIMITS.extraGuests).default(0),
    side: z
      .enum(SIDES)
      .nullish()
      .transform((value) => value ?? null),
    list: z
      .enum(LISTS)
      .nullish()
      .transform((value) => value ?? null),
    /** Group ids; left out: the default group (if there is one). */
    groups: z.array(localId).max(GUEST_LIST_LIMITS.groups).optional(),
    guests: z.array(guestInputSchema).max(GUEST_LIST_LIMITS.guestsPerHousehold),
    /** false: the owner keeps a household made from an open answer as it is (no merge). */
    needsReview: z.boolean().optional(),
  })
  .superRefine((household, issue) => {
    for (const id of duplicates(household.guests.flatMap((guest) => (guest.id ? [guest.id] : []))))
      issue.addIssue({ code: "custom", path: ["guests"], message: `the guest ${id} is listed twice` });
    if (household.groups)
      for (const id of duplicates(household.groups))
        issue.addIssue({ code: "custom", path: ["groups"], message: `the group ${id} is listed twice` });
  });
export type HouseholdInput = z.output<typeof householdInputSchema>;

export const linkActionSchema = z.object({ action: z.enum(["renew", "disable", "enable"]) });

export type Guest = {
  id: string;
  name: string;
  child: boolean;
  email: string | null;
  phone: string | null;
  note: string | null;
};

/** Where a household stands: no answer yet, everyone coming, no one coming, or some of them. */
export const HOUSEHOLD_STATUSES = ["not_answered", "attending", "declined", "partly"] as const;
export type HouseholdStatus = (typeof HOUSEHOLD_STATUSES)[number];

/**
 * A household's status from its guests' answers (true: coming, false: not, undefined: no answer).
 * Any answer makes it answered; guests who did not answer count as not coming once someone did.
 */
export function householdStatus(answers: readonly (boolean | undefined)[]): HouseholdStatus {
  if (answers.every((answer) => answer === undefined)) return "not_answered";
  const coming = answers.filter((answer) => answer === true).length;
  if (coming === 0) return "declined";
  return coming === answers.length ? "attending" : "partly";
}

/** The parts a household is invited to: its groups' parts; with no groups (or no parts), all parts. */
export function invitedParts(
  settings: Pick<GuestListSettings, "parts" | "groups">,
  groupIds: readonly string[],
): EventPart[] {
  const groups = settings.groups.filter((group) => groupIds.includes(group.id));
  if (groups.length === 0) return settings.parts;
  const ids = new Set(groups.flatMap((group) => group.partIds));
  return settings.parts.filter((part) => ids.has(part.id));
}

/** The groups a new household joins when none are given. */
export function defaultGroups(settings: Pick<GuestListSettings, "groups">): string[] {
  const group = settings.groups.find((candidate) => candidate.isDefault);
  return group ? [group.id] : [];
}

// ---- Answers tied to guests ----

/** The part id of an answer to the whole event (a site that names no parts). */
export const WHOLE_EVENT = "";
/** The key of a guest a household brought beyond those named (the n-th, from 0). */
export const extraGuestKey = (index: number) => `extra-${index}`;
export const isExtraGuestKey = (key: string) => key.startsWith("extra-");

/** A household's current answer for one guest (a guest id or extraGuestKey) and part. */
export type PartAnswerRow = {
  guestKey: string;
  partId: string;
  attending: boolean;
  /** An extra guest's age group (named guests: their own). */
  child: boolean;
  setBy: "guest" | "owner";
};

/** A guest's answer overall: coming to any part; not coming when every answer is no; none: undefined. */
export function guestAttendance(rows: readonly Pick<PartAnswerRow, "attending">[]): boolean | undefined {
  if (rows.length === 0) return undefined;
  return rows.some((row) => row.attending);
}

/** A guest's answer to one part: that part's answer, else an answer to the whole event. */
export function partAttendance(
  rows: readonly Pick<PartAnswerRow, "partId" | "attending">[],
  partId: string,
): boolean | undefined {
  return (
    rows.find((row) => row.partId === partId)?.attending ??
    rows.find((row) => row.partId === WHOLE_EVENT)?.attending
  );
}

/** The guests an answer speaks of: the named ones, then the extra guests who answered. */
export function answeringGuestKeys(guestIds: readonly string[], answers: readonly PartAnswerRow[]): string[] {
  const extras = [...new Set(answers.map((a) => a.guestKey).filter(isExtraGuestKey))].sort();
  return [...guestIds, ...extras];
}

/** A household's status from its stored answers (householdStatus over its guests and extra guests). */
export function householdStatusOf(
  guestIds: readonly string[],
  answers: readonly PartAnswerRow[],
): HouseholdStatus {
  return householdStatus(
    answeringGuestKeys(guestIds, answers).map((key) =>
      guestAttendance(answers.filter((answer) => answer.guestKey === key)),
    ),
  );
}

const partAnswerInput = z.object({ partId: localId, attending: z.boolean() });

/**
 * PUT …/households/{id}/answers: the owner sets a household's answer by hand (a phone call). Each
 * listed guest's answer is replaced: per part, or `attending` for the whole event (a site without
 * parts, or every part of the household at once).
 */
export const handSetAnswersSchema = z
  .object({
    guests: z
      .array(
        z.object({
          guestId: recordId,
          /** The whole event's answer; null (without parts) takes the guest's answer away. */
          attending: z.boolean().nullable().optional(),
          parts: z.array(partAnswerInput).max(GUEST_LIST_LIMITS.parts).default([]),
        }),
      )
      .min(1)
      .max(GUEST_LIST_LIMITS.guestsPerHousehold),
    note: optionalText(GUEST_LIST_LIMITS.note),
  })
  .superRefine((input, issue) => {
    for (const id of duplicates(input.guests.map((guest) => guest.guestId)))
      issue.addIssue({ code: "custom", path: ["guests"], message: `the guest ${id} is listed twice` });
    input.guests.forEach((guest, index) => {
      if (guest.parts.length === 0 && guest.attending === undefined)
        issue.addIssue({
          code: "custom",
          path: ["guests", index],
          message: "parts, attending, or attending null to take the answer away",
        });
      for (const id of duplicates(guest.parts.map((part) => part.partId)))
        issue.addIssue({
          code: "custom",
          path: ["guests", index, "parts"],
          message: `the part ${id} is listed twice`,
        });
    });
  });
export type HandSetAnswers = z.output<typeof handSetAnswersSchema>;

/** POST …/households/{id}/merge: the household (made from an open answer) goes into another one. */
export const mergeHouseholdSchema = z.object({ intoHouseholdId: recordId });
