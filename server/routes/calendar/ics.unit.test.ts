// The event's calendar file (RFC 5545): its lines (CRLF, folded at 75 octets), VCALENDAR with a
// VTIMEZONE and one VEVENT, UID per site and part, DTSTAMP in UTC, DTSTART/DTEND in the page's zone as
// the page writes the time whatever the server's own zone, the title, part and place.
import { createSiteModule } from "@modules/schemas";
import { afterEach, describe, expect, it } from "vitest";
import { calendarFileName, type EventCalendarInput, eventCalendar, eventTimeZoneOf, vtimezone } from "./ics";
import { icsLineProblems, parseIcs, propertyOf, unescapeText } from "./ics-check";

function input(overrides: Partial<EventCalendarInput> = {}): EventCalendarInput {
  const header = createSiteModule("Header", "h1");
  header.title = { sv: "Anna & Erik", da: "Anna og Erik" };
  const countdown = createSiteModule("Countdown", "c1");
  countdown.countdownDate = "2027-06-12 15:30";
  const location = createSiteModule("Location", "l1");
  location.map.location = "Visby domkyrka, Västra Kyrkogatan 3, 621 56 Visby; Gotland";
  return {
    siteId: "0123456789abcdef01234567",
    site: {
      siteModules: [header, countdown, location],
      availableLanguages: [{ languageCode: "sv" }, { languageCode: "da" }],
      eventLogo: null,
      host: "anna-och-erik.brollopssidan.se",
    },
    language: "sv",
    timeZone: "Europe/Stockholm",
    part: null,
    stamp: new Date("2026-11-20T08:09:10.500Z"),
    brand: { displayName: "Bröllopssidan", domain: "brollopssidan.se" },
    ...overrides,
  };
}

