// The light /logga-in page's stylesheet (login-page.css) is a copy of the login screen's rules from the
// owner app's stylesheets: it must say what they say, so the screen looks the same loaded alone as
// inside the app. A rule changed in the app's files and not in the copy fails here.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type CssRule, designRules } from "./css-rules.test-helper";

const login = designRules("login-page.css");
// What the owner app loads besides the canvas's themes (web/app/main.tsx): guest.css and the app's own.
const sourceFiles = [
  "guest.css",
  ...readdirSync(new URL(".", import.meta.url)).filter((file) => /^app(-[a-z-]+)?\.css$/.test(file)),
];
const sources = sourceFiles.flatMap((file) => designRules(file).map((rule) => ({ ...rule, file })));

const normalize = (value: string) => value.replace(/\s+/g, " ").trim();
const sameRule = (a: CssRule, b: CssRule) => a.selector === b.selector && a.media === b.media;

// What the app's rules for these selectors say that the login screen does not need.
const OMITTED: Record<string, string[]> = {
  ":root": ["--app-attention", "--app-radius", "--drawer-width"],
  html: ["scroll-padding-top"],
};

describe("login-page.css", () => {
  it("copies the app's stylesheets: each declaration is the app's for the same selector", () => {
    expect(login.length).toBeGreaterThan(20);
    const drifted: string[] = [];
    for (const rule of login) {
      const matches = sources.filter((source) => sameRule(source, rule));
      if (matches.length === 0) drifted.push(`${rule.selector}: no such rule in the app's stylesheets`);
      for (const [name, value] of Object.entries(rule.declarations)) {
        if (!matches.some((source) => normalize(source.declarations[name] ?? "") === normalize(value)))
          drifted.push(`${rule.selector} { ${name}: ${value} } is not the app's`);
      }
    }
    expect(drifted).toEqual([]);
  });

  it("leaves out nothing the app's rules for the same selectors say", () => {
    const selectors = new Set(login.map((rule) => `${rule.media ?? ""}|${rule.selector}`));
    const missing: string[] = [];
    for (const source of sources) {
      if (!selectors.has(`${source.media ?? ""}|${source.selector}`)) continue;
      const copies = login.filter((rule) => sameRule(rule, source));
      for (const name of Object.keys(source.declarations)) {
        if (OMITTED[source.selector]?.includes(name)) continue;
        if (!copies.some((rule) => name in rule.declarations))
          missing.push(`${source.file}: ${source.selector} { ${name} }`);
      }
    }
    expect(missing).toEqual([]);
  });
});
