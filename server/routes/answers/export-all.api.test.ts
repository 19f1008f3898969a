// GET /api/sites/{siteId}/answers/export.xlsx (issue 12): every answer of the site in one file, a sheet
// per RSVP form, per form and per gift registry; owner only; formula-like answers kept as text.
import type { SubmittedFormElement } from "@core/submissions";
import { createSiteModule } from "@modules/schemas";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { giftReservations } from "../../db/schema";
import { newId } from "../../ids";
import { insertFormSubmissionRows, insertRsvpRows } from "../../operations/answers";
import { expectError, ownerWithSite, testAppForThisFile, validSiteDocument } from "../../test/harness";

const t = testAppForThisFile();

const answer = (label: string, value: string): SubmittedFormElement[] => [
  {
    formElement: {
      id: "q1",
      formElementType: "ShortText",
      label: { sv: label },
      required: false,
      showConditions: [],
    },
    value,
    selectedOption: null,
  },
];

/** The workbook's sheet names and every text in it. */
function readWorkbook(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  const read = (name: string) => strFromU8(files[name] ?? new Uint8Array());
  const sheets = [...read("xl/workbook.xml").matchAll(/<sheet\b[^>]*\bname="([^"]*)"/g)].map((m) => m[1]);
  const texts = [...read("xl/sharedStrings.xml").matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) =>
    (m[1] ?? "")
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  );
  const formulas = Object.keys(files).filter((name) => /<f\b/.test(read(name)));
  // Number cells (no t attribute): dates and counts.
  const numbers = Object.keys(files)
    .filter((name) => name.startsWith("xl/worksheets/"))
    .flatMap((name) => [...read(name).matchAll(/<c\b(?![^>]*\bt=)[^>]*><v>([^<]*)<\/v>/g)].map((m) => m[1]));
  return { sheets, texts, formulas, numbers };
}

async function siteWithAnswers() {
  const owner = await ownerWithSite(t.app);
  const doc = validSiteDocument();
  const gifts = createSiteModule("GiftRegistry", "CLIENTIDgifts1");
  gifts.title = { sv: "Önskelista" };
  gifts.giftRegistry.items = [
    {
      id: "knives",
      title: { sv: "Knivar" },
      description: {},
      link: "",
      reservable: true,
      quantity: 3,
      image: null,
    },
  ];
  doc.siteModules.push(gifts);
  const saved = await t.app.inject({
    method: "PUT",
    url: `/api/sites/V2/${owner.siteId}`,
    cookies: { session: owner.cookie },
    payload: doc as object,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const db = t.ctx.db;
  const common = { siteId: owner.siteId, language: "sv" };
  await insertRsvpRows(db, [
    {
      ...common,
      id: newId(),
      formId: "rsvp1",
      formTitle: "OSA",
      groupIdentifier: newId(),
      formElements: answer("Namn", "Anna Andersson"),
    },
    {
      ...common,
      id: newId(),
      formId: "rsvp1",
      formTitle: "OSA",
      groupIdentifier: newId(),
      formElements: answer("Namn", "=HYPERLINK(1)"),
    },
    {
      ...common,
      id: newId(),
      formId: "rsvp2",
      formTitle: "Middag",
      groupIdentifier: newId(),
      formElements: answer("Allergi", "Nötter"),
    },
  ]);
  await insertFormSubmissionRows(db, [
    {
      ...common,
      id: newId(),
      formId: "form1",
      formTitle: "Tal",
      formElements: answer("Vem talar?", "Farfar Erik"),
    },
    {
      ...common,
      id: newId(),
      formId: "form2",
      formTitle: "Buss",
      formElements: answer("Platser", "Två platser"),
    },
  ]);
  await db.insert(giftReservations).values({
    siteId: owner.siteId,
    moduleId: "CLIENTIDgifts1",
    itemId: "knives",
    quantity: 2,
    passwordHash: "x",
  });
  return owner;
}

const exportOf = (siteId: string, cookie?: string, query = "") =>
  t.app.inject({
    method: "GET",
    url: `/api/sites/${siteId}/answers/export.xlsx${query}`,
    ...(cookie ? { cookies: { session: cookie } } : {}),
  });

describe("exporting every answer", () => {
  it("holds every answer, a sheet per RSVP form, form and gift registry", async () => {
    const owner = await siteWithAnswers();
    const response = await exportOf(owner.siteId, owner.cookie);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toBe('attachment; filename="alla-svar.xlsx"');
    expect(response.headers["cache-control"]).toMatch(/no-store/);
    const { sheets, texts, formulas, numbers } = readWorkbook(response.rawPayload);
    expect([...sheets].sort()).toEqual(
      ["OSA - OSA", "OSA - Middag", "Formulär - Tal", "Formulär - Buss", "Presenter - Önskelista"].sort(),
    );
    for (const text of [
      "Anna Andersson",
      "Nötter",
      "Farfar Erik",
      "Två platser",
      "Knivar",
      "Vem talar?",
      "Antal",
    ])
      expect(texts).toContain(text);
    // A formula-like answer stays text (export/formula-safe.ts), and no cell is a formula.
    // The reservation's quantity is a number cell, not the text '2' (issue 23 item 10).
    expect(texts).not.toContain("2");
    expect(numbers).toContain("2");
    expect(texts).toContain("'=HYPERLINK(1)");
    expect(formulas).toEqual([]);
  });

  it("writes the headings in the asked language and gives a site without answers one empty sheet", async () => {
    const owner = await siteWithAnswers();
    const english = readWorkbook((await exportOf(owner.siteId, owner.cookie, "?language=en")).rawPayload);
    expect(english.sheets).toContain("Gifts - Önskelista");
    expect(english.texts).toContain("Quantity");
    const empty = await ownerWithSite(t.app);
    const response = await exportOf(empty.siteId, empty.cookie);
    expect(response.statusCode).toBe(200);
    expect(readWorkbook(response.rawPayload).sheets).toEqual(["OSA"]);
  });

  it("is the owner's only", async () => {
    const owner = await siteWithAnswers();
    const stranger = await ownerWithSite(t.app);
    expectError(await exportOf(owner.siteId), 401, "NOT_LOGGED_IN");
    expectError(await exportOf(owner.siteId, stranger.cookie), 403, "FORBIDDEN");
    expectError(await exportOf(owner.siteId, owner.cookie, "?language=xx"), 400, "INVALID_INPUT");
  });
});
