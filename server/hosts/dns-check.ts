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

export async function checkDns(domain: string, hosts: HostsConfig, resolver: DnsResolver): Promise<DnsCheck> {
  const [aRecords, cnames, wwwCnames] = await Promise.all([
    answers(() => resolver.resolve4(domain)),
    answers(() => resolver.resolveCname(domain)),
    answers(() => resolver.resolveCname(`www.${domain}`)),
  ]);
  const cname = cnames[0] ? bare(cnames[0]) : null;
  const wwwCname = wwwCnames[0] ? bare(wwwCnames[0]) : null;
  const target = hosts.dnsCnameTarget;
  // The site's address is the domain itself, so that is what must point here.
  const pointsHere = (hosts.dnsARecord !== null && aRecords.includes(hosts.dnsARecord)) || cname === target;
  return {
    domain,
    pointsHere,
    aRecords,
    cname,
    wwwCname,
    wwwPointsHere: wwwCname === target,
    expected: { aRecord: hosts.dnsARecord, cnameTarget: target },
  };
}
