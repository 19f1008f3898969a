// The password gate without JavaScript (SPEC §2 Public site, §8 Password gate): the gate's form posts
// `password` (application/x-www-form-urlencoded) to the page's own path on the guest host, so a guest
// whose phone has not loaded the script yet (or blocks scripts) still gets in. Same checks, guess
// guard, cookie and request limit as POST /api/sites/public/{id}/login (openSiteWithPassword).
// Right password: 303 back to the page; wrong, empty or too many: the gate again, with the message.
//
// Why the page's own path and not a separate one: the host already names the site, so the form can
// only ever open the site whose page it is, and the way back is the page itself; no return address
// travels in the request, so there is nothing to turn into an open redirect.
import { guessLanguageFromHost } from "@core/languages";
import { siteLanguages } from "@core/site";
import type { GateProblem } from "@web/guest/PasswordGate";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";
import {
  hasSiteAccess,
  openSiteWithPassword,
  PRIVATE_NO_STORE,
  setAccessCookie,
} from "../operations/site-access";
import { findPublishedSiteByHost } from "../operations/sites";
import { SITE_LOGIN_RATE_LIMIT } from "../routes/sites/public-login";
import { parseInput } from "../validation";
import { acceptFormPosts, FORM_TYPE, mediaTypeOf } from "./form-posts";
import {
  passwordGateAction,
  passwordGateLanguage,
  renderNotFoundPage,
  renderPasswordPage,
} from "./guest-page";
import type { ClientAssets } from "./manifest";
import { pageRequest } from "./page-request";

const formBody = z.object({ password: z.string().max(200) });

type Gate = { row: SiteRow | null; url: URL; host: string };

/** The site whose guest page this request is for (null when none is published there), or null when
 * it is not a guest page at all (the API, files, the owner app's hosts). */
async function gateOf(ctx: AppContext, request: FastifyRequest): Promise<Gate | null> {
  const page = pageRequest(ctx, request);
  if (page?.site.mode !== "PUBLIC") return null;
  const { url, site } = page;
  const host = site.host ?? "";
  return { row: await findPublishedSiteByHost(ctx, host), url, host };
}

export async function gateFormRoutes(app: FastifyInstance, ctx: AppContext, assets: () => ClientAssets) {
  const brand = ctx.config.brandDefinition;
  const secure = ctx.config.sessionCookieSecure;

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(body);

  const gatePage = (
    request: FastifyRequest,
    reply: FastifyReply,
    gate: Gate & { row: SiteRow },
    status: number,
    problem: GateProblem,
  ) => {
    const language = passwordGateLanguage(
      siteLanguages(gate.row.document),
      gate.url,
      request.headers["accept-language"],
      guessLanguageFromHost(gate.host),
    );
    const action = passwordGateAction(siteLanguages(gate.row.document), gate.url);
    return html(
      reply,
      status,
      renderPasswordPage(gate.row.id, language, { brand, assets: assets() }, { action, problem }),
    );
  };

  // Encapsulated: the form parser and the HTML error answers below apply to this route only; every
  // other route keeps treating bodies (and errors) as before.
  await app.register(async (scope) => {
    acceptFormPosts(scope);

    // What fails before the handler (the request limit, a body too large or of another type) is
    // answered on a guest page as the gate with a message; anywhere else in the API's error shape.
    scope.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
      const status = error instanceof ApiError ? error.status : (error.statusCode ?? 500);
      const gate = status >= 400 && status < 500 ? await gateOf(ctx, request) : null;
      if (!gate?.row?.password) throw error;
      return gatePage(
        request,
        reply,
        { ...gate, row: gate.row },
        status,
        status === 429 ? "tooMany" : "failed",
      );
    });

    scope.post("/*", { config: { rateLimit: SITE_LOGIN_RATE_LIMIT } }, async (request, reply) => {
      const found = await gateOf(ctx, request);
      if (!found) throw new ApiError("NOT_FOUND");
      const { row } = found;
      if (!row)
        return html(
          reply,
          404,
          renderNotFoundPage(guessLanguageFromHost(found.host), { brand, assets: assets() }),
        );
      const gate = { ...found, row };
      const back = passwordGateAction(siteLanguages(row.document), found.url);
      // A site without a password, or a guest already in (a second press before the page changed).
      if (!row.password || (await hasSiteAccess(ctx, request, row))) return reply.redirect(back, 303);

      // Only what a browser's form sends (Fastify itself parses JSON and plain text, too).
      const type = mediaTypeOf(request);
      if (type && type !== FORM_TYPE) return gatePage(request, reply, gate, 415, "failed");
      let password: string;
      try {
        password = parseInput(formBody, request.body ?? {}).password;
      } catch {
        const given = (request.body as { password?: unknown } | undefined)?.password;
        return gatePage(
          request,
          reply,
          gate,
          400,
          typeof given === "string" && given.trim() ? "wrong" : "empty",
        );
      }
      if (!password.trim()) return gatePage(request, reply, gate, 400, "empty");

      try {
        const token = await openSiteWithPassword(ctx, row, password, request.ip);
        if (token) setAccessCookie(reply, row.id, token, secure);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.code === "WRONG_SITE_PASSWORD") return gatePage(request, reply, gate, 401, "wrong");
        if (error.code === "TOO_MANY_REQUESTS") return gatePage(request, reply, gate, 429, "tooMany");
        throw error;
      }
      return reply.header("cache-control", PRIVATE_NO_STORE).redirect(back, 303);
    });
  });
}
