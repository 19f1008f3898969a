// The editor's draft: the saved site document plus local edits. Dirty while the draft differs from
// what was last saved; saving sends the whole document (PUT /api/sites/V2/{id}).
import { SAVED_SITE_FIELDS, type Site, type SiteDocument } from "@core/site";
import type { SiteModule } from "@modules/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { api } from "../api";

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

export function useSiteDraft(siteId: string) {
  const queryClient = useQueryClient();
  const site = useQuery({ queryKey: ["site", siteId], queryFn: () => api.get<Site>(`/api/sites/${siteId}`) });
  const [draft, setDraft] = useState<SiteDocument | null>(null);
  const [savedJson, setSavedJson] = useState<string | null>(null);

  useEffect(() => {
    if (site.data && draft === null) {
      const document = documentOf(site.data);
      setDraft(document);
      setSavedJson(JSON.stringify(document));
    }
  }, [site.data, draft]);

  const dirty = useMemo(() => draft !== null && JSON.stringify(draft) !== savedJson, [draft, savedJson]);

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

  const updateModule = useCallback((module: SiteModule) => {
    setDraft((current) =>
      current
        ? { ...current, siteModules: current.siteModules.map((m) => (m.id === module.id ? module : m)) }
        : current,
    );
  }, []);

  const move = useCallback((index: number, step: -1 | 1) => {
    setDraft((current) => (current ? { ...current, siteModules: moveModule(current.siteModules, index, step) } : current));
  }, []);

  return { site, draft, dirty, save, updateModule, move };
}
