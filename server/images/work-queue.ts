// Image work (decoding and encoding uploads and crops) is the heaviest thing this server does: a noisy
// 24-megapixel photo is ~14 s of CPU and up to ~1 GB of memory. So it is admitted, queued and run here,
// within bounds, in two lanes:
//   - owner: uploads and crops of a signed-in site owner (and their cards' photos);
//   - quick-start: anonymous uploads and crops before registering. These cost more (each counts twice
//     against the limits below) and never hold more than one of the work slots, so an owner's upload
//     never waits behind them: when a slot frees, a waiting owner's work goes first.
// A request is admitted before its body is read (the buffered file counts too) and holds its place
// until it is answered. Beyond a client's share it is answered 429 (IMAGE_TOO_MANY_AT_ONCE), beyond the
// lane's whole queue 503 (IMAGE_BUSY), both with Retry-After. Counted in this process, which is where
// the CPU and memory are spent; "a client" is an IPv4 address or an IPv6 /64 (routes/client-key.ts).
import type { AppContext } from "../context";
import { ApiError, type ErrorCode } from "../errors";

export type Lane = "owner" | "quick-start";

export type LaneLimits = {
  /** Work slots this lane may hold at once (of WorkLimits.slots). */
  slots: number;
  /** Cost units admitted at once in the lane: running, waiting and bodies being read. */
  admitted: number;
  /** Cost units one client may have admitted at once in the lane. */
  perClient: number;
  /** Cost units of one request. */
  cost: number;
};

export type WorkLimits = {
  /** Images decoded and encoded at once, lanes together: one per core (two-core servers). */
  slots: number;
  lanes: Record<Lane, LaneLimits>;
  retryAfterSeconds: { client: number; busy: number };
};

export const IMAGE_WORK_LIMITS: WorkLimits = {
  slots: 2,
  lanes: {
    // A gallery sends three at once (modules/shared/editor/MultiImageUpload): two such a client, four
    // such in all (12 bodies of at most 25 MB held while waiting).
    owner: { slots: 2, admitted: 12, perClient: 6, cost: 1 },
    // Three at once per visitor (the same gallery in quick start), four at once in all.
    "quick-start": { slots: 1, admitted: 8, perClient: 6, cost: 2 },
  },
  retryAfterSeconds: { client: 5, busy: 15 },
};

/** A refusal that answers with a Retry-After header (set by routes/images' onError hook). */
export class ImageBusyError extends ApiError {
  readonly retryAfterSeconds: number;
  constructor(code: Extract<ErrorCode, "IMAGE_TOO_MANY_AT_ONCE" | "IMAGE_BUSY">, retryAfterSeconds: number) {
    super(code);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type WorkTicket = {
  /** Runs the work when a slot of the lane is free (owners' waiting work first). */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back; call once the request is answered (any further call does nothing). */
  release(): void;
};

export class ImageWorkQueue {
  private readonly running: Record<Lane, number> = { owner: 0, "quick-start": 0 };
  private readonly waiting: Record<Lane, (() => void)[]> = { owner: [], "quick-start": [] };
  private readonly admitted: Record<Lane, number> = { owner: 0, "quick-start": 0 };
  private readonly perClient = new Map<string, number>();

  constructor(private readonly limits: WorkLimits = IMAGE_WORK_LIMITS) {}

  /** Admits one request of the client in the lane, or throws ImageBusyError. */
  admit(lane: Lane, client: string): WorkTicket {
    const { cost, perClient, admitted } = this.limits.lanes[lane];
    const key = `${lane} ${client}`;
    const clientUnits = this.perClient.get(key) ?? 0;
    if (clientUnits + cost > perClient)
      throw new ImageBusyError("IMAGE_TOO_MANY_AT_ONCE", this.limits.retryAfterSeconds.client);
    if (this.admitted[lane] + cost > admitted)
      throw new ImageBusyError("IMAGE_BUSY", this.limits.retryAfterSeconds.busy);
    this.perClient.set(key, clientUnits + cost);
    this.admitted[lane] += cost;
    let released = false;
    return {
      run: (work) => this.inTurn(lane, work),
      release: () => {
        if (released) return;
        released = true;
        this.admitted[lane] -= cost;
        const left = (this.perClient.get(key) ?? cost) - cost;
        if (left > 0) this.perClient.set(key, left);
        else this.perClient.delete(key);
      },
    };
  }

  /** For tests and metrics: what is running, waiting and admitted now. */
  state() {
    return {
      running: { ...this.running },
      waiting: { owner: this.waiting.owner.length, "quick-start": this.waiting["quick-start"].length },
      admitted: { ...this.admitted },
      clients: this.perClient.size,
    };
  }

  private canStart(lane: Lane): boolean {
    const total = this.running.owner + this.running["quick-start"];
    return total < this.limits.slots && this.running[lane] < this.limits.lanes[lane].slots;
  }

  private async inTurn<T>(lane: Lane, work: () => Promise<T>): Promise<T> {
    if (this.canStart(lane) && this.waiting[lane].length === 0) this.running[lane] += 1;
    // Else startNext hands this work a slot (counted there, before the work resumes).
    else await new Promise<void>((resolve) => this.waiting[lane].push(resolve));
    try {
      return await work();
    } finally {
      this.running[lane] -= 1;
      this.startNext();
    }
  }

  /** Owners' waiting work first, then quick start's, as far as the slots allow. */
  private startNext(): void {
    for (const lane of ["owner", "quick-start"] as const) {
      while (this.waiting[lane].length > 0 && this.canStart(lane)) {
        this.running[lane] += 1;
        this.waiting[lane].shift()?.();
      }
    }
  }
}

const queues = new WeakMap<AppContext, ImageWorkQueue>();

/** The app's image work queue (one per app: tests run several apps in one process). */
export function imageWorkOf(ctx: AppContext): ImageWorkQueue {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = new ImageWorkQueue();
    queues.set(ctx, queue);
  }
  return queue;
}
