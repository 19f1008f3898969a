// The guest forms' calls (SPEC §7 Guest submissions), with plain fetch: the guest bundle carries no
// API client and no zod.
import type { SubmissionResult } from "@core/submissions";

export type SubmissionKind = "rsvp" | "form";

const BASE: Record<SubmissionKind, string> = { rsvp: "/api/rsvps", form: "/api/form-submissions" };

export class RequestFailed extends Error {}

/** A new post key for one submission to the site. */
export async function fetchPostKey(kind: SubmissionKind, siteId: string): Promise<string> {
  const response = await fetch(`${BASE[kind]}/post-key?siteId=${encodeURIComponent(siteId)}`, {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new RequestFailed(`post key: HTTP ${response.status}`);
  const body = (await response.json()) as { key?: unknown };
  if (typeof body.key !== "string") throw new RequestFailed("post key: no key in the answer");
  return body.key;
}

/** Sends the answers; 'spam' when the server took them for a bot's (invertedSuccess). */
export async function sendSubmission(
  kind: SubmissionKind,
  siteId: string,
  body: object,
): Promise<"stored" | "spam" | "late"> {
  const url = kind === "rsvp" ? `${BASE.rsvp}/${siteId}/v4/` : `${BASE.form}/${siteId}/`;
  const response = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  // The RSVP's last day ended while the page was open (issue 26): the form says it is closed.
  if (response.status === 409) {
    const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
    if (body?.code === "RSVP_CLOSED") return "late";
  }
  if (!response.ok) throw new RequestFailed(`send: HTTP ${response.status}`);
  const result = (await response.json()) as Partial<SubmissionResult>;
  return result.invertedSuccess === true ? "spam" : "stored";
}
