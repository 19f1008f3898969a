// The guests' password rules (SPEC §5): trimmed, required when on, '' when off; changed only when what
// would be saved differs from what is stored.
import { describe, expect, it } from "vitest";
import { passwordChanged, passwordFormOf, passwordToSave } from "./setting-rules";

describe("the guests' password form", () => {
  it("starts from what is stored", () => {
    expect(passwordFormOf(null)).toEqual({ on: false, value: "" });
    expect(passwordFormOf("Blåbär")).toEqual({ on: true, value: "Blåbär" });
  });

  it("is changed by the switch, or by another password; not by spaces around the same one", () => {
    expect(passwordChanged(null, { on: false, value: "" })).toBe(false);
    expect(passwordChanged(null, { on: true, value: "" })).toBe(true);
    expect(passwordChanged("Blåbär", { on: true, value: "  Blåbär " })).toBe(false);
    expect(passwordChanged("Blåbär", { on: true, value: "Hallon" })).toBe(true);
    expect(passwordChanged("Blåbär", { on: false, value: "Blåbär" })).toBe(true);
    // What was typed before switching off does not matter: off saves ''.
    expect(passwordChanged(null, { on: false, value: "glömt" })).toBe(false);
  });

  it("sends the trimmed password, '' when off, and nothing but an error when on and blank", () => {
    expect(passwordToSave({ on: true, value: "  Blåbär  " })).toEqual({ password: "Blåbär" });
    expect(passwordToSave({ on: false, value: "Blåbär" })).toEqual({ password: "" });
    expect(passwordToSave({ on: true, value: "   " })).toEqual({ error: "required" });
    expect(passwordToSave({ on: true, value: "" })).toEqual({ error: "required" });
  });

  it("refuses a password of fewer than 4 characters, counted after trimming (issue 23 item 10)", () => {
    expect(passwordToSave({ on: true, value: "ab" })).toEqual({ error: "tooShort" });
    expect(passwordToSave({ on: true, value: "  abc  " })).toEqual({ error: "tooShort" });
    expect(passwordToSave({ on: true, value: "abcd" })).toEqual({ password: "abcd" });
    // Characters as a person counts them: four emoji are four characters.
    expect(passwordToSave({ on: true, value: "🎂🎂🎂🎂" })).toEqual({ password: "🎂🎂🎂🎂" });
    expect(passwordToSave({ on: true, value: "🎂🎂" })).toEqual({ error: "tooShort" });
  });
});
