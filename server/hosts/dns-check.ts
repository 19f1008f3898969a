// Another registrar (SPEC §4, PROVIDERS.md): the owner points their domain here with an A record to
// DNS_A_RECORD (the domain itself) and a CNAME to DNS_CNAME_TARGET (www.); this asks DNS what the
// domain says now. NXDOMAIN and 'no such record' are plain answers (not pointing here yet); a DNS
// server that does not answer is the check's failure (502), so 'not yet' is never shown by mistake.
import type { HostsConfig } from "../config";
import { ApiError } from "../errors";
import type { DnsResolver } from "./providers";

export type DnsCheck = {
  domain: string;
  pointsHere: boolean;
  aRecords: string[];
  cname: string | null;
  wwwCname: string | null;
  /** www. has the CNAME (guests typing www. arrive too). */
  wwwPointsHere: boolean;
  expected: { aRecord: string | null; cnameTarget: string };
};

const NO_ANSWER = new Set(["ENOTFOUND", "ENODATA", "ENONAME", "NXDOMAIN", "NOTFOUND", "NODATA"]);

async function answers(ask: () => Promise<string[]>): Promise<string[]> {
  try {
    return await ask();
  } catch (error) {
    if (NO_ANSWER.has((error as { code?: string }).code ?? "")) return [];
    throw new ApiError("DNS_CHECK_FAILED", { cause: error });
  }
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, "");

// The addresses that count as 'here': the configured A record, or without one (CNAME only) what the
// CNAME target resolves to now — a registrar's ALIAS or flattened CNAME at the domain itself gives
// exactly those addresses, and the apex cannot carry a plain CNAME at most registrars.
async function ourAddresses(hosts: HostsConfig, resolver: DnsResolver): Promise<string[]> {
  if (hosts.dnsARecord !== null) return [hosts.dnsARecord];
  return answers(() => resolver.resolve4(hosts.dnsCnameTarget));
}

export async function checkDns(domain: string, hosts: HostsConfig, resolver: DnsResolver): Promise<DnsCheck> {
  const www = `www.${domain}`;
  const [ours, aRecords, cnames, wwwAddresses, wwwCnames] = await Promise.all([
    ourAddresses(hosts, resolver),
    answers(() => resolver.resolve4(domain)),
    answers(() => resolver.resolveCname(domain)),
    answers(() => resolver.resolve4(www)),
    answers(() => resolver.resolveCname(www)),
  ]);
  const cname = cnames[0] ? bare(cnames[0]) : null;
  const wwwCname = wwwCnames[0] ? bare(wwwCnames[0]) : null;
  const target = hosts.dnsCnameTarget;
  const pointsAtUs = (addresses: string[]) => addresses.some((address) => ours.includes(address));
  return {
    domain,
    // The site's address is the domain itself, so that is what must point here.
    pointsHere: pointsAtUs(aRecords) || cname === target,
    aRecords,
    cname,
    wwwCname,
    // www. may follow the CNAME as told, or carry the same A record as the domain.
    wwwPointsHere: wwwCname === target || pointsAtUs(wwwAddresses),
    expected: { aRecord: hosts.dnsARecord, cnameTarget: target },
  };
}
