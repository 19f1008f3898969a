// The owner app's local storage, for work made before there is an account (issue 23 item 10): the
// quick-start page and the wizard's answers outlive the tab, so closing it loses nothing; they are
// cleared once the visitor has registered and the page is saved as their own site. Each value is kept
// in an envelope with a format version and the time it was stored: another version or one older than
// 30 days is not restored (and is removed). A value larger than 1 MB (as JSON) is not kept here at all
// (the session copy still is), and a browser that refuses or runs out of storage costs nothing but the
// copy: reads find nothing, writes are dropped, never thrown.

/** The envelope's format; a change of what is stored that old values do not fit raises it. */
export const DRAFT_STORE_VERSION = 1;
/** At most this many characters of JSON per value (localStorage holds about 5 MB per origin). */
export const DRAFT_STORE_MAX_CHARS = 1_000_000;
/** A draft not touched for this long is let go. */
export const DRAFT_STORE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const PREFIX = "draftStore.";

type Envelope = { v: number; savedAt: number; data: unknown };

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Reading the property itself throws where storage is blocked.
    return null;
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing stored.
  }
}

/** The value stored under `key`, or undefined when there is none, it is of another version or too old. */
export function readDraftStore(key: string, now = Date.now()): unknown {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(PREFIX + key);
  } catch {
    return undefined;
  }
  if (raw == null) return undefined;
  try {
    const envelope = JSON.parse(raw) as Partial<Envelope> | null;
    if (
      envelope?.v === DRAFT_STORE_VERSION &&
      typeof envelope.savedAt === "number" &&
      now - envelope.savedAt <= DRAFT_STORE_MAX_AGE_MS &&
      "data" in envelope
    ) {
      return envelope.data;
    }
  } catch {
    // Not ours, or cut short: let it go.
  }
  remove(key);
  return undefined;
}

/** Keeps `value` under `key`; false when it was not kept (too large, storage refused or full). */
export function writeDraftStore(key: string, value: unknown, now = Date.now()): boolean {
  let json: string;
  try {
    json = JSON.stringify({ v: DRAFT_STORE_VERSION, savedAt: now, data: value } satisfies Envelope);
  } catch {
    return false;
  }
  if (json.length > DRAFT_STORE_MAX_CHARS) {
    // An older, smaller copy would come back as if it were the latest: none is better.
    remove(key);
    return false;
  }
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(PREFIX + key, json);
    return true;
  } catch {
    remove(key);
    return false;
  }
}

export function clearDraftStore(key: string): void {
  remove(key);
}
