import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("landing URL after logout", () => {
  it("is the brand's domain on the brand's hosts and this server's start page elsewhere", async () => {
    vi.stubGlobal("window", { location: { hostname: "brollopssidan.se" } });
    vi.stubGlobal("document", undefined);
    const { landingUrl } = await import("./logout");
    expect(landingUrl("brollopssidan.se")).toBe("https://brollopssidan.se/");
    expect(landingUrl("WWW.brollopssidan.se")).toBe("https://brollopssidan.se/");
    expect(landingUrl("127.0.0.1")).toBe("/");
    expect(landingUrl("localhost")).toBe("/");
    expect(landingUrl("staging.example.com")).toBe("/");
  });
});
