// Bearer tokens the server hands out (session cookies, site access cookies, reset links, post keys):
// 256 random bits, URL-safe; the database keeps only their sha256, so a leaked table opens nothing.
import { createHash, randomBytes } from "node:crypto";

export const newToken = (): string => randomBytes(32).toString("base64url");

export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");
