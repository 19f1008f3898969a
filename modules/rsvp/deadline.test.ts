import { describe, expect, it } from "vitest";
import { deadlineEnd, isDeadlineDate, isRsvpClosed } from "./deadline";

describe("the RSVP's last day", () => {
  it("takes real calendar days only", () => {
    for (const date of ["2027-05-01", "2028-02-29", "2000-01-01", "2100-12-31"])
      expect(isDeadlineDate(date)).toBe(true);
    for (const date of [
      "2027-02-29",
      "2027-13-01",
      "2027-04-31",
      "27-05-01",
      "2027-5-1",
      "1999-12-31",
      "2101-01-01",
      "",
      "2027-05-01T00:00",
    ])
      expect(isDeadlineDate(date), date).toBe(false);
  });

  it("ends at midnight after the day in Swedish time, summer and winter", () => {
    // 1 May 2027: CEST (UTC+2), so the day ends at 22:00 UTC.
    expect(deadlineEnd("2027-05-01")).toBe(Date.UTC(2027, 4, 1, 22, 0));
    // 15 January 2027: CET (UTC+1).
    expect(deadlineEnd("2027-01-15")).toBe(Date.UTC(2027, 0, 15, 23, 0));
    // The last day of a month and of a year.
    expect(deadlineEnd("2027-12-31")).toBe(Date.UTC(2027, 11, 31, 23, 0));
    expect(deadlineEnd(null)).toBeNull();
    expect(deadlineEnd("2027-02-30")).toBeNull();
  });

  it("is open all of the last day and closed from the next one", () => {
    const end = Date.UTC(2027, 4, 1, 22, 0);
    expect(isRsvpClosed("2027-05-01", end - 1)).toBe(false);
    expect(isRsvpClosed("2027-05-01", end)).toBe(true);
    expect(isRsvpClosed("2027-05-01", Date.UTC(2027, 4, 1, 8, 0))).toBe(false);
    expect(isRsvpClosed(null, end)).toBe(false);
    expect(isRsvpClosed(undefined)).toBe(false);
  });
});
