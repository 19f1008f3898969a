// Reports a browser error to POST /api/logs/ (SPEC §7 Other). Failure only logs to the console.
export function reportError(error: Error, info: Record<string, unknown> = {}, severity = 3): void {
  if (typeof window === "undefined") return;
  const entry = {
    url: window.location.href,
    severity,
    originId: "guest-page",
    userAgent: navigator.userAgent,
    errorObject: { message: error.message, stack: error.stack },
    info,
  };
  fetch("/api/logs/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(entry) })
    .then(() => console.info("error reported"))
    .catch((cause) => console.error("could not report error", cause));
}
