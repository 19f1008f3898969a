// The import's client side (issue 25): pasted cells become the .csv the server reads, and the mapping
// step keeps each field on one column.
import { guessMapping } from "@core/guest-import";
import { describe, expect, it } from "vitest";
import { chooseField, issueKey, mapsNames, pastedFile, pastedRows, rowsToCsv } from "./import-mapping";

const PASTED =
  'Namn\tE-post\tBarn\r\nSara Lind\tsara@exempel.se\t\r\n"Lillen" Berg\t\tja\r\n\r\nOlof, Lind\t\t\n';

describe("pasted cells", () => {
  it("are read as rows of cells, empty lines left out", () => {
    expect(pastedRows(PASTED)).toEqual([
      ["Namn", "E-post", "Barn"],
      ["Sara Lind", "sara@exempel.se", ""],
      ['"Lillen" Berg', "", "ja"],
      ["Olof, Lind", "", ""],
    ]);
  });

  it("become a tab-separated .csv with every cell quoted", () => {
    expect(rowsToCsv([["Namn", "Barn"], ['"Lillen" Berg'], ["Olof, Lind", "ja"]])).toBe(
      '"Namn"\t"Barn"\r\n"""Lillen"" Berg"\t""\r\n"Olof, Lind"\t"ja"',
    );
  });

  it("get column headings when the first row is not headings", () => {
    expect(rowsToCsv([["Sara", "x"]], (n) => `Kolumn ${n}`)).toBe('"Kolumn 1"\t"Kolumn 2"\r\n"Sara"\t"x"');
  });

  it("are sent as gaster.csv", async () => {
    const file = pastedFile("Namn\nSara");
    expect(file.name).toBe("gaster.csv");
    expect(file.type).toBe("text/csv");
    // UTF-8 with its mark (text() reads past it), so Excel's Windows-1252 guess is never made.
    expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await file.text()).toBe('"Namn"\r\n"Sara"');
  });
});

describe("the mapping step", () => {
  const guessed = guessMapping(["Hushåll", "Förnamn", "Efternamn", "E-post", "Vuxen/barn", "Övrigt"]);

  it("starts from the server's guesses", () => {
    expect(guessed).toEqual(["household", "firstName", "lastName", "email", "child", "note"]);
  });

  it("moves a field to the column chosen for it; the column that had it is skipped", () => {
    expect(chooseField(guessed, 5, "email")).toEqual([
      "household",
      "firstName",
      "lastName",
      null,
      "child",
      "email",
    ]);
    expect(chooseField(guessed, 0, null)).toEqual([null, "firstName", "lastName", "email", "child", "note"]);
    expect(chooseField(guessed, 1, "name")).toEqual([
      "household",
      "name",
      "lastName",
      "email",
      "child",
      "note",
    ]);
  });

  it("needs a column with the guests' names", () => {
    expect(mapsNames(guessed)).toBe(true);
    expect(mapsNames(["household", "email", null])).toBe(false);
    expect(mapsNames([null, "lastName"])).toBe(true);
  });

  it("names a row's problem in the owner's language when the server's wording is known", () => {
    expect(issueKey("the guest has no name")).toEqual({ key: "noName", value: "" });
    expect(issueKey('"kanske" is neither adult nor child')).toEqual({ key: "child", value: "kanske" });
    expect(issueKey('"sara@" is not an e-mail address')).toEqual({ key: "email", value: "sara@" });
    expect(issueKey('there is no guest group "kyrkan"')).toEqual({ key: "group", value: "kyrkan" });
    expect(issueKey("something new")).toBeNull();
  });
});
