import { describe, expect, it } from "vitest";
import { MENU_FIT_DEBOUNCE_MS, MENU_FIT_TOLERANCE_PX, menuFits } from "./Menu";

describe("whether the menu links fit", () => {
  it("allows 2 px of tolerance and no more", () => {
    expect(MENU_FIT_TOLERANCE_PX).toBe(2);
    expect(menuFits(500, 500)).toBe(true);
    expect(menuFits(502, 500)).toBe(true);
    expect(menuFits(502.5, 500)).toBe(false);
    expect(menuFits(640, 300)).toBe(false);
  });

  it("is measured again 300 ms after resizing stops", () => {
    expect(MENU_FIT_DEBOUNCE_MS).toBe(300);
  });
});
