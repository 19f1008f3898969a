// A Programme item as a calendar file (issue 27, GET /ics/{siteId}.ics?item=): its own time on its day
// (its own, else the programme's, else the Countdown's), until its end (past midnight: the next day) or
// for an hour, its place else the page's, summary 'title – item', UID per site and item.
import { createSiteModule, type SiteModule } from "@modules/schemas";
import { describe, expect, it } from "vitest";
import { type EventCalendarInput, eventCalendar, programmeItemEvent } from "./ics";
import { icsLineProblems, parseIcs, propertyOf, unescapeText } from "./ics-check";

function siteWith(programmeDate: string, countdownDate: string | null) {
  const header = createSiteModule("Header", "h1");
  header.title = { sv: "Anna & Erik", en: "Anna and Erik" };
  const location = createSiteModule("Location", "l1");
  location.map.location = "Sjövik gård, Sigtuna";
  const programme = createSiteModule("Programme", "p1");
  programme.date = programmeDate;
  programme.items = [
    {
      id: "ceremony",
      time: "14:00",
      endTime: "14:45",
      date: "",
      title: { sv: "Vigsel", en: "Ceremony" },
      text: {},
      place: "Skoklosters kyrka",
      part: {},
    },
    {
      id: "dance",
      time: "22:00",
      endTime: "02:00",
      date: "",
      title: { sv: "Dans" },
      text: {},
      place: "",
      part: {},
    },
    {
      id: "brunch",
      time: "11:00",
      endTime: "",
      date: "2027-06-13",
      title: { sv: "Brunch" },
      text: {},
      place: "",
      part: {},
    },
    {
      id: "note",
      time: "",
      endTime: "",
      date: "",
      title: { sv: "Regnkläder" },
      text: {},
      place: "",
      part: {},
    },
  ];
  const modules: SiteModule[] = [header, location, programme];
  if (countdownDate) {
    const countdown = createSiteModule("Countdown", "c1");
    countdown.countdownDate = countdownDate;
    modules.push(countdown);
  }
  return {
    siteModules: modules,
    availableLanguages: [{ languageCode: "sv" }],
    eventLogo: null,
    host: "anna.se",
  };
}

function calendarOf(site: EventCalendarInput["site"], itemId: string, language = "sv") {
  const item = programmeItemEvent(site, itemId, language);
  if (!item) throw new Error(`no item ${itemId}`);
  const calendar = eventCalendar({
    siteId: "0123456789abcdef01234567",
    site,
    language,
    timeZone: "Europe/Stockholm",
    part: null,
    item,
    stamp: new Date("2026-11-20T08:09:10Z"),
    brand: { displayName: "Bröllopssidan", domain: "brollopssidan.se" },
  });
  if (!calendar) throw new Error("no calendar");
  expect(icsLineProblems(calendar.body)).toEqual([]);
  return { event: parseIcs(calendar.body).components[1], summary: calendar.summary };
}

describe("a programme item's calendar file", () => {
  const site = siteWith("2027-06-12", "2027-06-12 14:00");

  it("is the item's own time, end, place and title on the programme's day", () => {
    const { event, summary } = calendarOf(site, "ceremony");
    expect(propertyOf(event, "DTSTART")).toMatchObject({
      params: { TZID: "Europe/Stockholm" },
      value: "20270612T140000",
    });
    expect(propertyOf(event, "DTEND")?.value).toBe("20270612T144500");
    expect(summary).toBe("Anna & Erik – Vigsel");
    expect(unescapeText(propertyOf(event, "LOCATION")?.value ?? "")).toBe("Skoklosters kyrka");
    expect(propertyOf(event, "UID")?.value).toBe("0123456789abcdef01234567-item-ceremony@brollopssidan.se");
    expect(calendarOf(site, "ceremony", "en").summary).toBe("Anna and Erik – Ceremony");
  });

  it("ends the next day past midnight, lasts an hour without an end, and uses an item's own day", () => {
    const dance = calendarOf(site, "dance").event;
    expect(propertyOf(dance, "DTEND")?.value).toBe("20270613T020000");
    // No place of its own: the page's.
    expect(unescapeText(propertyOf(dance, "LOCATION")?.value ?? "")).toBe("Sjövik gård, Sigtuna");
    const brunch = calendarOf(site, "brunch").event;
    expect(propertyOf(brunch, "DTSTART")?.value).toBe("20270613T110000");
    expect(propertyOf(brunch, "DTEND")?.value).toBe("20270613T120000");
  });

  it("takes the Countdown's day when the programme has none, and has no file without a time or a day", () => {
    const fromCountdown = siteWith("", "2027-08-21 15:00");
    expect(propertyOf(calendarOf(fromCountdown, "ceremony").event, "DTSTART")?.value).toBe("20270821T140000");
    expect(programmeItemEvent(site, "note", "sv")).toBeNull();
    expect(programmeItemEvent(site, "nope", "sv")).toBeNull();
    expect(programmeItemEvent(siteWith("", null), "ceremony", "sv")).toBeNull();
  });
});
