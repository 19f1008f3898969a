// Every request is parsed at the edge with the shared zod schemas; a failure is a 400 in the spec's
// error shape and nothing is changed.
import type { z } from "zod";
import { ApiError, zodIssues } from "./errors";

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError("INVALID_INPUT", { issues: zodIssues(result.error) });
  return result.data;
}
