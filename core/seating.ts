// The seating plan (issue 27): tables (round or long, a number of seats, a name or number, a place on
// the canvas) and who sits at each, in seat order. Shared by the server (every PUT is parsed with these
// schemas) and the owner app (warnings, seat positions, moves). Guests are the attending guests of the
// guest list (issue 25): a named guest by its id, an extra guest a household brought by
// `{householdId}:extra-{n}`. Rules that need no database live here.
import { z } from "zod";

export const SEATING_LIMITS = {
  tables: 150,
  seatsPerTable: 40,
  /** A table's name ("Bord 1", "Brudparet", "7"). */
  name: 40,
  /** The canvas, in its own units (about pixels at 100 %). */
  canvasWidth: 3000,
  canvasHeight: 2000,
} as const;

export const TABLE_SHAPES = ["round", "long"] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];

/** A table's id: made by the owner app (like module ids). */
const tableId = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, "an id holds letters, digits, '-' and '_' only");

/** A named guest's id (24 hex), or an extra guest of a household: `{householdId}:extra-{n}`. */
export const SEAT_GUEST_PATTERN = /^[0-9a-f]{24}(?::extra-\d{1,2})?$/;
export const seatGuestId = z
  .string()
  .regex(SEAT_GUEST_PATTERN, "a guest is a guest's id or {household}:extra-{n}");

export const extraSeatGuestId = (householdId: string, index: number) => `${householdId}:extra-${index}`;

export const seatingTableSchema = z.object({
  id: tableId,
  name: z.string().trim().min(1).max(SEATING_LIMITS.name),
  shape: z.enum(TABLE_SHAPES),
  seats: z.number().int().min(1).max(SEATING_LIMITS.seatsPerTable),
  x: z.number().min(0).max(SEATING_LIMITS.canvasWidth),
  y: z.number().min(0).max(SEATING_LIMITS.canvasHeight),
  /** Who sits here, in seat order (seat 1 first). More than `seats` is allowed: an over-full table. */
  guests: z.array(seatGuestId).max(SEATING_LIMITS.seatsPerTable * 2),
});
export type SeatingTable = z.output<typeof seatingTableSchema>;

export const seatingPlanSchema = z
  .object({
    /**
     * Which part of the day the plan seats (a part id of the guest list's settings): its guests coming
     * to it. null: everyone coming to at least one part (or to the event, on a site without parts).
     */
    partId: z
      .string()
      .max(40)
      .regex(/^[A-Za-z0-9_-]*$/)
      .nullable()
      .default(null),
    tables: z.array(seatingTableSchema).max(SEATING_LIMITS.tables),
  })
  .superRefine((plan, issue) => {
    const tableIds = new Set<string>();
    const seen = new Set<string>();
    plan.tables.forEach((table, index) => {
      if (tableIds.has(table.id))
        issue.addIssue({
          code: "custom",
          path: ["tables", index, "id"],
          message: `the table ${table.id} is listed twice`,
        });
      tableIds.add(table.id);
      for (const guest of table.guests) {
        if (seen.has(guest))
          issue.addIssue({
            code: "custom",
            path: ["tables", index, "guests"],
            message: `the guest ${guest} is seated twice`,
          });
        seen.add(guest);
      }
    });
  });
export type SeatingPlan = z.output<typeof seatingPlanSchema>;

export const EMPTY_PLAN: SeatingPlan = { partId: null, tables: [] };

/** PUT …/seating: the plan and the version it was made from (0 when there was none yet). */
export const seatingSaveSchema = z.object({
  version: z.number().int().min(0),
  plan: seatingPlanSchema,
});
export type SeatingSave = z.output<typeof seatingSaveSchema>;

/** An attending guest the plan may seat, as GET …/seating lists them (household order, then guest order). */
export type SeatingGuest = {
  id: string;
  name: string;
  householdId: string;
  householdName: string;
  child: boolean;
};

/** GET …/seating (and a 409's `current`). */
export type SeatingView = {
  plan: SeatingPlan;
  /** Saves so far; 0 before the first. */
  version: number;
  guests: SeatingGuest[];
  parts: { id: string; name: string }[];
  /** Guests the stored plan seated who are no longer attending (or no longer on the list): left out. */
  dropped: number;
};

// ---- Rules ----

/**
 * The plan with only the given guests seated: a guest removed from the list, or no longer coming,
 * drops out of the plan (their seat frees, the others keep theirs in order). Returns how many dropped.
 */
