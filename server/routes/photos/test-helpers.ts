// Helpers for the guests' photo tests: a phone's JPEG with GPS and orientation in its EXIF, an upload
// with the key, and a reader of the slideshow's server-sent events.
import { request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { freshClientAddress } from "../../test/harness";
import { multipartBody } from "../images/test-helpers";

/**
 * A 300 × 200 JPEG that says it must be turned (orientation 6: shown 200 × 300) and where it was taken
 * (GPS latitude and longitude in the GPS IFD), as a phone's camera writes it.
 */
export async function phoneJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: "#cc3322" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "59/1 19/1 4512/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "18/1 4/1 1234/100",
      },
    })
    .toBuffer();
}

/** Whether an EXIF block holds the GPS IFD's pointer (tag 0x8825, either byte order). */
export const hasGpsPointer = (exif: Buffer | undefined): boolean =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));

export async function smallJpeg(colour = "#2255aa", width = 120, height = 90): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

export function uploadPhoto(
  app: FastifyInstance,
  siteId: string,
  key: string | null,
  content: Buffer,
  options: { guest?: string; name?: string; contentType?: string; address?: string } = {},
) {
  const { payload, headers } = multipartBody(content, {
    ...(options.contentType ? { contentType: options.contentType } : {}),
  });
  return app.inject({
    method: "POST",
    url: `/api/sites/${siteId}/photos${key === null ? "" : `?key=${encodeURIComponent(key)}`}`,
    payload,
    headers: {
      ...headers,
      ...(options.name ? { "x-guest-name": encodeURIComponent(options.name) } : {}),
    },
    remoteAddress: options.address ?? freshClientAddress(),
    ...(options.guest ? { cookies: { photo_guest: options.guest } } : {}),
  });
}

export type SseEvent = { event: string; data: unknown };

/** An open event stream: the events in order as they come, and a wait for the next of a name. */
export type EventReader = {
  next(name: string, match?: (data: unknown) => boolean): Promise<SseEvent>;
  status: number;
  contentType: string;
  close(): void;
};

/** Opens GET url on a listening app and reads its server-sent events. */
export async function openEvents(app: FastifyInstance, path: string): Promise<EventReader> {
  const address = app.server.address() as AddressInfo;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port: address.port, path, headers: { accept: "text/event-stream" } },
      resolve,
    );
    request.on("error", reject);
    request.end();
  });
  const seen: SseEvent[] = [];
  const waiting: { name: string; match: (data: unknown) => boolean; resolve: (e: SseEvent) => void }[] = [];
  let buffer = "";
  const deliver = (event: SseEvent) => {
    const at = waiting.findIndex((w) => w.name === event.event && w.match(event.data));
    if (at === -1) seen.push(event);
    else waiting.splice(at, 1)[0]?.resolve(event);
  };
  response.setEncoding("utf8");
  response.on("data", (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf("\n\n");
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split("\n");
      const name = lines.find((l) => l.startsWith("event: "))?.slice(7);
      const data = lines.find((l) => l.startsWith("data: "))?.slice(6);
      if (name && data !== undefined) deliver({ event: name, data: JSON.parse(data) });
      end = buffer.indexOf("\n\n");
    }
  });
  return {
    status: response.statusCode ?? 0,
    contentType: String(response.headers["content-type"] ?? ""),
    next(name, match = () => true) {
      const at = seen.findIndex((e) => e.event === name && match(e.data));
      if (at !== -1) return Promise.resolve(seen.splice(at, 1)[0] as SseEvent);
      return new Promise((resolve) => waiting.push({ name, match, resolve }));
    },
    close: () => response.destroy(),
  };
}
