// "Vad har hänt" on the Personer screen (issue 28): the owners' short activity list, newest first (GET
// /api/sites/{siteId}/activity, at most 50 lines): who saved, published, paid, invited, joined, left,
// removed or set answers by hand, and when. A person whose account is gone is "someone no longer here".
import "./activity.css";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api";

export type ActivityLine = {
  id: number;
  kind: string;
  at: string;
  who: string | null;
  detail: Record<string, string | number | boolean | null>;
};

const KNOWN = new Set([
  "saved",
  "published",
  "paid",
  "invited",
  "joined",
  "left",
  "removed",
  "handed-over",
  "answers-set",
]);

export function ActivityList({ siteId }: { siteId: string }) {
  const { t, i18n } = useTranslation("app");
  const id = useId();
  const activity = useQuery({
    queryKey: ["activity", siteId],
    queryFn: () => api.get<{ data?: ActivityLine[] }>(`/api/sites/${encodeURIComponent(siteId)}/activity`),
  });
  const lines = Array.isArray(activity.data?.data) ? activity.data.data : [];
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
    }).format(new Date(iso));
  const what = (line: ActivityLine) => {
    const detail = line.detail ?? {};
    const role = typeof detail.role === "string" ? t(`members.role.${detail.role}`) : "";
    const amount =
      typeof detail.amount === "number" && typeof detail.currency === "string"
        ? new Intl.NumberFormat(i18n.language, { style: "currency", currency: detail.currency }).format(
            detail.amount / 100,
          )
        : "";
    const kind = KNOWN.has(line.kind) ? line.kind : "other";
    return t(`members.activity.kind.${kind}`, {
      role,
      amount,
      host: typeof detail.host === "string" ? detail.host : "",
      household: typeof detail.household === "string" ? detail.household : "",
      kind: line.kind,
    });
  };

  return (
    <section className="members__section activity" aria-labelledby={`${id}-activity`}>
      <h2 id={`${id}-activity`}>{t("members.activity.title")}</h2>
      {activity.isPending ? <p role="status">{t("members.activity.loading")}</p> : null}
      {activity.isError ? <p role="alert">{t("members.activity.loadFailed")}</p> : null}
      {activity.isSuccess && lines.length === 0 ? <p>{t("members.activity.empty")}</p> : null}
      {lines.length > 0 ? (
        <ol className="activity__list">
          {lines.map((line) => (
            <li key={line.id} className="activity__line">
              <time className="activity__when" dateTime={line.at}>
                {when(line.at)}
              </time>
              <span className="activity__what">
                <span className="activity__who">{line.who ?? t("members.activity.gone")}</span> {what(line)}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
