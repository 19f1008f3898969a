// What the Swish field does with a typed number: core/payments.ts's rules (SPEC §5) as the UI uses them.
import { normalizeSwishNumber, SWISH_NUMBER_PLACEHOLDER, SWISH_NUMBER_REQUIRED } from "@core/payments";
import { describe, expect, it } from "vitest";

describe("Swish number in the payment field", () => {
  it("is required", () => {
    expect(normalizeSwishNumber("   ")).toEqual({ ok: false, validationMessage: SWISH_NUMBER_REQUIRED });
  });

  it("trims, drops '+' and turns a leading 07 into 467", () => {
    expect(normalizeSwishNumber(" +46701234567 ")).toEqual({ ok: true, payerAlias: "46701234567" });
    expect(normalizeSwishNumber("0701234567")).toEqual({ ok: true, payerAlias: "46701234567" });
    expect(normalizeSwishNumber("070-123 45 67")).toEqual({ ok: true, payerAlias: "46701234567" });
  });

  it("shows the spec's placeholder", () => {
    expect(SWISH_NUMBER_PLACEHOLDER).toBe("46700000000");
  });
});
