import { describe, expect, it } from "vitest";
import { normalizeMobile, normalizePhone, type PhoneProblem, phoneCountryOf } from "./phone";

const e164 = (input: string, country: "SE" | "DK" = "SE") => {
  const result = normalizePhone(input, country);
  return result.ok ? result.e164 : result.problem;
};

describe("normalizePhone: Swedish numbers", () => {
  it.each([
    ["070-123 45 67", "+46701234567"],
    ["0701234567", "+46701234567"],
    ["070 123 45 67", "+46701234567"],
    ["070.123.45.67", "+46701234567"],
    ["(070) 123 45 67", "+46701234567"],
    ["073–123\u00a045\u00a067", "+46731234567"],
    ["+46 70 123 45 67", "+46701234567"],
    ["+46701234567", "+46701234567"],
    ["+46 (0)70 123 45 67", "+46701234567"],
    ["+46 070 123 45 67", "+46701234567"],
    ["0046 70 123 45 67", "+46701234567"],
    ["0046701234567", "+46701234567"],
    ["46701234567", "+46701234567"],
    ["  076 - 123 45 67  ", "+46761234567"],
    ["０７０１２３４５６７", "+46701234567"],
    ["08-123 456 78", "+46812345678"],
    ["0498-12 34 56", "+46498123456"],
  ])("%s → %s", (input, expected) => {
    expect(e164(input)).toBe(expected);
    // A number written with its 0 or +46 is Swedish on a Danish page too.
    expect(e164(input, "DK")).toBe(expected);
  });

  it("tells mobiles from landlines", () => {
    expect(normalizePhone("070-123 45 67")).toEqual({
      ok: true,
      e164: "+46701234567",
      country: "SE",
      mobile: true,
    });
    expect(normalizePhone("08-123 456 78")).toMatchObject({ ok: true, mobile: false });
    for (const prefix of ["070", "072", "073", "076", "079"])
      expect(normalizePhone(`${prefix}1234567`)).toMatchObject({ ok: true, mobile: true });
  });
});

describe("normalizePhone: Danish numbers", () => {
  it.each([
    ["12 34 56 78", "DK", "invalid_number"],
    ["20 12 34 56", "DK", "+4520123456"],
    ["20123456", "DK", "+4520123456"],
    ["+45 20 12 34 56", "SE", "+4520123456"],
    ["0045 20 12 34 56", "SE", "+4520123456"],
    ["4520123456", "SE", "+4520123456"],
    ["33 12 34 56", "DK", "+4533123456"],
    ["+45 (0)20 12 34 56", "SE", "+4520123456"],
  ] as const)("%s on a %s page → %s", (input, country, expected) => {
    expect(e164(input, country)).toBe(expected);
  });

  it("reads 8 digits without a prefix as Danish only on a Danish page", () => {
    expect(e164("20 12 34 56", "DK")).toBe("+4520123456");
    expect(e164("20 12 34 56", "SE")).toBe("needs_country_code");
  });

  it("tells Danish mobiles from landlines", () => {
    for (const mobile of ["20123456", "31123456", "42123456", "53123456", "61123456", "71123456", "93123456"])
      expect(normalizePhone(mobile, "DK")).toMatchObject({ ok: true, mobile: true, country: "DK" });
    for (const landline of ["33123456", "45123456", "86123456", "98123456"])
      expect(normalizePhone(landline, "DK")).toMatchObject({ ok: true, mobile: false, country: "DK" });
  });
});

describe("normalizePhone: refusals with a reason", () => {
  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["070-ABC 45 67", "invalid_characters"],
    ["+46 70 123 45 67 ext 3", "invalid_characters"],
    ["070+1234567", "invalid_characters"],
    ["---", "invalid_characters"],
    ["+47 912 34 567", "unsupported_country"],
    ["0047 91234567", "unsupported_country"],
    ["+1 212 555 0100", "unsupported_country"],
    ["+358 40 1234567", "unsupported_country"],
    ["070-123 45", "invalid_number"],
    ["070-123 45 67 89", "invalid_number"],
    ["+46 70 123", "invalid_number"],
    ["+45 20 12 34", "invalid_number"],
    ["+45 20 12 34 56 7", "invalid_number"],
    ["1234", "invalid_number"],
    ["912345678", "needs_country_code"],
    ["1".repeat(30), "invalid_number"],
  ] as [string, PhoneProblem][])("%j → %s", (input, problem) => {
    expect(normalizePhone(input, "SE")).toEqual({ ok: false, problem });
  });
});

describe("normalizeMobile", () => {
  it("accepts mobiles and refuses landlines with not_mobile", () => {
    expect(normalizeMobile("070-123 45 67")).toMatchObject({ ok: true, e164: "+46701234567" });
    expect(normalizeMobile("08-123 456 78")).toEqual({ ok: false, problem: "not_mobile" });
    expect(normalizeMobile("33 12 34 56", "DK")).toEqual({ ok: false, problem: "not_mobile" });
    expect(normalizeMobile("+47 912 34 567")).toEqual({ ok: false, problem: "unsupported_country" });
  });
});

describe("phoneCountryOf", () => {
  it("follows the page's first language, else the market", () => {
    expect(phoneCountryOf(["da", "en"], "se")).toBe("DK");
    expect(phoneCountryOf(["sv", "da"], "dk")).toBe("SE");
    expect(phoneCountryOf(["en"], "dk")).toBe("DK");
    expect(phoneCountryOf([], "se")).toBe("SE");
  });
});
