// Whether and how the server relaunches itself with a small V8 young generation (main.ts explains
// why). Kept apart from main.ts, which must import nothing heavy, so the decision can be tested.
export const YOUNG_GENERATION_FLAG = "--max-semi-space-size";
/** Megabytes per semi-space: Node 24 lets it grow to 64 (128 MB in all) and never gives it back. */
export const SEMI_SPACE_MB = 8;

/** The command line to relaunch with, or null to go on as is (flag given, or relaunch refused). */
export function relaunchArguments(process: {
  execPath: string;
  execArgv: readonly string[];
  argv: readonly string[];
  env: Record<string, string | undefined>;
}): string[] | null {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].some((arg) =>
    arg.startsWith(YOUNG_GENERATION_FLAG),
  );
  if (given || process.env.SERVER_KEEP_V8_HEAP === "1") return null;
  return [
    process.execPath,
    `${YOUNG_GENERATION_FLAG}=${SEMI_SPACE_MB}`,
    ...process.execArgv,
    ...process.argv.slice(1),
  ];
}
