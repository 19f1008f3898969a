import { describe, expect, it } from "vitest";
import { carrierName, shippingAddressSchema } from "./schema";

describe("shipping address", () => {
  const address = {
    firstName: "Anna",
    lastName: "Svensson",
    addressLine1: "Storgatan 1",
    postCode: "621 55",
    city: "Visby",
    email: "anna@example.se",
    phone: "+46 70 000 00 00",
  };
  it("takes a complete address, trimmed", () => {
    expect(shippingAddressSchema.parse({ ...address, city: "  Visby " }).city).toBe("Visby");
  });
  it("wants every field, a mail address and a phone number", () => {
    for (const key of Object.keys(address)) {
      expect(shippingAddressSchema.safeParse({ ...address, [key]: "" }).success, key).toBe(false);
    }
    expect(shippingAddressSchema.safeParse({ ...address, email: "anna@" }).success).toBe(false);
    expect(shippingAddressSchema.safeParse({ ...address, phone: "ring mig" }).success).toBe(false);
  });
});

describe("carriers", () => {
  it("names the four carriers and leaves an unknown code as it is", () => {
    expect(["postnord", "dbschenker", "dhl", "dhl_express"].map((c) => carrierName(c).name)).toEqual([
      "PostNord",
      "Schenker",
      "DHL",
      "DHL Express",
    ]);
    expect(carrierName("bring")).toEqual({ name: "bring", known: false });
  });
});
