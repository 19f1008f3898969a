import { z } from "zod";
import { LIMITS } from "./limits";

/** An id chosen by the browser for a module, list item, question or option. */
export const clientIdSchema = z
  .string()
  .min(1)
  .max(LIMITS.idLength)
  .regex(/^[A-Za-z0-9_-]+$/, "ids may hold letters, digits, '-' and '_' only");

/** A new random id with a readable prefix (e.g. 'giftRegistryItem'), unique enough for one document. */
export function newClientId(prefix = "CLIENTID"): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  const random = Array.from(bytes, (b) => b.toString(36).padStart(2, "0")).join("");
  return `${prefix}${random}`;
}
