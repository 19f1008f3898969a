// Who gets a send and who is skipped and why (issue 26): the same two folded lists in the send
// dialog's preview and the reminders' preview of the next reminder.
import type { SendPreview } from "@core/sends";
import { useTranslation } from "react-i18next";

type Props = {
  recipients: SendPreview["recipients"];
  skipped: SendPreview["skipped"];
  /** The recipients' summary line ("2 hushåll får den"). */
  recipientsSummary: string;
};

export function PreviewHouseholds({ recipients, skipped, recipientsSummary }: Props) {
  const { t } = useTranslation("app");
  return (
    <>
      {recipients.length > 0 ? (
        <details className="guest-sends__who">
          <summary>{recipientsSummary}</summary>
          <ul>
            {recipients.map((recipient) => (
              <li key={recipient.householdId}>
                {recipient.name} <span className="guest-sends__address">{recipient.address}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {skipped.length > 0 ? (
        <details className="guest-sends__who guest-sends__skipped" open>
          <summary>{t("guestSends.preview.skipped", { count: skipped.length })}</summary>
          <ul>
            {skipped.map((household) => (
              <li key={household.householdId}>
                {household.name}:{" "}
                <span className="guest-sends__reason">{t(`guestSends.reason.${household.reason}`)}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
