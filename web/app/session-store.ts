// The owner app's session storage (the wizard's answers, quick-start drafts, the intro seen): values go
// in and out as JSON, and a browser that refuses storage (private mode, storage full or blocked) costs
// nothing but the memory across reloads: reads find nothing and writes are dropped, never thrown.

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    // Reading the property itself throws where storage is blocked.
    return null;
  }
}

/** The value stored under `key`, parsed; undefined when there is none, it is not JSON or storage is refused. */
export function readSession(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw == null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON under `key`; where storage is refused or full it lasts for this page only. */
export function writeSession(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Refused or full: the caller still has the value in memory.
  }
}

export function removeSession(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
