// The owner's answers: GET/DELETE /api/rsvps/{siteId}/v4, GET/DELETE /api/form-submissions/{siteId},
// and the osa.xlsx and export.xlsx downloads, read back cell by cell.

import { siteDocumentSchema } from "@core/site";
import type { SubmittedFormElement } from "@core/submissions";
import { createSiteModule } from "@modules/schemas";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formSubmissions, rsvps, sites } from "../../db/schema";
import { readXlsx } from "../../export/read-xlsx";
import { newId } from "../../ids";
import { insertFormSubmissionRows, insertRsvpRows } from "../../operations/answers";
import {
  createSiteFor,
  expectError,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile();

const EVIL = '=HYPERLINK("http://evil")';

const shortText = (id: string, label: Record<string, string>, value: string): SubmittedFormElement => ({
  formElement: { id, formElementType: "ShortText", label, required: false, showConditions: [] },
  value,
  selectedOption: null,
});
const attending = (chosen: "yes" | "no"): SubmittedFormElement => {
  const options = [
    { id: "optYes", text: { sv: "Ja", en: "Yes" } },
    { id: "optNo", text: { sv: "Nej", en: "No" } },
  ];
  const option = chosen === "yes" ? options[0]! : options[1]!;
  return {
    formElement: {
      id: "coming",
      formElementType: "SingleSelect",
      label: { sv: "Kommer du?", en: "Will you come?" },
      required: true,
      showConditions: [],
      options,
    },
    value: option.text.sv,
    selectedOption: { id: option.id, text: option.text.sv },
  };
};
const name = (value: string) => shortText("name", { sv: "Namn", en: "Name" }, value);

type Owner = { cookie: string; siteId: string };
let owner: Owner;
let stranger: Owner;

async function insertRsvp(
  siteId: string,
  createdAt: string,
  formElements: SubmittedFormElement[],
  group = newId(),
  guestIndex = 0,
): Promise<string> {
  const id = newId();
  await insertRsvpRows(t.ctx.db, {
    id,
    siteId,
    formId: "rsvp1",
    formTitle: "OSA",
    language: "sv",
    groupIdentifier: group,
    guestIndex,
    formElements,
    createdAt: new Date(createdAt),
  });
  return id;
}

async function insertFormSubmission(
  siteId: string,
  createdAt: string,
  formId: string,
  formElements: SubmittedFormElement[],
) {
  const id = newId();
  await insertFormSubmissionRows(t.ctx.db, {
    id,
    siteId,
    formId,
    formTitle: formId === "form1" ? "Tal" : "Buss",
    language: "sv",
    formElements,
    createdAt: new Date(createdAt),
  });
  return id;
}

const rsvpCount = async (siteId: string) =>
  (await t.ctx.db.select({ n: count() }).from(rsvps).where(eq(rsvps.siteId, siteId)))[0]?.n ?? -1;
const formCount = async (siteId: string) =>
  (await t.ctx.db.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.siteId, siteId)))[0]
    ?.n ?? -1;

const call = (method: "GET" | "DELETE", url: string, cookie?: string) =>
  t.app.inject({ method, url, ...(cookie === undefined ? {} : { cookies: { session: cookie } }) });

beforeAll(async () => {
  const a = await registerAndLogin(t.app);
  owner = { cookie: a.cookie, siteId: await createSiteFor(t.app, a.cookie) };
  const b = await registerAndLogin(t.app);
  stranger = { cookie: b.cookie, siteId: await createSiteFor(t.app, b.cookie) };
});

describe("GET /api/rsvps/{siteId}/v4", () => {
  it("gives the owner every guest, newest first, guests of one group in order", async () => {
    const site = owner.siteId;
    const group = newId();
    const oldest = await insertRsvp(site, "2025-05-01T10:00:00Z", [name("Eva"), attending("no")]);
    const second = await insertRsvp(site, "2025-05-03T10:00:00Z", [name("Erik"), attending("yes")], group, 1);
    const first = await insertRsvp(site, "2025-05-03T10:00:00Z", [name("Anna"), attending("yes")], group, 0);
    await insertRsvp(stranger.siteId, "2025-05-04T10:00:00Z", [name("Någon annan")]);

    const response = await call("GET", `/api/rsvps/${site}/v4`, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.map((d: { _id: string }) => d._id)).toEqual([first, second, oldest]);
    expect(data[0]).toEqual({
      _id: first,
      createdAt: "2025-05-03T10:00:00.000Z",
      language: "sv",
      formTitle: "OSA",
      formId: "rsvp1",
      groupIdentifier: group,
      recipients: [],
      formElements: [name("Anna"), attending("yes")],
    });
  });

  it("answers 401 without a session and 403 for another account's site or an unknown id", async () => {
    expectError(await call("GET", `/api/rsvps/${owner.siteId}/v4`), 401, "NOT_LOGGED_IN");
    expectError(await call("GET", `/api/rsvps/${owner.siteId}/v4`, "not-a-session"), 401, "NOT_LOGGED_IN");
    const foreign = expectError(
      await call("GET", `/api/rsvps/${owner.siteId}/v4`, stranger.cookie),
      403,
      "FORBIDDEN",
    );
    expect(JSON.stringify(foreign)).not.toContain("Eva");
    expectError(await call("GET", `/api/rsvps/${"0".repeat(24)}/v4`, owner.cookie), 403, "FORBIDDEN");
    expectError(await call("GET", "/api/rsvps/not-an-id/v4", owner.cookie), 403, "FORBIDDEN");
  });

  it("answers 414 in the error shape for a site id longer than any id (the router's limit)", async () => {
    expectError(await call("GET", `/api/rsvps/${"a".repeat(150)}/v4`, owner.cookie), 414, "INVALID_INPUT");
  });
});

