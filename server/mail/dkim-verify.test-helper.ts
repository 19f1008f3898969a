// An independent DKIM verifier for the tests (issue 26): RFC 6376 §3.4.2/§3.4.4 relaxed
// canonicalization and node:crypto, so a signature nodemailer writes is checked by other code than its
// own. Lines may end in LF (.eml files) or CRLF (SMTP).
import { createHash, verify } from "node:crypto";

type Field = { name: string; raw: string };

/** The header fields as written (folded lines kept) and the body, of a message with CRLF lines. */
function split(message: string): { fields: Field[]; body: string } {
  const at = message.indexOf("\r\n\r\n");
  const head = message.slice(0, at + 2);
  const body = message.slice(at + 4);
  const fields: Field[] = [];
  for (const line of head.split(/\r\n(?=[^ \t])/)) {
    if (!line) continue;
    const name = line.slice(0, line.indexOf(":"));
    fields.push({ name, raw: line.replace(/\r\n$/, "") });
  }
  return { fields, body };
}

/** RFC 6376 §3.4.2 relaxed header canonicalization. */
const relaxedHeader = (raw: string) => {
  const colon = raw.indexOf(":");
  const value = raw
    .slice(colon + 1)
    .replace(/\r\n/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
  return `${raw.slice(0, colon).trim().toLowerCase()}:${value}`;
};

/** RFC 6376 §3.4.4 relaxed body canonicalization. */
const relaxedBody = (body: string) => {
  const lines = body.split("\r\n").map((line) => line.replace(/[ \t]+/g, " ").replace(/ $/, ""));
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines.length === 0 ? "" : `${lines.join("\r\n")}\r\n`;
};

/** Verifies the message's DKIM-Signature against `key`; the tags, or the reason it fails. */
export function verifyDkim(
  message: string,
  key: string,
): { ok: true; tags: Map<string, string> } | { ok: false; why: string } {
  const crlf = message.replace(/\r?\n/g, "\r\n");
  const { fields, body } = split(crlf);
  const signature = fields.find((field) => field.name.toLowerCase() === "dkim-signature");
  if (!signature) return { ok: false, why: "no DKIM-Signature" };
  const tags = new Map(
    signature.raw
      .slice(signature.raw.indexOf(":") + 1)
      .replace(/\s+/g, "")
      .split(";")
      .filter(Boolean)
      .map((tag) => [tag.slice(0, tag.indexOf("=")), tag.slice(tag.indexOf("=") + 1)] as [string, string]),
  );
  const bodyHash = createHash("sha256").update(relaxedBody(body), "latin1").digest("base64");
  if (bodyHash !== tags.get("bh")) return { ok: false, why: "body hash" };
  // Each name in h= takes the next instance of that field from the bottom (RFC 6376 §5.4.2).
  const used = new Set<Field>();
  const signed: string[] = [];
  for (const name of (tags.get("h") ?? "").split(":")) {
    const field = [...fields]
      .reverse()
      .find((f) => f.name.toLowerCase() === name.toLowerCase() && !used.has(f) && f !== signature);
    if (!field) continue;
    used.add(field);
    signed.push(`${relaxedHeader(field.raw)}\r\n`);
  }
  const withoutB = signature.raw.replace(/(\bb=)[^;]*$/s, "$1");
  signed.push(relaxedHeader(withoutB));
  const b = Buffer.from(tags.get("b") ?? "", "base64");
  const ok = verify("sha256", Buffer.from(signed.join(""), "latin1"), key, b);
  return ok ? { ok: true, tags } : { ok: false, why: "signature" };
}
