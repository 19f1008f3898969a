// A household to review (issue 25): made from an answer on the open page, without a personal link. The
// owner merges it into the household it likely is ("Slå ihop med …", the server's suggestion: a guest
// of the same name), or into another one chosen from the list, or keeps it as a household of its own.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api";
import type { Household } from "./types";

type Props = {
  base: string;
  household: Household;
  /** The other households of the list (merge targets). */
  others: readonly Household[];
  /** The household as PUT takes it, with needsReview false (keep it). */
  body: Record<string, unknown>;
  onMerged: (into: Household) => Promise<void>;
  onKept: (household: Household) => void;
  onError: (cause: unknown, description: string) => void;
};

export function ReviewPanel({ base, household, others, body, onMerged, onKept, onError }: Props) {
  const { t } = useTranslation("app");
  const id = useId();
  const [target, setTarget] = useState("");
  const [busy, setBusy] = useState(false);
  const suggestion = household.review;
  const targets = others.filter((other) => other.id !== suggestion?.suggestedHouseholdId);

  async function merge(intoHouseholdId: string) {
    setBusy(true);
    try {
      const answer = await api.post<{ household: Household }>(`${base}/households/${household.id}/merge`, {
        intoHouseholdId,
      });
      await onMerged(answer.household);
    } catch (cause) {
      onError(cause, t("guestList.review.mergeFailed"));
      setBusy(false);
    }
  }

  async function keep() {
    setBusy(true);
    try {
      const answer = await api.put<{ household: Household }>(`${base}/households/${household.id}`, body);
      onKept(answer.household);
    } catch (cause) {
      onError(cause, t("guestList.review.keepFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="household-review" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="household-review__title">
        {t("guestList.review.title")}
      </h3>
      <p className="household-review__text">{t("guestList.review.lead")}</p>
      {suggestion ? (
        <>
          <p className="household-review__text">
            {t("guestList.review.suggestion", { name: suggestion.suggestedName })}
          </p>
          <button
            type="button"
            className="button button--primary household-review__button"
            disabled={busy}
            onClick={() => merge(suggestion.suggestedHouseholdId)}
          >
            {t("guestList.review.mergeInto", { name: suggestion.suggestedName })}
          </button>
        </>
      ) : null}
      {targets.length > 0 ? (
        <div className="household-review__other">
          <label htmlFor={`${id}-target`}>
            {t(suggestion ? "guestList.review.otherHousehold" : "guestList.review.chooseHousehold")}
          </label>
          <div className="household-review__row">
            <select id={`${id}-target`} value={target} onChange={(event) => setTarget(event.target.value)}>
              <option value="">{t("guestList.move.choose")}</option>
              {targets.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button household-review__button"
              disabled={busy || !target}
              onClick={() => merge(target)}
            >
              {t("guestList.review.merge")}
            </button>
          </div>
        </div>
      ) : null}
      <button type="button" className="button household-review__button" disabled={busy} onClick={keep}>
        {t("guestList.review.keep")}
      </button>
    </section>
  );
}
