// The SMS simulator (issue 26): an HTTP server on loopback that speaks 46elks' SMS API, so the real
// adapter (elks.ts) is what talks to it. Like 46elks it checks HTTP Basic auth and the form fields,
// answers JSON with the message's id, status, parts and cost, and later posts the delivery report
// (form-encoded id, status, delivered) to the message's `whendelivered` URL. Nothing reaches a phone:
// each message is written to a file, DATA_DIR/sms/<created>-<id>.json, rewritten with its final status
// when it is "delivered". The number decides the outcome (docs/decisions.md):
//   +46700000001 / +4520000001 the delivery fails (status failed)
//   +46700000002 / +4520000002 refused at once (403, as for a number 46elks cannot send to)
//   +46700000003 / +4520000003 never reported (stays sent)
//   any other number in E.164: delivered after deliveryDelayMs.
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { smsSegments } from "@core/sms";
import { isSmsSender } from "./config";
import type { SmsStatus } from "./provider";

export const SMS_SIMULATOR_NUMBERS = {
  failed: ["+46700000001", "+4520000001"],
  refused: ["+46700000002", "+4520000002"],
  noReport: ["+46700000003", "+4520000003"],
} as const;

/** What one part costs at the simulator, in 1/10 000 SEK as 46elks counts (0.52 SEK). */
export const SIMULATOR_COST_PER_PART = 5200;

/** 46elks sends at most this many characters in one message. */
const MAX_MESSAGE_LENGTH = 1600;

export type SimulatedSms = {
  id: string;
  direction: "outgoing";
  from: string;
  to: string;
  message: string;
  /** The encoding the parts were counted in (core/sms.ts). */
  encoding: "gsm7" | "ucs2";
  parts: number;
  cost: number;
  created: string;
  delivered: string | null;
  status: SmsStatus;
  whendelivered: string | null;
  /** The file it was written to. */
  file: string;
};

export type SmsSimulator = {
  /** The API's base URL, like https://api.46elks.com/a1. */
  url: string;
  /** Milliseconds before the delivery report; tests lower it. */
  deliveryDelayMs: number;
  /** Posts a delivery report (form-encoded) to a message's whendelivered URL; the app may replace it. */
  deliver: (url: string, report: Record<string, string>) => Promise<void>;
  /** Reports every message still waiting at once (tests). */
  settleNow: () => Promise<void>;
  messages: Map<string, SimulatedSms>;
  close: () => Promise<void>;
};

export type SmsSimulatorOptions = {
  username: string;
  password: string;
  /** Where each message is written (DATA_DIR/sms). */
  dir: string;
  deliveryDelayMs: number;
  onError?: (error: unknown) => void;
};

const E164 = /^\+[1-9]\d{6,14}$/;

const isHttpUrl = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** 46elks' time format: UTC without a zone, microseconds ('2016-08-18T09:55:31.116000'). */
const elksTime = (date: Date) => `${date.toISOString().slice(0, 23)}000`;

function authorized(header: string | undefined, username: string, password: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header ?? "");
  if (!match?.[1]) return false;
  return Buffer.from(match[1], "base64").toString("utf8") === `${username}:${password}`;
}

/** The first problem with a send's fields, in 46elks' words, or null. */
function problemOf(fields: URLSearchParams): string | null {
  for (const key of ["from", "to", "message"]) if (!fields.get(key)) return `Missing key ${key}`;
  if (!isSmsSender(fields.get("from") ?? "")) return "Invalid from";
  if (!E164.test(fields.get("to") ?? "")) return "Invalid to number";
  if ((fields.get("message") ?? "").length > MAX_MESSAGE_LENGTH) return "Message too long";
  const whendelivered = fields.get("whendelivered");
  if (whendelivered !== null && !isHttpUrl(whendelivered)) return "Invalid whendelivered";
  return null;
}

