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
  needsReview: boolean;
  position: number;
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
