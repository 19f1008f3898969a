// Defence in depth for every HTML page: scripts only from our own origin (the guest state is JSON,
// not script), no plugins, no framing of the owner app, no MIME sniffing.
import type { FastifyInstance } from "fastify";
import { requestGuard } from "./http/request-guard";

export type CspOptions = {
  /** Real card payments: Stripe.js and its frames are loaded from Stripe's own origins. */
  stripe?: boolean;
};

/** The Content-Security-Policy of every HTML page. Our own frames (the card simulator's form) are allowed. */
export function contentSecurityPolicy({ stripe = false }: CspOptions = {}): string {
  const stripeScript = stripe ? " https://js.stripe.com" : "";
  const stripeFrames = stripe ? " https://js.stripe.com https://hooks.stripe.com" : "";
  const stripeConnect = stripe ? " https://api.stripe.com" : "";
  return [
    "default-src 'self'",
    `script-src 'self'${stripeScript}`,
    // Inline styles carry the site's colours (custom properties) and its @font-face rules.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${stripeConnect}`,
    `frame-src 'self' https://www.youtube-nocookie.com${stripeFrames}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join("; ");
}

export function securityHeaders(app: FastifyInstance, options: CspOptions = {}) {
  // Registered here, first of all hooks, so malformed hosts and NULs stop before anything else runs.
  requestGuard(app);
  const csp = `${contentSecurityPolicy(options)}; frame-ancestors 'self'`;
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.startsWith("text/html")) reply.header("content-security-policy", csp);
    return payload;
  });
}
