// The editor's module tools on a phone (issue 23 item 10): they lay over the module's top with a
// negative bottom margin, and a phone's top space (--space, from 2.75rem by theme) is less than their
// height, so they covered module headings. Up to tablet width they now take a row of their own.
// The real boxes are checked in e2e/editor-phone-layout.spec.ts.
import { describe, expect, it } from "vitest";
import { type CssRule, designRules } from "./css-rules.test-helper";

// In the owner app's import order (web/app/main.tsx): app.css, then app-editor-shell.css.
const rules = [...designRules("app.css"), ...designRules("app-editor-shell.css")];

/** Whether a rule's media applies at this viewport width (px); only max-/min-width conditions. */
function applies(rule: CssRule, width: number): boolean {
  if (rule.media === null) return true;
  const toPx = (n: string, unit: string) => Number(n) * (unit === "rem" || unit === "em" ? 16 : 1);
  for (const [, kind, n, unit] of rule.media.matchAll(/(max|min)-width:\s*([\d.]+)(px|rem|em)/g)) {
    const limit = toPx(n as string, unit as string);
    if (kind === "max" ? width > limit : width < limit) return false;
  }
  return !/pointer|hover|prefers/.test(rule.media);
}

const specificity = (selector: string) => (selector.match(/[.#:[]/g) ?? []).length;

function bottomMargin(declarations: Record<string, string>): string | undefined {
  if (declarations["margin-bottom"]) return declarations["margin-bottom"];
  const parts = declarations.margin?.split(/\s+/);
  if (!parts) return undefined;
  return parts.length >= 3 ? parts[2] : parts[0];
}

/** The margin-bottom the tools get at a width: the most specific, then the last, rule that sets it. */
function toolsBottomMargin(width: number): string | undefined {
  const setting = rules
    .map((rule, order) => ({ rule, order }))
    .filter(
      ({ rule }) =>
        /(^|\s)\.module-tools$/.test(rule.selector) &&
        applies(rule, width) &&
        bottomMargin(rule.declarations) !== undefined,
    )
    .sort((a, b) => specificity(a.rule.selector) - specificity(b.rule.selector) || a.order - b.order);
  const last = setting.at(-1);
  return last ? bottomMargin(last.rule.declarations) : undefined;
}

describe("the module tools", () => {
  for (const width of [320, 390, 768]) {
    it(`take their own row above the module at ${width} px: no negative bottom margin`, () => {
      const margin = toolsBottomMargin(width);
      expect(margin).toBeDefined();
      expect(margin).not.toMatch(/^-/);
    });
  }

  it("still lie over the module's top space on a desktop", () => {
    expect(toolsBottomMargin(1440)).toMatch(/^-/);
  });
});
