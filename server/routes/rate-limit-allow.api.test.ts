// RATE_LIMIT_ALLOW: listed client addresses skip the per-client request limits; others do not.
import { describe, expect, it } from "vitest";
import { freshClientAddress, testAppForThisFile } from "../test/harness";

const ALLOWED = "203.0.113.9";
const t = testAppForThisFile({ env: { RATE_LIMIT_ALLOW: `${ALLOWED}, 2001:db8::7` } });

const login = (remoteAddress: string, n: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/accounts/login/",
    remoteAddress,
    payload: { mail: `nobody-${n}@example.se`, password: "fel-losenord" },
  });

describe("RATE_LIMIT_ALLOW", () => {
  it("lets a listed IPv4 or IPv6 address past the per-client limit, and no one else", async () => {
    for (const address of [ALLOWED, "2001:db8::7"]) {
      const statuses = new Set<number>();
      for (let i = 0; i < 25; i += 1) statuses.add((await login(address, i)).statusCode);
      expect([...statuses], address).toEqual([401]);
    }
    const other = freshClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await login(other, i)).statusCode);
    expect(statuses).toContain(429);
  });
});
