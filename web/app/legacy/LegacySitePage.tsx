// The owner's screen of a site made with the old editor (issue 14 items 3 and 4; SPEC §2 "Legacy view
// for older sites", §5 legacy receiver rules, §6): the page as guests see it, who gets the RSVP and
// speech mails (saved with the old editor's format, PUT /api/sites/{id}), the answers collected before
// (sorted by a click, deleted after a question, osa.xlsx), and 'Uppgradera till nya redigeraren': one
// step to a version-2 site that looks the same, keeps the answers, and can be undone from Versioner.
// Versions and the new RSVP module belong to version-2 sites (SPEC §6): they come with the upgrade.
import "@design/app-answers.css";
import "@design/app-legacy.css";
import { checkReceivers, MAX_RECEIVERS } from "@core/legacy/receivers";
import type { Site } from "@core/site";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AnswerText } from "../answers/AnswerCell";
import { api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { useReturnFocus } from "../components/return-focus";
import { appConfig } from "../config";

type LegacyRsvp = {
  _id: string;
  weddingYesOrNo: "yes" | "no";
  firstName: string;
  lastName: string;
  mail: string;
  phone: string;
  registered: { date: string };
  customValues: { id: string; label: string; value: string }[];
};
type Field = "rsvp" | "speech";
type SortKey = "name" | "answer" | "mail" | "phone" | "date" | `custom:${string}`;

export function LegacySitePage({ site }: { site: Site }) {
  const { t } = useTranslation("app");
  const [error, setError] = useState<ShownError | null>(null);
  useDocumentTitle(t("legacy.title"));
  const root = `/redigera/${encodeURIComponent(site._id)}`;
  const hasRsvp = site.modules?.some((m) => m.module === "RSVP3") ?? false;
  const hasSpeech = site.modules?.some((m) => m.module === "Speech2") ?? false;

  return (
    <div className="legacy-page">
      <header className="action-bar">
        <span className="action-bar__brand">{appConfig().displayName}</span>
        <Link className="action-bar__back" to={`${root}/konto/`}>
          {t("legacy.account")}
        </Link>
      </header>
      <main className="legacy" id="main" tabIndex={-1}>
        <section className="legacy__intro" aria-labelledby="legacy-title">
          <h1 id="legacy-title">{t("legacy.title")}</h1>
          <p>{t("legacy.lead")}</p>
          <UpgradeButton site={site} onError={setError} />
        </section>
        {site.host ? (
          <section className="legacy__card" aria-labelledby="legacy-preview">
            <h2 id="legacy-preview">{t("legacy.preview")}</h2>
            <iframe
              className="legacy__preview"
              title={t("legacy.previewFrame")}
              src={`/?domainHost=${encodeURIComponent(site.host)}`}
              loading="lazy"
            />
          </section>
        ) : null}
        {hasRsvp || hasSpeech ? (
          <Receivers site={site} hasRsvp={hasRsvp} hasSpeech={hasSpeech} onError={setError} />
        ) : null}
        <OldAnswers siteId={site._id} onError={setError} />
        <p>
          <Link to={`${root}/visa-osa/`}>{t("legacy.newAnswers")}</Link>
        </p>
      </main>
      <ErrorDialog shown={error} />
    </div>
  );
}

function Receivers({
  site,
  hasRsvp,
  hasSpeech,
  onError,
}: {
  site: Site;
  hasRsvp: boolean;
  hasSpeech: boolean;
  onError: (error: ShownError) => void;
}) {
  const { t } = useTranslation("app");
  const queryClient = useQueryClient();
  const id = useId();
  const start = (field: Field) => {
    const list = site.mailReceivers?.[field] ?? [];
    return list.length > 0 ? list : [""];
  };
  const [lists, setLists] = useState<Record<Field, string[]>>({
    rsvp: start("rsvp"),
    speech: start("speech"),
  });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const save = useMutation({
    mutationFn: (mailReceivers: Record<Field, string[]>) =>
      api.put<Site>(`/api/sites/${encodeURIComponent(site._id)}`, { ...site, mailReceivers }),
    onSuccess: (saved) => {
      queryClient.setQueryData(["site", site._id], saved);
      setDone(true);
    },
    onError: (cause) => onError({ error: cause, description: t("legacy.receivers.saveFailed") }),
  });
  const fields = ([hasRsvp ? "rsvp" : null, hasSpeech ? "speech" : null] as const).filter(
    (f): f is Field => f !== null,
  );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setDone(false);
    const found: Record<string, string> = {};
    for (const field of fields) {
      const checked = checkReceivers(lists[field], true);
      if (!checked.ok)
        for (const p of checked.problems) found[`${field}-${p.index}`] = t(`legacy.receivers.${p.problem}`);
    }
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    save.mutate({
      rsvp: lists.rsvp.map((m) => m.trim()).filter(Boolean),
      speech: lists.speech.map((m) => m.trim()).filter(Boolean),
    });
  };
  const change = (field: Field, index: number, value: string) =>
    setLists((l) => ({ ...l, [field]: l[field].map((m, i) => (i === index ? value : m)) }));

  return (
    <section className="legacy__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("legacy.receivers.title")}</h2>
      <form className="form legacy__receivers" onSubmit={submit} noValidate>
        {fields.map((field) => (
          <fieldset key={field} className="legacy__receiver-list">
            <legend>{t(`legacy.receivers.${field}`)}</legend>
            {lists[field].map((mail, index) => {
              const key = `${field}-${index}`;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list
                <div className="legacy__receiver" key={index}>
                  <label className="visually-hidden" htmlFor={`${id}-${key}`}>
                    {t("legacy.receivers.row", { number: index + 1 })}
                  </label>
                  <input
                    id={`${id}-${key}`}
                    type="email"
                    autoComplete="email"
                    value={mail}
                    aria-invalid={problems[key] ? true : undefined}
                    aria-describedby={problems[key] ? `${id}-${key}-error` : undefined}
                    onChange={(event) => change(field, index, event.target.value)}
                  />
                  {index > 0 ? (
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() =>
                        setLists((l) => ({ ...l, [field]: l[field].filter((_, i) => i !== index) }))
                      }
                    >
                      {t("legacy.receivers.remove", { number: index + 1 })}
                    </button>
                  ) : null}
                  {problems[key] ? (
                    <span className="field__error" id={`${id}-${key}-error`}>
                      {problems[key]}
                    </span>
                  ) : null}
                </div>
              );
            })}
            {lists[field].length < MAX_RECEIVERS ? (
              <button
                type="button"
                className="link-button"
                onClick={() => setLists((l) => ({ ...l, [field]: [...l[field], ""] }))}
              >
                {t("legacy.receivers.add")}
              </button>
            ) : null}
          </fieldset>
        ))}
        <div>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t("legacy.receivers.save")}
          </button>
          <p role="status" className="legacy__status">
            {done ? t("legacy.receivers.saved") : ""}
          </p>
        </div>
      </form>
    </section>
  );
}

