import { describe, expect, it } from "vitest";
import { formatVersionTime } from "./format";

describe("formatVersionTime", () => {
  const iso = "2026-11-23T14:05:09.123Z";

  it("writes YYYY-MM-DD HH:mm in Swedish, in the given time zone", () => {
    expect(formatVersionTime(iso, "sv", "Europe/Stockholm")).toBe("2026-11-23 15:05");
    expect(formatVersionTime("2026-07-01T22:30:00Z", "sv", "Europe/Stockholm")).toBe("2026-07-02 00:30");
  });

  it("writes the Danish and English numeric forms with a 24-hour clock", () => {
    expect(formatVersionTime(iso, "da", "Europe/Copenhagen")).toBe("23.11.2026 15.05");
    expect(formatVersionTime(iso, "en", "Europe/London")).toBe("23/11/2026 14:05");
  });

  it("falls back to Swedish for other languages and leaves a broken time as it is", () => {
    expect(formatVersionTime(iso, "fi", "UTC")).toBe("2026-11-23 14:05");
    expect(formatVersionTime("inte ett datum", "sv")).toBe("inte ett datum");
  });
});
