import { describe, expect, it } from "vitest";
import {
  answeringGuestKeys,
  CODE_ALPHABET,
  defaultGroups,
  extraGuestKey,
  guestAttendance,
  guestListSettingsSchema,
  handSetAnswersSchema,
  householdInputSchema,
  householdStatus,
  householdStatusOf,
  invitedParts,
  isCode,
  normalizeCode,
  type PartAnswerRow,
  partAttendance,
  WHOLE_EVENT,
} from "./guest-list";

const SETTINGS = guestListSettingsSchema.parse({
  parts: [
    { id: "vigsel", name: "Vigsel" },
    { id: "fest", name: "Fest" },
  ],
  groups: [
    { id: "alla", name: "Alla", partIds: ["vigsel", "fest"], isDefault: true },
    { id: "kvall", name: "Kväll", partIds: ["fest"] },
  ],
});

describe("print codes", () => {
  it("has no look-alike characters", () => {
    for (const char of "0O1IL") expect(CODE_ALPHABET).not.toContain(char);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
  });

  it("reads what a guest types from a card: case, spaces and dashes do not matter", () => {
    expect(normalizeCode(" ab3-k7m ")).toBe("AB3K7M");
    expect(isCode(normalizeCode("ab3 k7m"))).toBe(true);
    expect(isCode("AB3K7")).toBe(false);
    expect(isCode("AB3K70")).toBe(false);
  });
});

describe("household status", () => {
  it("is not answered until someone answers; then attending, declined or partly", () => {
    expect(householdStatus([])).toBe("not_answered");
    expect(householdStatus([undefined, undefined])).toBe("not_answered");
    expect(householdStatus([true, true])).toBe("attending");
    expect(householdStatus([false, undefined])).toBe("declined");
    expect(householdStatus([true, false])).toBe("partly");
    expect(householdStatus([true, undefined])).toBe("partly");
  });
});

describe("groups and parts", () => {
  it("invites a household to its groups' parts; with no group, to every part", () => {
    expect(invitedParts(SETTINGS, ["kvall"]).map((part) => part.id)).toEqual(["fest"]);
    expect(invitedParts(SETTINGS, ["kvall", "alla"]).map((part) => part.id)).toEqual(["vigsel", "fest"]);
    expect(invitedParts(SETTINGS, []).map((part) => part.id)).toEqual(["vigsel", "fest"]);
    expect(defaultGroups(SETTINGS)).toEqual(["alla"]);
    expect(defaultGroups({ groups: [] })).toEqual([]);
  });

  it("refuses a group of a part that does not exist, ids used twice, and two default groups", () => {
    const parse = (patch: object) => guestListSettingsSchema.safeParse({ ...SETTINGS, ...patch }).success;
    expect(parse({})).toBe(true);
    expect(parse({ groups: [{ id: "g", name: "G", partIds: ["middag"] }] })).toBe(false);
    expect(parse({ parts: [...SETTINGS.parts, { id: "fest", name: "Fest igen" }] })).toBe(false);
    expect(parse({ groups: SETTINGS.groups.map((group) => ({ ...group, isDefault: true })) })).toBe(false);
  });
});

describe("household input", () => {
  it("trims, empties optional fields to null and refuses a guest listed twice", () => {
    const parsed = householdInputSchema.parse({
      name: "  Familjen Berg ",
      email: "",
      guests: [{ name: " Dan ", phone: " " }],
    });
    expect(parsed).toMatchObject({ name: "Familjen Berg", email: null, extraGuests: 0, side: null });
    expect(parsed.guests[0]).toMatchObject({ name: "Dan", phone: null, child: false });
    const id = "a".repeat(24);
    expect(
      householdInputSchema.safeParse({
        name: "B",
        guests: [
          { id, name: "X" },
          { id, name: "Y" },
        ],
      }).success,
    ).toBe(false);
  });
});

describe("answers tied to guests", () => {
  const row = (guestKey: string, partId: string, attending: boolean, child = false): PartAnswerRow => ({
    guestKey,
    partId,
    attending,
    child,
    setBy: "guest",
  });

  it("a guest comes when coming to any part, declines when every answer is no, and has not answered without one", () => {
    expect(guestAttendance([])).toBeUndefined();
    expect(guestAttendance([row("a", "vigsel", false), row("a", "fest", true)])).toBe(true);
    expect(guestAttendance([row("a", "vigsel", false), row("a", "fest", false)])).toBe(false);
  });

  it("a part's answer is that part's, else the whole event's", () => {
    const rows = [row("a", "fest", false), row("a", WHOLE_EVENT, true)];
    expect(partAttendance(rows, "fest")).toBe(false);
    expect(partAttendance(rows, "vigsel")).toBe(true);
    expect(partAttendance([row("a", "fest", true)], "vigsel")).toBeUndefined();
  });

  it("a household's status counts its named guests and the extra guests who answered", () => {
    expect(householdStatusOf(["a", "b"], [])).toBe("not_answered");
    expect(householdStatusOf(["a", "b"], [row("a", "fest", true), row("b", "fest", true)])).toBe("attending");
    expect(householdStatusOf(["a", "b"], [row("a", "fest", true)])).toBe("partly");
    expect(householdStatusOf(["a"], [row("a", "fest", false), row(extraGuestKey(0), "fest", false)])).toBe(
      "declined",
    );
    expect(householdStatusOf(["a"], [row("a", "fest", true), row(extraGuestKey(0), "fest", false)])).toBe(
      "partly",
    );
    // Answers of a guest no longer in the household (moved away) do not count.
    expect(householdStatusOf(["a"], [row("b", "fest", true)])).toBe("not_answered");
    expect(
      answeringGuestKeys(["a"], [row(extraGuestKey(1), "x", true), row(extraGuestKey(0), "x", true)]),
    ).toEqual(["a", "extra-0", "extra-1"]);
  });

  it("hand-set answers name each guest once, with parts or attending", () => {
    const id = "0123456789abcdef01234567";
    expect(handSetAnswersSchema.safeParse({ guests: [{ guestId: id, attending: true }] }).success).toBe(true);
    expect(
      handSetAnswersSchema.safeParse({
        guests: [{ guestId: id, parts: [{ partId: "fest", attending: false }] }],
      }).success,
    ).toBe(true);
    for (const bad of [
      { guests: [] },
      { guests: [{ guestId: id }] },
      { guests: [{ guestId: "x", attending: true }] },
      {
        guests: [
          { guestId: id, attending: true },
          { guestId: id, attending: false },
        ],
      },
      {
        guests: [
          {
            guestId: id,
            parts: [
              { partId: "fest", attending: true },
              { partId: "fest", attending: false },
            ],
          },
        ],
      },
    ])
      expect(handSetAnswersSchema.safeParse(bad).success).toBe(false);
  });
});