export function keepAttending(
  plan: SeatingPlan,
  attending: ReadonlySet<string>,
): { plan: SeatingPlan; dropped: string[] } {
  const dropped: string[] = [];
  const tables = plan.tables.map((table) => {
    const guests = table.guests.filter((guest) => {
      if (attending.has(guest)) return true;
      dropped.push(guest);
      return false;
    });
    return guests.length === table.guests.length ? table : { ...table, guests };
  });
  return { plan: dropped.length ? { ...plan, tables } : plan, dropped };
}

export type SeatingWarning =
  | { kind: "overfull"; tableId: string; seated: number; seats: number }
  | { kind: "split"; householdId: string; householdName: string; tableIds: string[] };

/**
 * What the owner should look at: a table with more guests than seats, and a household whose guests
 * sit at more than one table (one not yet placed is not "split", only not placed).
 */
export function seatingWarnings(plan: SeatingPlan, guests: readonly SeatingGuest[]): SeatingWarning[] {
  const warnings: SeatingWarning[] = [];
  for (const table of plan.tables)
    if (table.guests.length > table.seats)
      warnings.push({ kind: "overfull", tableId: table.id, seated: table.guests.length, seats: table.seats });
  const byId = new Map(guests.map((guest) => [guest.id, guest]));
  const tablesOf = new Map<string, string[]>();
  for (const table of plan.tables)
    for (const id of table.guests) {
      const household = byId.get(id)?.householdId;
      if (!household) continue;
      const list = tablesOf.get(household) ?? [];
      if (!list.includes(table.id)) list.push(table.id);
      tablesOf.set(household, list);
    }
  for (const [householdId, tableIds] of tablesOf)
    if (tableIds.length > 1)
      warnings.push({
        kind: "split",
        householdId,
        householdName: guests.find((guest) => guest.householdId === householdId)?.householdName ?? "",
        tableIds,
      });
  return warnings;
}

/** Attending guests not seated at any table, in the list's order. */
export function unplacedGuests(plan: SeatingPlan, guests: readonly SeatingGuest[]): SeatingGuest[] {
  const seated = new Set(plan.tables.flatMap((table) => table.guests));
  return guests.filter((guest) => !seated.has(guest.id));
}

/** Seats in total and guests seated. */
export function seatCounts(plan: SeatingPlan): { seats: number; seated: number } {
  return plan.tables.reduce(
    (sum, table) => ({ seats: sum.seats + table.seats, seated: sum.seated + table.guests.length }),
    { seats: 0, seated: 0 },
  );
}

/** The table a guest sits at, if any. */
export function tableOfGuest(plan: SeatingPlan, guestId: string): SeatingTable | undefined {
  return plan.tables.find((table) => table.guests.includes(guestId));
}

/**
 * Seats a guest at a table: taken from where they sat, put at `seat` (0-based; the end when absent or
 * beyond). A table may take more guests than seats (then it warns). Unknown table: the plan unchanged.
 */
export function placeGuest(plan: SeatingPlan, guestId: string, tableId: string, seat?: number): SeatingPlan {
  if (!plan.tables.some((table) => table.id === tableId)) return plan;
  const tables = plan.tables.map((table) => {
    const guests = table.guests.filter((id) => id !== guestId);
    if (table.id !== tableId) return guests.length === table.guests.length ? table : { ...table, guests };
    const at = seat === undefined ? guests.length : Math.max(0, Math.min(seat, guests.length));
    guests.splice(at, 0, guestId);
    return { ...table, guests };
  });
  return { ...plan, tables };
}

/** Takes a guest off their table (back to the unplaced list). */
export function unseatGuest(plan: SeatingPlan, guestId: string): SeatingPlan {
  if (!tableOfGuest(plan, guestId)) return plan;
  return {
    ...plan,
    tables: plan.tables.map((table) =>
      table.guests.includes(guestId)
        ? { ...table, guests: table.guests.filter((id) => id !== guestId) }
        : table,
    ),
  };
}

/**
 * A save refused because the plan was saved elsewhere since (409): the owner's changes since `base`
 * (the plan as last saved or read here) made again on `current` (the stored one). Tables added here
 * are added, removed here removed, their name, shape, seats and place as changed here; each guest
 * moved here (to a table, or off one) moved so on the current plan; everything else as stored. A
 * guest moved here to a table removed elsewhere stays where the current plan has them.
 */
