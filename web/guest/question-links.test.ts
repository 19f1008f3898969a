// @vitest-environment happy-dom
// A link to a FAQ question (#faq-{itemId}, issue 27) opens that question's answer, on arrival and when a
// link on the page leads there; other hashes are left alone.
import { afterEach, describe, expect, it } from "vitest";
import { openLinkedQuestion, watchQuestionLinks } from "./question-links";

function page() {
  document.body.innerHTML = `
    <h2 id="faq-heading">Frågor</h2>
    <details id="faq-kids" name="faq-f"><summary>Barn?</summary><p>Ja</p></details>
    <details id="faq-speech" name="faq-f"><summary>Tal?</summary><p>Gärna</p></details>`;
  return {
    kids: document.getElementById("faq-kids") as HTMLDetailsElement,
    speech: document.getElementById("faq-speech") as HTMLDetailsElement,
  };
}

afterEach(() => {
  document.body.innerHTML = "";
  window.location.hash = "";
});

describe("links to a FAQ question", () => {
  it("open the question the hash names, and nothing for another hash", () => {
    const { kids, speech } = page();
    expect(openLinkedQuestion(document, "#faq-speech")).toBe(speech);
    expect(speech.open).toBe(true);
    expect(kids.open).toBe(false);
    expect(openLinkedQuestion(document, "#faq-heading")).toBeNull();
    expect(openLinkedQuestion(document, "#meny")).toBeNull();
    expect(openLinkedQuestion(document, "#faq-%E0%A4%A")).toBeNull();
  });

  it("open on arrival and when the page's hash changes", async () => {
    const { kids, speech } = page();
    window.location.hash = "#faq-kids";
    watchQuestionLinks(window);
    expect(kids.open).toBe(true);
    window.location.hash = "#faq-speech";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(speech.open).toBe(true);
  });
});
