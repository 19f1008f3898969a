// Defence in depth for every HTML page: scripts only from our own origin (the guest state is JSON,
// not script), no plugins, no framing of the owner app, no MIME sniffing, no powerful browser features,
// no window shared with other origins; HTTPS remembered when the server is reached over HTTPS; and
// personal JSON (owner and account answers) never kept by a cache.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requestGuard } from "./http/request-guard";

export type CspOptions = {
  /** Real card payments: Stripe.js and its frames are loaded from Stripe's own origins. */
  stripe?: boolean;
  /** PUBLIC_URL is https: browsers are told to use HTTPS only (Strict-Transport-Security). */
  hsts?: boolean;
};

// One year, the least HSTS preload lists and audits accept. No includeSubDomains: a customer's own
// domain is a host of theirs whose other subdomains (mail, a router's page) we neither serve nor
// know, and each of the brand's subdomains is served by us and sends this header itself.
export const HSTS = "max-age=31536000";

// Nothing on our pages uses the camera, microphone, location (the map is a picture with a link),
// sensors or devices. Payment (the Payment Request API) stays for our own frames and Stripe's, whose card
// element may offer wallets; fullscreen and autoplay keep their defaults for the embedded video.
export function permissionsPolicy({ stripe = false }: CspOptions = {}): string {
  const denied = [
    // Only features Chromium knows: an unknown one is a console warning on every page.
    "accelerometer",
    "browsing-topics",
    "camera",
    "display-capture",
    "geolocation",
    "gyroscope",
    "hid",
    "magnetometer",
    "microphone",
    "midi",
    "serial",
    "usb",
  ].map((feature) => `${feature}=()`);
  return [...denied, stripe ? 'payment=(self "https://js.stripe.com")' : "payment=(self)"].join(", ");
}

// No other origin's window can reach ours (window.opener, named lookups). With real Stripe payments,
// windows our pages open keep their link back (same-origin-allow-popups): some of Stripe's payment
// and 3-D Secure flows authenticate in a pop-up that reports back to the page that opened it.
export const crossOriginOpenerPolicy = ({ stripe = false }: CspOptions = {}) =>
  stripe ? "same-origin-allow-popups" : "same-origin";

/**
 * Routes whose answers are personal: every non-public route, the account routes' answers, and a
 * quick start's draft (anonymous, but one visitor's own).
 */
export function isPersonalRoute(route: { access: "public" | "account" | "owner"; url: string }): boolean {
  return (
    route.access !== "public" ||
    route.url.startsWith("/api/accounts/") ||
    route.url.startsWith("/api/sites/quick-start/")
  );
}

/** Route onSend hook for personal answers: never stored by a browser or proxy unless the route chose. */
export async function noStoreUnlessSet(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
  return payload;
}

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
  const permissions = permissionsPolicy(options);
  const opener = crossOriginOpenerPolicy(options);
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    if (options.hsts) reply.header("strict-transport-security", HSTS);
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.startsWith("text/html")) {
      reply.header("content-security-policy", csp);
      reply.header("permissions-policy", permissions);
      reply.header("cross-origin-opener-policy", opener);
    }
    return payload;
  });
}
