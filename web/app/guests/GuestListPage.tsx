// /redigera/{siteId}/gaster (issue 25): the guest list. The overview on top, then the households with
// search, filters and sort, a page of them drawn at a time; add and edit in a dialog, delete with an
// undo in the status bar, the parts and groups in the settings dialog, import (paste or a file, a
// mapping step and a preview, nothing stored until confirmed) and the export as gaster.xlsx. Under the
// overview the caterer's summary; households made from an open answer are flagged "Att granska".
import "@design/app-guest-list.css";
import "@design/app-guest-sends.css";
import { HOUSEHOLD_STATUSES, SIDES, type Side } from "@core/guest-list";
import type { SendView } from "@core/sends";
import type { Site } from "@core/site";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { downloadFromServer } from "../answers/download";
import { api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { LazyPart, lazyPart } from "../components/LazyPart";
import { useLoadError } from "../components/load-error";
import { appConfig } from "../config";
import { CatererSummary } from "./CatererSummary";
import { HouseholdDialog } from "./HouseholdDialog";
import { HouseholdList } from "./HouseholdList";
import { ImportDialog } from "./ImportDialog";
import { filterHouseholds, indexHouseholds, type ListFilter, NO_FILTER, REVIEW, SORTS } from "./list-filter";
import { Overview } from "./Overview";
import { SettingsDialog } from "./SettingsDialog";
import { lastSends } from "./send-state";
import type { GuestListData, GuestListSummary, Household } from "./types";

// Issue 26: the send dialog and the log of sends, each loaded on its first open.
const sendDialog = lazyPart("send dialog", async () => (await import("./SendDialog")).SendDialog);
const sendLogDialog = lazyPart("send log", async () => (await import("./SendLogDialog")).SendLogDialog);
const reminderDialog = lazyPart("reminders", async () => (await import("./ReminderDialog")).ReminderDialog);

/** Households drawn at a time; "Visa fler" draws the next page. */
export const PAGE_SIZE = 50;

export type Snack = { text: string; undo?: () => Promise<void> };

export function GuestListPage() {
  const { siteId = "" } = useParams();
  const { t, i18n } = useTranslation("app");
  const queryClient = useQueryClient();
  const config = appConfig();
  const base = `/api/sites/${encodeURIComponent(siteId)}`;
  useDocumentTitle(t("guestList.title"));

  const site = useQuery({ queryKey: ["site", siteId], queryFn: () => api.get<Site>(base) });
  const list = useQuery({
    queryKey: ["households", siteId],
    queryFn: () => api.get<GuestListData>(`${base}/households`),
  });
  // The caterer's summary names no one unless the owner asks ("Visa namn").
  const [catererNames, setCatererNames] = useState(false);
  const summary = useQuery({
    queryKey: ["households-summary", siteId, catererNames],
    queryFn: () => api.get<GuestListSummary>(`${base}/households/summary${catererNames ? "?names=1" : ""}`),
    placeholderData: (previous) => previous,
  });
  // The sends (issue 26): each household's last one in its row, the log; polled while one is queued.
  const sends = useQuery({
    queryKey: ["sends", siteId],
    queryFn: () => api.get<{ sends: SendView[]; next?: string | null }>(`${base}/sends`),
    refetchInterval: (query) =>
      query.state.data?.sends.some((send) => send.counts.queued > 0) ? 2000 : false,
  });
  const lastSendOf = useMemo(() => lastSends(sends.data?.sends ?? []), [sends.data]);
  const [sendOpen, setSendOpen] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const [remindersOpen, setRemindersOpen] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  useLoadError(list.error ?? summary.error, t("guestList.loadFailed"), setError);
  const showError = useCallback(
    (cause: unknown, description: string) => setError({ error: cause, description }),
    [],
  );

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["households", siteId] }),
        queryClient.invalidateQueries({ queryKey: ["households-summary", siteId] }),
      ]).then(() => undefined),
    [queryClient, siteId],
  );

  const [filter, setFilter] = useState<ListFilter>(NO_FILTER);
  // Typing stays quick: the list follows the search as soon as the browser has time.
  const deferred = useDeferredValue(filter);
  const households = list.data?.households;
  const settings = list.data?.settings ?? { parts: [], groups: [], onlyPersonalLinks: false };
  const indexed = useMemo(() => indexHouseholds(households ?? []), [households]);
  const shown = useMemo(
    () => filterHouseholds(indexed, deferred, i18n.language),
    [indexed, deferred, i18n.language],
  );
  const [pageCount, setPageCount] = useState(1);
  // A new search or filter starts from its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the filter changes
  useEffect(() => setPageCount(1), [deferred]);
  const visible = shown.slice(0, pageCount * PAGE_SIZE);

  const names = site.data?.wizardData;
  const sideLabel = useCallback(
    (side: Side) =>
      side === "partner1"
        ? names?.name1?.trim() || t("guestList.side.partner1")
        : side === "partner2"
          ? names?.name2?.trim() || t("guestList.side.partner2")
          : t("guestList.side.both"),
    [names, t],
  );

  const [editing, setEditing] = useState<Household | "new" | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [snack, setSnack] = useState<Snack | null>(null);
  const [exporting, setExporting] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  // A message without an undo goes after a while (it has been announced); one with an undo stays
  // until the owner closes it or does something else (no time limit on the undo, WCAG 2.2.1).
  useEffect(() => {
    if (!snack || snack.undo) return;
    const timer = window.setTimeout(() => setSnack((current) => (current === snack ? null : current)), 8000);
    return () => window.clearTimeout(timer);
  }, [snack]);

  async function exportList() {
    setExporting(true);
    try {
      await downloadFromServer(
        `${base}/households/export?${new URLSearchParams({ language: i18n.language })}`,
        "gaster.xlsx",
      );
    } catch (cause) {
      showError(cause, t("guestList.exportFailed"));
    } finally {
      setExporting(false);
    }
  }

  const update = (change: Partial<ListFilter>) => setFilter((current) => ({ ...current, ...change }));
  const loading = list.isPending;
  const total = households?.length ?? 0;
  const pageHost = site.data?.host ?? null;
  const reviewCount = useMemo(
    () => (households ?? []).filter((household) => household.needsReview).length,
    [households],
  );

  return (
    <div className="guest-list-page">
      <header className="action-bar">
        <Link className="action-bar__back" to={`/redigera/${siteId}/`}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t("guestList.back")}
        </Link>
        <span className="action-bar__brand">{config.displayName}</span>
      </header>

      <main className="guest-list">
        <div className="guest-list__head">
          <div>
            <h1 className="guest-list__title">{t("guestList.title")}</h1>
            <p className="guest-list__lead">{t("guestList.lead")}</p>
          </div>
          <div className="guest-list__actions">
            <button
              ref={addButton}
              type="button"
              className="button button--primary"
              disabled={loading}
              onClick={() => setEditing("new")}
            >
              {t("guestList.add")}
            </button>
            <button
              type="button"
              className="button"
              disabled={loading}
              onPointerEnter={sendDialog.preload}
              onFocus={sendDialog.preload}
              onClick={() => setSendOpen(true)}
            >
              {t("guestSends.open")}
            </button>
            <button
              type="button"
              className="button"
              onPointerEnter={sendLogDialog.preload}
              onFocus={sendLogDialog.preload}
              onClick={() => setLogOpen(true)}
            >
              {t("guestSends.log")}
            </button>
            <button
              type="button"
              className="button"
              onPointerEnter={reminderDialog.preload}
              onFocus={reminderDialog.preload}
              onClick={() => setRemindersOpen(true)}
            >
              {t("guestReminders.open")}
            </button>
            <button type="button" className="button" disabled={loading} onClick={() => setImportOpen(true)}>
              {t("guestList.import.open")}
            </button>
            <button type="button" className="button" disabled={loading || exporting} onClick={exportList}>
              {exporting ? t("guestList.exporting") : t("guestList.export")}
            </button>
            <button type="button" className="button" disabled={loading} onClick={() => setSettingsOpen(true)}>
              {t("guestList.settings.open")}
            </button>
            <Link className="button" to={`/redigera/${encodeURIComponent(siteId)}/placering`}>
              {t("seating.menu")}
            </Link>
          </div>
        </div>

        {summary.data ? <Overview summary={summary.data} /> : null}
        {summary.data?.caterer ? (
          <CatererSummary
            summary={summary.data.caterer}
            showNames={catererNames}
            onShowNamesChange={setCatererNames}
          />
        ) : null}

        <section className="guest-list__households" aria-labelledby="guest-list-households">
          <h2 id="guest-list-households" className="guest-list__subtitle">
            {t("guestList.list.title")}
          </h2>
          <search className="guest-filters" aria-label={t("guestList.filters.label")}>
            <div className="field guest-filters__search">
              <label htmlFor="guest-search">{t("guestList.filters.search")}</label>
              <input
                id="guest-search"
                type="search"
                value={filter.search}
                autoComplete="off"
                onChange={(event) => update({ search: event.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor="guest-filter-group">{t("guestList.filters.group")}</label>
              <select
                id="guest-filter-group"
                value={filter.group}
                onChange={(event) => update({ group: event.target.value })}
              >
                <option value="">{t("guestList.filters.allGroups")}</option>
                {settings.groups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
                <option value="none">{t("guestList.filters.noGroup")}</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor="guest-filter-side">{t("guestList.filters.side")}</label>
              <select
                id="guest-filter-side"
                value={filter.side}
                onChange={(event) => update({ side: event.target.value as ListFilter["side"] })}
              >
                <option value="">{t("guestList.filters.allSides")}</option>
                {SIDES.map((side) => (
                  <option key={side} value={side}>
                    {sideLabel(side)}
                  </option>
                ))}
                <option value="none">{t("guestList.filters.noSide")}</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor="guest-filter-status">{t("guestList.filters.status")}</label>
              <select
                id="guest-filter-status"
                value={filter.status}
                onChange={(event) => update({ status: event.target.value as ListFilter["status"] })}
              >
                <option value="">{t("guestList.filters.allAnswers")}</option>
                {HOUSEHOLD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`guestList.status.${status}`)}
                  </option>
                ))}
                <option value={REVIEW}>{t("guestList.list.review")}</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor="guest-sort">{t("guestList.filters.sort")}</label>
              <select
                id="guest-sort"
                value={filter.sort}
                onChange={(event) => update({ sort: event.target.value as ListFilter["sort"] })}
              >
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`guestList.sort.${sort}`)}
                  </option>
                ))}
              </select>
            </div>
          </search>

          {reviewCount > 0 && filter.status !== REVIEW ? (
            <div className="guest-review-notice">
              <p>
                <strong>{t("guestList.review.notice", { count: reviewCount })}</strong>{" "}
                {t("guestList.review.noticeText")}
              </p>
              <button
                type="button"
                className="button guest-review-notice__button"
                onClick={() => update({ status: REVIEW })}
              >
                {t("guestList.review.show")}
              </button>
            </div>
          ) : null}

          <p className="guest-list__count" role="status">
            {loading
              ? t("guestList.loading")
              : shown.length === total
                ? t("guestList.list.count", { count: total })
                : t("guestList.list.countFiltered", { count: shown.length, total })}
          </p>

          {loading ? null : total === 0 ? (
            <p className="guest-list__empty">{t("guestList.list.empty")}</p>
          ) : (
            <>
              <HouseholdList
                households={visible}
                settings={settings}
                sideLabel={sideLabel}
                onOpen={(household) => setEditing(household)}
                lastSends={lastSendOf}
              />
              {visible.length < shown.length ? (
                <button
                  type="button"
                  className="button guest-list__more"
                  onClick={() => setPageCount((n) => n + 1)}
                >
                  {t("guestList.list.more", { shown: visible.length, total: shown.length })}
                </button>
              ) : null}
            </>
          )}
        </section>
      </main>

      <div className="guest-snackbar" role="status" aria-live="polite">
        {snack ? (
          <div className="guest-snackbar__body">
            <span>{snack.text}</span>
            {snack.undo ? (
              <button
                type="button"
                className="guest-snackbar__undo"
                onClick={async () => {
                  const undo = snack.undo;
                  setSnack(null);
                  await undo?.();
                }}
              >
                {t("guestList.undo")}
              </button>
            ) : null}
            <button
              type="button"
              className="guest-snackbar__close"
              aria-label={t("guestList.closeMessage")}
              onClick={() => setSnack(null)}
            >
              ×
            </button>
          </div>
        ) : null}
      </div>

      {editing !== null && list.data ? (
        <HouseholdDialog
          key={editing === "new" ? "new" : editing.id}
          base={base}
          household={editing === "new" ? null : editing}
          all={list.data.households}
          settings={settings}
          pageHost={pageHost}
          sideLabel={sideLabel}
          onClose={() => setEditing(null)}
          onSaved={async (text) => {
            setSnack({ text });
            await refresh();
          }}
          onDeleted={async (household) => {
            setEditing(null);
            setSnack({
              text: t("guestList.deleted", { name: household.name }),
              undo: async () => {
                try {
                  await api.post(`${base}/households/${household.id}/restore`);
                  setSnack({ text: t("guestList.restored", { name: household.name }) });
                } catch (cause) {
                  showError(cause, t("guestList.restoreFailed"));
                }
                await refresh();
              },
            });
            await refresh();
            addButton.current?.focus();
          }}
          onChanged={(household) => {
            setEditing(household);
            void refresh();
          }}
          onMerged={async (from, into) => {
            setEditing(null);
            setSnack({ text: t("guestList.review.merged", { name: from.name, into: into.name }) });
            await refresh();
            addButton.current?.focus();
          }}
          onError={showError}
        />
      ) : null}
      {settingsOpen && list.data ? (
        <SettingsDialog
          base={base}
          settings={settings}
          deadline={site.data?.rsvpDeadline ?? null}
          onClose={() => setSettingsOpen(false)}
          onSaved={async () => {
            setSettingsOpen(false);
            setSnack({ text: t("guestList.settings.saved") });
            await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ["site", siteId] })]);
          }}
          onError={showError}
        />
      ) : null}
      {importOpen ? (
        <ImportDialog
          base={base}
          groups={settings.groups}
          onClose={() => setImportOpen(false)}
          onImported={async (households, guests) => {
            setImportOpen(false);
            setSnack({ text: t("guestList.import.done", { households, guests }) });
            await refresh();
          }}
          onError={showError}
        />
      ) : null}
      {list.data ? (
        <LazyPart
          code={sendDialog}
          open={sendOpen}
          props={{
            open: sendOpen,
            onOpenChange: setSendOpen,
            base,
            households: list.data.households,
            shownIds: shown.map((household) => household.id),
            groups: settings.groups,
            sideLabel,
            sends: sends.data?.sends ?? [],
            onSent: async (text: string) => {
              setSnack({ text });
              await queryClient.invalidateQueries({ queryKey: ["sends", siteId] });
            },
          }}
        />
      ) : null}
      <LazyPart
        code={sendLogDialog}
        open={logOpen}
        props={{
          open: logOpen,
          onOpenChange: setLogOpen,
          sends: sends.data?.sends,
          next: sends.data?.next,
          loading: sends.isPending,
          failed: sends.isError,
        }}
      />
      <LazyPart
        code={reminderDialog}
        open={remindersOpen}
        props={{
          open: remindersOpen,
          onOpenChange: setRemindersOpen,
          base,
          onSaved: (text: string) => setSnack({ text }),
          onOpenSettings: () => {
            setRemindersOpen(false);
            setSettingsOpen(true);
          },
        }}
      />
      <ErrorDialog shown={error} />
    </div>
  );
}
