// The overview at the top of the guest list (issue 25): invited, attending, declined and not answered
// guests in total and per part, adults and children apart (GET …/households/summary).
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Counts, GuestListSummary } from "./types";

const KINDS = ["invited", "attending", "declined", "notAnswered"] as const;

export function Overview({ summary }: { summary: GuestListSummary }) {
  const { t } = useTranslation("app");
  const titleId = useId();
  const partsId = useId();
  const split = (counts: Counts) => t("guestList.overview.split", counts);
  return (
    <section className="guest-overview" aria-labelledby={titleId}>
      <h2 id={titleId} className="guest-overview__title">
        {t("guestList.overview.title")}
      </h2>
      <dl className="guest-overview__totals">
        {KINDS.map((kind) => {
          const counts = summary.guests[kind];
          return (
            <div key={kind} className={`guest-overview__total guest-overview__total--${kind}`}>
              <dt>{t(`guestList.overview.${kind}`)}</dt>
              <dd>
                <span className="guest-overview__number">{counts.adults + counts.children}</span>
                <span className="guest-overview__split">{split(counts)}</span>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="guest-overview__households">
        {t("guestList.overview.households", { count: summary.households.invited })}
        {summary.needsReview > 0
          ? ` · ${t("guestList.overview.review", { count: summary.needsReview })}`
          : ""}
      </p>
      {summary.parts.length > 0 ? (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone (WCAG 2.1.1) */}
          <section className="guest-overview__parts" aria-labelledby={partsId} tabIndex={0}>
            <table className="guest-overview__table">
              <caption id={partsId} className="visually-hidden">
                {t("guestList.overview.perPart")}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("guestList.overview.part")}</th>
                  {KINDS.map((kind) => (
                    <th key={kind} scope="col">
                      {t(`guestList.overview.${kind}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {summary.parts.map((part) => (
                  <tr key={part.id}>
                    <th scope="row">{part.name}</th>
                    {KINDS.map((kind) => (
                      <td key={kind}>
                        <strong>{part[kind].adults + part[kind].children}</strong>{" "}
                        <span className="guest-overview__split">{split(part[kind])}</span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      ) : null}
    </section>
  );
}
