// The editor's draft: a site document plus local edits, dirty while it differs from what was last
// saved. Two sources share it: the owner's own site (saved with PUT /api/sites/V2/{id}) and a
// quick-start copy (the demo site or the wizard's page), which lives in session storage until the
// visitor creates an account and saves it as their own site.
import { SAVED_SITE_FIELDS, type Site, type SiteDocument, siteDocumentSchema } from "@core/site";
import type { SiteModule } from "@modules/schemas";
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { api } from "../api";
import { readSession, removeSession, writeSession } from "../session-store";

export function documentOf(site: Site): SiteDocument {
  const document: Partial<Record<keyof SiteDocument, unknown>> = {};
  for (const field of SAVED_SITE_FIELDS) document[field] = site[field];
  return document as SiteDocument;
}

export function moveModule(modules: SiteModule[], index: number, step: -1 | 1): SiteModule[] {
  const target = Math.min(Math.max(index + step, 0), modules.length - 1);
  if (target === index) return modules;
  const next = [...modules];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

/** The draft state shared by both sources: the draft, the JSON it is compared with, and the edits. */
function useDraftState() {
  const [draft, setDraft] = useState<SiteDocument | null>(null);
  const [savedJson, setSavedJson] = useState<string | null>(null);
  const dirty = useMemo(() => draft !== null && JSON.stringify(draft) !== savedJson, [draft, savedJson]);

  const updateModule = useCallback((module: SiteModule) => {
    setDraft((current) =>
      current
        ? { ...current, siteModules: current.siteModules.map((m) => (m.id === module.id ? module : m)) }
        : current,
    );
  }, []);

  const move = useCallback((index: number, step: -1 | 1) => {
    setDraft((current) =>
      current ? { ...current, siteModules: moveModule(current.siteModules, index, step) } : current,
    );
  }, []);

  /** Any other change of the document (form recipients, languages, the module list). */
  const updateDocument = useCallback((change: (document: SiteDocument) => SiteDocument) => {
    setDraft((current) => (current ? change(current) : current));
  }, []);

  return { draft, setDraft, savedJson, setSavedJson, dirty, updateModule, move, updateDocument };
}

export function useSiteDraft(siteId: string) {
  const queryClient = useQueryClient();
  const site = useQuery({ queryKey: ["site", siteId], queryFn: () => api.get<Site>(`/api/sites/${siteId}`) });
  const { draft, setDraft, setSavedJson, dirty, updateModule, move, updateDocument } = useDraftState();

  useEffect(() => {
    if (site.data && draft === null) {
      const document = documentOf(site.data);
      setDraft(document);
      setSavedJson(JSON.stringify(document));
    }
  }, [site.data, draft, setDraft, setSavedJson]);

  const save = useMutation({
    mutationFn: (document: SiteDocument) => api.put<Site>(`/api/sites/V2/${siteId}`, document),
    onSuccess: (saved, sent) => {
      queryClient.setQueryData(["site", siteId], saved);
      const stored = documentOf(saved);
      // Keep local edits made while the request was under way; the server's (sanitized) copy wins otherwise.
      setDraft((current) => (current && JSON.stringify(current) !== JSON.stringify(sent) ? current : stored));
      setSavedJson(JSON.stringify(stored));
    },
  });

  return { site, draft, dirty, save, updateModule, move, updateDocument };
}

// ---------------------------------------------------------------------------------------------------
// Quick start: the draft is kept in session storage, so nothing the visitor edited is lost on a
// reload, a failed registration or the way to their own editor.

const DRAFT_PREFIX = "quickStart.draft.";

export function readStoredDraft(key: string): SiteDocument | null {
  const stored = readSession(DRAFT_PREFIX + key);
  if (stored === undefined) return null;
  const parsed = siteDocumentSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function writeStoredDraft(key: string, document: SiteDocument): void {
  writeSession(DRAFT_PREFIX + key, document);
}

export function clearStoredDraft(key: string): void {
  removeSession(DRAFT_PREFIX + key);
}

/**
 * A quick-start draft of `base` (loaded by the caller), stored under `key` in session storage. Dirty
 * while it differs from the untouched copy.
 */
export function useQuickStartDraft<T extends { site: Site }>(key: string, base: UseQueryResult<T>) {
  const { draft, setDraft, setSavedJson, dirty, updateModule, move, updateDocument } = useDraftState();

  useEffect(() => {
    if (!base.data || draft !== null) return;
    const original = documentOf(base.data.site);
    setSavedJson(JSON.stringify(original));
    setDraft(readStoredDraft(key) ?? original);
  }, [base.data, draft, key, setDraft, setSavedJson]);

  useEffect(() => {
    if (draft) writeStoredDraft(key, draft);
  }, [draft, key]);

  return { site: base, draft, dirty, updateModule, move, updateDocument };
}
