// The guest page's two gift calls, with plain fetch (no zod, no owner code in the guest bundle).
import type { GiftReservation } from "../site-context";

export type ReservationResult =
  | { ok: true; reservations: GiftReservation[] }
  | { ok: false; status: number; description: Record<string, string> | null };

export async function changeReservation(
  action: "reserve" | "cancel",
  ids: { siteId: string; moduleId: string; itemId: string },
  body: { quantity: number; password: string },
): Promise<ReservationResult> {
  const path = [ids.siteId, ids.moduleId, ids.itemId].map(encodeURIComponent).join("/");
  try {
    const response = await fetch(`/api/gift-registry/${path}/`, {
      method: action === "reserve" ? "PUT" : "DELETE",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    const json = (await response.json().catch(() => null)) as {
      giftRegistryReservations?: GiftReservation[];
      errorDescription?: Record<string, string>;
    } | null;
    if (response.ok && Array.isArray(json?.giftRegistryReservations)) {
      return { ok: true, reservations: json.giftRegistryReservations };
    }
    return { ok: false, status: response.status, description: json?.errorDescription ?? null };
  } catch {
    return { ok: false, status: 0, description: null };
  }
}

export type SwishNoteResult =
  | { ok: true }
  | { ok: false; status: number; description: Record<string, string> | null };

/** "Jag har swishat" (issue 27): the guest tells the couple; nothing is checked with Swish. */
export async function tellSwished(
  ids: { siteId: string; moduleId: string; itemId: string },
  body: { name: string; amount: number | null; message: string | null },
): Promise<SwishNoteResult> {
  const path = [ids.siteId, ids.moduleId, ids.itemId].map(encodeURIComponent).join("/");
  try {
    const response = await fetch(`/api/gift-registry/${path}/swish-note`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    if (response.ok) return { ok: true };
    const json = (await response.json().catch(() => null)) as {
      errorDescription?: Record<string, string>;
    } | null;
    return { ok: false, status: response.status, description: json?.errorDescription ?? null };
  } catch {
    return { ok: false, status: 0, description: null };
  }
}
