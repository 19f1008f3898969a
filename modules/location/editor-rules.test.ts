import { describe, expect, it } from "vitest";
import {
  clampZoom,
  isHexColor,
  mapIsCurrent,
  mapRequestUrl,
  normalizeHexColor,
  parseMapAnswer,
} from "./editor-rules";

describe("the map editor's rules", () => {
  it("keeps the zoom a whole number from 6 to 18, 12 when not a number", () => {
    expect([5, 6, 12, 18, 19, 12.4, 12.6, -3, 99].map(clampZoom)).toEqual([6, 6, 12, 18, 18, 12, 13, 6, 18]);
    expect(clampZoom(Number.NaN)).toBe(12);
  });

  it("accepts only #rrggbb marker colours", () => {
    expect(["#ea4335", "#EA4335", "#000000"].every(isHexColor)).toBe(true);
    expect(["ea4335", "#ea433", "#ea43355", "#gggggg", "red", "rgb(1,2,3)", ""].some(isHexColor)).toBe(false);
    expect(normalizeHexColor(" EA4335 ")).toBe("#ea4335");
    expect(normalizeHexColor("#12")).toBeNull();
  });

  it("builds the map request with the place encoded and the colour without #", () => {
    expect(
      mapRequestUrl("/api/sites/quick-start", {
        location: " Slottet/Övre, Uppsala ",
        zoom: 14,
        mapTheme: "RETRO",
        markerColor: "#EA4335",
      }),
    ).toBe("/api/sites/quick-start/maps/Slottet%2F%C3%96vre%2C%20Uppsala/14/RETRO/EA4335/");
  });

  it("takes the server's answer only when it has a safe image path", () => {
    const answer = {
      location: "Uppsala",
      mapTheme: "DARK",
      zoom: 12,
      markerColor: "#ea4335",
      path: "/media/maps/a.png",
    };
    expect(parseMapAnswer(answer)).toEqual(answer);
    expect(parseMapAnswer({ ...answer, path: "javascript:alert(1)" })).toBeNull();
    expect(parseMapAnswer({ ...answer, path: undefined })).toBeNull();
    expect(parseMapAnswer({ ...answer, zoom: 30 })).toBeNull();
    expect(parseMapAnswer("nope")).toBeNull();
  });

  it("knows when the stored image already shows the settings", () => {
    const map = {
      location: "Uppsala",
      mapTheme: "DARK" as const,
      zoom: 12,
      markerColor: "#EA4335",
      path: "/m.png",
    };
    expect(mapIsCurrent(map, { ...map, markerColor: "#ea4335" })).toBe(true);
    expect(mapIsCurrent(map, { ...map, zoom: 13 })).toBe(false);
    expect(mapIsCurrent({ ...map, path: undefined }, map)).toBe(false);
  });
});
