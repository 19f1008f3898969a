// What a page request (any path but the API's and the files') is for: its URL and the site mode its
// host gives. Shared by the GET pages and the password gate's form post, so both read hosts alike.
import { type SiteModeResult, siteModeFromHost } from "@core/host";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";

const NOT_A_PAGE = /^\/(api|assets|media|fonts)(\/|$)/;

/** Whether a request URL (path and query) is for a page rather than the API or the static files. */
export function isPagePath(requestUrl: string): boolean {
  return !NOT_A_PAGE.test(requestUrl);
}

/** The request's URL and site mode; null for the API's and the static files' paths. */
export function pageRequest(
  ctx: AppContext,
  request: FastifyRequest,
): { url: URL; site: SiteModeResult } | null {
  const url = new URL(request.url, "http://localhost");
  if (NOT_A_PAGE.test(url.pathname)) return null;
  const site = siteModeFromHost({
    host: request.headers.host,
    domainHost: url.searchParams.get("domainHost"),
    editorDomains: ctx.config.editorDomains,
  });
  return { url, site };
}
