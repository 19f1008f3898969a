// One answer as shown in the table and the per-question view: yes and no words get a coloured badge
// with a tick or a cross, so the meaning never rests on colour alone.
import { yesNoOf } from "@core/answers";

export function YesNoIcon({ kind }: { kind: "yes" | "no" }) {
  return (
    <svg
      className="answer-badge__icon"
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      {kind === "yes" ? (
        <path
          d="M3 8.5l3 3 7-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M4 4l8 8M12 4l-8 8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

export function AnswerText({ text }: { text: string }) {
  const kind = yesNoOf(text);
  if (!kind) return <>{text}</>;
  return (
    <span className={`answer-badge answer-badge--${kind}`} data-yes-no={kind}>
      <YesNoIcon kind={kind} />
      {text}
    </span>
  );
}