describe("DELETE /api/rsvps/{siteId}/v4/{id}", () => {
  it("deletes the owner's answer, which is then gone", async () => {
    const id = await insertRsvp(owner.siteId, "2025-05-05T10:00:00Z", [name("Ida")]);
    const before = await rsvpCount(owner.siteId);
    const response = await call("DELETE", `/api/rsvps/${owner.siteId}/v4/${id}`, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ _id: id, deleted: true });
    expect(await rsvpCount(owner.siteId)).toBe(before - 1);
    const list = (await call("GET", `/api/rsvps/${owner.siteId}/v4`, owner.cookie)).json().data;
    expect(list.some((d: { _id: string }) => d._id === id)).toBe(false);
    // Deleting it again: it is not there any more.
    expectError(await call("DELETE", `/api/rsvps/${owner.siteId}/v4/${id}`, owner.cookie), 404, "NOT_FOUND");
  });

  it("cannot delete another site's answer: 404 through one's own site, 403 through theirs; nothing deleted", async () => {
    const theirs = await insertRsvp(stranger.siteId, "2025-05-06T10:00:00Z", [name("Per")]);
    const before = await rsvpCount(stranger.siteId);
    expectError(
      await call("DELETE", `/api/rsvps/${owner.siteId}/v4/${theirs}`, owner.cookie),
      404,
      "NOT_FOUND",
    );
    expectError(
      await call("DELETE", `/api/rsvps/${stranger.siteId}/v4/${theirs}`, owner.cookie),
      403,
      "FORBIDDEN",
    );
    expectError(await call("DELETE", `/api/rsvps/${stranger.siteId}/v4/${theirs}`), 401, "NOT_LOGGED_IN");
    expect(await rsvpCount(stranger.siteId)).toBe(before);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expectError(
      await call("DELETE", `/api/rsvps/${owner.siteId}/v4/${newId()}`, owner.cookie),
      404,
      "NOT_FOUND",
    );
    expectError(
      await call("DELETE", `/api/rsvps/${owner.siteId}/v4/${"x".repeat(101)}`, owner.cookie),
      414,
      "INVALID_INPUT",
    );
    expectError(
      await call("DELETE", `/api/rsvps/${owner.siteId}/v4/${encodeURIComponent("ö.ä")}`, owner.cookie),
      400,
      "INVALID_INPUT",
    );
    expectError(
      await call("DELETE", `/api/rsvps/${owner.siteId}/v4/bad%20id`, owner.cookie),
      400,
      "INVALID_INPUT",
    );
  });
});

