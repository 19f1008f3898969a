// The guest page's skip link (issue 23 item 10): seen only while focused. It was kept out of sight by
// 'top: -4rem', which put it above the page's box, so in the editor (a page with a site graphic is a
// positioned box) it lay over 'Ändringarna är sparade' just above the canvas.
import { describe, expect, it } from "vitest";
import { designRules } from "./css-rules.test-helper";

const rules = designRules("guest.css").filter((rule) => rule.selector.includes(".skip-link"));
const unfocused = rules.filter(
  (rule) => !rule.selector.includes(":focus") || rule.selector.includes(":not(:focus)"),
);
const merged = (list: typeof rules) => Object.assign({}, ...list.map((rule) => rule.declarations));

describe("the skip link", () => {
  it("is clipped to nothing until focused, never moved outside the page's box", () => {
    const style = merged(unfocused);
    expect(style["clip-path"]).toBe("inset(50%)");
    expect(style.overflow).toBe("hidden");
    for (const side of ["top", "left", "right", "bottom"]) {
      expect(style[side] ?? "0", side).not.toMatch(/^-/);
    }
  });

  it("is shown whole when focused: no rule for the focused link clips it", () => {
    const clipping = rules.filter(
      (rule) => rule.declarations["clip-path"] && !rule.selector.includes(":not(:focus)"),
    );
    expect(clipping).toEqual([]);
  });
});
