// /redigera/{siteId}/visa-osa/ and /visa-osa/fragor (SPEC §2 RSVP answers): the guests' RSVP answers
// and each form's submissions as a sortable table or per question, delete with a confirmation, and the
// .xlsx download. With no RSVP answers yet, or in quick start, 21 example answers show what to expect.
// Quick start (/snabbstart/visa-osa, /kom-igang/redigera/visa-osa, …) has no site on the server: it shows
// only the examples, fetches nothing, exports them in the browser and links back to the quick-start editor.
import {
  type AnswerRow,
  attendanceOf,
  buildAnswerTable,
  type DeclineLabel,
  demoRsvps,
  EXPORTS,
  formTitlesOf,
  rowSummary,
  type StoredAnswer,
} from "@core/answers";
import type { Site } from "@core/site";
import type { AnswerHousehold, StoredFormSubmission, StoredRsvp } from "@core/submissions";
import { translate } from "@core/translation";
import { declineAnswerOf } from "@modules/rsvp/decline";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { useLoadError } from "../components/load-error";
import { useReturnFocus } from "../components/return-focus";
import { appConfig } from "../config";
import { NotFoundPage } from "../pages/NotFoundPage";
import { useUiLanguageFromPath } from "../quickstart/ui-language";
import { AnswersSummary } from "./AnswersSummary";
import { AnswersTable } from "./AnswersTable";
import { downloadBuiltInBrowser, downloadFromServer } from "./download";
import { withHouseholdColumns } from "./households";
import { type AnswersLocation, parseAnswersPath } from "./paths";
import { QuestionsView } from "./QuestionsView";

type Source = { id: string | null; label: string };

export function AnswersPage() {
  const { siteId } = useParams();
  const { pathname } = useLocation();
  const where = parseAnswersPath(pathname, siteId);
  if (where.kind === "invalid") return <NotFoundPage />;
  return <Answers where={where} />;
}

