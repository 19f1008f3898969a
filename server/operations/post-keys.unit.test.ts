// Post keys as signed tokens (issue 24): bound to a site and a purpose, judged by their age on this
// server's clock, signed with POST_KEY_SECRET or a secret kept in DATA_DIR.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import type { AppContext } from "../context";
import { issuePostKey, judgePostKey, POST_KEY_MAX_AGE_MS, POST_KEY_MIN_AGE_MS } from "./post-keys";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function contextWith(env: Record<string, string> = {}): AppContext {
  const dataDir = mkdtempSync(join(tmpdir(), "post-keys-"));
  dirs.push(dataDir);
  const config = loadConfig({ NODE_ENV: "test", BRAND: "wedding", MARKET: "se", DATA_DIR: dataDir, ...env });
  return { config } as AppContext;
}

const SITE = "0123456789abcdef01234567";
const NOW = Date.UTC(2026, 5, 1, 12);

describe("post keys", () => {
  const ctx = contextWith();

  it("judges a key by its age: too soon under 3 seconds, stale after a day, else right", () => {
    const at = (age: number) =>
      judgePostKey(ctx, issuePostKey(ctx, SITE, "rsvp", NOW - age), SITE, "rsvp", NOW);
    expect(at(0).verdict).toBe("too-soon");
    expect(at(POST_KEY_MIN_AGE_MS - 1).verdict).toBe("too-soon");
    expect(at(POST_KEY_MIN_AGE_MS).verdict).toBe("ok");
    expect(at(POST_KEY_MAX_AGE_MS).verdict).toBe("ok");
    expect(at(POST_KEY_MAX_AGE_MS + 1).verdict).toBe("too-late");
  });

  it("names a different nonce in every key, and the moment its key goes stale", () => {
    const first = judgePostKey(ctx, issuePostKey(ctx, SITE, "rsvp", NOW - 5_000), SITE, "rsvp", NOW);
    const second = judgePostKey(ctx, issuePostKey(ctx, SITE, "rsvp", NOW - 5_000), SITE, "rsvp", NOW);
    if (first.verdict !== "ok" || second.verdict !== "ok") throw new Error("keys refused");
    expect(first.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(first.nonce).not.toBe(second.nonce);
    expect(first.expiresAt.getTime()).toBe(NOW - 5_000 + POST_KEY_MAX_AGE_MS);
  });

  it("knows no key of another site, another purpose, another secret, or a malformed one", () => {
    const key = issuePostKey(ctx, SITE, "rsvp", NOW - 5_000);
    expect(judgePostKey(ctx, key, "0123456789abcdef01234568", "rsvp", NOW).verdict).toBe("unknown");
    expect(judgePostKey(ctx, key, SITE, "form", NOW).verdict).toBe("unknown");
    expect(judgePostKey(contextWith(), key, SITE, "rsvp", NOW).verdict).toBe("unknown");
    for (const bad of ["", "made-up-key-0123456789", `${key}A`, key.slice(1), key.replace(/.$/, "!")]) {
      expect(judgePostKey(ctx, bad, SITE, "rsvp", NOW).verdict).toBe("unknown");
    }
  });

  it("keeps the made secret in DATA_DIR, so a restarted server knows the keys it issued", () => {
    const key = issuePostKey(ctx, SITE, "form", NOW - 5_000);
    const restarted = { config: { ...ctx.config } } as AppContext;
    expect(judgePostKey(restarted, key, SITE, "form", NOW).verdict).toBe("ok");
    expect(readFileSync(join(ctx.config.dataDir, "secrets", "post-key"), "utf8").trim()).toMatch(
      /^[\w-]{43}$/,
    );
  });

  it("signs with POST_KEY_SECRET when set: servers sharing it know each other's keys", () => {
    const secret = "one-installation-s-shared-secret-0123456789";
    const a = contextWith({ POST_KEY_SECRET: secret });
    const b = contextWith({ POST_KEY_SECRET: secret });
    expect(judgePostKey(b, issuePostKey(a, SITE, "rsvp", NOW - 5_000), SITE, "rsvp", NOW).verdict).toBe("ok");
    expect(() => contextWith({ POST_KEY_SECRET: "short" })).toThrow(ConfigError);
  });
});