function OldAnswers({ siteId, onError }: { siteId: string; onError: (error: ShownError) => void }) {
  const { t, i18n } = useTranslation("app");
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<{ key: SortKey; reversed: boolean }>({ key: "date", reversed: true });
  const [deleting, setDeleting] = useState<LegacyRsvp | null>(null);
  const answers = useQuery({
    queryKey: ["legacy-rsvps", siteId],
    queryFn: () => api.get<{ data: LegacyRsvp[] }>(`/api/rsvps/${encodeURIComponent(siteId)}`),
  });
  const remove = useMutation({
    mutationFn: (rsvp: LegacyRsvp) =>
      api.delete(`/api/rsvps/${encodeURIComponent(siteId)}/${encodeURIComponent(rsvp._id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["legacy-rsvps", siteId] }),
    onError: (cause) => onError({ error: cause, description: t("legacy.answers.deleteFailed") }),
    onSettled: () => setDeleting(null),
  });
  const rows = answers.data?.data ?? [];
  const customColumns = useMemo(() => {
    const seen = new Map<string, string>();
    for (const row of rows)
      for (const c of row.customValues) if (!seen.has(c.id)) seen.set(c.id, c.label || c.id);
    return [...seen];
  }, [rows]);
  const yesNoWord = (row: LegacyRsvp) => t(`legacy.answers.${row.weddingYesOrNo}`);
  const cellOf = (row: LegacyRsvp, key: SortKey): string => {
    if (key === "name") return `${row.firstName} ${row.lastName}`;
    if (key === "answer") return yesNoWord(row);
    if (key === "mail") return row.mail;
    if (key === "phone") return row.phone;
    if (key === "date") return row.registered.date;
    return row.customValues.find((c) => `custom:${c.id}` === key)?.value ?? "";
  };
  const sorted = [...rows].sort((a, b) => {
    const order = cellOf(a, sort.key).localeCompare(cellOf(b, sort.key), i18n.language);
    return sort.reversed ? -order : order;
  });
  const columns: { key: SortKey; label: string }[] = [
    { key: "name", label: t("legacy.answers.name") },
    { key: "answer", label: t("legacy.answers.answer") },
    { key: "mail", label: t("legacy.answers.mail") },
    { key: "phone", label: t("legacy.answers.phone") },
    ...customColumns.map(([id, label]) => ({ key: `custom:${id}` as SortKey, label })),
    { key: "date", label: t("legacy.answers.date") },
  ];

  return (
    <section className="legacy__card" aria-labelledby="legacy-answers">
      <div className="legacy__answers-head">
        <h2 id="legacy-answers">{t("legacy.answers.title")}</h2>
        {rows.length > 0 ? (
          <a
            className="button button--small"
            href={`/api/rsvps/${encodeURIComponent(siteId)}/osa.xlsx?language=${i18n.language}`}
            download
          >
            {t("legacy.answers.download")}
          </a>
        ) : null}
      </div>
      {answers.isPending ? (
        <p aria-live="polite">{t("editor.loading")}</p>
      ) : rows.length === 0 ? (
        <p>{t("legacy.answers.none")}</p>
      ) : (
        <div className="legacy__table-wrap">
          <table className="answers-table legacy__table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={
                      sort.key === column.key ? (sort.reversed ? "descending" : "ascending") : "none"
                    }
                  >
                    <button
                      type="button"
                      className="answers-table__sort"
                      onClick={() =>
                        setSort((s) => ({
                          key: column.key,
                          reversed: s.key === column.key ? !s.reversed : false,
                        }))
                      }
                    >
                      {column.label}
                    </button>
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{t("legacy.answers.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((row) => (
                <tr key={row._id}>
                  {columns.map((column) => (
                    <td key={column.key}>
                      {column.key === "answer" ? (
                        <AnswerText text={yesNoWord(row).toUpperCase()} />
                      ) : column.key === "date" ? (
                        row.registered.date.slice(0, 10)
                      ) : (
                        cellOf(row, column.key)
                      )}
                    </td>
                  ))}
                  <td>
                    <button type="button" className="button button--small" onClick={() => setDeleting(row)}>
                      {t("legacy.answers.delete", { name: `${row.firstName} ${row.lastName}` })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Confirm
        open={deleting !== null}
        title={t("legacy.answers.deleteTitle")}
        text={t("legacy.answers.deleteText", {
          name: deleting ? `${deleting.firstName} ${deleting.lastName}` : "",
        })}
        confirm={t("legacy.answers.deleteConfirm")}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}

function UpgradeButton({ site, onError }: { site: Site; onError: (error: ShownError) => void }) {
  const { t } = useTranslation("app");
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const upgrade = useMutation({
    mutationFn: () =>
      api.post<{ site: Site; answers: number }>(`/api/sites/${encodeURIComponent(site._id)}/upgrade`),
    onSuccess: ({ site: upgraded }) => queryClient.setQueryData(["site", site._id], upgraded),
    onError: (cause) => onError({ error: cause, description: t("legacy.upgrade.failed") }),
    onSettled: () => setAsking(false),
  });
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setAsking(true)}>
        {t("legacy.upgrade.button")}
      </button>
      <Confirm
        open={asking}
        title={t("legacy.upgrade.title")}
        text={t("legacy.upgrade.text")}
        confirm={t("legacy.upgrade.confirm")}
        busy={upgrade.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => upgrade.mutate()}
      />
    </>
  );
}

function Confirm(props: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("app");
  const returnFocus = useReturnFocus(() => document.getElementById("main"));
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => (open ? undefined : props.onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" role="alertdialog" {...returnFocus}>
          <Dialog.Title className="dialog__title">{props.title}</Dialog.Title>
          <Dialog.Description className="dialog__text">{props.text}</Dialog.Description>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={props.onCancel}>
              {t("moduleEditor.cancel")}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={props.busy}
              onClick={props.onConfirm}
            >
              {props.confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
