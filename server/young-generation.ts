// Whether and how the server relaunches itself with a small V8 young generation (main.ts explains
// why). Kept apart from main.ts, which must import nothing heavy, so the decision can be tested.
export const YOUNG_GENERATION_FLAG = "--max-semi-space-size";
/** Megabytes per semi-space: Node 24 lets it grow to 64 (128 MB in all) and never gives it back. */
export const SEMI_SPACE_MB = 8;
/**
 * PGlite's 9 MB WebAssembly module is compiled by V8 on as many background threads as there are cores,
 * each with its own working memory, and some of that stays: with one thread the idle server on PGlite
 * holds about 290 MB instead of 350 (measured on 2 cores, issue 24), and its start is no slower (the
 * other core serves the start meanwhile). Added with the young generation's flag, unless given.
 */
export const WASM_COMPILE_FLAG = "--wasm-num-compilation-tasks";

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
  const wasmGiven = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].some((arg) =>
    arg.startsWith(WASM_COMPILE_FLAG),
  );
  return [
    process.execPath,
    `${YOUNG_GENERATION_FLAG}=${SEMI_SPACE_MB}`,
    ...(wasmGiven ? [] : [`${WASM_COMPILE_FLAG}=1`]),
    ...process.execArgv,
    ...process.argv.slice(1),
  ];
}
