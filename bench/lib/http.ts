// One JSON request to a bench server with node:http (fetch, undici, costs the bench process about
// 0.6 ms of CPU per request against 0.25 ms for node:http: a third of the server's own on two cores).
// Anything but 200 is an error naming the request and the answer's start.
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Running } from "./server";

export type Json = Record<string, unknown>;

export async function callJson(
  running: Running,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; agent?: http.Agent; headers?: Record<string, string> } = {},
): Promise<{ json: Json; setCookie: string }> {
  const data = options.body === undefined ? null : Buffer.from(JSON.stringify(options.body));
  const { status, text, setCookie } = await new Promise<{ status: number; text: string; setCookie: string }>(
    (resolve, reject) => {
      const request = http.request(
        `${running.base}${path}`,
        {
          method,
          agent: options.agent,
          headers: {
            ...(data ? { "content-type": "application/json", "content-length": data.length } : {}),
            ...(options.cookie ? { cookie: `session=${options.cookie}` } : {}),
            ...options.headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            // A compressed answer (the caller sent Accept-Encoding) read as the browser reads it.
            const raw = Buffer.concat(chunks);
            const coding = response.headers["content-encoding"];
            const body =
              coding === "br" ? brotliDecompressSync(raw) : coding === "gzip" ? gunzipSync(raw) : raw;
            resolve({
              status: response.statusCode ?? 0,
              text: body.toString("utf8"),
              setCookie: (response.headers["set-cookie"] ?? []).join("; "),
            });
          });
        },
      );
      request.on("error", reject);
      request.end(data ?? undefined);
    },
  );
  if (status !== 200) throw new Error(`${method} ${path}: ${status} ${text.slice(0, 300)}`);
  return { json: JSON.parse(text) as Json, setCookie };
}
