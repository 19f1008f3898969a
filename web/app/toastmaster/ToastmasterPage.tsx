// /redigera/{siteId}/toastmaster (issue 28): the toastmaster's screen, phone first. Only their part:
// the guests' names by household and group (searchable), the sign-ups of the forms the owner shares,
// the Programme module's editor with Save (version-checked: on 409 the latest is loaded and that is
// said), and Logga ut. The server decides what is shown (routes/toastmaster): no contact details reach
// this screen.
import "./toastmaster.css";
import type { Brand } from "@core/brands";
import { translate } from "@core/translation";
import { ProgrammeEditor } from "@modules/programme/Editor";
import type { ProgrammeModule } from "@modules/programme/schema";
import { EditorContext, type EditorContextValue } from "@modules/shared/editor/context";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { logOutAndLeave } from "../account/logout";
import { ApiRequestError, api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { errorMessage } from "../components/error-message";
import { appConfig } from "../config";

export type ToastmasterData = {
  role: string;
  version: number | null;
  languages: string[];
  pageName: string;
  households: {
    id: string;
    name: string;
    groupIds: string[];
    guests: { id: string; name: string; child: boolean }[];
  }[];
  groups: { id: string; name: string }[];
  forms: {
    formId: string;
    title: Record<string, string>;
    submissions: {
      id: string;
      createdAt: string;
      answers: { label: Record<string, string>; value: string }[];
      householdId: string | null;
    }[];
  }[];
  programmes: ProgrammeModule[];
};

const norm = (text: string) => text.toLocaleLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");

export function ToastmasterPage() {
  const { siteId = "" } = useParams();
  const { t, i18n } = useTranslation("app");
  const queryClient = useQueryClient();
  const searchId = useId();
  useDocumentTitle(t("toastmaster.title"));
  const url = `/api/sites/${encodeURIComponent(siteId)}/toastmaster`;
  const view = useQuery({
    queryKey: ["toastmaster", siteId],
    queryFn: () => api.get<ToastmasterData>(url),
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 403) && count < 2,
  });
  const [search, setSearch] = useState("");
  const [logoutError, setLogoutError] = useState(false);

  const data = view.data;
  const forbidden = view.error instanceof ApiRequestError && view.error.status === 403;
  const language = data?.languages[0] ?? "sv";
  const uiText = (value: Record<string, string>) =>
    translate(value, i18n.language) || translate(value, language);

  const groupName = useMemo(() => new Map((data?.groups ?? []).map((g) => [g.id, g.name])), [data?.groups]);
  const householdName = useMemo(
    () => new Map((data?.households ?? []).map((h) => [h.id, h.name])),
    [data?.households],
  );
  const shown = useMemo(() => {
    const query = norm(search.trim());
    const all = data?.households ?? [];
    if (!query) return all;
    return all.filter(
      (household) =>
        norm(household.name).includes(query) ||
        household.guests.some((guest) => norm(guest.name).includes(query)) ||
        household.groupIds.some((id) => norm(groupName.get(id) ?? "").includes(query)),
    );
  }, [data?.households, search, groupName]);
  const guestCount = (data?.households ?? []).reduce((sum, h) => sum + h.guests.length, 0);

  async function logOut() {
    setLogoutError(false);
    try {
      await logOutAndLeave();
    } catch {
      setLogoutError(true);
    }
  }

  return (
    <div className="toastmaster">
      <header className="toastmaster__bar">
        <h1 className="toastmaster__title">{t("toastmaster.title")}</h1>
        <button type="button" className="button button--secondary" onClick={logOut}>
          {t("toastmaster.logout")}
        </button>
      </header>
      <main className="toastmaster__main">
        {logoutError ? (
          <p role="alert" className="toastmaster__error">
            {t("toastmaster.logoutFailed")}
          </p>
        ) : null}
        {!data ? (
          <p aria-live="polite">
            {forbidden
              ? t("toastmaster.forbidden")
              : view.error
                ? t("toastmaster.loadFailed")
                : t("toastmaster.loading")}
          </p>
        ) : (
          <>
            <p className="toastmaster__lead">{t("toastmaster.lead", { page: data.pageName })}</p>

            <section className="toastmaster__section" aria-labelledby={`${searchId}-signups`}>
              <h2 id={`${searchId}-signups`}>{t("toastmaster.signUps")}</h2>
              {data.forms.length === 0 ? <p>{t("toastmaster.noSharedForms")}</p> : null}
              {data.forms.map((form) => (
                <div key={form.formId} className="toastmaster__form">
                  <h3>{uiText(form.title) || t("toastmaster.signUps")}</h3>
                  {form.submissions.length === 0 ? <p>{t("toastmaster.noSubmissions")}</p> : null}
                  <ul className="toastmaster__cards">
                    {form.submissions.map((submission) => (
                      <li key={submission.id} className="toastmaster__card">
                        <dl>
                          {submission.answers.map((answer, index) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: answers are in the questions' order
                            <div key={index} className="toastmaster__answer">
                              <dt>{uiText(answer.label)}</dt>
                              <dd>{answer.value || "–"}</dd>
                            </div>
                          ))}
                        </dl>
                        {submission.householdId && householdName.get(submission.householdId) ? (
                          <p className="toastmaster__muted">
                            {t("toastmaster.fromHousehold", {
                              name: householdName.get(submission.householdId),
                            })}
                          </p>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>

            <section className="toastmaster__section" aria-labelledby={`${searchId}-programme`}>
              <h2 id={`${searchId}-programme`}>{t("toastmaster.programme")}</h2>
              {data.programmes.length === 0 ? <p>{t("toastmaster.noProgramme")}</p> : null}
              {data.programmes.map((programme) => (
                <ProgrammePart
                  key={programme.id}
                  siteId={siteId}
                  programme={programme}
                  version={data.version}
                  languages={data.languages}
                  onStale={() => queryClient.invalidateQueries({ queryKey: ["toastmaster", siteId] })}
                  onSaved={(saved) =>
                    queryClient.setQueryData<ToastmasterData>(["toastmaster", siteId], (old) =>
                      old
                        ? {
                            ...old,
                            version: saved.version,
                            programmes: old.programmes.map((p) =>
                              p.id === saved.module.id ? saved.module : p,
                            ),
                          }
                        : old,
                    )
                  }
                />
              ))}
            </section>

            {data.forms.length > 0 ? <SpeakerMessage siteId={siteId} /> : null}

            <section className="toastmaster__section" aria-labelledby={`${searchId}-guests`}>
              <h2 id={`${searchId}-guests`}>
                {t("toastmaster.guests")}{" "}
                <span className="toastmaster__muted">
                  ({t("toastmaster.guestCount", { count: guestCount })})
                </span>
              </h2>
              <div className="field">
                <label htmlFor={searchId}>{t("toastmaster.search")}</label>
                <input
                  id={searchId}
                  type="search"
                  className="input"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
              {data.households.length === 0 ? (
                <p>{t("toastmaster.noGuests")}</p>
              ) : shown.length === 0 ? (
                <p>{t("toastmaster.noMatch")}</p>
              ) : (
                <ul className="toastmaster__cards">
                  {shown.map((household) => (
                    <li key={household.id} className="toastmaster__card">
                      <h3 className="toastmaster__household">{household.name}</h3>
                      {household.groupIds.length > 0 ? (
                        <p className="toastmaster__muted">
                          {household.groupIds
                            .map((id) => groupName.get(id))
                            .filter(Boolean)
                            .join(", ")}
                        </p>
                      ) : null}
                      <ul className="toastmaster__guests">
                        {household.guests.map((guest) => (
                          <li key={guest.id}>
                            {guest.name}
                            {guest.child ? ` (${t("toastmaster.child")})` : ""}
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </main>
    </div>
  );
}

function ProgrammePart({
  siteId,
  programme,
  version,
  languages,
  onStale,
  onSaved,
}: {
  siteId: string;
  programme: ProgrammeModule;
  version: number | null;
  languages: string[];
  onStale: () => void;
  onSaved: (saved: { version: number; module: ProgrammeModule }) => void;
}) {
  const { t } = useTranslation("app");
  const [draft, setDraft] = useState(programme);
  // A new stored programme (saved, or the latest after another's save): the editor starts from it.
  useEffect(() => setDraft(programme), [programme]);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const language = languages[0] ?? "sv";
  const dirty = draft !== programme;
  const config = appConfig();
  const context = useMemo<EditorContextValue>(
    () => ({
      siteId,
      quickStart: false,
      apiBase: `/api/sites/${siteId}`,
      languages: languages.length > 0 ? languages : ["sv"],
      language,
      translateMode: false,
      brand: config.brand as Brand,
      ownerMail: null,
      formRecipients: [],
      setFormRecipients: () => {},
    }),
    [siteId, languages, language, config.brand],
  );

  async function save() {
    setBusy(true);
    setStatus(null);
    try {
      const saved = await api.put<{ version: number; module: ProgrammeModule }>(
        `/api/sites/${encodeURIComponent(siteId)}/modules/${encodeURIComponent(programme.id)}`,
        draft,
        version === null ? {} : { "x-site-version": String(version) },
      );
      onSaved(saved);
      setStatus({ text: t("toastmaster.saved"), error: false });
    } catch (error) {
      if (error instanceof ApiRequestError && error.body?.code === "SAVE_CONFLICT") {
        setStatus({ text: t("toastmaster.conflict"), error: true });
        onStale();
      } else setStatus({ text: t("toastmaster.saveFailed"), error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="toastmaster__programme">
      <EditorContext.Provider value={context}>
        <ProgrammeEditor module={draft} language={language} onChange={setDraft} />
      </EditorContext.Provider>
      <div className="toastmaster__save">
        <button type="button" className="button button--primary" disabled={busy || !dirty} onClick={save}>
          {busy ? t("toastmaster.saving") : t("toastmaster.save")}
        </button>
        <p role="status" className={status?.error ? "toastmaster__error" : "toastmaster__muted"}>
          {status?.text ?? (dirty ? t("toastmaster.unsaved") : "")}
        </p>
      </div>
    </div>
  );
}

type MessagePreview = {
  recipients: { householdId: string; name: string }[];
  skipped: { householdId: string; name: string; reason: string }[];
  unmatched: number;
};

/** The message to the speakers: only the households of the shared forms' sign-ups (the server decides). */
function SpeakerMessage({ siteId }: { siteId: string }) {
  const { t, i18n } = useTranslation("app");
  const id = useId();
  const [channel, setChannel] = useState<"mail" | "sms">("mail");
  const [text, setText] = useState("");
  const [preview, setPreview] = useState<MessagePreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const url = `/api/sites/${encodeURIComponent(siteId)}/toastmaster/message`;

  async function run(send: boolean) {
    if (send && !window.confirm(t("toastmaster.messageConfirm"))) return;
    setBusy(true);
    setStatus(null);
    try {
      if (send) {
        await api.post(url, { channel, text });
        setStatus({ text: t("toastmaster.messageSent"), error: false });
        setText("");
        setPreview(null);
      } else setPreview(await api.post<MessagePreview>(url, { channel, text, preview: true }));
    } catch (error) {
      setStatus({
        text: errorMessage(error, i18n.language, undefined, t("toastmaster.messageFailed")),
        error: true,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="toastmaster__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("toastmaster.message")}</h2>
      <p className="toastmaster__muted">{t("toastmaster.messageLead")}</p>
      <fieldset className="toastmaster__channels">
        <legend>{t("toastmaster.channel")}</legend>
        {(["mail", "sms"] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-channel`}
              checked={channel === value}
              onChange={() => {
                setChannel(value);
                setPreview(null);
              }}
            />{" "}
            {value === "mail" ? t("toastmaster.channelMail") : t("toastmaster.channelSms")}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t("toastmaster.messageText")}</label>
        <textarea
          id={`${id}-text`}
          className="input"
          rows={4}
          maxLength={channel === "sms" ? 480 : 2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {preview ? (
        <div aria-live="polite">
          <p>
            {t("toastmaster.messageRecipients", {
              count: preview.recipients.length,
              names: preview.recipients.map((r) => r.name).join(", "),
            })}
          </p>
          {preview.skipped.length > 0 ? (
            <p>{t("toastmaster.messageSkipped", { names: preview.skipped.map((r) => r.name).join(", ") })}</p>
          ) : null}
          {preview.unmatched > 0 ? (
            <p>{t("toastmaster.messageUnmatched", { count: preview.unmatched })}</p>
          ) : null}
        </div>
      ) : null}
      <div className="toastmaster__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy || !text.trim()}
          onClick={() => run(false)}
        >
          {t("toastmaster.messagePreview")}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy || !text.trim() || !preview || preview.recipients.length === 0}
          onClick={() => run(true)}
        >
          {t("toastmaster.messageSend")}
        </button>
      </div>
      <p role="status" className={status?.error ? "toastmaster__error" : "toastmaster__muted"}>
        {status?.text ?? ""}
      </p>
    </section>
  );
}

export default ToastmasterPage;
