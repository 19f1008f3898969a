// The local card simulator's form (served by our server, embedded in an iframe) tells the owner app
// what happened by postMessage (/work/notes/card-contract.md). Only messages from that iframe's own
// window and from the origin it was loaded from count: any other page could post a fake 'succeeded'.
export type SimulatorMessage =
  | { type: "succeeded" }
  /** Declined: the message is in the form's language; the form stays usable for another card. */
  | { type: "failed"; message: string }
  /** The form refused the input and shows why next to its fields; nothing was charged. */
  | { type: "inputError"; message: string }
  /** The form's own height, so the iframe fits it without a scroll bar. */
  | { type: "height"; height: number };

export function parseSimulatorMessage(
  event: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; source: unknown },
): SimulatorMessage | null {
  if (event.origin !== expected.origin || event.source !== expected.source || expected.source == null)
    return null;
  const data = event.data as { type?: unknown; status?: unknown; message?: unknown; height?: unknown } | null;
  if (!data || typeof data !== "object") return null;
  if (data.type === "card-form-height") {
    return typeof data.height === "number" && Number.isFinite(data.height)
      ? { type: "height", height: data.height }
      : null;
  }
  const message = typeof data.message === "string" ? data.message : "";
  if (data.type === "card-element-error") return { type: "inputError", message };
  if (data.type !== "card-payment-result") return null;
  if (data.status === "succeeded") return { type: "succeeded" };
  if (data.status === "failed") return { type: "failed", message };
  return null;
}
