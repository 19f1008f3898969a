// GET /robots.txt on every host (issue 11 item 8). The product's own host: its start page, log-in, quick
// start and the demo link may be crawled (with the files they need to render); the editor, the
// account pages, password-reset links and the API may not, nor guest pages reached through
// ?domainHost= on it (each is crawlable at its own host). A guest host follows its site's metaNoindex.
// A protected site shows crawlers only its password gate, and a host with no visible site (unknown,
// unpublished, expired) has nothing to crawl: both disallow everything.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { findPublishedSiteByHost } from "../operations/sites";
import { pageRequest } from "../ssr/page-request";

const OWNER_HOST_ROBOTS = [
  "User-agent: *",
  "Allow: /$",
  "Allow: /logga-in$",
  "Allow: /villkor$",
  "Allow: /integritet$",
  "Allow: /snabbstart",
  "Allow: /*/snabbstart",
  "Allow: /kom-igang$",
  "Allow: /demo$",
  "Allow: /assets/",
  "Allow: /fonts/",
  "Disallow: /",
  "",
].join("\n");

const ALLOW_ALL = "User-agent: *\nAllow: /\n";
const DISALLOW_ALL = "User-agent: *\nDisallow: /\n";

/** The robots.txt for a guest host: what its site (if guests may see one there) allows. */
async function guestHostRobots(ctx: AppContext, host: string | null): Promise<string> {
  const site = host ? await findPublishedSiteByHost(ctx, host) : null;
  if (!site || site.password || site.metaNoindex) return DISALLOW_ALL;
  return ALLOW_ALL;
}

export async function robotsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/robots.txt", async (request, reply) => {
    // The same host reading as the pages (Host header, or ?domainHost= locally).
    const page = pageRequest(ctx, request);
    const body =
      page?.site.mode === "PUBLIC" ? await guestHostRobots(ctx, page.site.host) : OWNER_HOST_ROBOTS;
    // Short: a changed metaNoindex or a new publish should reach crawlers soon.
    return reply
      .header("content-type", "text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .send(body);
  });
}
