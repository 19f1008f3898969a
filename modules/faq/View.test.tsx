import { describe, expect, it } from "vitest";
import { renderView } from "../shared/render-view.test-helper";

const module = {
  id: "faq1",
  siteModuleType: "Faq",
  title: { sv: "Frågor och svar" },
  items: [
    {
      id: "kids",
      question: { sv: "Får vi ta med barn?" },
      answer: { sv: "<p>Ammande bebisar är välkomna.</p>" },
    },
    { id: "speech", question: { sv: "Får man hålla tal?" }, answer: { sv: "<p>Hör av dig till Erik.</p>" } },
    { id: "blank", question: {}, answer: { sv: "<p>Ingen fråga</p>" } },
    { id: "unanswered", question: { sv: "Hur dags slutar festen?" }, answer: {} },
  ],
};

describe("the FAQ view", () => {
  it("makes each question a closed <details> with its deep-link id, one open at a time", () => {
    const html = renderView(module);
    const details = Array.from(html.matchAll(/<details([^>]*)>/g), (m) => m[1]);
    expect(details).toEqual([
      ' class="module-faq__item" id="faq-kids" name="faq-faq1"',
      ' class="module-faq__item" id="faq-speech" name="faq-faq1"',
    ]);
    expect(html).toMatch(/<summary class="module-faq__question"><span[^>]*>Får vi ta med barn\?<\/span>/);
    expect(html).toContain("Hör av dig till Erik.");
    // A question never written has nothing to open, nor has one without an answer for guests.
    expect(html).not.toContain("Ingen fråga");
    expect(html).not.toContain("Hur dags slutar festen?");
  });

  it("shows the couple every written question in the editor, answered or not", () => {
    const html = renderView(module, { mode: "EDIT" });
    expect(html).toContain('id="faq-unanswered"');
    expect(html).not.toContain("Ingen fråga");
  });

  it("says in the editor where questions will show, and nothing to guests, when there are none", () => {
    const empty = { id: "f", siteModuleType: "Faq" };
    expect(renderView(empty, { mode: "EDIT" })).toContain("Lägg till en fråga");
    expect(renderView(empty)).not.toContain("<details");
  });
});
