// Every UI text exists in sv, en and da: the three message files have the same keys, none empty.
import { describe, expect, it } from "vitest";
import da from "./da";
import en from "./en";
import { mergeMessages } from "./merge";
import sv from "./sv";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): unknown[] {
  if (typeof value !== "object" || value === null) return [value];
  return Object.values(value).flatMap(leaves);
}

describe("mergeMessages", () => {
  it("merges nested parts and refuses a key defined twice", () => {
    expect(mergeMessages({ guest: { a: "1" } }, { guest: { b: "2" } })).toEqual({
      guest: { a: "1", b: "2" },
    });
    expect(() => mergeMessages({ guest: { a: "1" } }, { guest: { a: "2" } })).toThrow("guest.a");
  });
});

describe("message files", () => {
  it("have the same keys in sv, en and da", () => {
    expect(keys(en).sort()).toEqual(keys(sv).sort());
    expect(keys(da).sort()).toEqual(keys(sv).sort());
  });

  it("have no empty texts, and keep interpolations in every language", () => {
    for (const messages of [sv, en, da]) {
      for (const leaf of leaves(messages))
        expect(typeof leaf === "string" && leaf.trim().length > 0).toBe(true);
    }
    expect(en.guest.madeWith).toContain("{{brand}}");
    expect(da.guest.madeWith).toContain("{{brand}}");
    expect(da.app.login.loggedInAs).toContain("{{mail}}");
  });

  it("uses the spec's own words where it gives them", () => {
    expect(sv.app.editor.unsavedLeave).toBe(
      "Du har gjort ändringar du inte har sparat, är du säker på att du vill lämna?",
    );
    expect([sv.app.errors.title, en.app.errors.title, da.app.errors.title]).toEqual(["Fel", "Error", "Fejl"]);
    expect([sv.app.errors.unknown, en.app.errors.unknown, da.app.errors.unknown]).toEqual([
      "Ett okänt fel har uppstått.",
      "A unknown error occured.",
      "En ukendt fejl opstod.",
    ]);
    expect([sv.app.errors.login, en.app.errors.login, da.app.errors.login]).toEqual([
      "Logga in",
      "Log in",
      "Log ind",
    ]);
    expect([sv.app.errors.close, en.app.errors.close, da.app.errors.close]).toEqual([
      "Stäng",
      "Close",
      "Luk",
    ]);
    expect([sv.guest.menu, en.guest.menu]).toEqual(["Meny", "Menu"]);
    expect(sv.guest.noDate).toBe("Inget datum");
    expect(en.guest.errorTitle).toBe("An error occurred");
  });
});
