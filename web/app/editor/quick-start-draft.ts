// Quick start's draft (the other source of useSiteDraft.ts's draft state): kept in session storage, so
// nothing the visitor edited is lost on a reload, a failed registration or the way to their own editor; and in local storage, so a closed tab
// or browser finds it again on return (issue 23 item 10). The tab's own copy comes first: two tabs each
// keep their own work, and the last one written is what a new tab starts from.
import { type Site, type SiteDocument, siteDocumentSchema } from "@core/site";
import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect } from "react";
import { clearDraftStore, readDraftStore, writeDraftStore } from "../draft-store";
import { readSession, removeSession, writeSession } from "../session-store";
import { documentOf, useDraftState } from "./useSiteDraft";

const DRAFT_PREFIX = "quickStart.draft.";

function parsedDraft(stored: unknown): SiteDocument | null {
  if (stored === undefined) return null;
  const parsed = siteDocumentSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function readStoredDraft(key: string): SiteDocument | null {
  return parsedDraft(readSession(DRAFT_PREFIX + key)) ?? parsedDraft(readDraftStore(DRAFT_PREFIX + key));
}

/**
 * The document as the schema reads it (defaults filled in, keys in the schema's order), so an untouched
 * copy read back from session storage compares equal to the original and a reload is not "unsaved".
 */
export function normalizedDocument(document: SiteDocument): SiteDocument {
  const parsed = siteDocumentSchema.safeParse(document);
  return parsed.success ? parsed.data : document;
}

export function writeStoredDraft(key: string, document: SiteDocument): void {
  writeSession(DRAFT_PREFIX + key, document);
  writeDraftStore(DRAFT_PREFIX + key, document);
}

/** After registering (the page is the new site's now) or a new wizard page: both copies go. */
export function clearStoredDraft(key: string): void {
  removeSession(DRAFT_PREFIX + key);
  clearDraftStore(DRAFT_PREFIX + key);
}

/**
 * A quick-start draft of `base` (loaded by the caller), stored under `key` in session storage. Dirty
 * while it differs from the untouched copy.
 */
export function useQuickStartDraft<T extends { site: Site }>(key: string, base: UseQueryResult<T>) {
  const { draft, load, setSavedJson, dirty, edits } = useDraftState();

  useEffect(() => {
    if (!base.data || draft !== null) return;
    const original = normalizedDocument(documentOf(base.data.site));
    setSavedJson(JSON.stringify(original));
    load(readStoredDraft(key) ?? original);
  }, [base.data, draft, key, load, setSavedJson]);

  useEffect(() => {
    if (draft) writeStoredDraft(key, draft);
  }, [draft, key]);

  return { site: base, draft, dirty, edits };
}
