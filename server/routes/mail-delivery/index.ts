// What comes back from guests' mails (issue 26 "Delivery you can trust"):
//
//   GET  /avregistrera/{token}   on the page's own host: a small page in the page's language, "Vill du
//                                inte få fler mejl om {event}?" with a button (a form posting to the same
//                                address: no script needed)
//   POST /avregistrera/{token}   the button, and mail clients' one-click unsubscribe (RFC 8058: body
//                                List-Unsubscribe=One-Click, form-encoded or multipart): sets the
//                                household's mail_unsubscribed_at (the first time only) and answers 200
//                                with a confirmation page. The outbox then skips the household's queued
//                                mails ("unsubscribed") and new sends leave it out.
//   The token (mail/unsubscribe.ts) is signed and names the site and household; a token that is not
//   ours, for a household deleted since, or used on another site's host is a 404 page that changes
//   nothing. Guests' pages are never cached (no-store).
//
//   POST /api/mail/bounce        a bounce reported by the mail relay (or a script reading the bounce
//                                mailbox): JSON
//                                  { "messageId": "<…@…>", "reason"?: "550 5.1.1 user unknown" }
//                                or { "sendId": "…", "householdId": "…", "reason"?: "…" }
//                                signed with MAIL_BOUNCE_SECRET: header
//                                  X-Mail-Bounce-Signature: sha256=<hex HMAC-SHA256(secret, raw body)>
//                                401 WEBHOOK_UNAUTHORIZED without or with a wrong signature (nothing
//                                changes), 404 when MAIL_BOUNCE_SECRET is not set; else 200
//                                { received: true, matched } (matched: a guest mail delivery of ours was
//                                marked failed and its household's mail bounced).
import { createHmac, timingSafeEqual } from "node:crypto";
import { siteModeFromHost } from "@core/host";
import { guessLanguageFromHost, type UiLanguage } from "@core/languages";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { households } from "../../db/schema";
import { ApiError } from "../../errors";
import { UNSUBSCRIBE_PATH, verifyUnsubscribeToken } from "../../mail/unsubscribe";
import { sendSiteOf, siteForDelivery } from "../../operations/sends";
import { type BounceTarget, MAIL_BOUNCED, recordMailBounce } from "../../operations/sends-outbox";
import { PRIVATE_NO_STORE } from "../../operations/site-access";
import { acceptFormPosts } from "../../ssr/form-posts";
import { parseInput } from "../../validation";

export const MAIL_BOUNCE_PATH = "/api/mail/bounce";
export const BOUNCE_SIGNATURE_HEADER = "x-mail-bounce-signature";

const TEXTS: Record<
  UiLanguage,
  {
    title: string;
    question: (event: string) => string;
    explain: (event: string) => string;
    button: string;
    doneTitle: string;
    done: (event: string) => string;
    invalidTitle: string;
    invalid: string;
  }
