// Whether and how the server relaunches itself with a small V8 young generation (main.ts explains
// why). Kept apart from main.ts, which must import nothing heavy, so the decision can be tested.
export const YOUNG_GENERATION_FLAG = "--max-semi-space-size";
/** Megabytes per semi-space: Node 24 lets it grow to 64 (128 MB in all) and never gives it back. */
export const SEMI_SPACE_MB = 8;
/**
 * On PostgreSQL, 4: the idle server holds 116 MB instead of 140 (two semi-spaces of 8 MB stay committed
 * after the start's burst), and a request allocates little (no database in the process), so the
 * server's CPU per request stayed within the machine's noise in the bench (issue 24). PGlite keeps 8:
 * its statements allocate in this heap too.
 */
export const SEMI_SPACE_MB_POSTGRES = 4;
/**
 * PGlite's 9 MB WebAssembly module is compiled by V8 on as many background threads as there are cores,
 * each with its own working memory, and some of that stays: with one thread the idle server on PGlite
 * holds about 290 MB instead of 350 (measured on 2 cores, issue 24), and its start is no slower (the
 * other core serves the start meanwhile). Added with the young generation's flag, unless given.
 */
export const WASM_COMPILE_FLAG = "--wasm-num-compilation-tasks";
/**
 * On PGlite, PostgreSQL's WebAssembly stays on V8's baseline compiler (Liftoff). V8 otherwise
 * recompiles hot functions with its optimising compiler in the background, and one of them (a 105 KB
 * function the start makes hot) takes about 600 MB of compiler memory for a second: the start's peak
 * was 750–770 MB against 240–250 MB without it, and the idle server 290 MB against 245 (measured on 2
 * cores, issue 24). The price is about 13 % more CPU per statement inside PGlite (a select by host and
 * a 30 KB upsert, alternated). Not added on PostgreSQL (no WebAssembly to compile), nor when the
 * operator gives a tiering flag, nor with PGLITE_OPTIMIZING_COMPILER=1 (a host with memory to spare).
 */
export const BASELINE_WASM_FLAGS = ["--no-wasm-dynamic-tiering", "--no-wasm-tier-up"] as const;
const TIERING_FLAGS = [
  "--wasm-dynamic-tiering",
  "--no-wasm-dynamic-tiering",
  "--wasm-tier-up",
  "--no-wasm-tier-up",
  "--liftoff",
];

/** The command line to relaunch with, or null to go on as is (flag given, or relaunch refused). */
export function relaunchArguments(process: {
  execPath: string;
  execArgv: readonly string[];
  argv: readonly string[];
  env: Record<string, string | undefined>;
}): string[] | null {
  const flags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
  const given = (prefix: string) => flags.some((arg) => arg.startsWith(prefix));
  if (given(YOUNG_GENERATION_FLAG) || process.env.SERVER_KEEP_V8_HEAP === "1") return null;
  const baseline =
    !process.env.DATABASE_URL &&
    process.env.PGLITE_OPTIMIZING_COMPILER !== "1" &&
    !TIERING_FLAGS.some((flag) => given(flag));
  return [
    process.execPath,
    `${YOUNG_GENERATION_FLAG}=${process.env.DATABASE_URL ? SEMI_SPACE_MB_POSTGRES : SEMI_SPACE_MB}`,
    ...(given(WASM_COMPILE_FLAG) ? [] : [`${WASM_COMPILE_FLAG}=1`]),
    ...(baseline ? BASELINE_WASM_FLAGS : []),
    ...process.execArgv,
    ...process.argv.slice(1),
  ];
}

/**
 * glibc's malloc keeps an arena per thread that allocates (up to 8 per core), and each keeps its freed
 * memory: with 2 the idle server on PGlite held about 6 MB less (PGlite's file reads and V8's compiler
 * threads allocate off the main thread; measured on 2 cores, issue 24). The operator's own value is kept.
 */
export const MALLOC_ARENAS = "2";

/** The environment to relaunch with: the process's own plus MALLOC_ARENA_MAX unless it is set. */
export function relaunchEnvironment(
  env: Readonly<Record<string, string | undefined>>,
): Record<string, string | undefined> {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? MALLOC_ARENAS };
}
