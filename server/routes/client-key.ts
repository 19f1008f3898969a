// Who "one client" is for the per-client limits: an IPv4 address, or an IPv6 /64 network. An IPv6
// subscriber is given a whole /64 and can send every request from a new address in it, so counting
// per IPv6 address would let one client step around every limit. @fastify/rate-limit already counts per
// /64 (its default key); this is the same for the limiters of our own (site login, gift cancel).
import { isIPv6 } from "node:net";

/** The limit key of an address: IPv4 (also ::ffff:a.b.c.d) as is, IPv6 as its /64 ('2001:db8:1:2::/64'). */
export function clientKeyOf(address: string): string {
  const plain = address.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(plain)) return plain;
  const [head = "", tail = ""] = plain.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = plain.includes("::") ? (tail ? tail.split(":") : []) : [];
  const missing = 8 - headParts.length - tailParts.length - (tailParts.some((p) => p.includes(".")) ? 1 : 0);
  const groups = plain.includes("::")
    ? [...headParts, ...Array(Math.max(missing, 0)).fill("0"), ...tailParts]
    : headParts;
  return `${groups
    .slice(0, 4)
    .map((g) => (g.includes(".") ? "0" : g.replace(/^0+(?=.)/, "")))
    .join(":")}::/64`;
}
