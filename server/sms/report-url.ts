// The `whendelivered` URL of a message (issue 26). 46elks signs nothing it posts, and its docs suggest
// carrying one's own reference and key in the URL's query; so the URL names our reference of the
// message (an outbox row, a send and household…) and an HMAC of it, and the report route believes a
// report only for a reference whose signature matches. A forged report for another message cannot be
// made without the secret; the route still matches the report's id to the message it sent.
import { createHmac, timingSafeEqual } from "node:crypto";

/** Where 46elks (or the simulator) posts delivery reports; the route that receives them comes with the outbox. */
export const SMS_REPORT_PATH = "/api/sms/delivery-report";

const REFERENCE = /^[A-Za-z0-9_-]{1,100}$/;

const signatureOf = (reference: string, secret: Buffer) =>
  createHmac("sha256", secret)
    .update(`sms-report\n${reference}`)
    .digest()
    .subarray(0, 18)
    .toString("base64url");

/** The signed report URL of a message: {publicUrl}/api/sms/delivery-report?ref={reference}&sig={hmac}. */
export function deliveryReportUrl(publicUrl: string, reference: string, secret: Buffer): string {
  if (!REFERENCE.test(reference)) throw new Error("an SMS reference is 1–100 letters, digits, - or _");
  const url = new URL(SMS_REPORT_PATH, `${publicUrl.replace(/\/+$/, "")}/`);
  url.searchParams.set("ref", reference);
  url.searchParams.set("sig", signatureOf(reference, secret));
  return url.toString();
}

/** The reference of a report URL's query when its signature is ours; null otherwise. */
export function verifiedReportReference(
  query: Readonly<Record<string, unknown>>,
  secret: Buffer,
): string | null {
  const { ref, sig } = query;
  if (typeof ref !== "string" || typeof sig !== "string" || !REFERENCE.test(ref)) return null;
  const expected = Buffer.from(signatureOf(ref, secret));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? ref : null;
}