> = {
  sv: {
    title: "Avregistrera",
    question: (event) => `Vill du inte få fler mejl om ${event}?`,
    explain: (event) =>
      `Du får då inte längre inbjudningar, påminnelser eller meddelanden om ${event} via mejl.`,
    button: "Ja, avregistrera mig",
    doneTitle: "Du är avregistrerad",
    done: (event) => `Du får inga fler mejl om ${event}. Ändrar du dig kan du höra av dig till värdarna.`,
    invalidTitle: "Länken fungerar inte",
    invalid:
      "Den här avregistreringslänken är inte giltig. Kontrollera att du har fått med hela länken från mejlet.",
  },
  en: {
    title: "Unsubscribe",
    question: (event) => `Don't want any more mails about ${event}?`,
    explain: (event) => `You will no longer get invitations, reminders or messages about ${event} by mail.`,
    button: "Yes, unsubscribe me",
    doneTitle: "You are unsubscribed",
    done: (event) =>
      `You won't get any more mails about ${event}. If you change your mind, get in touch with the hosts.`,
    invalidTitle: "This link doesn't work",
    invalid: "This unsubscribe link is not valid. Check that you have the whole link from the mail.",
  },
  da: {
    title: "Afmeld",
    question: (event) => `Vil du ikke have flere mails om ${event}?`,
    explain: (event) =>
      `Du får så ikke længere invitationer, påmindelser eller beskeder om ${event} på mail.`,
    button: "Ja, afmeld mig",
    doneTitle: "Du er afmeldt",
    done: (event) => `Du får ikke flere mails om ${event}. Hvis du fortryder, kan du kontakte værterne.`,
    invalidTitle: "Linket virker ikke",
    invalid: "Dette afmeldingslink er ikke gyldigt. Tjek, at du har hele linket fra mailen.",
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** A small page of its own (no script, no remote anything): heading, words, and maybe the button. */
function page(
  language: UiLanguage,
  heading: string,
  words: string[],
  form: { action: string; button: string } | null,
) {
  const body = [
    `<h1>${escapeHtml(heading)}</h1>`,
    ...words.map((w) => `<p>${escapeHtml(w)}</p>`),
    form
      ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(form.button)}</button></form>`
      : "",
  ].join("\n");
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)}</title>
<style>
body{margin:0;padding:48px 20px;background:#faf7f2;color:#2b2622;font:17px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:28px 24px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:24px;line-height:1.3;margin:0 0 12px;font-weight:600}
p{margin:0 0 16px}
button{font:inherit;font-weight:600;color:#fff;background:#6b3f2a;border:0;border-radius:8px;padding:12px 20px;cursor:pointer;min-height:44px}
button:focus-visible{outline:3px solid #2b2622;outline-offset:2px}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

type Found = {
  language: UiLanguage;
  event: string;
  householdId: string;
  unsubscribed: boolean;
};

/** The household a token names, when it is ours, its household is on the list, and the host is its site's. */
async function householdOf(ctx: AppContext, request: FastifyRequest, token: string): Promise<Found | null> {
  const target = verifyUnsubscribeToken(ctx.config, token);
  if (!target) return null;
  const site = await siteForDelivery(ctx, target.siteId);
  if (!site?.host) return null;
  // Only on the site's own host (a development server's port names no host: any).
  const mode = siteModeFromHost({ host: request.headers.host, editorDomains: ctx.config.editorDomains });
  if (mode.host !== null && (mode.mode !== "PUBLIC" || mode.host !== site.host)) return null;
  const [household] = await ctx.db
    .select({ id: households.id, unsubscribedAt: households.mailUnsubscribedAt })
    .from(households)
    .where(
      and(
        eq(households.id, target.householdId),
        eq(households.siteId, target.siteId),
        isNull(households.deletedAt),
      ),
    )
    .limit(1);
  if (!household) return null;
  const view = sendSiteOf(ctx, site);
  return {
    language: view.language,
    event: view.title,
    householdId: household.id,
    unsubscribed: household.unsubscribedAt !== null,
  };
}

const tokenParams = z.object({ token: z.string().max(200) });

/** The token of the path, or '' (never a match) when it is not one. */
const tokenOf = (request: FastifyRequest) => {
  const parsed = tokenParams.safeParse(request.params);
  return parsed.success ? parsed.data.token : "";
};

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", PRIVATE_NO_STORE)
    .header("referrer-policy", "no-referrer")
    .send(body);

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const language = guessLanguageFromHost(request.headers.host);
  const texts = TEXTS[language];
  return html(reply, 404, page(language, texts.invalidTitle, [texts.invalid], null));
}

const bounceBody = z.union([
  z
    .object({ messageId: z.string().trim().min(3).max(300), reason: z.string().max(1000).optional() })
    .strict(),
  z
    .object({
      sendId: z.string().max(100),
      householdId: z.string().max(100),
      reason: z.string().max(1000).optional(),
    })
    .strict(),
]);

/** Whether the header signs the raw body with the secret (sha256=<hex>). */
function signedBy(secret: string, raw: Buffer, header: unknown): boolean {
  if (typeof header !== "string") return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match?.[1]) return false;
  const expected = createHmac("sha256", secret).update(raw).digest();
  return timingSafeEqual(Buffer.from(match[1], "hex"), expected);
}

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

export async function mailDeliveryRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    // The button's form and mail clients' one-click posts (form-encoded; RFC 8058 allows multipart,
    // whose content says nothing more: read as text and not looked at).
    acceptFormPosts(scope);
    scope.addContentTypeParser(
      "multipart/form-data",
      { parseAs: "string", bodyLimit: 4096 },
      (_r, _b, done) => done(null, {}),
    );
    const limit = { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } };

    scope.get(`${UNSUBSCRIBE_PATH}/:token`, limit, async (request, reply) => {
      const found = await householdOf(ctx, request, tokenOf(request));
      if (!found) return notFound(request, reply);
      const texts = TEXTS[found.language];
      if (found.unsubscribed)
        return html(reply, 200, page(found.language, texts.doneTitle, [texts.done(found.event)], null));
      const action = new URL(request.url, "http://x").pathname;
      return html(
        reply,
        200,
        page(found.language, texts.question(found.event), [texts.explain(found.event)], {
          action,
          button: texts.button,
        }),
      );
    });

    scope.post(`${UNSUBSCRIBE_PATH}/:token`, limit, async (request, reply) => {
      const found = await householdOf(ctx, request, tokenOf(request));
      if (!found) return notFound(request, reply);
      // The household's own wish: its guests changed it last (issue 28), at the time of the wish.
      await ctx.db
        .update(households)
        .set({ mailUnsubscribedAt: sql`now()`, updatedAt: sql`now()`, updatedBy: null })
        .where(and(eq(households.id, found.householdId), isNull(households.mailUnsubscribedAt)));
      const texts = TEXTS[found.language];
      return html(reply, 200, page(found.language, texts.doneTitle, [texts.done(found.event)], null));
    });
  });

  await app.register(async (scope) => {
    // The signature is over the body as sent: kept raw, then read as JSON.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: 16_384 },
      (request, body, done) => {
        rawBodies.set(request, body as Buffer);
        try {
          done(null, JSON.parse((body as Buffer).toString("utf8")));
        } catch {
          done(new ApiError("MALFORMED_JSON"), undefined);
        }
      },
    );
    scope.post(
      MAIL_BOUNCE_PATH,
      { config: { rateLimit: { max: 600, timeWindow: "1 minute" } } },
      async (request) => {
        const secret = ctx.config.mailBounceSecret;
        if (!secret) throw new ApiError("NOT_FOUND");
        const raw = rawBodies.get(request) ?? Buffer.alloc(0);
        if (!signedBy(secret, raw, request.headers[BOUNCE_SIGNATURE_HEADER]))
          throw new ApiError("WEBHOOK_UNAUTHORIZED");
        const body = parseInput(bounceBody, request.body);
        const target: BounceTarget =
          "messageId" in body
            ? { messageId: body.messageId }
            : { sendId: body.sendId, householdId: body.householdId };
        const matched = await recordMailBounce(ctx, target, body.reason ?? MAIL_BOUNCED);
        return { received: true, matched };
      },
    );
  });
}
