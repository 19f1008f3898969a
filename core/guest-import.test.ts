import { describe, expect, it } from "vitest";
import { guessField, guessMapping, nameKey, readGuestRows } from "./guest-import";

const GROUPS = { groups: [{ id: "kvall", name: "Kväll", partIds: [], isDefault: false }] };

describe("guessing columns from headings", () => {
  it("knows Swedish, Danish and English headings", () => {
    expect(
      guessMapping(["Hushåll", "Förnamn", "Efternamn", "E-post", "Mobil", "Vuxen/barn", "Grupp"]),
    ).toEqual(["household", "firstName", "lastName", "email", "phone", "child", "groups"]);
    expect(guessMapping(["Husstand", "Fornavn", "Efternavn", "Mailadresse", "Tlf", "Bemærkning"])).toEqual([
      "household",
      "firstName",
      "lastName",
      "email",
      "phone",
      "note",
    ]);
    expect(guessMapping(["Party", "Guest name", "E-mail address", "Plus one", "A/B list"])).toEqual([
      "household",
      "name",
      "email",
      "extraGuests",
      "list",
    ]);
  });

  it("maps a field once (the first column) and leaves unknown headings out", () => {
    expect(guessMapping(["Namn", "Namn", "Skostorlek", ""])).toEqual(["name", null, null, null]);
    expect(guessField("Gästens namn")).toBe("name");
  });
});

describe("reading rows", () => {
  it("groups rows by household, fills what the first row left empty, and names rows in error", () => {
    const rows = [
      ["Hushåll", "Namn", "Barn", "E-post", "Grupp", "Sida", "Lista", "+1"],
      ["Ek", "Eva", "", "", "kväll", "1", "a", "+1"],
      ["Ek", "Ebbe", "barn", "ek@example.se", "", "", "", ""],
      ["", "Olle", "12", "", "", "båda", "B", ""],
      ["", "", "", "", "", "", "", ""],
      ["", "Fel", "kanske", "", "", "", "", ""],
      ["", "Fel2", "", "", "okänd", "", "", ""],
      ["", "Fel3", "", "", "", "3", "", ""],
      ["", "Fel4", "", "", "", "", "C", ""],
      ["", "Fel5", "", "", "", "", "", "99"],
    ];
    const { households, errors } = readGuestRows(rows, guessMapping(rows[0] ?? []), GROUPS);
    expect(households).toEqual([
      {
        name: "Ek",
        address: null,
        email: "ek@example.se",
        phone: null,
        side: "partner1",
        list: "A",
        groups: ["kvall"],
        extraGuests: 1,
        guests: [
          { row: 2, name: "Eva", child: false, email: null, phone: null, note: null },
          { row: 3, name: "Ebbe", child: true, email: "ek@example.se", phone: null, note: null },
        ],
      },
      {
        name: "Olle",
        address: null,
        email: null,
        phone: null,
        side: "both",
        list: "B",
        groups: undefined,
        extraGuests: 0,
        guests: [{ row: 4, name: "Olle", child: true, email: null, phone: null, note: null }],
      },
    ]);
    expect(errors.map((error) => error.row)).toEqual([6, 7, 8, 9, 10]);
  });

  it("compares names without case, accents or extra spaces", () => {
    expect(nameKey("  Åsa  ÖBERG ")).toBe(nameKey("asa oberg"));
    expect(nameKey("Søren Ærø")).toBe("soren aero");
  });
});
