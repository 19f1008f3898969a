import { describe, expect, it } from "vitest";
import { SMS_SENDER_PATTERN, smsCost, smsSegments, smsSenderFrom } from "./sms";

describe("smsSegments: GSM-7", () => {
  it("counts an empty message as no part", () => {
    expect(smsSegments("")).toMatchObject({ encoding: "gsm7", parts: 0, units: 0 });
  });

  it("keeps Swedish and Danish letters in GSM-7", () => {
    const text = "Välkomna på bröllop! Åsa, Örjan, Ærø, Søren og Åse. Café, Müller, Ñ ß É Ç";
    expect(smsSegments(text)).toMatchObject({ encoding: "gsm7", parts: 1, units: [...text].length });
  });

  it("fits 160 characters in one part, 161 in two", () => {
    expect(smsSegments("a".repeat(160))).toMatchObject({ parts: 1, units: 160, remaining: 0 });
    expect(smsSegments("a".repeat(161))).toMatchObject({ parts: 2, units: 161, remaining: 153 * 2 - 161 });
    expect(smsSegments("å".repeat(306))).toMatchObject({ parts: 2, remaining: 0 });
    expect(smsSegments("ö".repeat(307))).toMatchObject({ parts: 3 });
    expect(smsSegments("a".repeat(459))).toMatchObject({ parts: 3, remaining: 0 });
    expect(smsSegments("a".repeat(460))).toMatchObject({ parts: 4 });
  });

  it("counts the extension table's characters as two septets", () => {
    expect(smsSegments("€")).toMatchObject({ encoding: "gsm7", units: 2 });
    expect(smsSegments("[]{}\\^~|€\f")).toMatchObject({ encoding: "gsm7", units: 20, parts: 1 });
    expect(smsSegments("€".repeat(80))).toMatchObject({ parts: 1, units: 160 });
    expect(smsSegments(`${"a".repeat(159)}€`)).toMatchObject({ parts: 2, units: 161 });
    expect(smsSegments(`Pris 100 € per person`)).toMatchObject({ encoding: "gsm7", units: 22 });
  });

  it("never splits an escape and its character between two parts", () => {
    // 152 letters then €: the € does not fit in the first part's last septet, so it starts the second.
    const text = `${"a".repeat(152)}€${"b".repeat(152)}`;
    expect(smsSegments(text)).toMatchObject({ units: 306, parts: 3 });
    // With 151 letters the € ends the first part exactly.
    expect(smsSegments(`${"a".repeat(151)}€${"b".repeat(153)}`)).toMatchObject({ units: 306, parts: 2 });
  });

  it("counts line breaks as one septet", () => {
    expect(smsSegments("Hej!\nVi ses.\r\n")).toMatchObject({ encoding: "gsm7", units: 14 });
  });
});

describe("smsSegments: UCS-2", () => {
  it("sends a message with an emoji as UCS-2 and names what is not GSM", () => {
    expect(smsSegments("Vi ses! 🎉")).toMatchObject({
      encoding: "ucs2",
      parts: 1,
      units: 10,
      nonGsm: ["🎉"],
    });
  });

  it("fits 70 code units in one part and 67 a part after that", () => {
    expect(smsSegments(`ç${"a".repeat(69)}`)).toMatchObject({ encoding: "ucs2", parts: 1, remaining: 0 });
    expect(smsSegments(`ç${"a".repeat(70)}`)).toMatchObject({ parts: 2, units: 71 });
    expect(smsSegments(`ç${"a".repeat(133)}`)).toMatchObject({ parts: 2, units: 134, remaining: 0 });
    expect(smsSegments(`ç${"a".repeat(134)}`)).toMatchObject({ parts: 3 });
  });

  it("counts an emoji as two code units and never splits it", () => {
    expect(smsSegments("👍".repeat(35))).toMatchObject({ parts: 1, units: 70 });
    expect(smsSegments("👍".repeat(36))).toMatchObject({ parts: 2, units: 72 });
    // 66 letters then an emoji: it does not fit in the first part's last unit.
    expect(smsSegments(`${"ç".repeat(66)}👍${"a".repeat(66)}`)).toMatchObject({ units: 134, parts: 3 });
    // A skin-tone emoji is two characters, four code units.
    expect(smsSegments("👍🏽")).toMatchObject({ units: 4, nonGsm: ["👍", "🏽"] });
  });

  it("counts characters outside GSM that look close to it as UCS-2", () => {
    for (const text of ["“citat”", "Šárka", "ç", "–", "…", "Ł", "\t"])
      expect(smsSegments(text).encoding, text).toBe("ucs2");
    // The € escape counts 1 unit in UCS-2, not 2.
    expect(smsSegments("€ 🎉")).toMatchObject({ encoding: "ucs2", units: 4 });
  });
});

describe("smsCost", () => {
  it("prices every part for every recipient", () => {
    expect(smsCost("a".repeat(161), 3, 52)).toMatchObject({
      parts: 2,
      recipients: 3,
      totalParts: 6,
      total: 312,
      pricePerPart: 52,
    });
    expect(smsCost("Hej", 0, 52)).toMatchObject({ totalParts: 0, total: 0 });
  });
});

describe("smsSenderFrom", () => {
  it("makes an 11-letter ASCII sender from a brand's name", () => {
    expect(smsSenderFrom("Bröllopssidan")).toBe("Brollopssid");
    expect(smsSenderFrom("Bryllupssiden")).toBe("Bryllupssid");
    expect(smsSenderFrom("Festsidan")).toBe("Festsidan");
    expect(smsSenderFrom("Ærø Fest")).toBe("AeroFest");
    expect(smsSenderFrom("!!")).toBe("Inbjudan");
    for (const name of ["Bröllopssidan", "Eventsiden", "Ærø Fest"])
      expect(smsSenderFrom(name)).toMatch(SMS_SENDER_PATTERN);
  });
});
