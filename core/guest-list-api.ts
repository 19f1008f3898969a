// The guest list's JSON as the owner's routes answer it (server/routes/households; issue 25): one
// definition for the server that writes it and the owner app that reads it. Types only.
import type { Guest, GuestListSettings, HouseholdStatus, ListMark, Side } from "./guest-list";

/** A household's current answer for one guest and part, as the owner's API answers it. */
export type HouseholdAnswer = {
  /** A guest's id, or `extra-{n}` for an extra guest the household brought. */
  guestId: string;
  /** '' for the whole event (a site without parts). */
  partId: string;
  attending: boolean;
  /** An extra guest's age group (a named guest's is the guest's own). */
  child: boolean;
  /** Set by the household's RSVP, or by the owner by hand. */
  setBy: "guest" | "owner";
  note: string | null;
  updatedAt: string;
};

/** A household made from an open answer: the one it likely is (a guest of the same name), if any. */
export type HouseholdReview = { suggestedHouseholdId: string; suggestedName: string } | null;

/**
 * Who changed a household last (issue 28), at its updatedAt: an owner's or co-owner's account in the
 * guest list (named by its mail, as the Personer screen names people); the household's own guests
 * (their answer, their unsubscribing); or null when not known: a change from before this was recorded,
 * or by an account since deleted.
 */
export type HouseholdUpdatedBy =
  | { kind: "account"; accountId: string; mail: string }
  | { kind: "guests" }
  | null;

/** A household as the owner's API answers it. */
export type Household = {
  id: string;
  name: string;
  address: string | null;
  email: string | null;
  phone: string | null;
  extraGuests: number;
  side: Side | null;
  list: ListMark | null;
  groups: string[];
  guests: Guest[];
  token: string;
  code: string;
  /** The personal link's path on the page's own host (/i/{token}). */
  link: string;
  linkEnabled: boolean;
  status: HouseholdStatus;
  /** The household's current answer per guest and part (its last RSVP, or set by the owner by hand). */
  answers: HouseholdAnswer[];
  needsReview: boolean;
  /**
   * Delivery problems and wishes (issue 26), as ISO times, null when none: the household asked for no
   * more mails (its mails' unsubscribe link), its mail bounced or was refused, an SMS to it failed
   * (with the reason given). Changing the household's address clears the mail problem, its number the
   * SMS one; the wish stays. Always written by the server (optional only for older fixtures).
   */
  mailUnsubscribedAt?: string | null;
  mailFailedAt?: string | null;
  mailFailedReason?: string | null;
  smsFailedAt?: string | null;
  smsFailedReason?: string | null;
  /** For a household to review: the household to merge it into, when one has a guest of the same name. */
  review: HouseholdReview;
  position: number;
  createdAt: string;
  updatedAt: string;
  /** Always written by the server (optional only for older fixtures). */
  updatedBy?: HouseholdUpdatedBy;
};

export type GuestListData = { households: Household[]; settings: GuestListSettings };

export type Counts = { adults: number; children: number };

export type PartSummary = {
  id: string;
  name: string;
  invited: Counts;
  attending: Counts;
  declined: Counts;
  notAnswered: Counts;
};

/** For each single-choice question of the RSVPs, per part, how many coming guests chose each option. */
export type CatererSummary = {
  questions: {
    id: string;
    label: string;
    parts: {
      id: string;
      name: string;
      /** `names`: who chose it, only when the owner asks (?names=1): the summary itself names no one. */
      options: { id: string; text: string; count: number; names?: string[] }[];
    }[];
  }[];
};

/** GET …/households/summary: households and guests by status, in total and per part. */
export type GuestListSummary = {
  households: { invited: number } & Record<HouseholdStatus, number>;
  guests: { invited: Counts; attending: Counts; declined: Counts; notAnswered: Counts };
  parts: PartSummary[];
  needsReview: number;
  /** Added by the route (household-answers.ts catererSummary). */
  caterer?: CatererSummary;
};
