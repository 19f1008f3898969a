// Who gets a send and who is skipped and why, and one household's message (issue 26): the same parts
// of the send dialog's preview and the reminders' preview of the next reminder.
import type { RenderedSend, SendPreview } from "@core/sends";
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

/** One household's message as it is sent: its subject (mail) and its words. */
export function SampleMessage({ sample }: { sample: Pick<RenderedSend, "subject" | "text"> }) {
  const { t } = useTranslation("app");
  return (
    <>
      {sample.subject ? (
        <p className="guest-sends__subject">
          <strong>{t("guestSends.preview.subject")}:</strong> {sample.subject}
        </p>
      ) : null}
      <p className="guest-sends__message">{sample.text}</p>
    </>
  );
}
