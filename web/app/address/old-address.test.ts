import { describe, expect, it } from "vitest";
import { oldAddressKept } from "./old-address";

const now = new Date("2026-11-27T12:00:00Z");

describe("oldAddressKept", () => {
  it("names the live address and the last day of its paid period", () => {
    expect(
      oldAddressKept(
        {
          host: "anna-och-erik.brollopssidan.se",
          active: true,
          activeExpireDate: "2028-05-27T10:00:00.000Z",
        },
        "annaocherik.se",
        now,
      ),
    ).toEqual({ host: "anna-och-erik.brollopssidan.se", until: "2028-05-27" });
  });

  it("says nothing when the page is not live, has expired, or keeps its address", () => {
    const live = { host: "a.brollopssidan.se", active: true, activeExpireDate: "2028-01-01T00:00:00.000Z" };
    expect(oldAddressKept({ ...live, active: false }, "b.se", now)).toBeNull();
    expect(oldAddressKept({ ...live, host: null }, "b.se", now)).toBeNull();
    expect(oldAddressKept({ ...live, activeExpireDate: "2026-01-01T00:00:00.000Z" }, "b.se", now)).toBeNull();
    expect(oldAddressKept(live, "a.brollopssidan.se", now)).toBeNull();
  });
});