function Answers({ where }: { where: Exclude<AnswersLocation, { kind: "invalid" }> }) {
  const quickStart = where.kind === "quickStart";
  const siteId = where.kind === "owner" ? where.siteId : "";
  useUiLanguageFromPath(
    where.kind === "quickStart" && where.quickStart.kind === "demo" ? where.quickStart.prefix : null,
  );
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation("app");
  const returnFocus = useReturnFocus();
  const language = i18n.language;
  const config = appConfig();
  const questionsView = where.questions;
  const formId = search.get("formular");

  // Nothing to fetch in quick start: the visitor has no site and no answers yet.
  const site = useQuery({
    queryKey: ["site", siteId],
    queryFn: () => api.get<Site>(`/api/sites/${siteId}`),
    enabled: !quickStart,
  });
  const rsvps = useQuery({
    queryKey: ["rsvps", siteId],
    queryFn: () => api.get<{ data: StoredRsvp[] }>(`/api/rsvps/${siteId}/v4`),
    enabled: !quickStart,
  });
  // Each RSVP answer's household and groups (issue 25); the answers show without them if this fails.
  const answerHouseholds = useQuery({
    queryKey: ["answer-households", siteId],
    queryFn: () =>
      api.get<{ data: Record<string, AnswerHousehold> }>(`/api/sites/${siteId}/households/answers`),
    enabled: !quickStart,
    retry: false,
  });
  const forms = useQuery({
    queryKey: ["form-submissions", siteId],
    queryFn: () => api.get<{ data: StoredFormSubmission[] }>(`/api/form-submissions/${siteId}`),
    enabled: !quickStart,
  });

  const [error, setError] = useState<ShownError | null>(null);
  const [deleting, setDeleting] = useState<AnswerRow | null>(null);
  const [status, setStatus] = useState("");
  const [exporting, setExporting] = useState(false);

  const loadError = site.error ?? rsvps.error ?? forms.error;
  useLoadError(loadError, t("answers.loadFailed"), setError);

  useDocumentTitle(t("answers.title"));

  // The RSVP list first, then one entry per Form module (and per form that only old submissions name).
  const sources = useMemo<Source[]>(() => {
    const list: Source[] = [{ id: null, label: t("answers.rsvpSource") }];
    for (const module of site.data?.siteModules ?? []) {
      if (module.siteModuleType !== "Form") continue;
      list.push({ id: module.id, label: translate(module.title, language) || t("answers.formFallback") });
    }
    for (const submission of forms.data?.data ?? []) {
      if (!list.some((s) => s.id === submission.formId)) {
        list.push({ id: submission.formId, label: submission.formTitle || t("answers.formFallback") });
      }
    }
    return list;
  }, [site.data, forms.data, language, t]);
  const source = sources.find((s) => s.id === formId) ?? (sources[0] as Source);
  const isRsvp = source.id === null;

  const demo =
    isRsvp &&
    (quickStart || (!!site.data && !!rsvps.data && (site.data.quickStart || rsvps.data.data.length === 0)));
  // The demo answers are built once per visit and language, so their dates do not move while one looks.
  const answers = useMemo<StoredAnswer[]>(() => {
    if (demo) return demoRsvps(language);
    if (isRsvp) return rsvps.data?.data ?? [];
    return (forms.data?.data ?? []).filter((s) => s.formId === source.id);
  }, [demo, language, isRsvp, rsvps.data, forms.data, source.id]);
  // Each module named once, in the site's first language, however the guests' languages named it.
  const formTitles = useMemo(() => {
    const modules = site.data?.siteModules ?? [];
    return formTitlesOf(modules, site.data?.availableLanguages[0]?.languageCode ?? language);
  }, [site.data, language]);
  const table = useMemo(
    () => buildAnswerTable(answers, language, demo ? {} : formTitles),
    [answers, language, demo, formTitles],
  );
  // The table with each answer's household and groups after the questions (RSVPs only).
  const shownTable = useMemo(
    () =>
      isRsvp && !demo && answerHouseholds.data
        ? withHouseholdColumns(table, answerHouseholds.data.data, {
            household: t("answers.columns.household"),
            groups: t("answers.columns.householdGroups"),
          })
        : table,
    [table, isRsvp, demo, answerHouseholds.data, t],
  );
  const oneForm = new Set(table.rows.map((r) => r.formId)).size <= 1;
  // The page's own "not coming" answer (the first RSVP's), in the owner's words as the table shows it.
  const decline = useMemo<DeclineLabel | null>(() => {
    if (demo) return null;
    const rsvp = site.data?.siteModules.find((m) => m.siteModuleType === "Rsvp");
    if (rsvp?.siteModuleType !== "Rsvp") return null;
    const answer = declineAnswerOf(rsvp);
    const question = rsvp.form.formElements.find((e) => e.id === answer?.formElementId);
    const option =
      question?.formElementType === "SingleSelect"
        ? question.options.find((o) => o.id === answer?.formElementOptionId)
        : undefined;
    return answer && option
      ? { questionId: answer.formElementId, label: translate(option.text, language) }
      : null;
  }, [demo, site.data, language]);
  const attendance = isRsvp ? attendanceOf(table, decline) : null;

  const remove = useMutation({
    mutationFn: (row: AnswerRow) =>
      api.delete(isRsvp ? `/api/rsvps/${siteId}/v4/${row.id}` : `/api/form-submissions/${siteId}/${row.id}`),
    onSuccess: async (_, row) => {
      setDeleting(null);
      setStatus(t("answers.delete.done", { name: rowSummary(table, row) || row.cells.date }));
      await queryClient.invalidateQueries({ queryKey: [isRsvp ? "rsvps" : "form-submissions", siteId] });
    },
    onError: (cause) => {
      setDeleting(null);
      setError({ error: cause, description: t("answers.deleteFailed") });
    },
  });

  async function download() {
    setExporting(true);
    try {
      const kind = isRsvp ? "rsvp" : "form";
      if (demo) await downloadBuiltInBrowser(table, language, kind);
      else {
        const query = new URLSearchParams({ language });
        if (!isRsvp && source.id) query.set("formId", source.id);
        const path = isRsvp
          ? `/api/rsvps/${siteId}/v4/osa.xlsx`
          : `/api/form-submissions/${siteId}/export.xlsx`;
        await downloadFromServer(`${path}?${query}`, EXPORTS[kind].fileName);
      }
    } catch (cause) {
      setError({ error: cause, description: t("answers.exportFailed") });
    } finally {
      setExporting(false);
    }
  }

  const loading = !quickStart && (site.isPending || rsvps.isPending || forms.isPending);
  const base = `${where.root}/visa-osa`;
  const withSource = (path: string) =>
    source.id ? `${path}?formular=${encodeURIComponent(source.id)}` : path;
  const fileName = EXPORTS[isRsvp ? "rsvp" : "form"].fileName;

  return (
    <div className="answers-page">
      <header className="action-bar">
        <Link className="action-bar__back" to={`${where.root}/`}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t("answers.back")}
        </Link>
        <span className="action-bar__brand">{config.displayName}</span>
      </header>

      <main className="answers">
        <div className="answers__head">
          <div>
            <h1 className="answers__title">{t("answers.title")}</h1>
            <p className="answers__lead">{t("answers.lead")}</p>
          </div>
          <button
            type="button"
            className="button button--primary answers__export"
            onClick={download}
            disabled={loading || exporting || !!loadError}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="M8 2v8M4.5 7L8 10.5 11.5 7M3 13.5h10"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {exporting ? t("answers.exporting") : t("answers.export", { file: fileName })}
          </button>
        </div>

        {sources.length > 1 ? (
          <nav className="answers__sources" aria-label={t("answers.sourcesLabel")}>
            {sources.map((s) => (
              <Link
                key={s.id ?? "rsvp"}
                className={`answers-chip${s.id === source.id ? " is-current" : ""}`}
                aria-current={s.id === source.id ? "page" : undefined}
                to={
                  s.id
                    ? `${questionsView ? `${base}/fragor` : `${base}/`}?formular=${encodeURIComponent(s.id)}`
                    : questionsView
                      ? `${base}/fragor`
                      : `${base}/`
                }
              >
                {s.label}
              </Link>
            ))}
          </nav>
        ) : null}

        <div className="answers__toolbar">
          <nav className="answers-segmented" aria-label={t("answers.viewsLabel")}>
            <Link
              className={`answers-segmented__item${questionsView ? "" : " is-current"}`}
              aria-current={questionsView ? undefined : "page"}
              to={withSource(`${base}/`)}
            >
              {t("answers.views.table")}
            </Link>
            <Link
              className={`answers-segmented__item${questionsView ? " is-current" : ""}`}
              aria-current={questionsView ? "page" : undefined}
              to={withSource(`${base}/fragor`)}
            >
              {t("answers.views.questions")}
            </Link>
          </nav>
          {!loading ? (
            <p className="answers__count">
              {demo ? <span className="answers-demo-badge">{t("answers.demoBadge")}</span> : null}
              {t("answers.count", { count: table.rows.length })}
            </p>
          ) : null}
        </div>

        {demo ? (
          <p className="answers__demo-note" role="note">
            {t(quickStart ? "answers.demoNoteQuickStart" : "answers.demoNote")}
          </p>
        ) : null}
        <p className="visually-hidden" role="status">
          {status}
        </p>

        {loading ? (
          <p className="answers__loading" aria-live="polite">
            {loadError ? t("answers.loadFailed") : t("answers.loading")}
          </p>
        ) : table.rows.length === 0 ? (
          <p className="answers__empty">{t("answers.empty")}</p>
        ) : questionsView ? (
          <QuestionsView table={table} />
        ) : (
          <>
            <AnswersSummary table={table} attendance={attendance} isRsvp={isRsvp} />
            <AnswersTable
              table={shownTable}
              language={language}
              hideFormTitle={oneForm}
              onDelete={setDeleting}
            />
          </>
        )}
      </main>

      <Dialog.Root open={deleting !== null} onOpenChange={(open) => (open ? null : setDeleting(null))}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog" role="alertdialog" {...returnFocus}>
            {demo ? (
              <>
                <Dialog.Title className="dialog__title">{t("answers.delete.demoTitle")}</Dialog.Title>
                <Dialog.Description className="dialog__text">
                  {t("answers.delete.demoText")}
                </Dialog.Description>
                <div className="dialog__actions">
                  <Dialog.Close className="button button--primary">{t("answers.delete.ok")}</Dialog.Close>
                </div>
              </>
            ) : (
              <>
                <Dialog.Title className="dialog__title">{t("answers.delete.title")}</Dialog.Title>
                <Dialog.Description className="dialog__text">
                  {t("answers.delete.text", {
                    name: deleting ? rowSummary(table, deleting) || deleting.cells.date : "",
                  })}
                </Dialog.Description>
                <div className="dialog__actions">
                  <Dialog.Close className="button">{t("answers.delete.cancel")}</Dialog.Close>
                  <button
                    type="button"
                    className="button answers-danger-button"
                    disabled={remove.isPending}
                    onClick={() => deleting && remove.mutate(deleting)}
                  >
                    {remove.isPending ? t("answers.delete.deleting") : t("answers.delete.confirm")}
                  </button>
                </div>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <ErrorDialog shown={error} />
    </div>
  );
}
