import { describe, expect, it } from "vitest";
import {
  CODE_ALPHABET,
  defaultGroups,
  guestListSettingsSchema,
  householdInputSchema,
  householdStatus,
  invitedParts,
  isCode,
  normalizeCode,
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
