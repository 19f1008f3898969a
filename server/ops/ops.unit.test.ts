// The operations settings and request ids without a server.
import type { IncomingMessage } from "node:http";
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { jobLogger, requestLoggerBase } from "./logging";
import { requestIdOf } from "./request-id";

const base = { NODE_ENV: "test", DATA_DIR: "/tmp/ops-unit" };

describe("METRICS_TOKEN", () => {
  it("is off unless set, and refuses a short or spaced token without echoing it", () => {
    expect(loadConfig(base, () => undefined).metricsToken).toBeNull();
    expect(
      loadConfig({ ...base, METRICS_TOKEN: "s3cret-token-0123456789" }, () => undefined).metricsToken,
    ).toBe("s3cret-token-0123456789");
    for (const bad of ["short-1234", "has a space in it 12345"]) {
      expect(() => loadConfig({ ...base, METRICS_TOKEN: bad }, () => undefined)).toThrow(/METRICS_TOKEN/);
      try {
        loadConfig({ ...base, METRICS_TOKEN: bad }, () => undefined);
      } catch (error) {
        expect((error as Error).message).not.toContain(bad);
      }
    }
  });
});

describe("requestIdOf", () => {
  const withHeader = (value?: string | string[]) =>
    ({ headers: value === undefined ? {} : { "x-request-id": value } }) as unknown as IncomingMessage;

  it("keeps a well-formed incoming id and makes a UUID for anything else", () => {
    expect(requestIdOf(withHeader("caddy-1.2:3_x"))).toBe("caddy-1.2:3_x");
    for (const bad of [undefined, "", "a b", "x\ny", "ö", "a".repeat(129), ["one", "two"]]) {
      expect(requestIdOf(withHeader(bad))).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
    expect(requestIdOf(withHeader())).not.toBe(requestIdOf(withHeader()));
  });
});

describe("job loggers", () => {
  it("put the job's name on background lines, and give requests the root without it", () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const root = pino({ level: "info" }, sink);
    const background = jobLogger(root, "background");
    background.info("outbox batch sent");
    requestLoggerBase(background).child({ reqId: "r-1" }).info("request completed");
    expect(lines[0]).toMatchObject({ job: "background", msg: "outbox batch sent" });
    expect(lines[1]).toMatchObject({ reqId: "r-1", msg: "request completed" });
    expect(lines[1]).not.toHaveProperty("job");
    expect(requestLoggerBase(root)).toBe(root);
  });
});
