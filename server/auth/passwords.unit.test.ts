import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("hemligt123");
    expect(hash.startsWith("scrypt$")).toBe(true);
    expect(hash).not.toContain("hemligt123");
    expect(await verifyPassword("hemligt123", hash)).toBe(true);
    expect(await verifyPassword("hemligt124", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("samma")).not.toBe(await hashPassword("samma"));
  });

  it("refuses a malformed stored hash instead of throwing", async () => {
    expect(await verifyPassword("x", "plaintext")).toBe(false);
  });
});
