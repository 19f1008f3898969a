import { describe, expect, it } from "vitest";
import { IMAGE_WORK_LIMITS, ImageBusyError, ImageWorkQueue, type WorkLimits } from "./work-queue";

/** Work that runs until its test lets it finish. */
function gate() {
  let open = () => {};
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { done, open };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function busyCode(fn: () => unknown): { code: string; retryAfterSeconds: number } | null {
  try {
    fn();
    return null;
  } catch (error) {
    if (!(error instanceof ImageBusyError)) throw error;
    return { code: error.code, retryAfterSeconds: error.retryAfterSeconds };
  }
}

describe("image work queue", () => {
  it("runs at most one quick-start image at once and owners' work beside it", async () => {
    const queue = new ImageWorkQueue();
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const job = (name: string, lane: "owner" | "quick-start", client: string) => {
      const ticket = queue.admit(lane, client);
      const g = gate();
      gates.set(name, g);
      return ticket
        .run(async () => {
          started.push(name);
          await g.done;
        })
        .finally(() => ticket.release());
    };
    const jobs = [
      job("anon1", "quick-start", "a"),
      job("anon2", "quick-start", "b"),
      job("anon3", "quick-start", "c"),
    ];
    await tick();
    expect(started).toEqual(["anon1"]);
    // An owner arriving behind three anonymous uploads starts at once in the other slot.
    jobs.push(job("owner1", "owner", "o1"));
    await tick();
    expect(started).toEqual(["anon1", "owner1"]);
    // Both slots taken: the next owner waits, but goes before the anonymous ones waiting longer.
    jobs.push(job("owner2", "owner", "o2"));
    gates.get("anon1")?.open();
    await tick();
    expect(started).toEqual(["anon1", "owner1", "owner2"]);
    gates.get("owner1")?.open();
    await tick();
    expect(started).toEqual(["anon1", "owner1", "owner2", "anon2"]);
    expect(queue.state().running).toEqual({ owner: 1, "quick-start": 1 });
    for (const g of gates.values()) g.open();
    await tick();
    gates.get("anon3")?.open();
    await Promise.all(jobs);
    expect(started).toContain("anon3");
    expect(queue.state()).toEqual({
      running: { owner: 0, "quick-start": 0 },
      waiting: { owner: 0, "quick-start": 0 },
      admitted: { owner: 0, "quick-start": 0 },
      clients: 0,
    });
  });

  it("answers 429 beyond a client's share and 503 beyond the lane's queue, with Retry-After", () => {
    const queue = new ImageWorkQueue();
    // Quick start: cost 2, six units a client (three uploads), eight in the lane (four uploads).
    for (let i = 0; i < 3; i += 1) queue.admit("quick-start", "visitor");
    expect(busyCode(() => queue.admit("quick-start", "visitor"))).toEqual({
      code: "IMAGE_TOO_MANY_AT_ONCE",
      retryAfterSeconds: IMAGE_WORK_LIMITS.retryAfterSeconds.client,
    });
    queue.admit("quick-start", "another");
    expect(busyCode(() => queue.admit("quick-start", "third"))).toEqual({
      code: "IMAGE_BUSY",
      retryAfterSeconds: IMAGE_WORK_LIMITS.retryAfterSeconds.busy,
    });
    // The owners' lane is not touched by a full quick-start lane.
    expect(busyCode(() => queue.admit("owner", "visitor"))).toBeNull();
  });

  it("gives a place back once, when the request is answered", () => {
    const limits: WorkLimits = {
      ...IMAGE_WORK_LIMITS,
      lanes: { ...IMAGE_WORK_LIMITS.lanes, owner: { slots: 2, admitted: 2, perClient: 1, cost: 1 } },
    };
    const queue = new ImageWorkQueue(limits);
    const first = queue.admit("owner", "a");
    expect(busyCode(() => queue.admit("owner", "a"))?.code).toBe("IMAGE_TOO_MANY_AT_ONCE");
    first.release();
    first.release();
    const again = queue.admit("owner", "a");
    queue.admit("owner", "b");
    expect(busyCode(() => queue.admit("owner", "c"))?.code).toBe("IMAGE_BUSY");
    again.release();
    expect(queue.state().admitted.owner).toBe(1);
  });
});
