// Whether quick start's intro ('Gör sidan till er egen') has been seen, per quick-start page (the demo
// copy or the wizard's page). Kept in this tab's session storage, and in the browser's local storage
// with the draft (../draft-store.ts, same 30 days), so a couple who come back in a new tab to the draft
// they began are not shown the intro again: the page they left is what they see (issue 23). A visitor
// with no draft kept gets the intro again, and both copies go when the account is made.
import { clearDraftStore, readDraftStore, writeDraftStore } from "../draft-store";
import { readSession, writeSession } from "../session-store";

const INTRO_SEEN_KEY = "quickStart.introSeen";

/**
 * Seen in this tab, or seen before in this browser while the draft kept there (`hasStoredDraft`) was
 * made. Stored as 1 (the text "1", as before).
 */
export function introSeen(key: string, hasStoredDraft: boolean, now = Date.now()): boolean {
  if (readSession(`${INTRO_SEEN_KEY}.${key}`) === 1) return true;
  if (!hasStoredDraft || readDraftStore(`${INTRO_SEEN_KEY}.${key}`, now) !== 1) return false;
  // Kept as long as the draft it belongs to, which is rewritten on every change.
  markIntroSeen(key, now);
  return true;
}

export function markIntroSeen(key: string, now = Date.now()): void {
  writeSession(`${INTRO_SEEN_KEY}.${key}`, 1);
  writeDraftStore(`${INTRO_SEEN_KEY}.${key}`, 1, now);
}

/** Once the page is the new site's: the browser's copy goes with the draft (this tab's stays harmless). */
export function clearIntroSeen(key: string): void {
  clearDraftStore(`${INTRO_SEEN_KEY}.${key}`);
}
