import { describe, expect, it } from "vitest";
import { fromDateTimeLocal, toDateTimeLocal } from "./editor-rules";

describe("the countdown editor's date conversion", () => {
  it("turns the stored 'yyyy-mm-dd hh:mm' into a datetime-local value and back", () => {
    expect(toDateTimeLocal("2027-06-12 15:00")).toBe("2027-06-12T15:00");
    expect(fromDateTimeLocal("2027-06-12T15:00")).toEqual({ ok: true, countdownDate: "2027-06-12 15:00" });
  });

  it("drops seconds and accepts a space for the T (browsers without datetime-local)", () => {
    expect(fromDateTimeLocal("2027-06-12T15:00:30")).toEqual({ ok: true, countdownDate: "2027-06-12 15:00" });
    expect(fromDateTimeLocal(" 2027-06-12 15:00 ")).toEqual({ ok: true, countdownDate: "2027-06-12 15:00" });
  });

  it("gives no datetime-local value for a stored value that is not a countdown date", () => {
    expect(toDateTimeLocal("12/06/2027")).toBe("");
    expect(toDateTimeLocal("2100-01-01 10:00")).toBe("");
  });

  it("refuses malformed values and dates that do not exist", () => {
    for (const value of [
      "",
      "2027-06-12",
      "15:00",
      "2027-6-12T15:00",
      "12/06/2027 15:00",
      "2027-02-30T10:00",
      "2027-06-12T24:00",
      "2027-13-01T10:00",
    ]) {
      expect(fromDateTimeLocal(value), value).toEqual({ ok: false, problem: "format" });
    }
  });

  it("keeps to 1900-01-01 … 2099-01-01, both ends included", () => {
    expect(fromDateTimeLocal("1900-01-01T00:00")).toEqual({ ok: true, countdownDate: "1900-01-01 00:00" });
    expect(fromDateTimeLocal("2099-01-01T00:00")).toEqual({ ok: true, countdownDate: "2099-01-01 00:00" });
    expect(fromDateTimeLocal("1899-12-31T23:59")).toEqual({ ok: false, problem: "range" });
    expect(fromDateTimeLocal("2099-01-01T00:01")).toEqual({ ok: false, problem: "range" });
  });
});
