import { describe, expect, it } from "vitest";
import { formatVersionTime, versionTimes } from "./format";

describe("formatVersionTime", () => {
  const iso = "2026-11-23T14:05:09.123Z";

  it("writes YYYY-MM-DD HH:mm in Swedish, in the given time zone", () => {
    expect(formatVersionTime(iso, "sv", { timeZone: "Europe/Stockholm" })).toBe("2026-11-23 15:05");
    expect(formatVersionTime("2026-07-01T22:30:00Z", "sv", { timeZone: "Europe/Stockholm" })).toBe(
      "2026-07-02 00:30",
    );
  });

  it("writes the Danish and English numeric forms with a 24-hour clock", () => {
    expect(formatVersionTime(iso, "da", { timeZone: "Europe/Copenhagen" })).toBe("23.11.2026 15.05");
    expect(formatVersionTime(iso, "en", { timeZone: "Europe/London" })).toBe("23/11/2026 14:05");
  });

  it("falls back to Swedish for other languages and leaves a broken time as it is", () => {
    expect(formatVersionTime(iso, "fi", { timeZone: "UTC" })).toBe("2026-11-23 14:05");
    expect(formatVersionTime("inte ett datum", "sv")).toBe("inte ett datum");
  });

  it("adds the seconds only where two neighbouring versions fall in the same minute", () => {
    const times = versionTimes(
      [
        { createdAt: "2026-11-23T14:07:40Z" },
        { createdAt: "2026-11-23T14:05:50Z" },
        { createdAt: "2026-11-23T14:05:09Z" },
        { createdAt: "2026-11-22T09:00:00Z" },
      ],
      "sv",
      "UTC",
    );
    expect(times).toEqual([
      "2026-11-23 14:07",
      "2026-11-23 14:05:50",
      "2026-11-23 14:05:09",
      "2026-11-22 09:00",
    ]);
    expect(
      versionTimes(
        [{ createdAt: "2026-11-23T14:05:09Z" }, { createdAt: "2026-11-23T14:05:01Z" }],
        "da",
        "UTC",
      ),
    ).toEqual(["23.11.2026 14.05.09", "23.11.2026 14.05.01"]);
  });
});
