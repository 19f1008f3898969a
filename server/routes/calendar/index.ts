// GET /ics/{siteId}.ics[?part={partId}|?item={programmeItemId}][&lang={language}]: the event, one of its
// parts, or one item of its programme (issue 27; the item wins over a part) as a calendar file (issue 26
// "Add to calendar"; ics.ts writes it). An item that is not on this guest's page, or has no time or
// day, is 404 like an unknown part. A guest file like the page itself, not
// an API route: the same visibility as the public site API (GET /api/sites/public/{id}): 404 for a site
// guests cannot see (unknown, not published, expired) and for a page without a date or an unknown
// part; 401 PASSWORD_REQUIRED for a password-protected site until this visitor gave its password (or
// came by a personal link, which opens the page); the modules a personal link's household sees (its
// groups'), as on the page.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { ApiError } from "../../errors";
import { settingsOf } from "../../operations/households";
import { guestViewOf, invitationCookieName } from "../../operations/invitations";
import { findGuestSite, hasSiteAccess, PRIVATE_NO_STORE } from "../../operations/site-access";
import { calendarFileName, eventCalendar, eventTimeZoneOf, programmeItemEvent } from "./ics";

export const CALENDAR_TYPE = "text/calendar; charset=utf-8";

const fileParams = z.object({ file: z.string().regex(/^[A-Za-z0-9]{1,100}\.ics$/) });
const calendarQuery = z.object({
  part: z.string().max(100).optional(),
  item: z.string().max(100).optional(),
  lang: z.string().max(20).optional(),
});

/** The calendar file's path for a site (and part), for links on the page, in mails and invitations. */
export function calendarPath(siteId: string, partId?: string | null): string {
  return `/ics/${siteId}.ics${partId ? `?part=${encodeURIComponent(partId)}` : ""}`;
}

export async function calendarRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    "/ics/:file",
    { config: { rateLimit: { max: 120, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const params = fileParams.safeParse(request.params);
      const query = calendarQuery.safeParse(request.query);
      if (!params.success || !query.success) throw new ApiError("NOT_FOUND");
      const siteId = params.data.file.slice(0, -".ics".length);
      // Unknown, unpublished and expired sites: 404, as for the public site API.
      const row = await findGuestSite(ctx, siteId);
      // A protected site reveals neither date nor place before its password.
      if (!(await hasSiteAccess(ctx, request, row))) throw new ApiError("PASSWORD_REQUIRED");
      const site = await guestViewOf(ctx, request, row);
      const languages = site.availableLanguages.map((l) => l.languageCode);
      const language =
        query.data.lang && languages.includes(query.data.lang) ? query.data.lang : (languages[0] ?? "sv");
      let part: { id: string; name: string } | null = null;
      const item = query.data.item ? programmeItemEvent(site, query.data.item, language) : null;
      if (query.data.item && !item) throw new ApiError("NOT_FOUND");
      if (query.data.part && !item) {
        const { parts } = await settingsOf(ctx.db, row.id);
        part = parts.find((p) => p.id === query.data.part) ?? null;
        if (!part) throw new ApiError("NOT_FOUND");
      }
      const brand = ctx.config.brandDefinition;
      const calendar = eventCalendar({
        siteId: row.id,
        site,
        language,
        timeZone: eventTimeZoneOf(languages, ctx.config.market),
        part,
        item,
        stamp: row.updatedAt,
        brand: { displayName: brand.displayName, domain: brand.domain },
      });
      // A page without a date has nothing to put in a calendar.
      if (!calendar) throw new ApiError("NOT_FOUND");
      const personal = Boolean(row.password) || Boolean(request.cookies[invitationCookieName(row.id)]);
      return reply
        .header("content-type", CALENDAR_TYPE)
        .header("content-disposition", `attachment; filename="${calendarFileName(calendar.summary)}"`)
        .header("cache-control", personal ? PRIVATE_NO_STORE : "no-cache")
        .send(calendar.body);
    },
  );
}
