import { describe, expect, it } from "vitest";
import { parseAnswersPath } from "./paths";

describe("answers page paths (SPEC §2)", () => {
  it("reads the owner's table and per-question view", () => {
    expect(parseAnswersPath("/redigera/abc/visa-osa/", "abc")).toEqual({
      kind: "owner",
      siteId: "abc",
      root: "/redigera/abc",
      questions: false,
    });
    expect(parseAnswersPath("/redigera/abc/visa-osa/fragor", "abc")).toMatchObject({
      kind: "owner",
      questions: true,
    });
  });

  it("reads every quick-start variant, keeping the root to return to", () => {
    expect(parseAnswersPath("/snabbstart/visa-osa/", undefined)).toEqual({
      kind: "quickStart",
      quickStart: { kind: "demo", prefix: null },
      root: "/snabbstart",
      questions: false,
    });
    expect(parseAnswersPath("/en/snabbstart/visa-osa/fragor", undefined)).toMatchObject({
      quickStart: { kind: "demo", prefix: "en" },
      root: "/en/snabbstart",
      questions: true,
    });
    expect(parseAnswersPath("/sms/snabbstart/visa-osa", undefined)).toMatchObject({
      root: "/sms/snabbstart",
    });
    expect(parseAnswersPath("/kom-igang/redigera/visa-osa/fragor/", undefined)).toEqual({
      kind: "quickStart",
      quickStart: { kind: "wizard" },
      root: "/kom-igang/redigera",
      questions: true,
    });
  });

  it("refuses quick-start roots that match neither pattern and unknown sub-pages", () => {
    for (const path of ["/xx/snabbstart/visa-osa/", "/snabbstart/x/visa-osa/", "/snabbstart/visa-osa/okand"])
      expect(parseAnswersPath(path, undefined), path).toEqual({ kind: "invalid" });
  });
});