describe("GET /api/rsvps/{siteId}/v4/osa.xlsx", () => {
  it("downloads osa.xlsx: headings, one row per guest, cells as text, a formula-like value as text with an apostrophe", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const site = await createSiteFor(t.app, cookie);
    // Oldest answer has a question the form no longer has ('Buss'); it keeps its column.
    await insertRsvp(site, "2025-05-01T08:00:00Z", [
      name("Eva"),
      shortText("bus", { sv: "Buss", en: "Bus" }, "Ja tack"),
      attending("yes"),
    ]);
    await insertRsvp(site, "2025-05-02T08:00:00Z", [name(EVIL), attending("no")]);
    await insertRsvp(site, "2025-05-03T23:30:00Z", [
      name("+46701234567"),
      attending("yes"),
      shortText("song", { sv: "Önskelåt" }, "ABBA"),
    ]);

    const response = await call("GET", `/api/rsvps/${site}/v4/osa.xlsx?language=sv`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toBe('attachment; filename="osa.xlsx"');
    expect(response.headers["cache-control"]).toContain("no-store");

    const { sheetName, rows } = readXlsx(new Uint8Array(response.rawPayload));
    expect(sheetName).toBe("OSA");
    // Cells a row leaves empty at its end are simply not written; pad to the heading row's width.
    const width = rows[0]?.length ?? 0;
    const texts = rows.map((row) => Array.from({ length: width }, (_, i) => row[i]?.text ?? null));
    expect(texts).toEqual([
      ["Datum", "Formulär", "Namn", "Buss", "Kommer du?", "Önskelåt"],
      // 23:30 UTC on 3 May is 4 May in Sweden.
      ["2025-05-04", "OSA", "+46701234567", null, "Ja", "ABBA"],
      ["2025-05-02", "OSA", `'${EVIL}`, null, "Nej", null],
      ["2025-05-01", "OSA", "Eva", "Ja tack", "Ja", null],
    ]);
    const cells = rows.flat().filter((cell) => cell !== null);
    // No cell is a formula; '=HYPERLINK(...)' gets an apostrophe so a CSV conversion or an edit cannot
    // make it one either (server/export/formula-safe.ts). Answers are string cells; the day is a real
    // date cell (a number shown as YYYY-MM-DD), so a spreadsheet sorts and filters by it (issue 23).
    expect(cells.every((cell) => cell.formula === null)).toBe(true);
    expect(
      rows
        .slice(1)
        .flatMap((row) => row.slice(1))
        .every((c) => c === null || c.type === "s"),
    ).toBe(true);
    expect(rows[2]?.[2]).toEqual({ text: `'${EVIL}`, type: "s", formula: null });
    expect(rows[1]?.[0]).toEqual({ text: "2025-05-04", type: "", formula: null, dateFormat: "yyyy-mm-dd" });

    const english = readXlsx(
      new Uint8Array((await call("GET", `/api/rsvps/${site}/v4/osa.xlsx?language=en`, cookie)).rawPayload),
    );
    expect(english.sheetName).toBe("RSVP");
    expect(english.rows[0]?.map((c) => c?.text)).toEqual([
      "Date",
      "Form",
      "Name",
      "Bus",
      "Will you come?",
      "Önskelåt",
    ]);
    expect(english.rows[1]?.[4]?.text).toBe("Yes");
  });

  it("names every answer to one module by its title in the site's first language (issue 15 item 5)", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const site = await createSiteFor(t.app, cookie);
    const document = validSiteDocument();
    const rsvp = createSiteModule("Rsvp", "rsvp1");
    rsvp.title = { sv: "OSA", en: "RSVP" };
    document.siteModules.push(rsvp);
    await t.ctx.db
      .update(sites)
      .set({ document: siteDocumentSchema.parse(document) })
      .where(eq(sites.id, site));
    await insertRsvp(site, "2025-05-01T08:00:00Z", [name("Eva"), attending("yes")]);
    // An English guest saw the module as 'RSVP'; the owner reads one module, 'OSA', in both.
    const english = await insertRsvp(site, "2025-05-02T08:00:00Z", [name("John"), attending("yes")]);
    await t.ctx.db.update(rsvps).set({ formTitle: "RSVP", language: "en" }).where(eq(rsvps.id, english));
    const { rows } = readXlsx(
      new Uint8Array((await call("GET", `/api/rsvps/${site}/v4/osa.xlsx?language=en`, cookie)).rawPayload),
    );
    expect(rows.slice(1).map((row) => row[1]?.text)).toEqual(["OSA", "OSA"]);
  });

  it("gives a sheet with only the headings when there are no answers", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const site = await createSiteFor(t.app, cookie);
    const response = await call("GET", `/api/rsvps/${site}/v4/osa.xlsx`, cookie);
    expect(response.statusCode).toBe(200);
    expect(readXlsx(new Uint8Array(response.rawPayload)).rows.map((r) => r.map((c) => c?.text))).toEqual([
      ["Datum", "Formulär"],
    ]);
  });

  it("answers 401, 403 and 400 (unknown language) in the error shape, not a file", async () => {
    expectError(await call("GET", `/api/rsvps/${owner.siteId}/v4/osa.xlsx`), 401, "NOT_LOGGED_IN");
    expectError(
      await call("GET", `/api/rsvps/${owner.siteId}/v4/osa.xlsx`, stranger.cookie),
      403,
      "FORBIDDEN",
    );
    expectError(
      await call("GET", `/api/rsvps/${owner.siteId}/v4/osa.xlsx?language=xx`, owner.cookie),
      400,
      "INVALID_INPUT",
    );
  });
});

