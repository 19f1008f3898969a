// The seating plan's rules (issue 27): what a plan may be, what it warns about (a split household, an
// over-full table), guests who no longer attend dropping out, seat counts, and round vs long tables.
import { describe, expect, it } from "vitest";
import {
  EMPTY_PLAN,
  keepAttending,
  mergePlans,
  nextTableNumber,
  placeGuest,
  type SeatingGuest,
  type SeatingPlan,
  type SeatingTable,
  seatCounts,
  seatingPlanSchema,
  seatingSaveSchema,
  seatingWarnings,
  seatPositions,
  tableSize,
  unplacedGuests,
  unseatGuest,
} from "./seating";

const id = (n: number) => n.toString(16).padStart(24, "0");
const H1 = id(0x100);
const H2 = id(0x200);
const guests: SeatingGuest[] = [
  { id: id(1), name: "Anna", householdId: H1, householdName: "Familjen Ek", child: false },
  { id: id(2), name: "Bo", householdId: H1, householdName: "Familjen Ek", child: false },
  {
    id: `${H1}:extra-0`,
    name: "Gäst till Familjen Ek",
    householdId: H1,
    householdName: "Familjen Ek",
    child: true,
  },
  { id: id(3), name: "Cecilia", householdId: H2, householdName: "Lund", child: false },
];
const table = (over: Partial<SeatingTable>): SeatingTable => ({
  id: "t1",
  name: "Bord 1",
  shape: "round",
  seats: 8,
  x: 100,
  y: 100,
  guests: [],
  ...over,
});
const plan = (tables: SeatingTable[]): SeatingPlan => ({ partId: null, tables });

describe("the plan's schema", () => {
  it("takes round and long tables with named and extra guests", () => {
    const parsed = seatingPlanSchema.parse({
      tables: [
        table({ guests: [id(1), `${H1}:extra-0`] }),
        table({ id: "t2", name: "7", shape: "long", seats: 12 }),
      ],
    });
    expect(parsed.partId).toBeNull();
    expect(parsed.tables.map((t) => t.shape)).toEqual(["round", "long"]);
  });

  it("refuses a guest seated twice, a table listed twice, bad shapes, seat counts and ids", () => {
    expect(
      seatingPlanSchema.safeParse(plan([table({ guests: [id(1)] }), table({ id: "t2", guests: [id(1)] })]))
        .success,
    ).toBe(false);
    expect(seatingPlanSchema.safeParse(plan([table({}), table({})])).success).toBe(false);
    expect(seatingPlanSchema.safeParse(plan([table({ shape: "square" as "round" })])).success).toBe(false);
    expect(seatingPlanSchema.safeParse(plan([table({ seats: 0 })])).success).toBe(false);
    expect(seatingPlanSchema.safeParse(plan([table({ seats: 41 })])).success).toBe(false);
    expect(seatingPlanSchema.safeParse(plan([table({ seats: 2.5 })])).success).toBe(false);
    expect(seatingPlanSchema.safeParse(plan([table({ guests: ["anna"] })])).success).toBe(false);
    expect(seatingPlanSchema.safeParse(plan([table({ name: "  " })])).success).toBe(false);
    expect(seatingPlanSchema.safeParse(plan([table({ x: -1 })])).success).toBe(false);
    expect(seatingSaveSchema.safeParse({ version: -1, plan: EMPTY_PLAN }).success).toBe(false);
    expect(seatingSaveSchema.safeParse({ version: 3, plan: EMPTY_PLAN }).success).toBe(true);
  });
});

describe("warnings", () => {
  it("warns of a table with more guests than seats", () => {
    const warnings = seatingWarnings(plan([table({ seats: 2, guests: [id(1), id(2), id(3)] })]), guests);
    expect(warnings).toContainEqual({ kind: "overfull", tableId: "t1", seated: 3, seats: 2 });
    expect(seatingWarnings(plan([table({ seats: 3, guests: [id(1), id(2), id(3)] })]), guests)).toEqual([]);
  });

  it("warns of a household seated at two tables, extra guests included, but not of one not yet placed", () => {
    const split = plan([table({ guests: [id(1), id(2)] }), table({ id: "t2", guests: [`${H1}:extra-0`] })]);
    expect(seatingWarnings(split, guests)).toEqual([
      { kind: "split", householdId: H1, householdName: "Familjen Ek", tableIds: ["t1", "t2"] },
    ]);
    expect(
      seatingWarnings(plan([table({ guests: [id(1)] }), table({ id: "t2", guests: [id(3)] })]), guests),
    ).toEqual([]);
  });
});

describe("guests who no longer attend", () => {
  it("drop out, freeing their seat; the others keep their order", () => {
    const before = plan([table({ guests: [id(1), id(9), id(2)] }), table({ id: "t2", guests: [id(3)] })]);
    const { plan: after, dropped } = keepAttending(before, new Set(guests.map((g) => g.id)));
    expect(dropped).toEqual([id(9)]);
    expect(after.tables[0]?.guests).toEqual([id(1), id(2)]);
    expect(after.tables[1]).toBe(before.tables[1]);
    expect(keepAttending(after, new Set(guests.map((g) => g.id))).dropped).toEqual([]);
  });
});

