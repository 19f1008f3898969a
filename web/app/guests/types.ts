// The guest list's JSON as the owner routes answer it (server/routes/households): households with their
// guests, the parts and groups, the overview and an import's preview.
import type { ImportField, ImportIssue } from "@core/guest-import";
import type { ListMark, Side } from "@core/guest-list";

export type {
  CatererSummary,
  Counts,
  GuestListData,
  GuestListSummary,
  Household,
  HouseholdAnswer,
  HouseholdUpdatedBy,
  PartSummary,
} from "@core/guest-list-api";

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
