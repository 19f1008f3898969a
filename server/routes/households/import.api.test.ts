// Importing and exporting the guest list (issue 25): .csv and .xlsx read by content, headings guessed in
// Swedish, Danish and English, a dry run that stores nothing, rows in error named (and nothing stored),
// duplicates flagged, 1,000 rows in one go, and the export read back.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { householdGuests, households } from "../../db/schema";
import { readXlsx } from "../../export/read-xlsx";
import { expectError, ownerWithSite, registerAndLogin, testAppForThisFile } from "../../test/harness";
import { saveGuestListSettings } from "../../test/rsvp-site";

const t = testAppForThisFile();

function multipart(file: Buffer | null, fields: Record<string, string> = {}, fileName = "gaster.csv") {
  const boundary = `----gastlista${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function importFile(
  siteId: string,
  cookie: string | undefined,
  file: Buffer | null,
  options: { dryRun?: boolean; fields?: Record<string, string>; fileName?: string } = {},
) {
  const body = multipart(file, options.fields, options.fileName);
  return t.app.inject({
    method: "POST",
    url: `/api/sites/${siteId}/households/import${options.dryRun ? "?dryRun=1" : ""}`,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    payload: body.payload,
    headers: body.headers,
  });
}

const countOf = async (siteId: string) =>
  (await t.ctx.db.select().from(households).where(eq(households.siteId, siteId))).length;

const SWEDISH_CSV = [
  "Hushåll;Förnamn;Efternamn;E-post;Vuxen/barn;Grupp;Anteckning",
  "Familjen Andersson;Anna;Andersson;anna@example.se;vuxen;Hela dagen;",
  "Familjen Andersson;Bo;Andersson;;vuxen;;",
  "Familjen Andersson;Cilla;Andersson;;barn;;Nötallergi",
  "Berg;Dan;Berg;dan@example.se;;Kväll;",
  ";;;;;;",
].join("\r\n");

async function ownerWithGroups() {
  const owner = await ownerWithSite(t.app);
  await saveGuestListSettings(t, owner);
  return owner;
}

describe("import", () => {
  it("previews a Swedish .csv (semicolons) with guessed columns and stores nothing; then stores it", async () => {
    const { siteId, cookie } = await ownerWithGroups();
    const dry = await importFile(siteId, cookie, Buffer.from(SWEDISH_CSV), { dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    const { stored, preview } = dry.json();
    expect(stored).toBe(false);
    expect(preview.columns.map((c: { field: string }) => c.field)).toEqual([
      "household",
      "firstName",
      "lastName",
      "email",
      "child",
      "groups",
      "note",
    ]);
    // The row of empty cells is no row.
    expect(preview.counts).toEqual({ households: 2, guests: 4, rows: 4 });
    expect(preview.errors).toEqual([]);
    expect(preview.households[0]).toMatchObject({
      name: "Familjen Andersson",
      email: "anna@example.se",
      groups: ["alla"],
      guests: [
        { row: 2, name: "Anna Andersson", child: false },
        { row: 3, name: "Bo Andersson", child: false },
        { row: 4, name: "Cilla Andersson", child: true, note: "Nötallergi" },
      ],
    });
    expect(preview.households[1]).toMatchObject({ name: "Berg", groups: ["kvall"] });
    expect(await countOf(siteId)).toBe(0);

    const done = await importFile(siteId, cookie, Buffer.from(SWEDISH_CSV));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ stored: true, households: 2, guests: 4 });
    const list = (
      await t.app.inject({ url: `/api/sites/${siteId}/households`, cookies: { session: cookie } })
    ).json().households;
    expect(list.map((h: { name: string; position: number }) => [h.name, h.position])).toEqual([
      ["Familjen Andersson", 0],
      ["Berg", 1],
    ]);
    expect(new Set(list.map((h: { token: string }) => h.token)).size).toBe(2);

    // The same file again: every guest is flagged as already on the list.
    const again = (await importFile(siteId, cookie, Buffer.from(SWEDISH_CSV), { dryRun: true })).json()
      .preview;
    expect(again.duplicates.map((d: { row: number }) => d.row)).toEqual([2, 3, 4, 5]);
    expect(again.duplicates[0]).toMatchObject({
      name: "Anna Andersson",
      existing: { household: "Familjen Andersson" },
    });
  });

  it("reads an .xlsx with English headings, Windows-1252 Danish text, and the owner's own mapping and skipped rows", async () => {
    const { siteId, cookie } = await ownerWithGroups();
    const { default: writeXlsxFile } = await import("write-excel-file/node");
    const cell = (value: string) => ({ value, type: String });
    const xlsx = (await writeXlsxFile([
      [cell("Name"), cell("Email"), cell("Household")],
      [cell("Eva Ek"), cell("eva@example.com"), cell("Ek")],
      [cell("Fredrik Ek"), cell(""), cell("Ek")],
    ] as never).toBuffer()) as Buffer;
    const read = (await importFile(siteId, cookie, xlsx, { dryRun: true, fileName: "guests.xlsx" })).json();
    expect(read.preview.columns.map((c: { field: string }) => c.field)).toEqual([
      "name",
      "email",
      "household",
    ]);
    expect(read.preview.households).toHaveLength(1);

    const danish = Buffer.from(
      "Navn,Fornavn,Husstand\nSøren Ærø,,Familien Ærø\nÅse Ærø,,Familien Ærø\n",
      "latin1",
    );
    const chosen = await importFile(siteId, cookie, danish, {
      fields: { mapping: JSON.stringify(["name", null, "household"]), skip: JSON.stringify([3]) },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ stored: true, households: 1, guests: 1 });
    const guests = await t.ctx.db.select().from(householdGuests).where(eq(householdGuests.siteId, siteId));
    expect(guests.map((g) => g.name)).toEqual(["Søren Ærø"]);
  });

  it("names the rows in error and stores nothing while any is left", async () => {
    const { siteId, cookie } = await ownerWithGroups();
    const file = Buffer.from(
      [
        "Namn,E-post,Barn,Grupp",
        "Anna,anna@example.se,nej,",
        ",x@example.se,,",
        "Bo,inte-en-adress,,",
        "Cilla,,kanske,",
        "Dan,,,Okänd",
      ].join("\n"),
    );
    const dry = (await importFile(siteId, cookie, file, { dryRun: true })).json().preview;
    expect(dry.errors.map((e: { row: number }) => e.row)).toEqual([3, 4, 5, 6]);
    expect(dry.errors[1].message).toContain("inte-en-adress");
    const refused = expectError(await importFile(siteId, cookie, file), 422, "IMPORT_ROWS_INVALID");
    expect(refused.issues?.map((issue: { path: string }) => issue.path)).toEqual([
      "row 3",
      "row 4",
      "row 5",
      "row 6",
    ]);
    expect(await countOf(siteId)).toBe(0);
    // Skipping them imports the rest.
    const skipped = await importFile(siteId, cookie, file, { fields: { skip: "[3,4,5,6]" } });
    expect(skipped.json()).toMatchObject({ stored: true, households: 1, guests: 1 });
  });

  it("imports 1,000 rows in one request", async () => {
    const { siteId, cookie } = await ownerWithGroups();
    const lines = ["Hushåll,Namn,Barn"];
    for (let i = 0; i < 1000; i++)
      lines.push(`Hushåll ${Math.floor(i / 2)},Gäst ${i},${i % 7 === 0 ? "barn" : ""}`);
    const done = await importFile(siteId, cookie, Buffer.from(lines.join("\n")));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ stored: true, households: 500, guests: 1000 });
    const codes = await t.ctx.db
      .select({ code: households.code })
      .from(households)
      .where(eq(households.siteId, siteId));
    expect(new Set(codes.map((row) => row.code)).size).toBe(500);
    const summary = (
      await t.app.inject({ url: `/api/sites/${siteId}/households/summary`, cookies: { session: cookie } })
    ).json();
    expect(summary.guests.invited).toEqual({ adults: 857, children: 143 });
  });

  it("refuses what is no guest list, bad mappings, and other owners, storing nothing", async () => {
    const { siteId, cookie } = await ownerWithGroups();
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    expectError(await importFile(siteId, cookie, png), 400, "IMPORT_FILE_INVALID");
    expectError(
      await importFile(siteId, cookie, Buffer.from("PK\u0003\u0004garbage")),
      400,
      "IMPORT_FILE_INVALID",
    );
    expectError(await importFile(siteId, cookie, null), 400, "IMPORT_FILE_INVALID");
    expectError(await importFile(siteId, cookie, Buffer.from("Namn\n")), 400, "IMPORT_FILE_EMPTY");
    const csv = Buffer.from("Namn,E-post\nAnna,a@example.se\n");
    for (const mapping of ['["name"]', '["name","name"]', '["name","shoe size"]', "{", '"name"'])
      expectError(await importFile(siteId, cookie, csv, { fields: { mapping } }), 400, "INVALID_INPUT");
    expectError(await importFile(siteId, cookie, csv, { fields: { skip: "[1]" } }), 400, "INVALID_INPUT");
    const noNames = (
      await importFile(siteId, cookie, csv, { dryRun: true, fields: { mapping: '[null,"email"]' } })
    ).json();
    expect(noNames.preview.errors).toEqual([{ row: 1, message: "no column is the guests' names" }]);
    const wide = Buffer.from(`${Array.from({ length: 61 }, (_, i) => `K${i}`).join(",")}\n`);
    expectError(await importFile(siteId, cookie, wide), 400, "IMPORT_FILE_INVALID");
    const huge = Buffer.alloc(5 * 1024 * 1024 + 10, "a");
    expectError(await importFile(siteId, cookie, huge), 400, "IMPORT_FILE_INVALID");
    expectError(await importFile(siteId, undefined, csv), 401, "NOT_LOGGED_IN");
    const other = await registerAndLogin(t.app);
    expectError(await importFile(siteId, other.cookie, csv), 403, "FORBIDDEN");
    expect(await countOf(siteId)).toBe(0);
  });
});

describe("export", () => {
  it("writes one row per guest with household, groups, status, code, link and answers per part, formula-safe", async () => {
    const { siteId, cookie } = await ownerWithGroups();
    await importFile(
      siteId,
      cookie,
      Buffer.from('Hushåll;Namn;Barn;Anteckning\nAndersson;Anna;;=HYPERLINK("x")\nAndersson;Cilla;barn;\n'),
    );
    const response = await t.app.inject({
      url: `/api/sites/${siteId}/households/export?language=sv`,
      cookies: { session: cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toContain("gaster.xlsx");
    const { rows } = readXlsx(new Uint8Array(response.rawPayload));
    const text = rows.map((row) => row.map((cell) => cell?.text ?? ""));
    expect(text[0]?.slice(0, 4)).toEqual(["Hushåll", "Namn", "Vuxen/barn", "E-post"]);
    expect(text[1]?.slice(0, 3)).toEqual(["Andersson", "Anna", "Vuxen"]);
    expect(text[2]?.slice(0, 3)).toEqual(["Andersson", "Cilla", "Barn"]);
    expect(text[1]?.[6]).toBe('\'=HYPERLINK("x")');
    expect(rows[1]?.[6]?.formula).toBeNull();
    expect(text[1]?.[7]).toBe("Hela dagen");
    expect(text[1]?.[11]).toBe("Inte svarat");
    expect(text[1]?.[12]).toMatch(/^[A-Z2-9]{6}$/);
    expect(text[1]?.[13]).toMatch(/^\/i\/[A-Za-z0-9_-]{43}$/);
    expect(rows[1]?.[10]).toMatchObject({ text: "0", type: "" });
    // Each guest's answer per part after the link: none yet.
    expect(text[0]?.slice(14)).toEqual(["Svar: Vigsel", "Svar: Fest"]);
    expect([text[1]?.[14] ?? "", text[1]?.[15] ?? ""]).toEqual(["", ""]);

    // Anna answers by phone (set by hand): coming to the wedding, not to the party.
    const list = await t.app.inject({ url: `/api/sites/${siteId}/households`, cookies: { session: cookie } });
    const andersson = list.json().households[0] as { id: string; guests: { id: string; name: string }[] };
    const anna = andersson.guests.find((guest) => guest.name === "Anna");
    const set = await t.app.inject({
      method: "PUT",
      url: `/api/sites/${siteId}/households/${andersson.id}/answers`,
      cookies: { session: cookie },
      payload: {
        guests: [
          {
            guestId: anna?.id,
            parts: [
              { partId: "vigsel", attending: true },
              { partId: "fest", attending: false },
            ],
          },
        ],
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const again = await t.app.inject({
      url: `/api/sites/${siteId}/households/export?language=sv`,
      cookies: { session: cookie },
    });
    const answered = readXlsx(new Uint8Array(again.rawPayload)).rows.map((row) =>
      row.map((cell) => cell?.text ?? ""),
    );
    expect(answered[1]?.slice(14)).toEqual(["Kommer", "Kommer inte"]);
    expect([answered[2]?.[14] ?? "", answered[2]?.[15] ?? ""]).toEqual(["", ""]);
    const other = await registerAndLogin(t.app);
    expectError(
      await t.app.inject({
        url: `/api/sites/${siteId}/households/export`,
        cookies: { session: other.cookie },
      }),
      403,
      "FORBIDDEN",
    );
  });
});