describe("placing", () => {
  it("moves a guest between tables, at a seat or at the end, and back to the unplaced list", () => {
    let p = plan([table({ guests: [id(1)] }), table({ id: "t2" })]);
    expect(unplacedGuests(p, guests).map((g) => g.name)).toEqual(["Bo", "Gäst till Familjen Ek", "Cecilia"]);
    p = placeGuest(p, id(2), "t1", 0);
    expect(p.tables[0]?.guests).toEqual([id(2), id(1)]);
    p = placeGuest(p, id(2), "t2");
    expect(p.tables.map((t) => t.guests)).toEqual([[id(1)], [id(2)]]);
    expect(placeGuest(p, id(3), "nope")).toBe(p);
    p = unseatGuest(p, id(1));
    expect(unplacedGuests(p, guests).map((g) => g.name)).toEqual([
      "Anna",
      "Gäst till Familjen Ek",
      "Cecilia",
    ]);
  });

  it("counts seats and seated guests", () => {
    const p = plan([
      table({ seats: 8, guests: [id(1)] }),
      table({ id: "t2", shape: "long", seats: 10, guests: [id(2), id(3)] }),
    ]);
    expect(seatCounts(p)).toEqual({ seats: 18, seated: 3 });
    expect(seatCounts(EMPTY_PLAN)).toEqual({ seats: 0, seated: 0 });
  });

  it("numbers a new table after the highest number", () => {
    expect(nextTableNumber(EMPTY_PLAN)).toBe(1);
    expect(nextTableNumber(plan([table({ name: "Bord 4" }), table({ id: "t2", name: "Brudparet" })]))).toBe(
      5,
    );
  });
});

describe("round and long tables", () => {
  it("gives each seat a place: round around the circle from the top, long along both sides", () => {
    const round = seatPositions("round", 8);
    expect(round).toHaveLength(8);
    const { width } = tableSize("round", 8);
    expect(round[0]?.x).toBe(width / 2);
    expect(round[0]?.y).toBeLessThan(0);
    expect(round[4]?.y).toBeGreaterThan(width);

    const long = seatPositions("long", 7);
    expect(long).toHaveLength(7);
    const size = tableSize("long", 7);
    expect(long.filter((seat) => seat.y < 0)).toHaveLength(4);
    expect(long.filter((seat) => seat.y > size.height)).toHaveLength(3);
    // The bottom side runs back from right to left: seat 5 sits under seat 4.
    expect(long[4]?.x).toBe(long[3]?.x);
    expect(tableSize("long", 12).width).toBeGreaterThan(tableSize("long", 6).width);
    expect(tableSize("round", 12).width).toBeGreaterThan(tableSize("round", 6).width);
  });
});

describe("merging a plan saved elsewhere (409)", () => {
  it("makes the changes made here again on the stored plan, keeping the other tab's", () => {
    const base = plan([
      table({ guests: [id(1)] }),
      table({ id: "t2", name: "Bord 2" }),
      table({ id: "t3", name: "Bord 3" }),
    ]);
    // Here: Bo seated at t2, Anna taken off, t2 renamed, t3 removed, a new table t4 with Cecilia.
    const local = plan([
      table({ guests: [] }),
      table({ id: "t2", name: "Brudparet", guests: [id(2)] }),
      table({ id: "t4", name: "Bord 4", shape: "long", guests: [id(3)] }),
    ]);
    // Elsewhere: t1 moved, a table t5 added with the extra guest, t3 kept.
    const current = plan([
      table({ x: 400, guests: [id(1)] }),
      table({ id: "t2", name: "Bord 2" }),
      table({ id: "t3", name: "Bord 3" }),
      table({ id: "t5", name: "Bord 5", guests: [`${H1}:extra-0`] }),
    ]);
    const merged = mergePlans(base, local, current);
    expect(merged.tables.map((t) => [t.id, t.name, t.x, t.guests])).toEqual([
      ["t1", "Bord 1", 400, []],
      ["t2", "Brudparet", 100, [id(2)]],
      ["t5", "Bord 5", 100, [`${H1}:extra-0`]],
      ["t4", "Bord 4", 100, [id(3)]],
    ]);
    expect(seatingPlanSchema.safeParse(merged).success).toBe(true);
  });

  it("leaves a guest where the stored plan has them when their table here was removed elsewhere", () => {
    const base = plan([table({}), table({ id: "t2", guests: [id(1)] })]);
    const local = plan([table({ guests: [id(1)] }), table({ id: "t2" })]);
    const current = plan([table({ id: "t2", guests: [id(1)] })]);
    expect(mergePlans(base, local, current).tables).toEqual([table({ id: "t2", guests: [id(1)] })]);
  });
});