const build = (overrides: Partial<EventCalendarInput> = {}) => {
  const calendar = eventCalendar(input(overrides));
  if (!calendar) throw new Error("no calendar");
  return calendar;
};

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe("eventCalendar", () => {
  it("writes valid lines: CRLF everywhere, folded at 75 octets without splitting a character", () => {
    const part = { id: "middag", name: "Middag och dans på Strandgärdet med långa tal 🎉 och mer text" };
    const { body } = build({ part });
    expect(icsLineProblems(body)).toEqual([]);
    // The long summary was folded, and unfolds back to what was written.
    expect(body).toMatch(/\r\n [^\r]/);
    const event = parseIcs(body).components.find((c) => c.name === "VEVENT");
    expect(unescapeText(propertyOf(event, "SUMMARY")?.value ?? "")).toBe(`Anna & Erik – ${part.name}`);
  });

  it("is one VCALENDAR with the zone's VTIMEZONE and one VEVENT in it", () => {
    const root = parseIcs(build().body);
    expect(root.name).toBe("VCALENDAR");
    expect(propertyOf(root, "VERSION")?.value).toBe("2.0");
    expect(propertyOf(root, "PRODID")?.value).toMatch(/^-\/\/Bröllopssidan\/\/event\/\/SV$/);
    expect(root.components.map((c) => c.name)).toEqual(["VTIMEZONE", "VEVENT"]);
    const zone = root.components[0];
    expect(propertyOf(zone, "TZID")?.value).toBe("Europe/Stockholm");
    expect(zone?.components.map((c) => c.name)).toEqual(["DAYLIGHT", "STANDARD"]);
    expect(propertyOf(zone?.components[0], "RRULE")?.value).toBe("FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU");
    expect(propertyOf(zone?.components[1], "TZOFFSETTO")?.value).toBe("+0100");
  });

  it("has a stable UID, DTSTAMP in UTC, and the start in the page's zone with a default length", () => {
    const event = parseIcs(build().body).components.find((c) => c.name === "VEVENT");
    expect(propertyOf(event, "UID")?.value).toBe("0123456789abcdef01234567@brollopssidan.se");
    expect(propertyOf(event, "DTSTAMP")?.value).toBe("20261120T080910Z");
    expect(propertyOf(event, "DTSTART")).toEqual({
      name: "DTSTART",
      params: { TZID: "Europe/Stockholm" },
      value: "20270612T153000",
    });
    expect(propertyOf(event, "DTEND")).toMatchObject({
      params: { TZID: "Europe/Stockholm" },
      value: "20270612T213000",
    });
    expect(unescapeText(propertyOf(event, "LOCATION")?.value ?? "")).toBe(
      "Visby domkyrka, Västra Kyrkogatan 3, 621 56 Visby; Gotland",
    );
    expect(propertyOf(event, "URL")?.value).toBe("https://anna-och-erik.brollopssidan.se/");
    // The same input, the same file: a guest who downloads it again gets the same event.
    expect(build().body).toBe(build().body);
  });

  it("writes the page's time whatever the server's own time zone", () => {
    for (const tz of ["UTC", "America/New_York", "Asia/Kathmandu", "Europe/Stockholm"]) {
      process.env.TZ = tz;
      const { body } = build();
      expect(body, tz).toContain("DTSTART;TZID=Europe/Stockholm:20270612T153000\r\n");
      expect(body, tz).toContain("DTEND;TZID=Europe/Stockholm:20270612T213000\r\n");
      expect(body, tz).toContain("DTSTAMP:20261120T080910Z\r\n");
    }
  });

  it("ends the default length on the next day for a late start", () => {
    const countdown = createSiteModule("Countdown", "c1");
    countdown.countdownDate = "2027-12-31 22:00";
    const { body } = build({ site: { ...input().site, siteModules: [countdown] } });
    expect(body).toContain("DTEND;TZID=Europe/Stockholm:20280101T040000\r\n");
  });

  it("gives each part its own UID and summary", () => {
    const event = parseIcs(build({ part: { id: "vigsel", name: "Vigsel" } }).body).components[1];
    expect(propertyOf(event, "UID")?.value).toBe("0123456789abcdef01234567-vigsel@brollopssidan.se");
    expect(propertyOf(event, "SUMMARY")?.value).toBe("Anna & Erik – Vigsel");
  });

  it("uses Copenhagen's zone and the Danish title on a Danish page", () => {
    const { body, summary } = build({ language: "da", timeZone: "Europe/Copenhagen" });
    expect(summary).toBe("Anna og Erik");
    expect(body).toContain("TZID:Europe/Copenhagen\r\n");
    expect(body).toContain("DTSTART;TZID=Europe/Copenhagen:20270612T153000\r\n");
    expect(body).not.toContain("Europe/Stockholm");
  });

  it("falls back to the event logo's names, and leaves out a place and URL it does not know", () => {
    const countdown = createSiteModule("Countdown", "c1");
    countdown.countdownDate = "2027-06-12 15:30";
    const { summary, body } = build({
      site: {
        siteModules: [countdown, createSiteModule("Location", "l1")],
        availableLanguages: [{ languageCode: "sv" }],
        eventLogo: {
          ...({} as NonNullable<EventCalendarInput["site"]["eventLogo"]>),
          name1: "Maja",
          name2: "Elias",
        },
        host: null,
      },
    });
    expect(summary).toBe("Maja & Elias");
    expect(body).not.toMatch(/^LOCATION|^URL|^DESCRIPTION/m);
  });

  it("keeps a title on one line and escapes TEXT", () => {
    const header = createSiteModule("Header", "h1");
    header.title = { sv: "Anna,\nErik; och\\vänner" };
    const countdown = createSiteModule("Countdown", "c1");
    const { body, summary } = build({ site: { ...input().site, siteModules: [header, countdown] } });
    expect(summary).toBe("Anna, Erik; och\\vänner");
    expect(body).toContain("SUMMARY:Anna\\, Erik\\; och\\\\vänner\r\n");
    expect(icsLineProblems(body)).toEqual([]);
  });

  it("is null for a page without a date", () => {
    const header = createSiteModule("Header", "h1");
    expect(eventCalendar(input({ site: { ...input().site, siteModules: [header] } }))).toBeNull();
  });
});

describe("the zone and file name", () => {
  it("follows the page's first language, else the market", () => {
    expect(eventTimeZoneOf(["da", "sv"], "se")).toBe("Europe/Copenhagen");
    expect(eventTimeZoneOf(["sv", "da"], "dk")).toBe("Europe/Stockholm");
    expect(eventTimeZoneOf(["en"], "dk")).toBe("Europe/Copenhagen");
    expect(eventTimeZoneOf([], "se")).toBe("Europe/Stockholm");
    expect(vtimezone("America/New_York")).toBeNull();
  });

  it("names the file from the title in ASCII", () => {
    expect(calendarFileName("Anna & Erik – Vigsel")).toBe("Anna-Erik-Vigsel.ics");
    expect(calendarFileName("Åsa och Örjan")).toBe("Asa-och-Orjan.ics");
    expect(calendarFileName("🎉")).toBe("event.ics");
  });
});
