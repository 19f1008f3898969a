import { siteModuleSchema } from "@modules/schemas";
import { describe, expect, it } from "vitest";
import { travelSchema } from "./schema";

describe("the travel and stay schema", () => {
  it("keeps each place's kind, link, booking code and map, with defaults for what is left out", () => {
    const module = travelSchema.parse({
      id: "t1",
      siteModuleType: "Travel",
      items: [
        {
          id: "a",
          kind: "STAY",
          title: { sv: "Värdshuset" },
          link: "sjovik.se/boka",
          bookingCode: " ANNA27 ",
          map: { location: "Sjövik gård, Sigtuna" },
        },
        { id: "b", kind: "PARKING" },
      ],
    });
    expect(module.items[0]).toMatchObject({
      link: "https://sjovik.se/boka",
      bookingCode: "ANNA27",
      map: { location: "Sjövik gård, Sigtuna", zoom: 12, mapTheme: "NORMAL" },
    });
    expect(module.items[1]).toMatchObject({
      kind: "PARKING",
      link: "",
      bookingCode: "",
      map: { location: "" },
    });
    expect(siteModuleSchema.parse({ id: "t1", siteModuleType: "Travel" })).toMatchObject({ items: [] });
  });

  it("refuses an unknown kind, a link guests cannot open and a map image that is not a path", () => {
    const parse = (item: Record<string, unknown>) =>
      travelSchema.safeParse({ id: "t1", siteModuleType: "Travel", items: [{ id: "a", ...item }] }).success;
    expect(parse({ kind: "HOTEL" })).toBe(false);
    expect(parse({ link: "javascript:alert(1)" })).toBe(false);
    expect(parse({ link: "not a link" })).toBe(false);
    expect(parse({ map: { location: "x", path: "javascript:x" } })).toBe(false);
    expect(parse({ bookingCode: "x".repeat(101) })).toBe(false);
    expect(parse({ link: "https://hotell.se" })).toBe(true);
  });
});
