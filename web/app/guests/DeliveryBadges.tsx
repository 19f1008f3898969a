// A household's delivery problems and wishes (issue 26 "Delivery you can trust"): its mail bounced or
// was refused, an SMS to it failed, it asked for no more mails. Small badges on the guest list's row,
// and in the household's dialog what happened, when, the reason given and how to clear it (a new
// address or number clears the problem; the wish to get no mails stays).
import { useTranslation } from "react-i18next";
import type { Household } from "./types";

type Problems = Pick<
  Household,
  "mailUnsubscribedAt" | "mailFailedAt" | "mailFailedReason" | "smsFailedAt" | "smsFailedReason"
>;

const KINDS = ["mailFailed", "smsFailed", "unsubscribed"] as const;
type Kind = (typeof KINDS)[number];

/** The household's problems, in the order shown, with when and why. */
export function deliveryProblems(household: Problems): { kind: Kind; at: string; reason: string | null }[] {
  const all: { kind: Kind; at: string | null | undefined; reason: string | null | undefined }[] = [
    { kind: "mailFailed", at: household.mailFailedAt, reason: household.mailFailedReason },
    { kind: "smsFailed", at: household.smsFailedAt, reason: household.smsFailedReason },
    { kind: "unsubscribed", at: household.mailUnsubscribedAt, reason: null },
  ];
  return all.flatMap(({ kind, at, reason }) => (at ? [{ kind, at, reason: reason ?? null }] : []));
}

/** The row's badges: list items for the row's list of tags. */
export function DeliveryBadges({ household }: { household: Problems }) {
  const { t } = useTranslation("app");
  return (
    <>
      {deliveryProblems(household).map((problem) => (
        <li
          key={problem.kind}
          className={`guest-tag guest-tag--delivery guest-tag--${problem.kind}`}
          title={problem.reason ?? undefined}
        >
          {t(`guestList.delivery.${problem.kind}`)}
        </li>
      ))}
    </>
  );
}

const locale = (language: string) => (language === "en" ? "en-GB" : language);

/** Reasons the server stores as words of its own (operations/sends-outbox.ts), said in the owner's language. */
const REASON_KEYS: Record<string, string> = {
  "not-delivered": "guestList.delivery.reasonNotDelivered",
  bounced: "guestList.delivery.reasonBounced",
};

/** In the household's dialog: each problem, when, the reason, and what clears it. Nothing when none. */
export function DeliveryProblems({ household, headingId }: { household: Problems; headingId: string }) {
  const { t, i18n } = useTranslation("app");
  const problems = deliveryProblems(household);
  if (problems.length === 0) return null;
  const format = new Intl.DateTimeFormat(locale(i18n.language), { dateStyle: "medium" });
  return (
    <section className="household-delivery" aria-labelledby={headingId}>
      <h3 id={headingId} className="household-form__subtitle">
        {t("guestList.delivery.title")}
      </h3>
      <ul className="household-delivery__list">
        {problems.map((problem) => (
          <li key={problem.kind}>
            <span className={`guest-tag guest-tag--delivery guest-tag--${problem.kind}`}>
              {t(`guestList.delivery.${problem.kind}`)}
            </span>{" "}
            {t(`guestList.delivery.${problem.kind}Text`, { date: format.format(new Date(problem.at)) })}
            {problem.reason ? (
              <span className="household-delivery__reason">
                {" "}
                {t("guestList.delivery.reason", {
                  reason: REASON_KEYS[problem.reason] ? t(REASON_KEYS[problem.reason] ?? "") : problem.reason,
                })}
              </span>
            ) : null}{" "}
            {t(`guestList.delivery.${problem.kind}Fix`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