export async function startSmsSimulator(options: SmsSimulatorOptions): Promise<SmsSimulator> {
  const messages = new Map<string, SimulatedSms>();
  const timers = new Map<string, NodeJS.Timeout>();
  await mkdir(options.dir, { recursive: true });

  const save = (sms: SimulatedSms) => writeFile(sms.file, `${JSON.stringify(sms, null, 2)}\n`);

  async function settle(id: string): Promise<void> {
    clearTimeout(timers.get(id));
    timers.delete(id);
    const sms = messages.get(id);
    if (sms?.status !== "sent") return;
    const failed = (SMS_SIMULATOR_NUMBERS.failed as readonly string[]).includes(sms.to);
    sms.status = failed ? "failed" : "delivered";
    sms.delivered = failed ? null : elksTime(new Date());
    try {
      await save(sms);
      if (sms.whendelivered) {
        const report: Record<string, string> = { id: sms.id, status: sms.status };
        if (sms.delivered) report.delivered = sms.delivered;
        await simulator.deliver(sms.whendelivered, report);
      }
    } catch (error) {
      options.onError?.(error);
    }
  }

  const server = http.createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => {
      const json = typeof body !== "string";
      response.writeHead(status, {
        "content-type": json ? "application/json" : "text/plain; charset=utf-8",
      });
      response.end(json ? JSON.stringify(body) : body);
    };
    try {
      const url = new URL(request.url ?? "/", "http://localhost");
      if (!authorized(request.headers.authorization, options.username, options.password)) {
        return answer(401, "Authentication failed");
      }
      const shown = /^\/a1\/sms\/([A-Za-z0-9]+)$/.exec(url.pathname);
      if (request.method === "GET" && shown) {
        const sms = messages.get(shown[1] ?? "");
        if (!sms) return answer(404, "Not found");
        const { file: _file, encoding: _encoding, whendelivered: _whendelivered, ...visible } = sms;
        return answer(200, visible);
      }
      if (request.method !== "POST" || url.pathname !== "/a1/sms") return answer(404, "Not found");
      if (!/^application\/x-www-form-urlencoded/i.test(request.headers["content-type"] ?? "")) {
        return answer(415, "Use application/x-www-form-urlencoded");
      }
      let raw = "";
      for await (const chunk of request) {
        raw += chunk;
        if (raw.length > 64_000) return answer(413, "Too large");
      }
      const fields = new URLSearchParams(raw);
      const problem = problemOf(fields);
      if (problem) return answer(403, problem);
      const to = fields.get("to") ?? "";
      if ((SMS_SIMULATOR_NUMBERS.refused as readonly string[]).includes(to)) {
        return answer(403, "Invalid to number");
      }
      const message = fields.get("message") ?? "";
      const segments = smsSegments(message);
      const created = new Date();
      const id = `s${randomBytes(16).toString("hex")}`;
      const sms: SimulatedSms = {
        id,
        direction: "outgoing",
        from: fields.get("from") ?? "",
        to,
        message,
        encoding: segments.encoding,
        parts: segments.parts,
        cost: segments.parts * SIMULATOR_COST_PER_PART,
        created: elksTime(created),
        delivered: null,
        status: "sent",
        whendelivered: fields.get("whendelivered"),
        file: path.join(options.dir, `${created.toISOString().replace(/[:.]/g, "-")}-${id}.json`),
      };
      messages.set(id, sms);
      await save(sms);
      if (!(SMS_SIMULATOR_NUMBERS.noReport as readonly string[]).includes(to)) {
        const timer = setTimeout(() => void settle(id), simulator.deliveryDelayMs);
        timer.unref();
        timers.set(id, timer);
      }
      // 46elks answers "created" (received by its servers); the report follows.
      return answer(200, {
        status: "created",
        direction: "outgoing",
        from: sms.from,
        created: sms.created,
        parts: sms.parts,
        to: sms.to,
        cost: sms.cost,
        message: sms.message,
        id,
      });
    } catch (error) {
      options.onError?.(error);
      if (!response.headersSent) answer(500, "Internal error");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // Never what keeps a process alive: an app that started it and forgot to close it still exits.
  server.unref();
  const { port } = server.address() as AddressInfo;

  const simulator: SmsSimulator = {
    url: `http://127.0.0.1:${port}/a1`,
    deliveryDelayMs: options.deliveryDelayMs,
    deliver: async (url, report) => {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(report).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (response.status < 200 || response.status > 204)
        throw new Error(`the delivery report was answered ${response.status}`);
    },
    settleNow: async () => {
      await Promise.all([...timers.keys()].map((id) => settle(id)));
    },
    messages,
    close: async () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return simulator;
}
