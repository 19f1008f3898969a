import { richTextSchema } from "@core/richtext";
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./richtext";

describe("rich text sanitizer", () => {
  it("keeps the allowed formatting", () => {
    const html =
      '<h3>Rubrik</h3><p>Hej <strong>fet</strong> <em>kursiv</em> <u>under</u><br><a href="https://exempel.se">länk</a></p>';
    expect(sanitizeRichText(html)).toBe(html.replace("<br>", "<br />"));
  });

  it("removes scripts, event handlers and dangerous links", () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)">a</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a><iframe src="https://x"></iframe>',
    );
    // The link's text stays; only the dangerous href goes.
    expect(out).toBe("<p>a</p><a>b</a>");
    expect(out).not.toMatch(/script|onerror|onclick|javascript|iframe|img/i);
  });

  it("allows mailto links and maps b/i to strong/em", () => {
    expect(sanitizeRichText('<p><b>x</b><i>y</i><a href="mailto:a@b.se">m</a></p>')).toBe(
      '<p><strong>x</strong><em>y</em><a href="mailto:a@b.se">m</a></p>',
    );
  });

  it("is applied by core's rich-text schema once installed", () => {
    expect(richTextSchema.parse({ sv: "<p>ok</p><script>x</script>" })).toEqual({ sv: "<p>ok</p>" });
  });
});
