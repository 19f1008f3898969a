// Per-client limits must hold for IPv6 clients too. An IPv6 subscriber gets a whole /64 network and can
// send every request from a new address in it, so the limits count per /64 (an IPv4 address, also one
// written as ::ffff:a.b.c.d, counts alone).
import { describe, expect, it } from "vitest";
import { setSitePassword } from "../operations/site-access";
import { activateSite } from "../operations/sites";
import {
  createSiteFor,
  expectError,
  registerAndLogin,
  testAppForThisFile,
  uniqueMail,
} from "../test/harness";
import { clientKeyOf } from "./client-key";

const t = testAppForThisFile();

let counter = 0;
/** A new address in the same /64 each call. */
const inNetwork = (network: string) => {
  counter += 1;
  return `${network}:${(counter % 65535).toString(16)}:${(counter * 7) % 65535}:1:${counter.toString(16)}`;
};

describe("clientKeyOf", () => {
  it("keeps IPv4 addresses whole and reduces IPv6 addresses to their /64", () => {
    expect(clientKeyOf("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("2001:DB8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(clientKeyOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});

describe("per-client limits and IPv6", () => {
  it("login: new addresses in one /64 share the per-client limit", async () => {
    const network = "2001:db8:10:1";
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/accounts/login/",
        payload: { mail: uniqueMail("gissare"), password: "fel-lösen" },
        remoteAddress: inNetwork(network),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another network is not affected.
    const other = await t.app.inject({
      method: "POST",
      url: "/api/accounts/login/",
      payload: { mail: uniqueMail("annan"), password: "fel-lösen" },
      remoteAddress: inNetwork("2001:db8:10:2"),
    });
    expect(other.statusCode).toBe(401);
  });

  it("site password gate: wrong guesses from one /64 are counted together", async () => {
    const owner = await registerAndLogin(t.app);
    const id = await createSiteFor(t.app, owner.cookie);
    await activateSite(t.ctx, id, "ipv6-grind.se");
    await setSitePassword(t.ctx, id, "rätt-lösen");
    const guess = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/sites/public/${id}/login`,
        payload: { password },
        remoteAddress,
      });
    for (let i = 0; i < 10; i += 1)
      expect((await guess(`gissning-${i}`, inNetwork("2001:db8:20:1"))).statusCode).toBe(401);
    expectError(await guess("gissning-x", inNetwork("2001:db8:20:1")), 429, "TOO_MANY_REQUESTS");
  });
});
