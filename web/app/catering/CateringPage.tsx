// /redigera/{siteId}/catering (issue 28): the caterer's screen. Per part of the day how many come (and how
// many of them are children), do not come and have not answered; the caterer's summary per part (the
// RSVPs' food choices, allergies and special diets, no names); a download of the same as CSV; and
// "Logga ut". The server decides who reads it (routes/catering: the owner, co-owners and the caterer)
// and answers no contact detail; this screen shows what it answered.
import "./catering.css";
import { WHOLE_EVENT } from "@core/guest-list";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { logOutAndLeave } from "../account/logout";
import { downloadFromServer } from "../answers/download";
import { ApiRequestError, api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { appConfig } from "../config";
import type { CateringView } from "./types";

const EXPORT_LANGUAGES = ["sv", "en", "da"] as const;

export function CateringPage() {
  const { siteId = "" } = useParams();
  const { t, i18n } = useTranslation("app");
  const config = appConfig();
  const id = useId();
  useDocumentTitle(t("catering.title"));
  const base = `/api/sites/${encodeURIComponent(siteId)}/catering`;
  const view = useQuery({
    queryKey: ["catering", siteId],
    queryFn: () => api.get<CateringView>(base),
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 403) && count < 2,
  });
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState<"download" | "logout" | null>(null);

  const partName = (part: { id: string; name: string }) =>
    part.id === WHOLE_EVENT ? t("catering.wholeDay") : part.name;

  async function download() {
    setBusy("download");
    setStatus(null);
    const language = EXPORT_LANGUAGES.find((code) => i18n.language.startsWith(code)) ?? "sv";
    try {
      await downloadFromServer(`${base}/export?${new URLSearchParams({ language })}`, "catering.csv");
    } catch {
      setStatus({ text: t("catering.downloadFailed"), error: true });
    } finally {
      setBusy(null);
    }
  }

  async function logOut() {
    setBusy("logout");
    setStatus(null);
    try {
      await logOutAndLeave();
    } catch {
      setBusy(null);
      setStatus({ text: t("catering.logoutFailed"), error: true });
    }
  }

  const data = view.data;
  const forbidden = view.error instanceof ApiRequestError && view.error.status === 403;
  const total = (counts: { adults: number; children: number }) => counts.adults + counts.children;
  return (
    <div className="catering-page">
      <header className="action-bar">
        <span className="action-bar__brand">{config.displayName}</span>
        <button
          type="button"
          className="button catering__logout"
          onClick={logOut}
          disabled={busy === "logout"}
        >
          {t("catering.logout")}
        </button>
      </header>
      <main className="catering">
        <h1 className="catering__title">{t("catering.title")}</h1>
        <p className="catering__lead">{t("catering.lead")}</p>
        {view.isPending ? <p role="status">{t("catering.loading")}</p> : null}
        {forbidden ? <p role="alert">{t("catering.forbidden")}</p> : null}
        {view.isError && !forbidden ? <p role="alert">{t("catering.loadFailed")}</p> : null}
        <p
          role="status"
          className={status?.error ? "catering__status catering__status--error" : "catering__status"}
        >
          {status?.text ?? ""}
        </p>
        {data ? (
          <>
            <section aria-labelledby={`${id}-counts`}>
              <h2 id={`${id}-counts`}>{t("catering.countsTitle")}</h2>
              <table className="catering__table">
                <thead>
                  <tr>
                    <th scope="col">{t("catering.part")}</th>
                    <th scope="col">{t("catering.coming")}</th>
                    <th scope="col">{t("catering.children")}</th>
                    <th scope="col">{t("catering.notComing")}</th>
                    <th scope="col">{t("catering.notAnswered")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.parts.map((part) => (
                    <tr key={part.id}>
                      <th scope="row">{partName(part)}</th>
                      <td>{total(part.attending)}</td>
                      <td>{part.attending.children}</td>
                      <td>{total(part.declined)}</td>
                      <td>{total(part.notAnswered)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section aria-labelledby={`${id}-food`}>
              <h2 id={`${id}-food`}>{t("catering.foodTitle")}</h2>
              {data.caterer.questions.length === 0 ? (
                <p>{t("catering.foodEmpty")}</p>
              ) : (
                data.caterer.questions.map((question) => {
                  const options = question.parts[0]?.options ?? [];
                  return (
                    <table key={question.id} className="catering__table">
                      <caption>{question.label}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t("catering.answer")}</th>
                          {question.parts.map((part) => (
                            <th key={part.id} scope="col">
                              {part.id === WHOLE_EVENT ? t("catering.count") : part.name}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {options.map((option) => (
                          <tr key={option.id}>
                            <th scope="row">{option.text}</th>
                            {question.parts.map((part) => (
                              <td key={part.id}>
                                {part.options.find((candidate) => candidate.id === option.id)?.count ?? 0}
                              </td>
                            ))}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  );
                })
              )}
            </section>
            <button
              type="button"
              className="button button--primary"
              onClick={download}
              disabled={busy === "download"}
            >
              {busy === "download" ? t("catering.downloading") : t("catering.download")}
            </button>
          </>
        ) : null}
      </main>
    </div>
  );
}
