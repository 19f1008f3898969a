// GET /internal/tls/ask?domain=… for Caddy's on-demand TLS (docs/operations.md): 200 for a name this
// server serves, 404 for any other. Not an API route for browsers, so not in the OpenAPI document.
// Caddy asks from loopback before every new certificate: those asks are never rate-limited; anyone
// else reaching it (the Caddyfile does not proxy /internal/) is limited like any other client.
import { isIP } from "node:net";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { mayHaveCertificate } from "../../hosts/tls-ask";
import { parseInput } from "../../validation";

const query = z.object({ domain: z.string().trim().min(1).max(253) });

/** The socket's own address, never X-Forwarded-For: a proxied client cannot claim to be loopback. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith("127.");
  return plain === "::1";
}

export async function tlsAskRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    "/internal/tls/ask",
    {
      config: {
        rateLimit: {
          max: 60,
          timeWindow: "1 minute",
          allowList: (request: { socket: { remoteAddress?: string } }) =>
            isLoopback(request.socket.remoteAddress),
        },
      },
    },
    async (request, reply) => {
      const { domain } = parseInput(query, request.query);
      const allowed = await mayHaveCertificate(ctx, domain);
      return reply
        .code(allowed ? 200 : 404)
        .header("cache-control", "no-store")
        .type("text/plain; charset=utf-8")
        .send(allowed ? "ok" : "not served here");
    },
  );
}
