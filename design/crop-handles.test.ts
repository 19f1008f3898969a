// The crop view's corner handles on a touch screen (issue 23 item 10): the crop library's are 24 px,
// below the 44 px a finger needs. Ours are 44 px targets while what is drawn stays slim.
import { describe, expect, it } from "vitest";
import { designRules } from "./css-rules.test-helper";

const coarse = designRules("app-editor-images.css").filter((rule) => rule.media?.includes("pointer: coarse"));
const px = (value: string | undefined) => {
  const match = value?.match(/^(\d+(?:\.\d+)?)(px|rem)$/);
  if (!match) return Number.NaN;
  return Number(match[1]) * (match[2] === "rem" ? 16 : 1);
};

describe("the crop handles on a touch screen", () => {
  it("are targets of at least 44 px", () => {
    const sizes = coarse.flatMap((rule) => {
      const size = rule.declarations["--rc-drag-handle-mobile-size"];
      return size ? [px(size)] : [];
    });
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(44);
  });

  it("draw a slim mark in the middle of the target, not a 44 px box", () => {
    const handle = coarse.filter((rule) => /\.ReactCrop__drag-handle(:focus)?$/.test(rule.selector));
    expect(handle.map((rule) => rule.declarations.background)).toContain("transparent");
    const mark = coarse.find((rule) => rule.selector.endsWith(".ReactCrop__drag-handle::after"));
    expect(px(mark?.declarations.width)).toBeLessThanOrEqual(24);
    expect(px(mark?.declarations.height)).toBeLessThanOrEqual(24);
  });
});
