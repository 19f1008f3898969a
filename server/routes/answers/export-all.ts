// Every guest answer of a site in one download (issue 12, "export all guest answers"): an .xlsx with
// one sheet per module that collects answers — each RSVP form, each form, each gift registry (the
// reservations: date, gift, quantity; a reservation holds nothing else of the guest). Answers of a
// module since removed from the page still get their sheet, under the title they were sent with.
// The sheets are built by core/answers.ts as osa.xlsx is, made formula-safe by export/formula-safe.ts,
// and written as a stream (export/xlsx-stream.ts).

import type { Readable } from "node:stream";
import { sheetCell, sheetCountCell, sheetDateCell, sheetNameFor } from "@core/answers";
import { calendarDay } from "@core/dates";
import { UI_LANGUAGES } from "@core/languages";
import { translate } from "@core/translation";
import { asc, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { giftReservations } from "../../db/schema";
import { siteFormTitles, XLSX_CONTENT_TYPE } from "../../export/answers-xlsx";
import {
  type AnswerPages,
  pagesOf,
  prepareAnswers,
  type SheetPlan,
  xlsxStream,
} from "../../export/xlsx-stream";
import type { SiteRow } from "../../guards";
import { requireOwnedSite } from "../../guards";
import { answeredForms, formSubmissionPages, rsvpPages } from "../../operations/answers";
import { PRIVATE_NO_STORE } from "../../operations/site-access";
import { defineRoute } from "../define";

export const ALL_ANSWERS_FILE = "alla-svar.xlsx";

const GIFT_HEADINGS: Record<string, { gifts: string; date: string; gift: string; quantity: string }> = {
  sv: { gifts: "Presenter", date: "Datum", gift: "Present", quantity: "Antal" },
  en: { gifts: "Gifts", date: "Date", gift: "Gift", quantity: "Quantity" },
  da: { gifts: "Gaver", date: "Dato", gift: "Gave", quantity: "Antal" },
};

/** Excel's rules for a sheet name: at most 31 characters, none of []:*?/\, unique in the file. */
function sheetNames() {
  const taken = new Set<string>();
  return (wanted: string) => {
    const base =
      wanted
        .replace(/[[\]:*?/\\]/g, " ")
        .trim()
        .slice(0, 31) || "-";
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1)
      name = `${base.slice(0, 31 - ` (${n})`.length)} (${n})`;
    taken.add(name.toLowerCase());
    return name;
  };
}

async function giftSheets(ctx: AppContext, site: SiteRow, language: string, name: (w: string) => string) {
  const rows = await ctx.db
    .select()
    .from(giftReservations)
    .where(eq(giftReservations.siteId, site.id))
    .orderBy(desc(giftReservations.createdAt), asc(giftReservations.id));
  const headings = GIFT_HEADINGS[language] ?? GIFT_HEADINGS.sv;
  if (!headings) return [];
  const registries = new Map<string, typeof rows>();
  for (const row of rows) registries.set(row.moduleId, [...(registries.get(row.moduleId) ?? []), row]);
  return [...registries].map(([moduleId, reservations]): SheetPlan => {
    const module = site.document.siteModules.find((m) => m.id === moduleId);
    const registry = module?.siteModuleType === "GiftRegistry" ? module : null;
    const titleOf = (itemId: string) =>
      translate(registry?.giftRegistry.items.find((item) => item.id === itemId)?.title, language) || itemId;
    const data = [
      [headings.date, headings.gift, headings.quantity].map((text) => sheetCell(text, true)),
      ...reservations.map((r) => [
        sheetDateCell(calendarDay(r.createdAt)),
        sheetCell(titleOf(r.itemId)),
        sheetCountCell(String(r.quantity)),
      ]),
    ];
    const moduleTitle = registry ? translate(registry.title, language) : "";
    return {
      cells: data,
      name: name(moduleTitle ? `${headings.gifts} - ${moduleTitle}` : headings.gifts),
      widths: [12, 40, 10],
    };
  });
}

/**
 * The workbook of every answer of the site; one empty RSVP sheet when there is none at all. Each
 * form's answers are read in pages, once to prepare its sheet and once as the file is sent
 * (export/xlsx-stream.ts).
 */
export async function allAnswersXlsx(ctx: AppContext, site: SiteRow, language: string): Promise<Readable> {
  const name = sheetNames();
  const formTitles = siteFormTitles(site.document);
  const sheetOf = async (pages: AnswerPages, kind: "rsvp" | "form"): Promise<SheetPlan> => {
    const answers = await prepareAnswers(pages, language, formTitles);
    const first = answers.first;
    const title = (first && formTitles[first.formId]) ?? first?.formTitle ?? "";
    const kindName = sheetNameFor(kind, language);
    return { name: name(title ? `${kindName} - ${title}` : kindName), answers };
  };
  const sheets: SheetPlan[] = [];
  for (const formId of await answeredForms(ctx, site.id, "rsvp")) {
    sheets.push(await sheetOf(() => rsvpPages(ctx, site.id, formId), "rsvp"));
  }
  for (const formId of await answeredForms(ctx, site.id, "form")) {
    sheets.push(await sheetOf(() => formSubmissionPages(ctx, site.id, formId), "form"));
  }
  sheets.push(...(await giftSheets(ctx, site, language, name)));
  if (sheets.length === 0) sheets.push(await sheetOf(pagesOf([]), "rsvp"));
  return xlsxStream(sheets);
}

export async function exportAllRoute(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/answers/export.xlsx",
    summary:
      "Every guest answer of the site (RSVPs, forms, gift reservations) as one .xlsx, a sheet per module",
    access: "owner",
    params: z.object({ siteId: z.string().max(100) }),
    query: z.object({ language: z.enum(UI_LANGUAGES).default("sv") }),
    handler: async ({ params, query, request, reply }) => {
      const { site } = await requireOwnedSite(ctx, request, params.siteId);
      const file = await allAnswersXlsx(ctx, site, query.language);
      return reply
        .header("content-type", XLSX_CONTENT_TYPE)
        .header("content-disposition", `attachment; filename="${ALL_ANSWERS_FILE}"`)
        .header("cache-control", PRIVATE_NO_STORE)
        .send(file);
    },
  });
}