export function mergePlans(base: SeatingPlan, local: SeatingPlan, current: SeatingPlan): SeatingPlan {
  const baseTables = new Map(base.tables.map((table) => [table.id, table]));
  const localTables = new Map(local.tables.map((table) => [table.id, table]));
  const fields = ["name", "shape", "seats", "x", "y"] as const;
  const tables = current.tables
    .filter((table) => !(baseTables.has(table.id) && !localTables.has(table.id)))
    .map((table) => {
      const before = baseTables.get(table.id);
      const after = localTables.get(table.id);
      if (!before || !after) return table;
      const changed = fields.filter((field) => after[field] !== before[field]);
      return changed.length === 0
        ? table
        : { ...table, ...Object.fromEntries(changed.map((field) => [field, after[field]])) };
    });
  for (const table of local.tables)
    if (!baseTables.has(table.id) && !tables.some((candidate) => candidate.id === table.id))
      tables.push({ ...table, guests: [] });
  let merged: SeatingPlan = {
    partId: local.partId !== base.partId ? local.partId : current.partId,
    tables,
  };
  const seatsOf = (plan: SeatingPlan) => {
    const seats = new Map<string, { table: string; index: number }>();
    for (const table of plan.tables)
      table.guests.forEach((guest, index) => {
        seats.set(guest, { table: table.id, index });
      });
    return seats;
  };
  const before = seatsOf(base);
  const after = seatsOf(local);
  for (const guest of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(guest);
    const is = after.get(guest);
    if (was?.table === is?.table) continue;
    if (!is) merged = unseatGuest(merged, guest);
    else if (merged.tables.some((table) => table.id === is.table))
      merged = placeGuest(merged, guest, is.table, is.index);
  }
  return merged;
}

/** A table's size on the canvas and in print (its own units): round by its seats, long by seats a side. */
export function tableSize(shape: TableShape, seats: number): { width: number; height: number } {
  if (shape === "round") {
    const diameter = Math.round(Math.max(90, Math.min(260, 50 + seats * 14)));
    return { width: diameter, height: diameter };
  }
  const perSide = Math.ceil(seats / 2);
  return { width: Math.max(90, perSide * 44 + 16), height: 70 };
}

/**
 * Where each seat is, relative to the table's top-left corner (the seat's centre). Round: evenly on a
 * circle just outside the table, seat 1 at the top, clockwise. Long: seats 1…⌈n/2⌉ along the top side
 * left to right, the rest along the bottom side right to left (so neighbours sit next to each other).
 */
export function seatPositions(shape: TableShape, seats: number): { x: number; y: number }[] {
  const { width, height } = tableSize(shape, seats);
  const positions: { x: number; y: number }[] = [];
  if (shape === "round") {
    const radius = width / 2 + 16;
    for (let i = 0; i < seats; i++) {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / seats;
      positions.push({
        x: Math.round(width / 2 + radius * Math.cos(angle)),
        y: Math.round(height / 2 + radius * Math.sin(angle)),
      });
    }
    return positions;
  }
  const top = Math.ceil(seats / 2);
  const bottom = seats - top;
  const step = (width - 16) / top;
  for (let i = 0; i < top; i++) positions.push({ x: Math.round(8 + step * (i + 0.5)), y: -16 });
  for (let i = 0; i < bottom; i++)
    positions.push({ x: Math.round(8 + step * (top - 1 - i + 0.5)), y: height + 16 });
  return positions;
}

/** A new table's name: "Bord {n}" in the owner's words, n one more than the highest number used. */
export function nextTableNumber(plan: SeatingPlan): number {
  let highest = 0;
  for (const table of plan.tables) {
    const match = /(\d+)\s*$/.exec(table.name);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return Math.max(highest, plan.tables.length) + 1;
}

/** Keeps a table inside the canvas. */
export function clampTablePosition(x: number, y: number): { x: number; y: number } {
  return {
    x: Math.round(Math.max(0, Math.min(SEATING_LIMITS.canvasWidth, x))),
    y: Math.round(Math.max(0, Math.min(SEATING_LIMITS.canvasHeight, y))),
  };
}

/** The print's paper: the table plan on A4 or A3 landscape; place cards on A4 sheets. */
export const PLAN_PAPERS = ["A4", "A3"] as const;
export type PlanPaper = (typeof PLAN_PAPERS)[number];
