// Where the answers page lives: /redigera/{siteId}/visa-osa(/fragor) for an owner, and in quick start
// under the quick-start path the visitor is on (/snabbstart, /{prefix}/snabbstart, /kom-igang/redigera),
// as the editor's side menu links it (SPEC §2).
import { parseQuickStartPath, type QuickStartPath } from "../config";

export type AnswersLocation =
  | { kind: "owner"; siteId: string; root: string; questions: boolean }
  | { kind: "quickStart"; quickStart: QuickStartPath; root: string; questions: boolean }
  | { kind: "invalid" };

/** Reads an answers path; a quick-start root that is not a real quick start (/xx/snabbstart) is invalid. */
export function parseAnswersPath(pathname: string, siteId: string | undefined): AnswersLocation {
  const match = /^(.*?)\/visa-osa(\/fragor)?\/?$/.exec(pathname);
  if (!match) return { kind: "invalid" };
  const root = match[1] ?? "";
  const questions = match[2] !== undefined;
  if (siteId && root === `/redigera/${siteId}`) return { kind: "owner", siteId, root, questions };
  const quickStart = parseQuickStartPath(root);
  if (!quickStart) return { kind: "invalid" };
  return { kind: "quickStart", quickStart, root, questions };
}
