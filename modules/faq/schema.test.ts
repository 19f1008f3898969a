import { siteModuleSchema } from "@modules/schemas";
import { describe, expect, it } from "vitest";
import { faqAnchor, faqSchema } from "./schema";

describe("the FAQ schema", () => {
  it("keeps questions and answers in order, answers as sanitizable rich text", () => {
    const module = faqSchema.parse({
      id: "f1",
      siteModuleType: "Faq",
      items: [
        { id: "q1", question: { sv: "Får vi ta med barn?" }, answer: { sv: "<p>Ja!</p>" } },
        { id: "q2", question: { sv: "Parkering?" } },
      ],
    });
    expect(module.items.map((item) => item.id)).toEqual(["q1", "q2"]);
    expect(module.items[1]?.answer).toEqual({});
    expect(siteModuleSchema.parse({ id: "f1", siteModuleType: "Faq" })).toMatchObject({
      items: [],
      text: {},
    });
  });

  it("refuses an item without a valid id, a question that is not a translation, or too many items", () => {
    expect(faqSchema.safeParse({ id: "f1", siteModuleType: "Faq", items: [{ question: {} }] }).success).toBe(
      false,
    );
    expect(
      faqSchema.safeParse({ id: "f1", siteModuleType: "Faq", items: [{ id: "q", question: "Barn?" }] })
        .success,
    ).toBe(false);
    const many = Array.from({ length: 201 }, (_, index) => ({ id: `q${index}` }));
    expect(faqSchema.safeParse({ id: "f1", siteModuleType: "Faq", items: many }).success).toBe(false);
  });

  it("names each question's anchor by its id", () => {
    expect(faqAnchor("q1")).toBe("faq-q1");
  });
});
