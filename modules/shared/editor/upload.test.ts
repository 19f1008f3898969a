// uploadImage over XMLHttpRequest (progress, the server's error body, abort) and cropImage's request.
import { ApiRequestError } from "@web/app/api";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cropImage, isAbortError, uploadImage } from "./upload";

type Listener = (event: { lengthComputable?: boolean; loaded?: number; total?: number }) => void;

/** A stand-in for the browser's XMLHttpRequest that the test answers by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = "";
  url = "";
  withCredentials = false;
  responseType = "";
  status = 0;
  responseText = "";
  sent: FormData | null = null;
  aborted = false;
  private listeners = new Map<string, Listener[]>();
  private uploadListeners = new Map<string, Listener[]>();
  upload = {
    addEventListener: (type: string, listener: Listener) =>
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]),
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.fire("abort");
  }
  fire(type: string, event = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.get("progress") ?? [])
      listener({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.fire("load");
  }
}

const image = {
  id: "i1",
  path: "/media/s1/",
  fileName: "a.jpg",
  cdn: true,
  originalName: "bröllop.jpg",
  temporary: false,
  width: 3000,
  height: 2000,
  sizes: [{ size: 1600, fileName: "a-1600.jpg" }],
};
const file = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], "bröllop.jpg", { type: "image/jpeg" });

beforeEach(() => vi.stubGlobal("XMLHttpRequest", FakeXhr));
afterEach(() => vi.unstubAllGlobals());

describe("uploadImage", () => {
  it("posts the file as multipart field 'file', reports progress and resolves with the image", async () => {
    const progress: number[] = [];
    const promise = uploadImage("/api/sites/s1", file(), (f) => progress.push(f));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(["POST", "/api/sites/s1/upload-image", true]);
    expect((xhr.sent?.get("file") as File | null)?.name).toBe("bröllop.jpg");
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.answer(200, image);
    await expect(promise).resolves.toMatchObject({ path: "/media/s1/", fileName: "a.jpg", width: 3000 });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("rejects with an ApiRequestError carrying the server's error body", async () => {
    const promise = uploadImage("/api/sites/quick-start", file());
    const body = {
      isErrorResponse: true,
      errorDescription: { sv: "För stor", en: "Too big" },
      message: "Too big",
    };
    FakeXhr.last.answer(413, body);
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(413);
    expect((error as ApiRequestError).body).toEqual(body);
    expect((error as Error).message).toBe("Too big");
  });

  it("refuses an answer that is not an image, and a failed connection, as ApiRequestErrors", async () => {
    const bad = uploadImage("/api/sites/s1", file());
    FakeXhr.last.answer(200, { path: "javascript:alert(1)", fileName: "x" });
    await expect(bad).rejects.toBeInstanceOf(ApiRequestError);
    const offline = uploadImage("/api/sites/s1", file());
    FakeXhr.last.fire("error");
    await expect(offline).rejects.toMatchObject({ status: 0 });
  });

  it("aborts the request when the signal fires, and rejects with an AbortError", async () => {
    const controller = new AbortController();
    const promise = uploadImage("/api/sites/s1", file(), undefined, controller.signal);
    controller.abort();
    const error = await promise.catch((e: unknown) => e);
    expect(FakeXhr.last.aborted).toBe(true);
    expect(isAbortError(error)).toBe(true);
    await expect(uploadImage("/api/sites/s1", file(), undefined, controller.signal)).rejects.toSatisfy(
      isAbortError,
    );
  });
});

describe("cropImage", () => {
  it("puts originalName, the full-size file's URL and the pixel crop to crop-image/v2", async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ ...image, fileName: "c.jpg" }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const cropped = await cropImage("/api/sites/s1", image, { x: 1, y: 2, width: 30, height: 40 });
    expect(cropped.fileName).toBe("c.jpg");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/sites/s1/crop-image/v2");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(init.body as string)).toEqual({
      originalName: "bröllop.jpg",
      sourceImageUrl: "/media/s1/a.jpg",
      crop: { x: 1, y: 2, width: 30, height: 40 },
    });
  });
});
