import { describe, expect, it } from "vitest";
import { currencyOfMarket, formatKronor } from "./money";

// Intl puts a no-break space between digits and 'kr' (and as the Swedish thousands separator).
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, " ");

describe("formatKronor", () => {
  it("shows whole kronor in Swedish format without decimals", () => {
    expect(plain(formatKronor(59900))).toBe("599 kr");
    expect(plain(formatKronor(49900))).toBe("499 kr");
    expect(plain(formatKronor(119900))).toBe("1 199 kr");
    expect(plain(formatKronor(0))).toBe("0 kr");
  });

  it("shows öre with two decimals after a comma", () => {
    expect(plain(formatKronor(11980))).toBe("119,80 kr");
    expect(plain(formatKronor(499))).toBe("4,99 kr");
  });

  it("always shows öre on receipts", () => {
    expect(plain(formatKronor(59900, "SEK", { decimals: true }))).toBe("599,00 kr");
  });

  it("uses the Danish format for DKK", () => {
    expect(plain(formatKronor(119900, "DKK"))).toBe("1.199 kr.");
  });

  it("maps markets to currencies", () => {
    expect(currencyOfMarket("se")).toBe("SEK");
    expect(currencyOfMarket("dk")).toBe("DKK");
  });
});
