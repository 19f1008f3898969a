import { describe, expect, it } from "vitest";
import { liveUrl } from "./live-url";

describe("liveUrl", () => {
  it("opens the host itself over https on real domains", () => {
    const location = { protocol: "https:", host: "brollopssidan.se", port: "" };
    expect(liveUrl("anna-och-erik.brollopssidan.se", location)).toBe(
      "https://anna-och-erik.brollopssidan.se/",
    );
  });

  it("previews through ?domainHost= on a local dev port", () => {
    const location = { protocol: "http:", host: "127.0.0.1:3024", port: "3024" };
    expect(liveUrl("anna.brollopssidan.se", location)).toBe(
      "http://127.0.0.1:3024/?domainHost=anna.brollopssidan.se",
    );
  });
});
