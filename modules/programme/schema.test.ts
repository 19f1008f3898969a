import { siteModuleSchema } from "@modules/schemas";
import { describe, expect, it } from "vitest";
import { itemDate, programmeSchema } from "./schema";

const valid = {
  id: "p1",
  siteModuleType: "Programme",
  date: "2027-06-12",
  items: [
    { id: "a", time: "14:00", endTime: "14:45", title: { sv: "Vigsel" }, place: "Skoklosters kyrka" },
    { id: "b", time: "", title: { sv: "Mingel" }, part: { sv: "Alla" } },
    { id: "c", time: "09:30", date: "2027-06-11", title: { sv: "Välkomstmiddag" } },
  ],
};

describe("the programme schema", () => {
  it("keeps the items in the order given, with their times, days, places and parts", () => {
    const module = programmeSchema.parse(valid);
    expect(module.items.map((item) => item.id)).toEqual(["a", "b", "c"]);
    expect(module.items[0]).toMatchObject({ time: "14:00", endTime: "14:45", place: "Skoklosters kyrka" });
    expect(module.items[1]).toMatchObject({ time: "", endTime: "", date: "", part: { sv: "Alla" } });
    expect(siteModuleSchema.parse(valid).siteModuleType).toBe("Programme");
  });

  it("refuses a time or day that is not one", () => {
    for (const time of ["24:00", "9:30", "14.00", "14:60", "noon"]) {
      const items = [{ id: "a", time }];
      expect(programmeSchema.safeParse({ ...valid, items }).success, time).toBe(false);
    }
    for (const date of ["2027-02-30", "12/6/2027", "2027-6-12"]) {
      expect(programmeSchema.safeParse({ ...valid, date }).success, date).toBe(false);
      expect(programmeSchema.safeParse({ ...valid, items: [{ id: "a", date }] }).success, date).toBe(false);
    }
    expect(programmeSchema.safeParse({ ...valid, items: [{ id: "bad id!" }] }).success).toBe(false);
  });

  it("takes an item's own day before the programme's", () => {
    const module = programmeSchema.parse(valid);
    expect(module.items.map((item) => itemDate(module, item))).toEqual([
      "2027-06-12",
      "2027-06-12",
      "2027-06-11",
    ]);
    expect(itemDate({ date: "" }, { date: "" })).toBe("");
  });
});
