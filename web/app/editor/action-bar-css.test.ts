// The phone action bar's styles (issue 23 item 4), read from the owner app's stylesheets: nothing in
// the bar scrolls sideways, its targets are at least 44 px, the 'Fler val' panel lies over the page
// (not in the bar's row) and hides when closed, and the CSS phone width is the markup's
// (PHONE_BAR_QUERY). A browser's layout is checked by e2e/editor-phone-bar.spec.ts.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PHONE_BAR_QUERY } from "./phone-width";

type Rule = { media: string | null; selectors: string[]; declarations: Map<string, string> };

/** A small reader for our own stylesheets: rules, one level of @media, comments dropped. */
function rulesOf(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const rules: Rule[] = [];
  const read = (from: number, to: number, media: string | null) => {
    let at = from;
    while (at < to) {
      const open = text.indexOf("{", at);
      if (open < 0 || open >= to) return;
      const prelude = text.slice(at, open).trim();
      let depth = 1;
      let close = open + 1;
      for (; close < to && depth > 0; close += 1) {
        if (text[close] === "{") depth += 1;
        else if (text[close] === "}") depth -= 1;
      }
      const body = text.slice(open + 1, close - 1);
      if (prelude.startsWith("@media")) {
        read(open + 1, close - 1, prelude.slice("@media".length).trim());
      } else if (!prelude.startsWith("@")) {
        const declarations = new Map<string, string>();
        for (const part of body.split(";")) {
          const colon = part.indexOf(":");
          if (colon > 0) declarations.set(part.slice(0, colon).trim(), part.slice(colon + 1).trim());
        }
        rules.push({ media, selectors: prelude.split(",").map((s) => s.trim()), declarations });
      }
      at = close;
    }
  };
  read(0, text.length, null);
  return rules;
}

const DESIGN = join(import.meta.dirname, "../../../design");
const appSheets = readdirSync(DESIGN).filter((name) => /^app.*\.css$/.test(name));
const allRules = appSheets.flatMap((name) => rulesOf(readFileSync(join(DESIGN, name), "utf8")));
const shellRules = rulesOf(readFileSync(join(DESIGN, "app-editor-shell.css"), "utf8"));
const PHONE = PHONE_BAR_QUERY.replace(/^\(|\)$/g, "");

/** The declaration's value in the phone rules of the editor shell for exactly this selector. */
function phoneValue(selector: string, property: string): string | undefined {
  const rule = shellRules.findLast(
    (r) => r.media?.includes(PHONE) && r.selectors.includes(selector) && r.declarations.has(property),
  );
  return rule?.declarations.get(property);
}

function value(selector: string, property: string): string | undefined {
  return shellRules
    .findLast((r) => r.media === null && r.selectors.includes(selector) && r.declarations.has(property))
    ?.declarations.get(property);
}

const px = (length: string | undefined) => {
  const match = /^([\d.]+)(rem|px)$/.exec(length ?? "");
  if (!match) return 0;
  return Number(match[1]) * (match[2] === "rem" ? 16 : 1);
};

describe("the phone action bar's styles", () => {
  it("has the markup's phone width", () => {
    expect(shellRules.some((r) => r.media === PHONE_BAR_QUERY)).toBe(true);
  });

  it("lets nothing in the action bar scroll sideways", () => {
    const scrolling = allRules.filter(
      (r) =>
        r.selectors.some((s) => s.includes(".action-bar")) &&
        ["overflow", "overflow-x"].some((p) => /auto|scroll/.test(r.declarations.get(p) ?? "")),
    );
    expect(scrolling.map((r) => r.selectors.join(", "))).toEqual([]);
    expect(phoneValue(".action-bar__actions", "flex-wrap")).toBe("nowrap");
  });

  it("makes every target in the bar at least 44 px", () => {
    expect(px(phoneValue(".action-bar .action-button", "min-height"))).toBeGreaterThanOrEqual(44);
    expect(px(phoneValue(".action-bar .action-button--icon", "min-width"))).toBeGreaterThanOrEqual(44);
    // The live address's link is a target too.
    expect(
      px(phoneValue(".action-bar .live-address--bar .live-address__link", "line-height")),
    ).toBeGreaterThanOrEqual(44);
    expect(px(value(".action-bar .action-menu__item", "min-height"))).toBeGreaterThanOrEqual(44);
    expect(px(value(".action-menu__language select", "min-height"))).toBeGreaterThanOrEqual(44);
  });

  it("lays the menu's panel over the page under the bar, and hides it when closed", () => {
    expect(value(".action-menu__panel", "position")).toBe("absolute");
    expect(value(".action-menu__panel", "top")).toBe("100%");
    expect(value(".action-menu__panel[hidden]", "display")).toBe("none");
  });
});
