// The live slideshow's stream (issue 27): GET /api/photos/{key}/events, server-sent events. A change of
// a site's photos (an approved upload, a decision, a deletion, new settings) is published on the cache
// bus (server/cache-bus.ts: in this process at once, and with pg_notify to every other process on
// PostgreSQL), as { siteId, what: "photos" }: the notice only says "look again". Each process then reads
// the site's approved photos once and tells each of its open streams of that site what it has not sent
// yet (event "photo") and what is no longer approved (event "removed"); a stream whose key no longer
// opens the site (a new key, sharing turned off) gets event "closed" and ends. When the bus says notices
// may have been missed (its listener reconnected), every stream is looked at again the same way.
//
// On connecting a stream gets "retry: 3000" and event "snapshot" (every approved photo), so a
// browser's EventSource that reconnects after a network loss starts from the whole list again.
// A comment line every 25 s keeps proxies from closing a quiet stream.
import type { SlidePhoto } from "@core/photos";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { cacheBusOf } from "../cache-bus";
import type { AppContext } from "../context";
import type {
  approvedPhotos as ApprovedPhotos,
  siteOfUploadKey as SiteOfUploadKey,
} from "../operations/photos";

export const PHOTO_CHANGE = "photos";
const HEARTBEAT_MS = 25_000;

type Stream = {
  key: string;
  reply: FastifyReply;
  sent: Set<string>;
  closed: boolean;
};

type Reads = {
  approvedPhotos: typeof ApprovedPhotos;
  siteOfUploadKey: typeof SiteOfUploadKey;
  presentSlide: (key: string, row: { id: string; width: number; height: number }) => SlidePhoto;
};

class PhotoStreams {
  private readonly bySite = new Map<string, Set<Stream>>();
  private readonly refreshing = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly reads: Reads,
  ) {
    cacheBusOf(ctx).subscribe({
      site: ({ siteId, what }) => {
        if (what === PHOTO_CHANGE && this.bySite.has(siteId)) this.refresh(siteId);
      },
      untrusted: () => undefined,
      trusted: () => {
        for (const siteId of this.bySite.keys()) this.refresh(siteId);
      },
    });
  }

  get open(): number {
    let n = 0;
    for (const streams of this.bySite.values()) n += streams.size;
    return n;
  }

  async add(siteId: string, key: string, reply: FastifyReply, request: FastifyRequest): Promise<void> {
    const stream: Stream = { key, reply, sent: new Set(), closed: false };
    reply.hijack();
    reply.raw.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
      connection: "keep-alive",
    });
    reply.raw.write("retry: 3000\n\n");
    let streams = this.bySite.get(siteId);
    if (!streams) {
      streams = new Set();
      this.bySite.set(siteId, streams);
    }
    streams.add(stream);
    const drop = () => this.drop(siteId, stream);
    request.raw.on("close", drop);
    reply.raw.on("close", drop);
    reply.raw.on("error", drop);
    this.startHeartbeat();
    const rows = await this.reads.approvedPhotos(this.ctx, siteId);
    const slides = rows.map((row) => this.reads.presentSlide(key, row));
    for (const slide of slides) stream.sent.add(slide.id);
    this.write(stream, "snapshot", slides);
  }

  /** Ends every stream (the app closes: a server never waits for a slideshow to go away). */
  closeAll(): void {
    for (const [siteId, streams] of this.bySite)
      for (const stream of streams) {
        this.end(stream);
        this.drop(siteId, stream);
      }
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /** Looks at the site's photos again for its streams; one read at a time per site, then once more. */
  refresh(siteId: string): Promise<void> {
    const running = this.refreshing.get(siteId);
    if (running) {
      this.again.add(siteId);
      return running;
    }
    const run = this.look(siteId)
      .catch((error: unknown) => this.ctx.log.warn({ err: error }, "slideshow streams could not be updated"))
      .finally(() => {
        this.refreshing.delete(siteId);
        if (this.again.delete(siteId)) void this.refresh(siteId);
      });
    this.refreshing.set(siteId, run);
    return run;
  }

  private async look(siteId: string): Promise<void> {
    const streams = this.bySite.get(siteId);
    if (!streams || streams.size === 0) return;
    const rows = await this.reads.approvedPhotos(this.ctx, siteId);
    const keys = new Map<string, boolean>();
    for (const stream of streams) {
      if (!keys.has(stream.key)) {
        const site = await this.reads.siteOfUploadKey(this.ctx, stream.key);
        keys.set(stream.key, Boolean(site && site.siteId === siteId && site.enabled));
      }
      if (!keys.get(stream.key)) {
        this.write(stream, "closed", {});
        this.end(stream);
        this.drop(siteId, stream);
        continue;
      }
      const now = new Set(rows.map((row) => row.id));
      for (const id of [...stream.sent])
        if (!now.has(id)) {
          stream.sent.delete(id);
          this.write(stream, "removed", { id });
        }
      for (const row of rows)
        if (!stream.sent.has(row.id)) {
          stream.sent.add(row.id);
          this.write(stream, "photo", this.reads.presentSlide(stream.key, row));
        }
    }
  }

  private write(stream: Stream, event: string, data: unknown): void {
    if (stream.closed || stream.reply.raw.destroyed) return;
    stream.reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private end(stream: Stream): void {
    if (stream.closed) return;
    stream.closed = true;
    if (!stream.reply.raw.destroyed) stream.reply.raw.end();
  }

  private drop(siteId: string, stream: Stream): void {
    stream.closed = true;
    const streams = this.bySite.get(siteId);
    if (!streams) return;
    streams.delete(stream);
    if (streams.size === 0) this.bySite.delete(siteId);
    if (this.bySite.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const streams of this.bySite.values())
        for (const stream of streams)
          if (!stream.closed && !stream.reply.raw.destroyed) stream.reply.raw.write(": ping\n\n");
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }
}

const hubs = new WeakMap<AppContext, PhotoStreams>();

/** The app's slideshow streams (one per app: tests run several apps in one process). */
export function photoStreamsOf(ctx: AppContext, reads?: Reads): PhotoStreams {
  let hub = hubs.get(ctx);
  if (!hub) {
    if (!reads) throw new Error("the photo streams are made by the photo routes");
    hub = new PhotoStreams(ctx, reads);
    hubs.set(ctx, hub);
  }
  return hub;
}

/** Ends the streams before the server closes (it would otherwise wait for them). */
export function closeStreamsWithApp(app: FastifyInstance, ctx: AppContext): void {
  app.addHook("preClose", async () => {
    hubs.get(ctx)?.closeAll();
  });
}

/** Call after a committed change of the site's photos or photo settings: every process's streams look again. */
export function publishPhotoChange(ctx: AppContext, siteId: string): Promise<void> {
  return cacheBusOf(ctx).publish({ siteId, what: PHOTO_CHANGE });
}
