// The households as a list of rows (cards on a phone): name, guests, groups, side, A/B, status and
// whether the personal link is on, and its delivery problems (a bounced mail, a failed SMS, no mails
// wanted; issue 26). Only a page of them is drawn at a time (issue 25: 1,000 households).
import type { GuestListSettings, Side } from "@core/guest-list";
import { useTranslation } from "react-i18next";
import { DeliveryBadges } from "./DeliveryBadges";
import type { LastSend } from "./send-state";
import type { Household } from "./types";

type Props = {
  households: readonly Household[];
  settings: GuestListSettings;
  sideLabel: (side: Side) => string;
  onOpen: (household: Household) => void;
  /** Each household's last send (issue 26), shown small under its status. */
  lastSends?: ReadonlyMap<string, LastSend>;
};

export function HouseholdList({ households, settings, sideLabel, onOpen, lastSends }: Props) {
  const { t } = useTranslation("app");
  const groupName = new Map(settings.groups.map((group) => [group.id, group.name]));
  return (
    <ul className="household-list">
      {households.map((household) => {
        const guests = household.guests.map((guest) => guest.name).join(", ");
        const last = lastSends?.get(household.id);
        return (
          <li key={household.id} className="household-row">
            <div className="household-row__main">
              <h3 className="household-row__name">
                <button
                  type="button"
                  className="household-row__open"
                  onClick={() => onOpen(household)}
                  aria-label={t("guestList.list.open", { name: household.name })}
                >
                  {household.name}
                </button>
              </h3>
              <p className="household-row__guests">
                {guests || t("guestList.list.noGuests")}
                {household.extraGuests > 0 ? (
                  <span className="household-row__extra">
                    {" "}
                    {t("guestList.list.extra", { count: household.extraGuests })}
                  </span>
                ) : null}
              </p>
            </div>
            <ul className="household-row__tags" aria-label={t("guestList.list.tags")}>
              {household.groups.map((id) => (
                <li key={id} className="guest-tag">
                  {groupName.get(id) ?? id}
                </li>
              ))}
              {household.side ? (
                <li className="guest-tag guest-tag--side">{sideLabel(household.side)}</li>
              ) : null}
              {household.needsReview ? (
                <li className="guest-tag guest-tag--review">{t("guestList.list.review")}</li>
              ) : null}
              {household.list ? (
                <li className="guest-tag guest-tag--list">
                  {t("guestList.list.listMark", { list: household.list })}
                </li>
              ) : null}
              <DeliveryBadges household={household} />
            </ul>
            <div className="household-row__state">
              <span className={`guest-status guest-status--${household.status}`}>
                {t(`guestList.status.${household.status}`)}
              </span>
              <span className={`household-row__link${household.linkEnabled ? "" : " is-off"}`}>
                {t(household.linkEnabled ? "guestList.list.linkOn" : "guestList.list.linkOff")}
              </span>
              {last ? (
                <span className={`household-row__send send-status--${last.status}`}>
                  <span className="visually-hidden">{t("guestSends.row.label")}: </span>
                  {t("guestSends.row.last", {
                    kind: t(`guestSends.kind.${last.kind}`),
                    status: t(`guestSends.status.${last.status}`),
                  })}
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
