// The other-registrar check's rules: which answers count as 'points here' for the domain and its www.,
// with an A record configured and without one (CNAME only, where the domain needs an ALIAS).
import { describe, expect, it } from "vitest";
import type { HostsConfig } from "../config";
import { checkDns } from "./dns-check";
import type { DnsResolver } from "./providers";

type Zone = Record<string, { a?: string[]; cname?: string; error?: string }>;

const fail = (code: string) => Object.assign(new Error(code), { code });

// Answers as a recursive resolver gives them: an A question follows a CNAME inside the zone.
function resolverFor(zone: Zone): DnsResolver {
  const resolve4 = async (name: string): Promise<string[]> => {
    const entry = zone[name];
    if (entry?.error) throw fail(entry.error);
    if (!entry) throw fail("ENOTFOUND");
    if (entry.cname) return zone[entry.cname]?.a ?? [];
    if (!entry.a) throw fail("ENODATA");
    return entry.a;
  };
  const resolveCname = async (name: string): Promise<string[]> => {
    const entry = zone[name];
    if (entry?.error) throw fail(entry.error);
    if (!entry) throw fail("ENOTFOUND");
    if (!entry.cname) throw fail("ENODATA");
    return [`${entry.cname}.`];
  };
  return { resolve4, resolveCname };
}

const hosts = (dnsARecord: string | null): HostsConfig => ({
  registrar: { provider: "simulator" },
  dnsARecord,
  dnsCnameTarget: "brollopssidan.se",
  dnsServers: null,
});

const OURS = "203.0.113.10";
const ourTarget = { "brollopssidan.se": { a: [OURS] } };

describe("checkDns", () => {
  it("says the domain points here by the configured A record, and www. by its CNAME", async () => {
    const zone: Zone = {
      ...ourTarget,
      "maja.se": { a: [OURS] },
      "www.maja.se": { cname: "brollopssidan.se" },
    };
    expect(await checkDns("maja.se", hosts(OURS), resolverFor(zone))).toEqual({
      domain: "maja.se",
      pointsHere: true,
      aRecords: [OURS],
      cname: null,
      wwwCname: "brollopssidan.se",
      wwwPointsHere: true,
      expected: { aRecord: OURS, cnameTarget: "brollopssidan.se" },
    });
  });

  it("says not yet while the domain points at the old web host, and counts www. with our A record", async () => {
    const zone: Zone = {
      ...ourTarget,
      "maja.se": { a: ["198.51.100.20"] },
      "www.maja.se": { a: [OURS] },
    };
    const check = await checkDns("maja.se", hosts(OURS), resolverFor(zone));
    expect(check).toMatchObject({ pointsHere: false, aRecords: ["198.51.100.20"], wwwPointsHere: true });
  });

  it("without a configured A record, takes the CNAME target's addresses (an ALIAS at the domain)", async () => {
    const alias: Zone = {
      ...ourTarget,
      "maja.se": { a: [OURS] },
      "www.maja.se": { cname: "brollopssidan.se" },
    };
    const check = await checkDns("maja.se", hosts(null), resolverFor(alias));
    expect(check).toMatchObject({ pointsHere: true, wwwPointsHere: true, expected: { aRecord: null } });

    const elsewhere: Zone = { ...ourTarget, "maja.se": { a: ["198.51.100.20"] } };
    expect(await checkDns("maja.se", hosts(null), resolverFor(elsewhere))).toMatchObject({
      pointsHere: false,
      wwwPointsHere: false,
    });
    // Not even our own domain resolves (a machine without DNS): nothing can match, never a false yes.
    expect(await checkDns("maja.se", hosts(null), resolverFor({ "maja.se": { a: [OURS] } }))).toMatchObject({
      pointsHere: false,
    });
  });

  it("fails with 502 when DNS does not answer, rather than saying not yet", async () => {
    const zone: Zone = { ...ourTarget, "maja.se": { error: "ESERVFAIL" } };
    await expect(checkDns("maja.se", hosts(OURS), resolverFor(zone))).rejects.toMatchObject({
      code: "DNS_CHECK_FAILED",
    });
  });
});
