// The day's modules' starting texts (issues 23 and 27): what tells the couple what to write (the intro
// texts, the FAQ's answers, the travel entries' texts) is marked as an instruction in every content
// language and never reaches guests; the ready-made programme items and questions are published, and
// are listed as untranslated once the first language is the couple's own.
import { startingTextIssues, withoutInstructionTexts } from "@core/starting-texts";
import { fieldLabel } from "@web/app/starting-texts/entries";
import { describe, expect, it } from "vitest";
import { newSiteModule } from "./new-module";

const NOW = new Date(2026, 0, 20, 10, 30);
const LANGUAGES = ["sv", "en", "da"];
const paths = (module: Parameters<typeof withoutInstructionTexts>[0][number], language: string) =>
  startingTextIssues([module], LANGUAGES)
    .filter((issue) => issue.language === language && issue.kind === "instruction")
    .map((issue) => issue.path.join("."));

describe("the day's modules' starting texts", () => {
  it("mark the FAQ's intro and answers as instructions in sv, en and da, never its questions", () => {
    const faq = newSiteModule("Faq", LANGUAGES, "wedding", NOW);
    for (const language of LANGUAGES)
      expect(paths(faq, language), language).toEqual([
        "text",
        "items.0.answer",
        "items.1.answer",
        "items.2.answer",
      ]);
    const [guests] = withoutInstructionTexts([faq]);
    if (guests?.siteModuleType !== "Faq") throw new Error("not a FAQ");
    expect(guests.items.map((item) => item.answer)).toEqual([{}, {}, {}]);
    expect(guests.items[0]?.question.sv).toBe("Får vi ta med barn?");
  });

  it("mark the programme's intro only, and travel's intro and entry texts, for every brand", () => {
    for (const brand of ["wedding", "party", "event"] as const) {
      const programme = newSiteModule("Programme", LANGUAGES, brand, NOW);
      const travel = newSiteModule("Travel", LANGUAGES, brand, NOW);
      for (const language of LANGUAGES) {
        expect(paths(programme, language), `${brand} ${language}`).toEqual(["text"]);
        expect(paths(travel, language), `${brand} ${language}`).toEqual([
          "text",
          "items.0.text",
          "items.1.text",
          "items.2.text",
        ]);
      }
    }
  });

  it("list a ready-made question as untranslated once the first language is the couple's own", () => {
    const faq = newSiteModule("Faq", ["sv", "en"], "wedding", NOW);
    if (faq.siteModuleType !== "Faq" || !faq.items[0]) throw new Error("no question");
    faq.items[0].question = { ...faq.items[0].question, sv: "Var parkerar vi?" };
    const untranslated = startingTextIssues([faq], ["sv", "en"]).filter(
      (issue) => issue.kind === "untranslated",
    );
    expect(untranslated.map((issue) => `${issue.language} ${issue.path.join(".")}`)).toEqual([
      "en items.0.question",
    ]);
  });

  it("name the FAQ's and programme's fields in the list before publishing", () => {
    expect(fieldLabel(["items", 1, "answer"])).toEqual({
      key: "item",
      values: { number: 2 },
      within: { key: "fields.answer" },
    });
    expect(fieldLabel(["items", 0, "question"]).within).toEqual({ key: "fields.label" });
    expect(fieldLabel(["items", 0, "part"]).within).toEqual({ key: "fields.part" });
  });
});
