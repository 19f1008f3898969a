// DNS_SERVERS: which DNS servers the other-registrar check asks. By default the system's resolver
// (/etc/resolv.conf); an operator can name others, for example a public resolver, because a local
// caching resolver keeps a 'no such domain' for up to its negative-cache time and the owner would see
// 'not yet' long after their registrar has the new records. Written as node:dns's setServers takes
// them: 192.0.2.1, 192.0.2.1:5353, 2001:db8::1 or [2001:db8::1]:5353.
import { isIP } from "node:net";

function validServer(entry: string): boolean {
  if (isIP(entry) !== 0) return true;
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|(\d{1,3}(?:\.\d{1,3}){3})):(\d{1,5})$/.exec(entry);
  if (!match) return false;
  const address = match[1] ?? match[2] ?? "";
  const port = Number(match[3]);
  const family = isIP(address);
  return port >= 1 && port <= 65535 && (match[1] ? family === 6 : family === 4);
}

/** The servers of a DNS_SERVERS value, or null when one of them is not an address (with optional port). */
export function parseDnsServers(value: string): string[] | null {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(validServer)) return null;
  return entries;
}
