import { describe, expect, it } from "vitest";
import { formulaSafe, formulaSafeCells } from "./formula-safe";

describe("formulaSafe", () => {
  it.each([
    ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
    ["=1", "'=1"],
  ])("puts an apostrophe before %j", (text, safe) => {
    expect(formulaSafe(text)).toBe(safe);
  });

  it.each(["Anna", "Anna = glad", "", "+46 70 123 45 67", "-5", "+1 (555) 010-0100", "-0,5", "'=already"])(
    "leaves %j as it is (no formula start, or only a number)",
    (text) => {
      expect(formulaSafe(text)).toBe(text);
    },
  );

  it("changes string cells only and keeps their other properties", () => {
    const rows = [[{ value: "=A1", fontWeight: "bold" as const }, null, { value: "ok" }]];
    expect(formulaSafeCells(rows)).toEqual([[{ value: "'=A1", fontWeight: "bold" }, null, { value: "ok" }]]);
  });
});
