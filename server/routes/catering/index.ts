// The caterer's part of a site (issue 28): the guest list's counts and the caterer's summary, per part of
// the day, and the same as a CSV file. For the owner, co-owners and the caterer (requireSiteRole); every
// other guest-list route stays the owners' own. The answers are built field by field from the overview
// and the caterer's summary: no household, no name, no mail, phone or address reaches them.
//   GET /api/sites/{siteId}/catering          → { parts, guests, caterer }
//   GET /api/sites/{siteId}/catering/export   → text/csv (UTF-8 with BOM, ';'), ?language=sv|en|da
import { WHOLE_EVENT } from "@core/guest-list";
import type { CatererSummary, Counts } from "@core/guest-list-api";
import { siteLanguages } from "@core/site";
import { uiLanguageFor } from "@web/i18n";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { formulaSafe } from "../../export/formula-safe";
import { requireSiteRole } from "../../guards";
import { catererSummary } from "../../operations/household-answers";
import { guestListSummary } from "../../operations/households";
import { defineRoute } from "../define";

/** Who reads the caterer's part. */
export const CATERING_ROLES = ["primary", "owner", "caterer"] as const;

const siteParams = z.object({ siteId: z.string().max(100) });
const exportQuery = z.object({ language: z.enum(["sv", "en", "da"]).optional() });

type Language = "sv" | "en" | "da";

/** A part's counts as the caterer reads them: coming, not coming, not answered (adults and children). */
export type CateringPart = {
  id: string;
  name: string;
  attending: Counts;
  declined: Counts;
  notAnswered: Counts;
};

export type CateringView = {
  /** The parts of the day; one with id WHOLE_EVENT and no name when the site has none. */
  parts: CateringPart[];
  caterer: CatererSummary;
};

const counts = (from: Counts): Counts => ({ adults: from.adults, children: from.children });

async function cateringOf(ctx: AppContext, siteId: string, language: string): Promise<CateringView> {
  const summary = await guestListSummary(ctx, siteId);
  const parts: CateringPart[] =
    summary.parts.length > 0
      ? summary.parts.map((part) => ({
          id: part.id,
          name: part.name,
          attending: counts(part.attending),
          declined: counts(part.declined),
          notAnswered: counts(part.notAnswered),
        }))
      : [
          {
            id: WHOLE_EVENT,
            name: "",
            attending: counts(summary.guests.attending),
            declined: counts(summary.guests.declined),
            notAnswered: counts(summary.guests.notAnswered),
          },
        ];
  // No names: the caterer's summary names no one unless the owner asks on the guest list.
  const caterer = await catererSummary(ctx, siteId, summary.parts, language, null);
  return {
    parts,
    caterer: {
      questions: caterer.questions.map((question) => ({
        id: question.id,
        label: question.label,
        parts: question.parts.map((part) => ({
          id: part.id,
          name: part.name,
          options: part.options.map((option) => ({ id: option.id, text: option.text, count: option.count })),
        })),
      })),
    },
  };
}

const WORDS: Record<
  Language,
  {
    part: string;
    wholeEvent: string;
    coming: string;
    children: string;
    notComing: string;
    notAnswered: string;
    question: string;
    answer: string;
    count: string;
    file: string;
  }
> = {
  sv: {
    part: "Del",
    wholeEvent: "Hela dagen",
    coming: "Kommer",
    children: "Varav barn",
    notComing: "Kommer inte",
    notAnswered: "Inte svarat",
    question: "Fråga",
    answer: "Svar",
    count: "Antal",
    file: "catering.csv",
  },
  en: {
    part: "Part",
    wholeEvent: "The whole day",
    coming: "Coming",
    children: "Of whom children",
    notComing: "Not coming",
    notAnswered: "Not answered",
    question: "Question",
    answer: "Answer",
    count: "Count",
    file: "catering.csv",
  },
  da: {
    part: "Del",
    wholeEvent: "Hele dagen",
    coming: "Kommer",
    children: "Heraf børn",
    notComing: "Kommer ikke",
    notAnswered: "Ikke svaret",
    question: "Spørgsmål",
    answer: "Svar",
    count: "Antal",
    file: "catering.csv",
  },
};

const total = (c: Counts) => c.adults + c.children;
const cell = (value: string | number) => {
  const text = typeof value === "number" ? String(value) : formulaSafe(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The caterer's part as CSV: the counts per part, a blank line, then each question's answers per part. */
export function cateringCsv(view: CateringView, language: Language): string {
  const words = WORDS[language];
  const partName = (part: { id: string; name: string }) =>
    part.id === WHOLE_EVENT ? words.wholeEvent : part.name;
  const rows: (string | number)[][] = [
    [words.part, words.coming, words.children, words.notComing, words.notAnswered],
    ...view.parts.map((part) => [
      partName(part),
      total(part.attending),
      part.attending.children,
      total(part.declined),
      total(part.notAnswered),
    ]),
  ];
  if (view.caterer.questions.length > 0) {
    rows.push([], [words.question, words.answer, words.part, words.count]);
    for (const question of view.caterer.questions)
      for (const part of question.parts)
        for (const option of part.options)
          rows.push([question.label, option.text, partName(part), option.count]);
  }
  return `\uFEFF${rows.map((row) => row.map(cell).join(";")).join("\r\n")}\r\n`;
}

export async function cateringRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/catering",
    summary:
      "The caterer's part: per part of the day, coming, not coming and not answered (adults and children), and the caterer's summary without names (owner, co-owners and the caterer)",
    access: "owner",
    params: siteParams,
    handler: async ({ params, request }) => {
      const { site } = await requireSiteRole(ctx, request, params.siteId, CATERING_ROLES);
      const language = siteLanguages(site.document)[0] ?? "sv";
      return cateringOf(ctx, site.id, language);
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/sites/:siteId/catering/export",
    summary: "The caterer's part as a CSV file, without names or contact details",
    access: "owner",
    params: siteParams,
    query: exportQuery,
    handler: async ({ params, query, request, reply }) => {
      const { site } = await requireSiteRole(ctx, request, params.siteId, CATERING_ROLES);
      const siteLanguage = siteLanguages(site.document)[0] ?? "sv";
      const language = query.language ?? uiLanguageFor(siteLanguage);
      const view = await cateringOf(ctx, site.id, siteLanguage);
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${WORDS[language].file}"`);
      return reply.send(cateringCsv(view, language));
    },
  });
}
