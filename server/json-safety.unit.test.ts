import { describe, expect, it } from "vitest";
import { unstorableJson } from "./json-safety";

describe("unstorable JSON", () => {
  it("accepts ordinary documents, including emoji (paired surrogates)", () => {
    expect(unstorableJson({ title: { sv: "Välkomna 💍" }, list: [1, true, null, "å"] })).toBeNull();
  });

  it("refuses NUL and lone surrogates in values and keys", () => {
    expect(unstorableJson({ a: "x\u0000y" })).not.toBeNull();
    expect(unstorableJson(["\ud800"])).not.toBeNull();
    expect(unstorableJson({ "\udc00": 1 })).not.toBeNull();
  });

  it("refuses deep nesting", () => {
    let deep: unknown = "x";
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(unstorableJson(deep)).toMatch(/nested deeper/);
    let ok: unknown = "x";
    for (let i = 0; i < 20; i++) ok = { a: ok };
    expect(unstorableJson(ok)).toBeNull();
  });
});
