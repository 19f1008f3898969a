import { describe, expect, it } from "vitest";
import { checkReceivers } from "./receivers";

describe("legacy receivers (SPEC §5)", () => {
  it("drops blank rows and takes one string as a list of one", () => {
    expect(checkReceivers([" anna@example.se ", "", "johan@example.se", " "], true)).toEqual({
      ok: true,
      receivers: ["anna@example.se", "johan@example.se"],
    });
    expect(checkReceivers("erik@example.se", true)).toEqual({ ok: true, receivers: ["erik@example.se"] });
    expect(checkReceivers(undefined, false)).toEqual({ ok: true, receivers: [] });
  });

  it("requires the first row when the form exists, e-mail addresses, and at most six", () => {
    expect(checkReceivers(["", "johan@example.se"], true)).toEqual({
      ok: false,
      problems: [{ index: 0, problem: "required" }],
    });
    expect(checkReceivers([], true)).toMatchObject({ ok: false });
    expect(checkReceivers(["anna@example.se", "inte en adress"], true)).toEqual({
      ok: false,
      problems: [{ index: 1, problem: "email" }],
    });
    const seven = Array.from({ length: 7 }, (_, i) => `m${i}@example.se`);
    expect(checkReceivers(seven, true)).toEqual({ ok: false, problems: [{ index: 6, problem: "tooMany" }] });
  });
});
