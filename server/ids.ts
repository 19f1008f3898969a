import { randomBytes } from "node:crypto";

/** A 24-character hex id, the shape of the ids the product has always shown in URLs. */
export function newId(): string {
  return randomBytes(12).toString("hex");
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;
