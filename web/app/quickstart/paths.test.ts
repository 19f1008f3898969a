import { describe, expect, it } from "vitest";
import { isQuickStartRoute, parseQuickStartPath, quickStartTitle } from "../config";

describe("quick-start paths (SPEC §2)", () => {
  it("accepts /snabbstart with an optional language or campaign prefix, and the wizard's editor", () => {
    expect(parseQuickStartPath("/snabbstart")).toEqual({ kind: "demo", prefix: null });
    expect(parseQuickStartPath("/snabbstart/")).toEqual({ kind: "demo", prefix: null });
    expect(parseQuickStartPath("/en/snabbstart")).toEqual({ kind: "demo", prefix: "en" });
    expect(parseQuickStartPath("/sms/snabbstart")).toEqual({ kind: "demo", prefix: "sms" });
    expect(parseQuickStartPath("/digital-studentinbjudan/snabbstart")).toEqual({
      kind: "demo",
      prefix: "digital-studentinbjudan",
    });
    expect(parseQuickStartPath("/kom-igang/redigera")).toEqual({ kind: "wizard" });
  });

  it("refuses paths matching neither pattern", () => {
    for (const path of [
      "/snabbstart/okand",
      "/xx/snabbstart",
      "/sms/en/snabbstart",
      "/kom-igang/redigera/x",
      "/snabbstartx",
    ])
      expect(parseQuickStartPath(path), path).toBeNull();
  });

  it("gives quick-start routes (also the broken ones) their page title", () => {
    expect(isQuickStartRoute("/snabbstart")).toBe(true);
    expect(isQuickStartRoute("/xx/snabbstart/extra")).toBe(true);
    expect(isQuickStartRoute("/kom-igang/redigera")).toBe(true);
    expect(isQuickStartRoute("/kom-igang")).toBe(false);
    expect(isQuickStartRoute("/redigera/abc/")).toBe(false);
    expect(quickStartTitle("sv", "Bröllopssidan")).toBe("Prova gratis utan registrering - Bröllopssidan");
    expect(quickStartTitle("da", "Bryllupssiden")).toBe("Prøv gratis uden registrering - Bryllupssiden");
  });
});
