// Pages by host (SPEC §1, §2 Public site): a PUBLIC host (or ?domainHost= locally) gets its site's
// guest page, server-rendered, with language routing; the product's own hosts get the owner app.

import { choosePageLanguage, guessLanguageFromHost, parseAcceptLanguage } from "@core/languages";
import { siteLanguages } from "@core/site";
import fastifyStatic from "@fastify/static";
import { APP_CONFIG_ID, type AppConfig } from "@web/app/config";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { accountOfSession, sessionToken } from "../auth/sessions";
import type { AppContext } from "../context";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";
import { redirectTargetOf } from "../hosts/redirects";
import { EncodedBody, sendEncoded } from "../http/encoded-body";
import {
  greetingOf,
  type InvitationGreeting,
  invitationByToken,
  invitationCookieName,
  invitationOfRequest,
  markLinkOpened,
  setInvitationCookie,
} from "../operations/invitations";
import {
  grantSiteAccess,
  hasSiteAccess,
  PRIVATE_NO_STORE,
  presentGuestSite,
  setAccessCookie,
} from "../operations/site-access";
import {
  findGuestSiteByHost,
  findPublishedSiteByHost,
  findSiteById,
  type GuestSiteAtHost,
  isPubliclyVisible,
} from "../operations/sites";
import { countGuestPageView, flushVisitsOnClose } from "../operations/visits";
import { FONTS_DIR } from "../paths";
import { TRACKER_PATH } from "../routes/analytics";
import { editorDataScript } from "./editor-data";
import { renderExpiredPage } from "./expired-page";
import { gateFormRoutes } from "./gate-form";
import {
  passwordGateAction,
  passwordGateLanguage,
  renderGuestPage,
  renderNotFoundPage,
  renderPasswordPage,
} from "./guest-page";
import { escapeHtml, scriptJson } from "./html";
import { rsvpInvitationOf } from "./invitation-facts";
import { loginFormRoutes } from "./login-form";
import { loadClientAssets } from "./manifest";
import { ownerAppPage } from "./owner-app";
import { type HostSite, pageCacheOf, pageKey, siteForGroupsOf, visibleUntilOf } from "./page-cache";
import { pageRequest } from "./page-request";

function appConfigOf(ctx: AppContext, demoSiteId: string | null): AppConfig {
  const brand = ctx.config.brandDefinition;
  return {
    brand: brand.brand,
    market: brand.market,
    displayName: brand.displayName,
    domain: brand.domain,
    contactMail: brand.contactMail,
    demoHost: brand.demoHost,
    demoSiteId,
    // How long guests' answers outlive a publication (ANSWERS_RETENTION_DAYS), as the privacy notice says it.
    answersRetentionMonths: Math.max(1, Math.round(ctx.config.answersRetentionDays / 30)),
    analytics: ctx.config.analytics.provider !== "off",
  };
}

function withAppConfig(appHtml: string, ctx: AppContext, demoSiteId: string | null): string {
  const brand = ctx.config.brandDefinition;
  const config = appConfigOf(ctx, demoSiteId);
  return appHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.displayName)}</title>`)
    .replace(/<html lang="[a-z]+">/, `<html lang="${brand.defaultLanguage}">`)
    .replace(
      "</head>",
      `<script type="application/json" id="${APP_CONFIG_ID}">${scriptJson(config)}</script>${
        // The tracker loads beside the app, never before it (SPEC §7: the app waits for it).
        config.analytics ? `<script async src="${TRACKER_PATH}"></script>` : ""
      }</head>`,
    );
}

const HTML_TYPE = "text/html; charset=utf-8";

/** What the page cache keeps of a site published at a host (page-cache.ts HostSite). */
function hostSiteOf(row: SiteRow, offersFindInvitation: boolean): HostSite {
  return {
    id: row.id,
    currentVersionId: row.currentVersionId,
    password: row.password,
    isDemo: row.isDemo,
    languages: siteLanguages(row.document),
    offersFindInvitation,
  };
}

const DEMO_PATHS = new Set(["/demo", "/digital-studentinbjudan/demo"]);

/**
 * Where an old address's request goes: the same path and query on the new host, over the scheme the
 * request came with; a local preview (?domainHost=) stays on this server with the new host named.
 */
function movedLocation(ctx: AppContext, request: FastifyRequest, url: URL, newHost: string): string {
  if (url.searchParams.has("domainHost")) {
    const query = new URLSearchParams(url.search);
    query.set("domainHost", newHost);
    return `${url.pathname}?${query.toString()}`;
  }
  // Guests' pages are served over HTTPS wherever the product is (Caddy in front), whatever the proxy says.
  const scheme = ctx.config.publicUrl.startsWith("https:") ? "https" : request.protocol;
  return `${scheme}://${newHost}${url.pathname}${url.search}`;
}

