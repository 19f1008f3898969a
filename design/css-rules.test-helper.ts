// Tests' reading of our stylesheets: each style rule with its selector, the @media condition it sits
// in (if any) and its declarations. Enough for our own files (no nested rules besides @media/@supports,
// no braces inside strings); not a general CSS parser.
import { readFileSync } from "node:fs";

export type CssRule = { media: string | null; selector: string; declarations: Record<string, string> };

function parseDeclarations(body: string): Record<string, string> {
  const declarations: Record<string, string> = {};
  for (const part of body.split(";")) {
    const colon = part.indexOf(":");
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim();
    if (name) declarations[name] = part.slice(colon + 1).trim();
  }
  return declarations;
}

function parseBlock(text: string, media: string | null, rules: CssRule[]): void {
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf("{", index);
    if (open < 0) return;
    const prelude = text.slice(index, open).trim();
    let depth = 1;
    let close = open + 1;
    for (; close < text.length && depth > 0; close++) {
      if (text[close] === "{") depth++;
      else if (text[close] === "}") depth--;
    }
    const body = text.slice(open + 1, close - 1);
    if (prelude.startsWith("@media") || prelude.startsWith("@supports")) {
      const condition = prelude.replace(/^@\w+\s*/, "");
      parseBlock(body, media ? `${media} and ${condition}` : condition, rules);
    } else if (!prelude.startsWith("@")) {
      const declarations = parseDeclarations(body);
      for (const selector of prelude.split(","))
        rules.push({ media, selector: selector.trim(), declarations });
    }
    index = close;
  }
}

/** The style rules of a stylesheet, in order; a selector list gives one entry per selector. */
export function cssRules(text: string): CssRule[] {
  const rules: CssRule[] = [];
  const code = text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/@import[^;]*;/g, "")
    .replace(/@charset[^;]*;/g, "");
  parseBlock(code, null, rules);
  return rules;
}

/** The rules of a file of design/ (path relative to this folder). */
export function designRules(file: string): CssRule[] {
  return cssRules(readFileSync(new URL(`./${file}`, import.meta.url), "utf8"));
}
