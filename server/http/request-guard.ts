// Bytes no request may carry past the front door (issue 12 item 2). A NUL in a host, a path or a query
// reached PostgreSQL (which refuses \u0000 in text) and answered 500 with a severity-3 log line; a host
// that is not a host name is nobody's site. Both are refused with 400 in the error shape before any
// route, so before any database call. JSON bodies are checked where they are parsed (app.ts,
// json-safety.ts); cookies are checked after @fastify/cookie has decoded them (%00 decodes to a NUL).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { errorBody } from "../errors";
import { unstorableJson } from "../json-safety";

// A host name (letters of any script for a typed IDN, digits, '-', '_', '.') or a bracketed IPv6
// address, with an optional port: what a Host header, X-Forwarded-Host or ?domainHost= may hold.
const HOST = /^(?:\[[0-9a-f:.]{2,45}\]|[\p{L}\p{N}_.-]{1,253})(?::\d{1,5})?$/iu;
// A NUL written raw or percent-encoded anywhere in the URL (path or query).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const NUL_IN_URL = /%00|\u0000/i;

/** True when the value may name a host; an absent or empty value is no host at all and allowed. */
export function isAcceptableHost(value: string | undefined | null): boolean {
  if (value === undefined || value === null) return true;
  const trimmed = value.trim();
  return trimmed === "" || HOST.test(trimmed);
}

function headerValues(request: FastifyRequest, name: string): string[] {
  const value = request.headers[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The reason a request is refused, or null when its URL and hosts are acceptable. */
export function malformedRequest(request: FastifyRequest): string | null {
  if (NUL_IN_URL.test(request.url)) return "the address holds a NUL character";
  const hosts = [...headerValues(request, "host"), ...headerValues(request, "x-forwarded-host")];
  // X-Forwarded-Host may list several proxies' hosts.
  if (!hosts.flatMap((h) => h.split(",")).every(isAcceptableHost)) return "the host is not a host name";
  const queryAt = request.url.indexOf("?");
  if (queryAt >= 0) {
    const domainHosts = new URLSearchParams(request.url.slice(queryAt + 1)).getAll("domainHost");
    if (!domainHosts.every(isAcceptableHost)) return "domainHost is not a host name";
  }
  return null;
}

export function requestGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    const problem = malformedRequest(request);
    if (problem) return reply.code(400).send(errorBody("INVALID_INPUT", [{ path: "", message: problem }]));
  });
  // After the cookie plugin's onRequest: a cookie the database could not store is no cookie of ours
  // (a session id never holds a NUL), so it is dropped rather than refusing the whole request.
  app.addHook("preValidation", async (request) => {
    const cookies = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies;
    if (!cookies) return;
    for (const [name, value] of Object.entries(cookies)) {
      if (unstorableJson(name) || unstorableJson(value ?? "")) delete cookies[name];
    }
  });
}
