import { describe, expect, it } from "vitest";
import { calendarDay } from "./dates";

describe("calendarDay", () => {
  it("is the day in Sweden, also across midnight UTC in summer and winter", () => {
    expect(calendarDay("2025-06-13T22:30:00Z")).toBe("2025-06-14");
    expect(calendarDay("2025-06-13T21:30:00Z")).toBe("2025-06-13");
    expect(calendarDay(new Date("2025-01-01T23:30:00Z"))).toBe("2025-01-02");
  });

  it("is empty for an invalid moment", () => {
    expect(calendarDay("not a date")).toBe("");
  });
});
