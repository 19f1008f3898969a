// osa.xlsx and export.xlsx read back: answers starting with = + - @ (or a tab or CR) are written with a
// leading apostrophe, so neither a CSV conversion nor an edit turns them into formulas (issue 12 item 5).
import type { SubmittedFormElement } from "@core/submissions";
import { describe, expect, it } from "vitest";
import { newId } from "../ids";
import { insertFormSubmissionRows, insertRsvpRows } from "../operations/answers";
import { createSiteFor, registerAndLogin, testAppForThisFile } from "../test/harness";
import { readXlsx } from "./read-xlsx";

const t = testAppForThisFile();

const EVIL = [
  '=HYPERLINK("http://evil","x")',
  "+cmd|' /C calc'!A0",
  "-1+cmd|' /C calc'!A0",
  "@SUM(A1)",
  "\t=1",
  "\r=1",
];
const PHONE = "+46 70 123 45 67";

const answer = (id: string, value: string): SubmittedFormElement => ({
  formElement: { id, formElementType: "ShortText", label: { sv: id }, required: false, showConditions: [] },
  value,
  selectedOption: null,
});

describe("spreadsheet exports and formula injection", () => {
  it("write every formula-like answer as text with an apostrophe, in osa.xlsx and export.xlsx", async () => {
    const { cookie } = await registerAndLogin(t.app);
    const siteId = await createSiteFor(t.app, cookie);
    for (const [index, value] of EVIL.entries()) {
      const elements = [answer("svar", value), answer("telefon", PHONE)];
      const common = { id: newId(), siteId, formTitle: "OSA", language: "sv", formElements: elements };
      const createdAt = new Date(Date.UTC(2025, 4, 1 + index));
      await insertRsvpRows(t.ctx.db, {
        ...common,
        formId: "rsvp1",
        groupIdentifier: newId(),
        guestIndex: 0,
        createdAt,
      });
      await insertFormSubmissionRows(t.ctx.db, { ...common, id: newId(), formId: "form1", createdAt });
    }
    for (const url of [`/api/rsvps/${siteId}/v4/osa.xlsx`, `/api/form-submissions/${siteId}/export.xlsx`]) {
      const response = await t.app.inject({ method: "GET", url, cookies: { session: cookie } });
      expect(response.statusCode, response.body).toBe(200);
      const { rows } = readXlsx(new Uint8Array(response.rawPayload));
      const cells = rows.flat().filter((c) => c !== null);
      expect(cells.every((c) => c.formula === null)).toBe(true);
      const texts = cells.map((c) => c.text);
      // Answers are trimmed into the table (core/answers.ts), so '\t=1' arrives as '=1'.
      for (const value of EVIL.map((v) => v.trim())) {
        expect(texts, url).toContain(`'${value}`);
        expect(texts, url).not.toContain(value);
      }
      // A phone number is a number, not a formula: kept as the guest wrote it.
      expect(texts.filter((text) => text === PHONE)).toHaveLength(EVIL.length);
    }
  });
});
