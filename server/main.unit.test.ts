// Starting with an unknown brand or market stops with a clear message, logged at severity 3.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

function start(env: Record<string, string>) {
  return spawnSync("node_modules/.bin/tsx", ["server/main.ts"], {
    env: { ...process.env, DATA_DIR: "/nonexistent-should-not-be-created", PORT: "3099", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("start-up configuration", () => {
  it("stops on an unknown brand, saying which values are valid", () => {
    const result = start({ BRAND: "weding" });
    expect(result.status).toBe(1);
    const output = result.stdout + result.stderr;
    expect(output).toContain("Unknown BRAND 'weding': use one of wedding, party, event");
    expect(output).toMatch(/"severity":3/);
  });

  it("stops on an unknown market", () => {
    const result = start({ MARKET: "no" });
    expect(result.status).toBe(1);
    expect(result.stdout + result.stderr).toContain("Unknown MARKET 'no': use one of se, dk");
  });
});
