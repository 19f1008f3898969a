// The guest list's JSON as the owner routes answer it (server/routes/households): households with their
// guests, the parts and groups, the overview and an import's preview.
import type { ImportField, ImportIssue } from "@core/guest-import";
import type { Guest, GuestListSettings, HouseholdStatus, ListMark, Side } from "@core/guest-list";

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
  /** For a household to review (made from an open answer): the household it likely is, if any. */
  review: { suggestedHouseholdId: string; suggestedName: string } | null;
  position: number;
};

/** One guest's answer to one part ('' for the whole event); guestId `extra-{n}` for an extra guest. */
export type HouseholdAnswer = {
  guestId: string;
  partId: string;
  attending: boolean;
  child: boolean;
  setBy: "guest" | "owner";
  note: string | null;
  updatedAt: string;
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
export type GuestListSummary = {
  households: { invited: number } & Record<HouseholdStatus, number>;
  guests: { invited: Counts; attending: Counts; declined: Counts; notAnswered: Counts };
  parts: PartSummary[];
  needsReview: number;
  /** The caterer's summary: per single-choice question and part, how many coming guests chose what. */
  caterer?: CatererSummary;
};

export type CatererSummary = {
  questions: {
    id: string;
    label: string;
    parts: {
      id: string;
      name: string;
      /** `names` only when asked for (?names=1): who chose it. */
      options: { id: string; text: string; count: number; names?: string[] }[];
    }[];
  }[];
};

export type ImportPreview = {
  columns: { index: number; heading: string; field: ImportField | null }[];
  households: {
    name: string;
    side: Side | null;
    list: ListMark | null;
    groups: string[] | undefined;
    extraGuests: number;
    guests: { row: number; name: string; child: boolean; email: string | null; duplicate: boolean }[];
  }[];
  errors: ImportIssue[];
  duplicates: {
    row: number;
    name: string;
    existing: { householdId: string; household: string } | null;
    sameAsRow: number | null;
  }[];
  skipped: number[];
  counts: { households: number; guests: number; rows: number };
};

export type ImportAnswer =
  | { stored: false; preview: ImportPreview }
  | { stored: true; households: number; guests: number; preview: ImportPreview };
