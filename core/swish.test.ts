import { describe, expect, it } from "vitest";
import {
  formatKronor,
  formatSwishNumber,
  isSwishQrText,
  normalizeSwishNumber,
  offersSwish,
  swishAppLink,
  swishMessage,
  swishPayee,
  swishQrText,
} from "./swish";

describe("normalizeSwishNumber", () => {
  it("reads a Swedish mobile written every usual way and stores it as 46…", () => {
    for (const written of [
      "0701234567",
      "070-123 45 67",
      "070 123 45 67",
      "+46 70 123 45 67",
      "+46 (0)70-123 45 67",
      "0046701234567",
      "46701234567",
    ]) {
      expect(normalizeSwishNumber(written), written).toEqual({ ok: true, number: "46701234567" });
    }
    expect(normalizeSwishNumber("0739 12 34 56")).toEqual({ ok: true, number: "46739123456" });
  });

  it("takes a Swish number (123 and 7 digits) as it is", () => {
    expect(normalizeSwishNumber("123 456 78 90")).toEqual({ ok: true, number: "1234567890" });
    expect(normalizeSwishNumber("123-4567890")).toEqual({ ok: true, number: "1234567890" });
  });

  it("refuses what Swish cannot pay to, saying why", () => {
    expect(normalizeSwishNumber("  ")).toEqual({ ok: false, problem: "empty" });
    expect(normalizeSwishNumber("08-123 456 78")).toEqual({ ok: false, problem: "not_mobile" });
    expect(normalizeSwishNumber("+45 20 12 34 56")).toEqual({ ok: false, problem: "not_swedish" });
    expect(normalizeSwishNumber("+47 412 34 567")).toEqual({ ok: false, problem: "not_swedish" });
    for (const bad of [
      "070123456",
      "07012345678",
      "0741234567",
      "1234",
      "12345678901",
      "abc",
      "1244567890",
    ]) {
      expect(normalizeSwishNumber(bad).ok, bad).toBe(false);
    }
  });
});

describe("payee and display", () => {
  it("gives a mobile in national form and a Swish number as it is", () => {
    expect(swishPayee("46701234567")).toBe("0701234567");
    expect(swishPayee("1234567890")).toBe("1234567890");
    expect(formatSwishNumber("46701234567")).toBe("070-123 45 67");
    expect(formatSwishNumber("1234567890")).toBe("123 456 78 90");
  });
});

describe("swishMessage", () => {
  it("keeps Swish's characters, drops accents and other signs, and cuts at 50", () => {
    expect(swishMessage("Bröllopsresan")).toBe("Bröllopsresan");
    expect(swishMessage("Café-soffan ✈️ & mer!")).toBe("Cafe-soffan mer!");
    expect(swishMessage("Æbler og Søen")).toBe("Äbler og Söen");
    expect(swishMessage("a".repeat(60))).toHaveLength(50);
    expect(swishMessage("  Resa;  till   Azorerna ")).toBe("Resa; till Azorerna");
  });
});

describe("swishAppLink (Swish's app link)", () => {
  it("is swish://payment?data= and the URL-encoded JSON of PROVIDERS.md's example", () => {
    const link = swishAppLink({ number: "46701234567", amount: 500, message: "Bröllopsresan" });
    expect(link).toBe(
      "swish://payment?data=%7B%22version%22%3A1%2C%22payee%22%3A%7B%22value%22%3A%220701234567%22%7D%2C" +
        "%22amount%22%3A%7B%22value%22%3A500%2C%22editable%22%3Atrue%7D%2C%22message%22%3A%7B%22value%22%3A" +
        "%22Br%C3%B6llopsresan%22%2C%22editable%22%3Atrue%7D%7D",
    );
    const data = JSON.parse(decodeURIComponent(link.slice("swish://payment?data=".length)));
    expect(data).toEqual({
      version: 1,
      payee: { value: "0701234567" },
      amount: { value: 500, editable: true },
      message: { value: "Bröllopsresan", editable: true },
    });
  });

  it("leaves the amount out when the guest chooses it", () => {
    const link = swishAppLink({ number: "1234567890", amount: null, message: "Soffan" });
    expect(JSON.parse(decodeURIComponent(link.slice(21)))).toEqual({
      version: 1,
      payee: { value: "1234567890" },
      message: { value: "Soffan", editable: true },
    });
  });
});

describe("swishQrText (Swish's pre-filled QR code)", () => {
  it("is C<payee>;<amount, 2 decimals, comma>;<URL-encoded message>;6 (amount and message editable)", () => {
    expect(swishQrText({ number: "46701234567", amount: 500, message: "Bröllopsresan" })).toBe(
      "C0701234567;500,00;Br%C3%B6llopsresan;6",
    );
    // Swish's own example's payee and amount, with an editable amount and message.
    expect(swishQrText({ number: "1237856901", amount: 100, message: "12229445" })).toBe(
      "C1237856901;100,00;12229445;6",
    );
  });

  it("leaves the amount empty for 'Swisha ett valfritt belopp' and encodes spaces and ;", () => {
    expect(swishQrText({ number: "46701234567", amount: null, message: "Resa; till Azorerna" })).toBe(
      "C0701234567;;Resa%3B%20till%20Azorerna;6",
    );
  });

  it("is what isSwishQrText accepts, and nothing made by hand", () => {
    expect(isSwishQrText("C0701234567;500,00;Br%C3%B6llopsresan;6")).toBe(true);
    expect(isSwishQrText("C0701234567;;;6")).toBe(true);
    expect(isSwishQrText("C0701234567;500;Bröllopsresan;0")).toBe(false);
    expect(isSwishQrText("C0801234567;500,00;x;6")).toBe(false);
    expect(isSwishQrText("https://example.com/")).toBe(false);
    expect(isSwishQrText("C0701234567;500,00;a%ZZ;6")).toBe(false);
  });
});

describe("offersSwish", () => {
  it("is off only for a site whose every language is Danish", () => {
    expect(offersSwish(["da"])).toBe(false);
    expect(offersSwish(["da", "sv"])).toBe(true);
    expect(offersSwish(["sv"])).toBe(true);
    expect(offersSwish(["en"])).toBe(true);
  });
});

describe("formatKronor", () => {
  it("writes whole kronor with the language's grouping", () => {
    expect(formatKronor(20000, "sv").replace(/\s/g, " ")).toBe("20 000 kr");
    expect(formatKronor(20000, "en")).toBe("20,000 kr");
    expect(formatKronor(500, "da")).toBe("500 kr");
  });
});
