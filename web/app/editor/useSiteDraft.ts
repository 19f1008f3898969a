// The editor's draft: a site document plus local edits, dirty while it differs from what was last
// saved, with page-level undo and redo of the edits since then (history.ts). Two sources share it:
// the owner's own site (saved with PUT /api/sites/V2/{id}) and a quick-start copy (the demo site or
// the wizard's page), which lives in session storage and, so that closing the tab loses nothing, in
// local storage (draft-store.ts) until the visitor creates an account and saves it as their own site
// (quick-start-draft.ts: it reads stored copies through the schema, so zod stays out of the editor's first
// load, issue 24).
import type { Site, SiteDocument } from "@core/site";
import { SAVED_SITE_FIELDS } from "@core/site-helpers";
import type { SiteModule } from "@modules/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { api } from "../api";
import { canRedo, canUndo, type History, type HistoryAction, historyReducer, startHistory } from "./history";
import { moveModule } from "./module-ops";
import { siteQuery } from "./queries";

export { moveModule } from "./module-ops";

export function documentOf(site: Site): SiteDocument {
  const document: Partial<Record<keyof SiteDocument, unknown>> = {};
  for (const field of SAVED_SITE_FIELDS) document[field] = site[field];
  return document as SiteDocument;
}

type DraftHistory = History<SiteDocument> | null;
type DraftAction =
  | HistoryAction<SiteDocument>
  | { type: "load"; present: SiteDocument }
  | { type: "saved"; sent: SiteDocument; stored: SiteDocument };

function draftReducer(state: DraftHistory, action: DraftAction): DraftHistory {
  if (action.type === "load") return startHistory(action.present);
  if (!state) return state;
  if (action.type === "saved") {
    // The server's (sanitized) copy becomes the draft and history starts again, unless the owner
    // changed something while the request was under way: then those edits and their steps stay.
    const unchanged = JSON.stringify(state.present) === JSON.stringify(action.sent);
    return unchanged ? startHistory(action.stored) : state;
  }
  return historyReducer(state, action);
}

/** Edits of the draft; `group` coalesces edits into one undo step (one per edit dialog session). */
export type DraftEdits = {
  updateModule: (module: SiteModule, group?: string) => void;
  move: (index: number, step: -1 | 1) => void;
  /** Any other change of the document (form recipients, languages, the module list, the menu). */
  updateDocument: (change: (document: SiteDocument) => SiteDocument, group?: string) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
};

/** The draft state shared by both sources: the history, the JSON it is compared with, and the edits. */
export function useDraftState() {
  const [history, dispatch] = useReducer(draftReducer, null);
  const [savedJson, setSavedJson] = useState<string | null>(null);
  const draft = history?.present ?? null;
  const dirty = useMemo(() => draft !== null && JSON.stringify(draft) !== savedJson, [draft, savedJson]);

  const load = useCallback((present: SiteDocument) => dispatch({ type: "load", present }), []);

  const updateDocument = useCallback(
    (change: (document: SiteDocument) => SiteDocument, group?: string) =>
      dispatch({ type: "edit", change, group: group ?? null }),
    [],
  );

  const updateModule = useCallback(
    (module: SiteModule, group?: string) =>
      updateDocument(
        (current) => ({
          ...current,
          siteModules: current.siteModules.map((m) => (m.id === module.id ? module : m)),
        }),
        group,
      ),
    [updateDocument],
  );

  const move = useCallback(
    (index: number, step: -1 | 1) =>
      updateDocument((current) => ({
        ...current,
        siteModules: moveModule(current.siteModules, index, step),
      })),
    [updateDocument],
  );

  const undo = useCallback(() => dispatch({ type: "undo" }), []);
  const redo = useCallback(() => dispatch({ type: "redo" }), []);

  const saved = useCallback((sent: SiteDocument, stored: SiteDocument) => {
    setSavedJson(JSON.stringify(stored));
    dispatch({ type: "saved", sent, stored });
  }, []);

  const edits: DraftEdits = {
    updateModule,
    move,
    updateDocument,
    undo,
    redo,
    canUndo: history ? canUndo(history) : false,
    canRedo: history ? canRedo(history) : false,
  };
  return { draft, load, savedJson, setSavedJson, dirty, saved, edits };
}

/** The owner's site JSON carries the version its document is (issue 28), the one a save is made on. */
const versionOf = (site: Site): number | null => {
  const version = (site as Site & { version?: unknown }).version;
  return typeof version === "number" ? version : null;
};

export function useSiteDraft(siteId: string) {
  const queryClient = useQueryClient();
  const site = useQuery(siteQuery(siteId));
  const { draft, load, savedJson, setSavedJson, dirty, saved, edits } = useDraftState();
  // The version this draft was made from: a save made on an older one is refused (SAVE_CONFLICT).
  const baseVersion = useRef<number | null>(null);

  useEffect(() => {
    if (site.data && draft === null) {
      const document = documentOf(site.data);
      baseVersion.current = versionOf(site.data);
      load(document);
      setSavedJson(JSON.stringify(document));
    }
  }, [site.data, draft, load, setSavedJson]);

  const save = useMutation({
    mutationFn: (document: SiteDocument) =>
      api.put<Site>(
        `/api/sites/V2/${siteId}`,
        document,
        baseVersion.current === null ? undefined : { "x-site-version": String(baseVersion.current) },
      ),
    onSuccess: (stored, sent) => {
      baseVersion.current = versionOf(stored);
      queryClient.setQueryData(["site", siteId], stored);
      saved(sent, documentOf(stored));
    },
  });

  /**
   * After a SAVE_CONFLICT: the stored page is read again and merged with this draft (merge.ts) as one
   * undoable edit; the draft is then made on the stored version, to be saved again.
   */
  const mergeStored = useCallback(async () => {
    const stored = await api.get<Site>(`/api/sites/${siteId}`);
    const theirs = documentOf(stored);
    const base = savedJson ? (JSON.parse(savedJson) as SiteDocument) : theirs;
    const { mergeDocuments } = await import("./merge");
    const result = mergeDocuments(base, draft ?? theirs, theirs);
    baseVersion.current = versionOf(stored);
    queryClient.setQueryData(["site", siteId], stored);
    setSavedJson(JSON.stringify(theirs));
    edits.updateDocument(() => result.document);
    return result;
  }, [siteId, savedJson, draft, queryClient, setSavedJson, edits]);

  return { site, draft, dirty, save, edits, mergeStored };
}
