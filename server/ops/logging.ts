// Log lines outside requests name their job: the context's logger (used by the mail outbox, the visit
// counter, the periodic clean-ups, the payment resumer) is a child with `job: "background"`, while
// requests log through Fastify's own children of the root logger with their `reqId` only. Kept in a
// map rather than on the context so the request path costs nothing more than before.
import type { Logger } from "../logger";

const roots = new WeakMap<Logger, Logger>();

/** A child logger whose lines carry `job`; requestLoggerBase() gives its root back. */
export function jobLogger(root: Logger, job: string): Logger {
  const child = root.child({ job });
  roots.set(child, root);
  return child;
}

/** The logger Fastify should make request loggers from: the root of a job logger, else the logger itself. */
export function requestLoggerBase(log: Logger): Logger {
  return roots.get(log) ?? log;
}
