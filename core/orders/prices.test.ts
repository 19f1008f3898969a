import { describe, expect, it } from "vitest";
import {
  CARD_COUNTS,
  cardCountSchema,
  ENVELOPES,
  formatSek,
  lineTitle,
  orderPrice,
  PRICE_PER_TEN,
} from "./prices";

describe("order prices", () => {
  it("20 cards with premium envelopes: 300 + 100 + 95 = 495 kr, of which 99 kr VAT", () => {
    const price = orderPrice({ quantity: 20, envelopes: "premium", trim: "none" });
    expect(price.totalInclVat).toBe(49_500);
    expect(price.totalVat).toBe(9_900);
    expect(price.lines.map((l) => [l.kind, l.quantity, l.unitPrice, l.total])).toEqual([
      ["cards", 20, 1500, 30_000],
      ["envelopes", 20, 500, 10_000],
      ["shipping", 1, 9500, 9_500],
    ]);
  });

  it("prices every envelope kind and the rounded corners per card", () => {
    const totals = ENVELOPES.map(
      (envelopes) => orderPrice({ quantity: 10, envelopes, trim: "none" }).totalInclVat,
    );
    expect(totals).toEqual([15_000 + 9_500, 15_000 + 3_000 + 9_500, 15_000 + 5_000 + 9_500]);
    expect(orderPrice({ quantity: 10, envelopes: "none", trim: "none" }).lines.map((l) => l.kind)).toEqual([
      "cards",
      "shipping",
    ]);
    const rounded = orderPrice({ quantity: 300, envelopes: "standard", trim: "rounded" });
    expect(rounded.lines.find((l) => l.kind === "roundedCorners")).toEqual({
      kind: "roundedCorners",
      quantity: 300,
      unitPrice: 200,
      total: 60_000,
    });
    expect(rounded.totalInclVat).toBe(300 * (1500 + 300 + 200) + 9500);
  });

  it("takes VAT as 20 % of the total, rounded to the öre", () => {
    for (const quantity of CARD_COUNTS) {
      for (const envelopes of ENVELOPES) {
        const { totalInclVat, totalVat } = orderPrice({ quantity, envelopes, trim: "rounded" });
        expect(totalVat).toBe(Math.round(totalInclVat / 5));
        // 25 % on the price without VAT.
        expect(Math.abs(totalVat - (totalInclVat - totalVat) * 0.25)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("takes cards in tens from 10 to 300 only", () => {
    expect(CARD_COUNTS[0]).toBe(10);
    expect(CARD_COUNTS.at(-1)).toBe(300);
    expect(CARD_COUNTS).toHaveLength(30);
    for (const good of [10, 20, 150, 300]) expect(cardCountSchema.safeParse(good).success).toBe(true);
    for (const bad of [0, 5, 15, 310, 10.5, -10]) expect(cardCountSchema.safeParse(bad).success).toBe(false);
  });

  it("writes kronor as a Swedish shop does", () => {
    const space = (text: string) => text.replace(/\s/g, " ");
    expect(space(formatSek(49_500))).toBe("495 kr");
    expect(space(formatSek(123_450))).toBe("1 234,50 kr");
    expect(space(formatSek(PRICE_PER_TEN))).toBe("150 kr");
  });

  it("names each line in the order's language", () => {
    const { lines } = orderPrice({ quantity: 20, envelopes: "premium", trim: "rounded" });
    expect(lines.map((line) => lineTitle(line, "premium", "sv"))).toEqual([
      "20 inbjudningskort, A6",
      "20 kuvert (premium)",
      "Rundade hörn, 20 kort",
      "Fast frakt",
    ]);
    expect(lines.map((line) => lineTitle(line, "premium", "da"))[1]).toBe("20 kuverter (premium)");
    expect(lineTitle({ kind: "envelopes", quantity: 10 }, "standard", "en")).toBe("10 envelopes (standard)");
  });
});
