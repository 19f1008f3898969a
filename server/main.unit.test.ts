// Starting with an unknown brand or market stops with a clear message, logged at severity 3. The
// start runs in this process (start.ts with its environment, log destination and exit passed in): a
// spawned server would measure the machine's load, not the check.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { start } from "./start";

class Stopped extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

async function startWith(env: Record<string, string>) {
  let output = "";
  const destination = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk);
      done();
    },
  });
  let code: number | undefined;
  try {
    await start({
      env: { DATA_DIR: "/nonexistent-should-not-be-created", PORT: "3099", ...env },
      destination,
      exit: (c) => {
        throw new Stopped(c);
      },
    });
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
    code = error.code;
  }
  return { code, output };
}

describe("start-up configuration", () => {
  it("stops on an unknown brand, saying which values are valid", async () => {
    const result = await startWith({ BRAND: "weding" });
    expect(result.code).toBe(1);
    expect(result.output).toContain("Unknown BRAND 'weding': use one of wedding, party, event");
    expect(result.output).toMatch(/"severity":3/);
  });

  it("stops on an unknown market", async () => {
    const result = await startWith({ MARKET: "no" });
    expect(result.code).toBe(1);
    expect(result.output).toContain("Unknown MARKET 'no': use one of se, dk");
  });
});
