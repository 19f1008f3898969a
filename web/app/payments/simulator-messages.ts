// The local card simulator's form (served by our server, embedded in an iframe) tells the owner app
// what happened by postMessage. Only messages from that iframe's own window and from the origin it
// was loaded from count: any other page could post a fake 'succeeded'.
export type SimulatorMessage =
  | { type: "ready" }
  | { type: "succeeded" }
  | { type: "failed"; message: string }
  | { type: "height"; height: number };

export function parseSimulatorMessage(
  event: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; source: unknown },
): SimulatorMessage | null {
  if (event.origin !== expected.origin || event.source !== expected.source || expected.source == null)
    return null;
  const data = event.data as { source?: unknown; type?: unknown; message?: unknown; height?: unknown } | null;
  if (!data || typeof data !== "object" || data.source !== "payment-simulator") return null;
  switch (data.type) {
    case "ready":
    case "succeeded":
      return { type: data.type };
    case "failed":
      return { type: "failed", message: typeof data.message === "string" ? data.message : "" };
    case "height":
      return typeof data.height === "number" ? { type: "height", height: data.height } : null;
    default:
      return null;
  }
}

/** The form's address: the server's own (card_form_url) or, by the simulator's convention, on this origin. */
export function simulatorFormUrl(
  start: { client_secret: string; card_form_url?: string | null },
  locale: string,
): string {
  if (start.card_form_url) return start.card_form_url;
  return `/payment-simulator/card?${new URLSearchParams({ client_secret: start.client_secret, locale }).toString()}`;
}