/** What a household's own page is rendered from beyond the site: its key in the page cache. */
const personalView = (householdId: string, groups: readonly string[], greeting: InvitationGreeting) =>
  `household\n${householdId}\n${JSON.stringify([[...groups].sort(), greeting])}`;

export async function pageRoutes(app: FastifyInstance, ctx: AppContext) {
  // In development the bundles are rebuilt while the server runs (npm run dev): read them per request.
  const live = ctx.config.nodeEnv === "development";
  let assets = loadClientAssets();
  if (!assets.guest)
    ctx.log.warn("No client build found (dist/client): pages are served without scripts. Run npm run build.");
  const brand = ctx.config.brandDefinition;
  // The demo site quick start copies: made at start (server.ts) before the routes; looked up again
  // while missing, so a demo site made later is still found.
  const findDemoSiteId = async () => (await findPublishedSiteByHost(ctx, brand.demoHost))?.id ?? null;
  let demoSiteId = await findDemoSiteId();
  let ownerAppHtml = assets.appHtml ? withAppConfig(assets.appHtml, ctx, demoSiteId) : null;
  let assetsSeen = JSON.stringify(assets);
  const refresh = () => {
    if (!live) return;
    assets = loadClientAssets();
    // Rebuilt bundles: the cached pages name the old files.
    const seen = JSON.stringify(assets);
    if (seen !== assetsSeen) pageCacheOf(ctx).clear();
    assetsSeen = seen;
    ownerAppHtml = assets.appHtml ? withAppConfig(assets.appHtml, ctx, demoSiteId) : null;
  };

  await app.register(fastifyStatic, {
    root: FONTS_DIR,
    prefix: "/fonts/",
    immutable: true,
    maxAge: "365d",
    index: false,
    decorateReply: false,
    allowedPath: (path) => /^\/[a-z0-9-]+\/files\/[a-z0-9-]+\.woff2?$/.test(path),
  });

  const html = (reply: FastifyReply, status: number, body: string | Buffer, cacheControl = "no-cache") =>
    reply.code(status).header("content-type", HTML_TYPE).header("cache-control", cacheControl).send(body);

  const cache = pageCacheOf(ctx);
  flushVisitsOnClose(app, ctx);

  /**
   * The site guests may see at the host: from the cache (the few facts a request needs), else read
   * and kept when visible; `row` is the whole row when it was read now (a render needs its document).
   */
  async function visibleSite(
    host: string,
    ticket: number,
  ): Promise<{ site: HostSite | null; readNow: GuestSiteAtHost | null; atHost: SiteRow | null }> {
    const cached = cache.site(host);
    if (cached) return { site: cached, readNow: null, atHost: null };
    // One look-up: a site published here that guests may not see any more has expired.
    const found = await findGuestSiteByHost(ctx, host);
    const atHost = found?.row ?? null;
    if (!found || !atHost || !isPubliclyVisible(atHost)) return { site: null, readNow: null, atHost };
    const site = hostSiteOf(atHost, found.offersFindInvitation);
    cache.storeSite(ticket, host, site, visibleUntilOf(atHost));
    return { site, readNow: found, atHost };
  }

  async function guestPage(
    request: FastifyRequest,
    reply: FastifyReply,
    host: string,
    isDemo: boolean,
    url: URL,
  ) {
    const uiGuess = guessLanguageFromHost(host);
    // Taken before anything is read: a store after a change to the site is refused (page-cache.ts).
    const ticket = cache.begin();
    const { site, readNow, atHost } = await visibleSite(host, ticket);
    if (!site) {
      if (!atHost) {
        // An address the site moved away from: the same path and query on its new address (301).
        const movedTo = await redirectTargetOf(ctx, host);
        if (movedTo) return reply.redirect(movedLocation(ctx, request, url, movedTo), 301);
        return html(reply, 404, renderNotFoundPage(uiGuess, { brand, assets }));
      }
      // A page whose paid period has ended says so (410) in its own language, for its owner to extend.
      const language = passwordGateLanguage(
        siteLanguages(atHost.document),
        url,
        request.headers["accept-language"],
        uiGuess,
      );
      const loginUrl = `${ctx.config.publicUrl}/logga-in`;
      return html(reply, 410, renderExpiredPage(language, { brand, assets, loginUrl }));
    }
    const { languages } = site;
    const segments = url.pathname.split("/").filter(Boolean);
    const linkQuery = url.searchParams.has("domainHost")
      ? `?domainHost=${encodeURIComponent(url.searchParams.get("domainHost") ?? "")}`
      : "";
    // A personal link (issue 25): remembered in a cookie, and on a protected site as its access too.
    if (segments[0] === "i" && segments.length === 2)
      return openPersonalLink(request, reply, site, segments[1] ?? "", linkQuery, uiGuess);
    if (!(await hasSiteAccess(ctx, request, site))) {
      // Nothing of the site before its password: no title, modules or state, only the gate.
      const gateLanguage = passwordGateLanguage(languages, url, request.headers["accept-language"], uiGuess);
      const action = passwordGateAction(languages, url);
      return html(reply, 401, renderPasswordPage(site.id, gateLanguage, { brand, assets }, { action }));
    }

    if (segments.length === 0 && languages.length > 1) {
      const browser = parseAcceptLanguage(request.headers["accept-language"]);
      const language = choosePageLanguage(languages, browser) ?? languages[0];
      return reply.redirect(`/${language}${url.search}`, 302);
    }
    const language = segments.length === 0 ? (languages[0] ?? "sv") : segments[0];
    if (segments.length > 1 || !language || !languages.includes(language)) {
      return html(reply, 404, renderNotFoundPage(uiGuess, { brand, assets }));
    }

    // Only a page that will be shown counts a view (in memory, operations/visits.ts).
    countGuestPageView(ctx, request, site.id);
    // A household that came by its personal link is greeted and answers for its own guests: its page is
    // its own (its groups' modules and questions, core/group-visibility.ts), kept under a key of its
    // own that holds everything it is rendered from, and never by a shared cache (private, no-store).
    const invitation = request.cookies[invitationCookieName(site.id)]
      ? await invitationOfRequest(ctx, request, site.id)
      : null;
    const greeting = invitation ? greetingOf(invitation) : null;
    const key = pageKey({
      siteId: site.id,
      versionId: site.currentVersionId,
      language,
      isDemo,
      linkQuery,
      access: site.password ? "granted" : "open",
      ...(invitation && greeting
        ? { view: personalView(invitation.household.id, invitation.household.groups, greeting) }
        : {}),
    });
    let page = cache.page(key);
    reply.header("x-cache", invitation ? (page ? "personal-hit" : "personal") : page ? "hit" : "miss");
    if (!page) {
      // The host's facts came from the cache: the document is read now. A change since the facts were
      // kept invalidated them after this request's ticket, so what is rendered here is not stored.
      // A version rendered before (another household's page, another language) is not read again
      // (page-cache.ts preparedSite: dropped with the site's pages by every change).
      const prepared = readNow ? undefined : cache.preparedSite(site.id, site.currentVersionId);
      const row = prepared?.row ?? readNow?.row ?? (await findSiteById(ctx, site.id));
      if (!row || !isPubliclyVisible(row))
        return html(reply, 404, renderNotFoundPage(uiGuess, { brand, assets }));
      // The reservations are read with the page: a reservation invalidates the site's pages.
      const presented = prepared?.site ?? (await presentGuestSite(ctx, row, readNow?.giftReservations));
      if (!prepared) cache.storePreparedSite(ticket, { row, site: presented }, visibleUntilOf(row));
      // The open page's view (no personal link) is what everyone sees and what is marked for the open
      // page, never a group's own modules or questions.
      const guestSite = siteForGroupsOf(prepared, presented, invitation?.household.groups ?? null);
      const body = renderGuestPage(guestSite, language, {
        brand,
        assets,
        isDemo,
        linkQuery,
        ...(greeting
          ? // Its RSVP is filled in with its own guests.
            { invitation: greeting, rsvp: { invitation: rsvpInvitationOf(greeting) } }
          : // "Hitta din inbjudan" beside the open page's RSVP when the site has a guest list to find in.
            { rsvp: { findInvitation: site.offersFindInvitation } }),
      });
      // A protected site's page, and a household's own, is for this visitor only: no shared cache may
      // keep it for the next one.
      page = {
        body: new EncodedBody(Buffer.from(body)),
        cacheControl: row.password || invitation ? PRIVATE_NO_STORE : "no-cache",
      };
      cache.storePage(ticket, row.id, key, page);
    }
    const kept = page;
    return sendEncoded(request, reply.code(200), HTML_TYPE, kept, () => cache.recount(site.id, key, kept));
  }

  /**
   * /i/{token} on a guest page's host: the household's link is remembered in a cookie (and, on a
   * protected site, the link opens it as its password would), then the page in the guest's language.
   * A link that opens nothing, or another site's, is the not-found page; a client that keeps guessing
   * is refused (429).
   */
  async function openPersonalLink(
    request: FastifyRequest,
    reply: FastifyReply,
    site: HostSite,
    token: string,
    linkQuery: string,
    uiGuess: ReturnType<typeof guessLanguageFromHost>,
  ) {
    let invitation: Awaited<ReturnType<typeof invitationByToken>> | null = null;
    try {
      invitation = await invitationByToken(ctx, token, request.ip);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === "TOO_MANY_REQUESTS")
        return html(reply, 429, renderNotFoundPage(uiGuess, { brand, assets }), PRIVATE_NO_STORE);
      if (error.code !== "NOT_FOUND") throw error;
    }
    if (!invitation || invitation.siteId !== site.id)
      return html(reply, 404, renderNotFoundPage(uiGuess, { brand, assets }), PRIVATE_NO_STORE);
    // "Opened the link" on the household and its sends (issue 26); never fails the request.
    await markLinkOpened(ctx, invitation.household.id);
    const secure = ctx.config.sessionCookieSecure;
    setInvitationCookie(reply, site.id, token, secure);
    if (site.password) setAccessCookie(reply, site.id, await grantSiteAccess(ctx, site.id), secure);
    const browser = parseAcceptLanguage(request.headers["accept-language"]);
    const language = choosePageLanguage(site.languages, browser) ?? site.languages[0] ?? "sv";
    reply.header("cache-control", PRIVATE_NO_STORE);
    return reply.redirect(`/${language}${linkQuery}`, 302);
  }

  // The login form, posted to /logga-in when the owner app's script has not run (login-form.ts).
  await loginFormRoutes(app, ctx);
  // The gate's form, posted to the page itself when the script has not run (gate-form.ts).
  await gateFormRoutes(app, ctx, () => {
    refresh();
    return assets;
  });

  app.get("/*", async (request, reply) => {
    refresh();
    const page = pageRequest(ctx, request);
    if (!page) throw new ApiError("NOT_FOUND");
    const { url, site } = page;
    switch (site.mode) {
      case "PUBLIC":
        return guestPage(request, reply, site.host ?? "", site.isDemo, url);
      case "EDIT": {
        if (DEMO_PATHS.has(url.pathname.replace(/\/$/, ""))) {
          const local = !site.host || !ctx.config.editorDomains.includes(site.host);
          return reply.redirect(
            local ? `/?domainHost=${encodeURIComponent(brand.demoHost)}` : `https://${brand.demoHost}/`,
            302,
          );
        }
        if (!ownerAppHtml)
          return html(reply, 503, "<!doctype html><p>The owner app is not built. Run npm run build.</p>");
        if (!demoSiteId) {
          demoSiteId = await findDemoSiteId();
          if (demoSiteId && assets.appHtml) ownerAppHtml = withAppConfig(assets.appHtml, ctx, demoSiteId);
        }
        // Per path and request: head, UI language, and the entry screens rendered (owner-app.ts).
        // The editor's page for its owner also carries the site and account (editor-data.ts, issue 24).
        const [page, editorData] = await Promise.all([
          ownerAppPage(ownerAppHtml, {
            url,
            acceptLanguage: request.headers["accept-language"],
            brand,
            config: appConfigOf(ctx, demoSiteId),
            signedIn: async () => (await accountOfSession(ctx.db, sessionToken(request))) !== null,
            // A signed-out visitor's /logga-in: the light login page (issue 24).
            login: assets.login,
          }),
          editorDataScript(ctx, request, url.pathname),
        ]);
        reply.header("vary", "Accept-Language, Cookie");
        if (editorData === null) return html(reply, 200, page);
        // One owner's data: kept by no cache, not even the browser's (a back button asks again).
        return html(
          reply,
          200,
          page.replace("</head>", () => `${editorData}</head>`),
          PRIVATE_NO_STORE,
        );
      }
    }
  });
}
