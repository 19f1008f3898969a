import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import type { AppContext } from "./context";
import { schedulePeriodicCleanup } from "./periodic";

function fakeLog() {
  return { info: vi.fn(), error: vi.fn() };
}

describe("schedulePeriodicCleanup", () => {
  it("runs only once the server listens, logs what it removed, and stops with the server", async () => {
    const log = fakeLog();
    const ctx = { log } as unknown as AppContext;
    const run = vi.fn(async () => ({ removed: 2 }));
    const app = Fastify();
    schedulePeriodicCleanup(app, ctx, { run, everyMs: 20, removedMessage: "gone", failedMessage: "broke" });
    await app.ready();
    expect(run).not.toHaveBeenCalled();
    await app.listen({ port: 0, host: "127.0.0.1" });
    await vi.waitFor(() => expect(run.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(run).toHaveBeenCalledWith(ctx);
    expect(log.info).toHaveBeenCalledWith({ removed: 2 }, "gone");
    await app.close();
    const calls = run.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(run.mock.calls.length).toBe(calls);
  });

  it("logs a failure and says nothing when nothing was removed", async () => {
    const log = fakeLog();
    const ctx = { log } as unknown as AppContext;
    const run = vi
      .fn<(ctx: AppContext) => Promise<{ removed: number }>>()
      .mockRejectedValueOnce(new Error("disk"))
      .mockResolvedValue({ removed: 0 });
    const app = Fastify();
    schedulePeriodicCleanup(app, ctx, { run, everyMs: 20, removedMessage: "gone", failedMessage: "broke" });
    await app.listen({ port: 0, host: "127.0.0.1" });
    await vi.waitFor(() => expect(run.mock.calls.length).toBeGreaterThanOrEqual(2));
    await app.close();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ severity: 3 }), "broke");
    expect(log.info).not.toHaveBeenCalled();
  });
});
