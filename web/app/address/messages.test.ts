// The address screens build some message keys from the server's answers (reasons, methods, failure
// kinds): each must exist in sv, en and da, or the owner would see a bare key.
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { describe, expect, it } from "vitest";
import { failureMessageKey, type SwishFailure } from "../payments/swish-state";

const lookup = (messages: unknown, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

const keys = [
  ...["TAKEN", "RESERVED", "INVALID", "TOO_SHORT", "TOO_LONG"].map((r) => `address.subdomain.reason.${r}`),
  ...["TAKEN", "UNSUPPORTED_TLD", "INVALID", "TOO_SHORT", "TOO_LONG", "CURRENT"].map(
    (r) => `address.domain.reason.${r}`,
  ),
  ...["swish", "card", "free"].map((m) => `payments.receipt.method.${m}`),
  ...["subdomain", "domain"].flatMap((kind) => [`address.done.${kind}Title`, `address.done.${kind}Text`]),
  ...(["declined", "cancelled", "unknown", "timeout", "startFailed"] as const).map(
    (kind) => failureMessageKey({ kind } as SwishFailure) as string,
  ),
];

describe("address message keys", () => {
  it.each(keys)("%s exists in sv, en and da", (key) => {
    for (const messages of [sv, en, da]) expect(typeof lookup(messages.app, key)).toBe("string");
  });

  it("uses the spec's Swish words in Swedish", () => {
    expect(lookup(sv.app, "payments.swish.required")).toBe("Du måste uppge ditt swish-nummer");
    expect(lookup(sv.app, "payments.swish.declined")).toBe("Ditt köp nekades.");
    expect(lookup(sv.app, "payments.swish.cancelled")).toBe("Köp avbrutet");
    expect(lookup(sv.app, "payments.swish.unknown")).toBe("Ett okänt fel uppstod");
    expect(lookup(sv.app, "payments.swish.startFailed")).toBe("Misslyckades att initiera swish-betalning");
    expect(lookup(sv.app, "payments.swish.timeout")).toBe(
      "Ett okänt fel uppstod. Om pengar har dragits från ditt konto, kontakta oss.",
    );
    expect(lookup(sv.app, "payments.swish.mayTake")).toBe("Bekräftelsen kan ta upp till 15 sekunder.");
  });
});
