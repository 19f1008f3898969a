import { describe, expect, it } from "vitest";
import { relaunchArguments, relaunchEnvironment } from "./young-generation";

const started = {
  execPath: "/usr/bin/node",
  execArgv: ["--enable-source-maps"],
  argv: ["/usr/bin/node", "dist/server/main.js"],
};

describe("relaunchArguments", () => {
  it("relaunches the same command with a small young generation (smaller on PostgreSQL) and one wasm compile thread, keeping the operator's flags", () => {
    const postgres = { DATABASE_URL: "postgres://localhost/x" };
    expect(relaunchArguments({ ...started, env: postgres })).toEqual([
      "/usr/bin/node",
      "--max-semi-space-size=4",
      "--wasm-num-compilation-tasks=1",
      "--enable-source-maps",
      "dist/server/main.js",
    ]);
    expect(
      relaunchArguments({ ...started, execArgv: ["--wasm-num-compilation-tasks=2"], env: postgres }),
    ).toEqual([
      "/usr/bin/node",
      "--max-semi-space-size=4",
      "--wasm-num-compilation-tasks=2",
      "dist/server/main.js",
    ]);
  });

  it("keeps PGlite's WebAssembly on the baseline compiler, unless asked or the operator chose tiering", () => {
    expect(relaunchArguments({ ...started, env: {} })).toEqual([
      "/usr/bin/node",
      "--max-semi-space-size=8",
      "--wasm-num-compilation-tasks=1",
      "--no-wasm-dynamic-tiering",
      "--no-wasm-tier-up",
      "--enable-source-maps",
      "dist/server/main.js",
    ]);
    expect(relaunchArguments({ ...started, env: { PGLITE_OPTIMIZING_COMPILER: "1" } })).not.toContain(
      "--no-wasm-tier-up",
    );
    expect(relaunchArguments({ ...started, env: { NODE_OPTIONS: "--wasm-dynamic-tiering" } })).not.toContain(
      "--no-wasm-tier-up",
    );
    expect(relaunchArguments({ ...started, execArgv: ["--liftoff-only"], env: {} })).toEqual([
      "/usr/bin/node",
      "--max-semi-space-size=8",
      "--wasm-num-compilation-tasks=1",
      "--liftoff-only",
      "dist/server/main.js",
    ]);
  });

  it("goes on as is once the flag is there (no second relaunch), or when the operator chose a size", () => {
    expect(relaunchArguments({ ...started, execArgv: ["--max-semi-space-size=8"], env: {} })).toBeNull();
    expect(relaunchArguments({ ...started, env: { NODE_OPTIONS: "--max-semi-space-size=32" } })).toBeNull();
  });

  it("can be turned off", () => {
    expect(relaunchArguments({ ...started, env: { SERVER_KEEP_V8_HEAP: "1" } })).toBeNull();
  });
});

describe("relaunchEnvironment", () => {
  it("limits glibc's malloc arenas, keeping the rest of the environment and the operator's own limit", () => {
    expect(relaunchEnvironment({ DATA_DIR: "/srv/data" })).toEqual({
      DATA_DIR: "/srv/data",
      MALLOC_ARENA_MAX: "2",
    });
    expect(relaunchEnvironment({ MALLOC_ARENA_MAX: "8" }).MALLOC_ARENA_MAX).toBe("8");
  });
});
