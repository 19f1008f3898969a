// /redigera/{siteId}/personer (issue 28): the people of the page. The owner and co-owners see everyone
// with their role, the invitations waiting, invite by mail (a co-owner, the toastmaster, the caterer),
// withdraw an invitation and remove a person; anyone but the owner may leave; below, "Vad har hänt"
// (ActivityList.tsx). The server decides every
// step (routes/members); this screen only says what it answered.
import "./members.css";
import { MEMBER_ROLES, type MemberRole, type MembersView, type SiteRole } from "@core/members";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ApiRequestError, api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { errorMessage } from "../components/error-message";
import { appConfig } from "../config";
import { ActivityList } from "./ActivityList";

export function MembersPage() {
  const { siteId = "" } = useParams();
  const { t, i18n } = useTranslation("app");
  const config = appConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  useDocumentTitle(t("members.title"));
  const base = `/api/sites/${encodeURIComponent(siteId)}/members`;
  const view = useQuery({
    queryKey: ["members", siteId],
    queryFn: () => api.get<MembersView>(base),
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 403) && count < 2,
  });
  const [mail, setMail] = useState("");
  const [role, setRole] = useState<MemberRole>("owner");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { day: "numeric", month: "long", year: "numeric" }).format(
      new Date(iso),
    );
  const roleName = (value: SiteRole) => t(`members.role.${value}`);
  const failed = (error: unknown) =>
    setStatus({ text: errorMessage(error, i18n.language, undefined, t("members.failed")), error: true });
  // An invitation, a withdrawal or a removal is also a line of "Vad har hänt": both lists are asked again.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["members", siteId] }),
      queryClient.invalidateQueries({ queryKey: ["activity", siteId] }),
    ]);

  async function invite(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      await api.post(base, { mail: mail.trim(), role });
      setStatus({ text: t("members.invited", { mail: mail.trim() }), error: false });
      setMail("");
      await refresh();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function remove(memberId: string, who: string, leaving: boolean, handingOver = false) {
    const question = handingOver
      ? t("members.handOverConfirm", { mail: who })
      : leaving
        ? t("members.leaveConfirm")
        : t("members.removeConfirm", { mail: who });
    if (!window.confirm(question)) return;
    setStatus(null);
    try {
      await api.delete(`${base}/${encodeURIComponent(memberId)}`);
      if (leaving) {
        navigate("/logga-in");
        return;
      }
      setStatus({ text: t("members.removed", { mail: who }), error: false });
      await refresh();
    } catch (error) {
      failed(error);
    }
  }

  const data = view.data;
  // The owner may leave by handing the page to the longest-standing co-owner (the first listed).
  const heir = data?.members.find((member) => member.role === "owner") ?? null;
  const forbidden = view.error instanceof ApiRequestError && view.error.status === 403;
  return (
    <div className="members-page">
      <header className="action-bar">
        <Link className="action-bar__back" to={`/redigera/${encodeURIComponent(siteId)}/`}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t("members.back")}
        </Link>
        <span className="action-bar__brand">{config.displayName}</span>
      </header>
      <main className="members">
        <h1 className="members__title">{t("members.title")}</h1>
        <p className="members__lead">{t("members.lead")}</p>
        {view.isPending ? <p role="status">{t("members.loading")}</p> : null}
        {forbidden ? <p role="alert">{t("members.onlyOwners")}</p> : null}
        {view.isError && !forbidden ? <p role="alert">{t("members.loadFailed")}</p> : null}
        <p
          role="status"
          className={status?.error ? "members__status members__status--error" : "members__status"}
        >
          {status?.text ?? ""}
        </p>
        {data ? (
          <>
            <ul className="members__list">
              {data.members.map((member) => (
                <li key={member.id} className="members__person">
                  <span className="members__mail">
                    {member.mail}
                    {member.you ? <span className="members__you"> ({t("members.you")})</span> : null}
                  </span>
                  <span className="members__role">{roleName(member.role)}</span>
                  <span className="members__since">{t("members.since", { date: date(member.since) })}</span>
                  {member.role === "primary" ? (
                    member.you && heir ? (
                      <button
                        type="button"
                        className="button"
                        onClick={() => remove(member.id, heir.mail, true, true)}
                      >
                        {t("members.handOver")}
                      </button>
                    ) : null
                  ) : member.you ? (
                    <button
                      type="button"
                      className="button"
                      onClick={() => remove(member.id, member.mail, true)}
                    >
                      {t("members.leave")}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button"
                      aria-label={t("members.removeLabel", { mail: member.mail })}
                      onClick={() => remove(member.id, member.mail, false)}
                    >
                      {t("members.remove")}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {data.invitations.length > 0 ? (
              <section className="members__section" aria-labelledby={`${id}-pending`}>
                <h2 id={`${id}-pending`}>{t("members.pendingTitle")}</h2>
                <ul className="members__list">
                  {data.invitations.map((invitation) => (
                    <li key={invitation.id} className="members__person">
                      <span className="members__mail">{invitation.mail}</span>
                      <span className="members__role">{roleName(invitation.role)}</span>
                      <span className="members__since">
                        {t("members.pendingUntil", { date: date(invitation.expiresAt) })}
                      </span>
                      <button
                        type="button"
                        className="button"
                        aria-label={t("members.withdrawLabel", { mail: invitation.mail })}
                        onClick={() => remove(invitation.id, invitation.mail, false)}
                      >
                        {t("members.withdraw")}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section className="members__section" aria-labelledby={`${id}-invite`}>
              <h2 id={`${id}-invite`}>{t("members.inviteTitle")}</h2>
              <form className="form members__form" onSubmit={invite}>
                <label className="field">
                  <span>{t("members.mail")}</span>
                  <input
                    type="email"
                    required
                    maxLength={254}
                    autoComplete="off"
                    value={mail}
                    onChange={(event) => setMail(event.target.value)}
                  />
                </label>
                <fieldset className="members__roles">
                  <legend>{t("members.roleLabel")}</legend>
                  {MEMBER_ROLES.map((value) => (
                    <label key={value} className="members__role-choice">
                      <input
                        type="radio"
                        name={`${id}-role`}
                        value={value}
                        checked={role === value}
                        onChange={() => setRole(value)}
                      />
                      <span>
                        <strong>{roleName(value)}</strong> {t(`members.roleHelp.${value}`)}
                      </span>
                    </label>
                  ))}
                </fieldset>
                <button className="button button--primary" type="submit" disabled={busy}>
                  {busy ? t("members.inviting") : t("members.invite")}
                </button>
              </form>
            </section>
            <ActivityList siteId={siteId} />
          </>
        ) : null}
      </main>
    </div>
  );
}