describe("form submissions", () => {
  let speech: string;
  let bus: string;
  let theirs: string;

  beforeAll(async () => {
    speech = await insertFormSubmission(owner.siteId, "2025-05-01T08:00:00Z", "form1", [
      name("Karin"),
      shortText("minutes", { sv: "Minuter" }, "5"),
    ]);
    bus = await insertFormSubmission(owner.siteId, "2025-05-02T08:00:00Z", "form2", [
      name("Nils"),
      attending("yes"),
    ]);
    theirs = await insertFormSubmission(stranger.siteId, "2025-05-02T08:00:00Z", "form1", [name("Främling")]);
  });

  it("GET lists the owner's submissions newest first, and only theirs", async () => {
    const response = await call("GET", `/api/form-submissions/${owner.siteId}`, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.map((d: { _id: string }) => d._id)).toEqual([bus, speech]);
    expect(data[0]).toMatchObject({
      formId: "form2",
      formTitle: "Buss",
      formElements: [name("Nils"), attending("yes")],
    });
    expect(data[0]).not.toHaveProperty("groupIdentifier");
  });

  it("GET answers 401 without a session, 403 for another account or a malformed id, 414 for an over-long one", async () => {
    expectError(await call("GET", `/api/form-submissions/${owner.siteId}`), 401, "NOT_LOGGED_IN");
    expectError(
      await call("GET", `/api/form-submissions/${owner.siteId}`, stranger.cookie),
      403,
      "FORBIDDEN",
    );
    expectError(await call("GET", "/api/form-submissions/x'y", owner.cookie), 403, "FORBIDDEN");
    expectError(
      await call("GET", `/api/form-submissions/${"b".repeat(101)}`, owner.cookie),
      414,
      "INVALID_INPUT",
    );
  });

  it("exports one form's submissions, or all, as formular.xlsx", async () => {
    const one = await call(
      "GET",
      `/api/form-submissions/${owner.siteId}/export.xlsx?formId=form1&language=sv`,
      owner.cookie,
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers["content-disposition"]).toBe('attachment; filename="formular.xlsx"');
    const sheet = readXlsx(new Uint8Array(one.rawPayload));
    expect(sheet.sheetName).toBe("Formulär");
    expect(sheet.rows.map((r) => r.map((c) => c?.text ?? null))).toEqual([
      ["Datum", "Formulär", "Namn", "Minuter"],
      ["2025-05-01", "Tal", "Karin", "5"],
    ]);
    const all = readXlsx(
      new Uint8Array(
        (await call("GET", `/api/form-submissions/${owner.siteId}/export.xlsx`, owner.cookie)).rawPayload,
      ),
    );
    expect(all.rows).toHaveLength(3);
    expect(all.rows.flat().every((c) => c === null || c.formula === null)).toBe(true);
    // The day is a date cell and 'Minuter', a column of counts, a number cell (issue 23 item 10).
    expect(sheet.rows[1]?.map((c) => c?.type)).toEqual(["", "s", "s", ""]);
    expect(sheet.rows[1]?.[0]?.dateFormat).toBe("yyyy-mm-dd");
    expect(sheet.rows[1]?.[3]?.dateFormat).toBeUndefined();
  });

  it("export answers 401, 403 and 400 for a bad form id or language", async () => {
    const url = `/api/form-submissions/${owner.siteId}/export.xlsx`;
    expectError(await call("GET", url), 401, "NOT_LOGGED_IN");
    expectError(await call("GET", url, stranger.cookie), 403, "FORBIDDEN");
    expectError(
      await call("GET", `${url}?formId=${encodeURIComponent("<script>")}`, owner.cookie),
      400,
      "INVALID_INPUT",
    );
    expectError(await call("GET", `${url}?language=fi`, owner.cookie), 400, "INVALID_INPUT");
  });

  it("DELETE removes the owner's submission and never another site's", async () => {
    const before = await formCount(stranger.siteId);
    expectError(
      await call("DELETE", `/api/form-submissions/${owner.siteId}/${theirs}`, owner.cookie),
      404,
      "NOT_FOUND",
    );
    expectError(
      await call("DELETE", `/api/form-submissions/${stranger.siteId}/${theirs}`, owner.cookie),
      403,
      "FORBIDDEN",
    );
    expectError(
      await call("DELETE", `/api/form-submissions/${stranger.siteId}/${theirs}`),
      401,
      "NOT_LOGGED_IN",
    );
    expectError(
      await call("DELETE", `/api/form-submissions/${owner.siteId}/bad!id`, owner.cookie),
      400,
      "INVALID_INPUT",
    );
    expect(await formCount(stranger.siteId)).toBe(before);

    const response = await call("DELETE", `/api/form-submissions/${owner.siteId}/${speech}`, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const left = (await call("GET", `/api/form-submissions/${owner.siteId}`, owner.cookie)).json().data;
    expect(left.map((d: { _id: string }) => d._id)).toEqual([bus]);
    expectError(
      await call("DELETE", `/api/form-submissions/${owner.siteId}/${speech}`, owner.cookie),
      404,
      "NOT_FOUND",
    );
  });
});
