// useTranslation for the guest views (web/guest, modules/*/View and what they render). In the browser
// it is react-i18next's own. On the server a page is rendered once with an i18n that never changes
// language (server/ssr/guest-page.ts keeps one per UI language), so the hook needs none of
// react-i18next's subscriptions and memos: it hands out the same fixed `t` per instance and
// namespace. That per-call setup was about a tenth of an uncached page render's CPU (issue 24).
import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext, useTranslation as useReactI18next } from "react-i18next";

const fixed = new WeakMap<I18n, Map<string, TFunction>>();

function useServerTranslation(ns?: string | readonly string[]) {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const namespace = (typeof ns === "string" ? ns : ns?.[0]) ?? null;
  let byNamespace = fixed.get(i18n);
  if (!byNamespace) {
    byNamespace = new Map();
    fixed.set(i18n, byNamespace);
  }
  let t = byNamespace.get(namespace ?? "");
  if (!t) {
    t = i18n.getFixedT(null, namespace);
    byNamespace.set(namespace ?? "", t);
  }
  const answer = [t, i18n, true] as const;
  return Object.assign(answer, { t, i18n, ready: true });
}

/** react-i18next's useTranslation in the browser; a fixed `t` per i18n and namespace on the server. */
export const useTranslation: typeof useReactI18next =
  typeof window === "undefined"
    ? (useServerTranslation as unknown as typeof useReactI18next)
    : useReactI18next;
