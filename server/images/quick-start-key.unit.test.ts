import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ID_PATTERN } from "../ids";
import { isQuickStartImageOf, quickStartImageId } from "./quick-start-key";

const newKey = () => randomBytes(32).toString("base64url");

describe("quick-start image ids", () => {
  it("are image ids that only their quick start's key recognises", () => {
    const key = newKey();
    const ids = Array.from({ length: 50 }, () => quickStartImageId(key));
    for (const id of ids) {
      expect(id).toMatch(ID_PATTERN);
      expect(isQuickStartImageOf(id, key)).toBe(true);
      expect(isQuickStartImageOf(id, newKey())).toBe(false);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("refuses ids of another shape and keys that are not ours", () => {
    const key = newKey();
    const id = quickStartImageId(key);
    expect(isQuickStartImageOf(randomBytes(12).toString("hex"), key)).toBe(false);
    expect(isQuickStartImageOf(id.toUpperCase(), key)).toBe(false);
    expect(isQuickStartImageOf(`${id}0`, key)).toBe(false);
    expect(isQuickStartImageOf(id, "")).toBe(false);
    expect(isQuickStartImageOf(id, `${key}x`)).toBe(false);
  });
});
