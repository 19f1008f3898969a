// Reports a browser error to POST /api/logs/ (SPEC §7 Other: success and failure only log to the
// console; the answer is not read). Texts are cut to what the log route accepts, so a long stack never
// turns the report itself into a 400.
const MAX_MESSAGE = 5000;
const MAX_STACK = 20_000;
const MAX_INFO = 19_000;

export type LogEntry = {
  url: string;
  severity: number;
  originId: string;
  userAgent: string;
  errorObject: { message: string; stack?: string };
  info: Record<string, unknown>;
};

/** The log entry for an error (anything thrown, not only Error objects). */
export function logEntryFor(error: unknown, info: Record<string, unknown>, severity: number): LogEntry {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  const fullInfo = JSON.stringify(info);
  return {
    url: window.location.href.slice(0, 2000),
    severity,
    originId: "guest-page",
    userAgent: navigator.userAgent.slice(0, 1000),
    errorObject: {
      message: message.slice(0, MAX_MESSAGE),
      ...(stack ? { stack: stack.slice(0, MAX_STACK) } : {}),
    },
    info: fullInfo.length <= MAX_INFO ? info : { truncated: fullInfo.slice(0, MAX_INFO) },
  };
}

export function reportError(error: unknown, info: Record<string, unknown> = {}, severity = 3): void {
  if (typeof window === "undefined") return;
  const entry = logEntryFor(error, info, severity);
  fetch("/api/logs/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(entry),
  })
    .then(() => console.info("error reported"))
    .catch((cause) => console.error("could not report error", cause));
}
