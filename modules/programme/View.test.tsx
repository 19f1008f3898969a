import { describe, expect, it } from "vitest";
import { renderView } from "../shared/render-view.test-helper";

const module = {
  id: "p1",
  siteModuleType: "Programme",
  title: { sv: "Lördagens program", en: "Saturday" },
  date: "2027-06-12",
  items: [
    // Out of clock order on purpose: the dance goes on past midnight, then breakfast the next day.
    { id: "dance", time: "22:00", endTime: "02:00", title: { sv: "Dans" }, place: "Logen" },
    {
      id: "ceremony",
      time: "14:00",
      title: { sv: "Vigsel", en: "Ceremony" },
      part: { sv: "Vigselgästerna" },
    },
    { id: "note", title: { sv: "Ta med regnkläder" } },
    { id: "brunch", time: "11:00", date: "2027-06-13", title: { sv: "Brunch" } },
  ],
};

const titles = (html: string) =>
  Array.from(html.matchAll(/class="module-programme__title">([^<]*)</g), (m) => m[1]);

describe("the programme view", () => {
  it("shows the items in the order the couple wrote them, never sorted by time", () => {
    const html = renderView(module);
    expect(titles(html)).toEqual(["Dans", "Vigsel", "Ta med regnkläder", "Brunch"]);
    const times = Array.from(
      html.matchAll(/<time dateTime="([^"]+)">([^<]+)<\/time>/g),
      (m) => `${m[1]}=${m[2]}`,
    );
    expect(times).toEqual([
      "2027-06-12=Lördag 12 juni 2027",
      "2027-06-12T22:00=22.00",
      "2027-06-12T02:00=02.00",
      "2027-06-12T14:00=14.00",
      "2027-06-13=Söndag 13 juni 2027",
      "2027-06-13T11:00=11.00",
    ]);
  });

  it("writes times as the page language does, with where and for whom", () => {
    const html = renderView(module, { language: "en" });
    expect(html).toContain(">22:00</time>");
    expect(html).toContain("Ceremony");
    expect(html).toContain("Saturday, 12 June 2027");
    const sv = renderView(module);
    expect(sv).toMatch(/class="module-programme__place">.*Plats: <\/span>Logen<\/span>/);
    expect(sv).toMatch(/class="module-programme__part">.*För: <\/span>Vigselgästerna<\/span>/);
    expect(sv).toContain("is-untimed");
  });

  it("offers 'add to calendar' on the guest page for each item with a time and a day", () => {
    const html = renderView(module, { siteId: "site1" });
    const links = Array.from(html.matchAll(/href="(\/ics\/[^"]+)"/g), (m) => m[1]?.replace(/&amp;/g, "&"));
    expect(links).toEqual([
      "/ics/site1.ics?item=dance&lang=sv",
      "/ics/site1.ics?item=ceremony&lang=sv",
      "/ics/site1.ics?item=brunch&lang=sv",
    ]);
    expect(html).toMatch(
      /aria-label="Lägg till i kalendern: Dans"><svg[\s\S]*?<\/svg>Lägg till i kalendern<\/a>/,
    );
    // Not in the editor, and not without a day to put it on.
    expect(renderView(module, { siteId: "site1", mode: "EDIT" })).not.toContain("/ics/");
    const undated = renderView({ ...module, date: "" }, { siteId: "site1" });
    expect(Array.from(undated.matchAll(/href="\/ics\/[^"]+item=([a-z]+)/g), (m) => m[1])).toEqual(["brunch"]);
  });

  it("says in the editor where items will show, and nothing to guests, when there are none", () => {
    const empty = { id: "p1", siteModuleType: "Programme", title: { sv: "Program" } };
    expect(renderView(empty, { mode: "EDIT" })).toContain("Lägg till en punkt i programmet");
    expect(renderView(empty)).not.toContain("module-programme__items");
  });
});
