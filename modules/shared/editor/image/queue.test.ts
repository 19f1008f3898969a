// The multi-image upload queue: what it takes, a few at a time, handed over in the order chosen.
import { describe, expect, it } from "vitest";
import { IMAGE_ACCEPT_ATTRIBUTE } from "./files";
import { itemsToStart, nextToDeliver, pendingCount, pickFiles, type QueueItem } from "./queue";

const file = new File(["x"], "a.jpg", { type: "image/jpeg" });
const image = { path: "/media/s/", fileName: "a.jpg", sizes: [] };
const item = (id: string, status: QueueItem["status"], extra: Partial<QueueItem> = {}): QueueItem => ({
  id,
  file,
  status,
  fraction: 0,
  ...extra,
});

describe("pickFiles", () => {
  const named = (name: string, type: string) => new File(["x"], name, { type });

  it("takes the formats the server decodes up to the room left, and says why it refuses the rest", () => {
    const big = new File([new Uint8Array(25 * 1024 * 1024 + 1)], "huge.jpg", { type: "image/jpeg" });
    const files = [
      named("a.jpg", "image/jpeg"),
      named("b.txt", "text/plain"),
      named("c.PNG", ""),
      new File([], "empty.png", { type: "image/png" }),
      big,
      named("d.heic", "image/heic"),
      named("e.webp", "image/webp"),
    ];
    const picked = pickFiles(files, 2);
    expect(picked.accepted.map((f) => f.name)).toEqual(["a.jpg", "c.PNG"]);
    expect(picked.refused.map((r) => [r.file.name, r.reason])).toEqual([
      ["b.txt", "notImage"],
      ["empty.png", "empty"],
      ["huge.jpg", "tooLarge"],
      ["d.heic", "notImage"],
      ["e.webp", "full"],
    ]);
    expect(pickFiles(files, 0).accepted).toEqual([]);
    expect(IMAGE_ACCEPT_ATTRIBUTE).toContain("image/jpeg");
    expect(IMAGE_ACCEPT_ATTRIBUTE).toContain(".webp");
  });
});

describe("itemsToStart", () => {
  it("starts the oldest waiting items up to the concurrency", () => {
    const items = [item("1", "done"), item("2", "uploading"), item("3", "waiting"), item("4", "waiting")];
    expect(itemsToStart(items, 2).map((i) => i.id)).toEqual(["3"]);
    expect(itemsToStart(items, 3).map((i) => i.id)).toEqual(["3", "4"]);
    expect(itemsToStart(items, 1)).toEqual([]);
  });

  it("goes on after a failure: a failed upload frees its place", () => {
    const items = [item("1", "failed"), item("2", "uploading"), item("3", "waiting")];
    expect(itemsToStart(items, 2).map((i) => i.id)).toEqual(["3"]);
  });
});

describe("nextToDeliver", () => {
  it("hands over in the chosen order: a later finished image waits for an earlier upload", () => {
    expect(nextToDeliver([item("1", "uploading"), item("2", "done", { image })])).toBeUndefined();
    expect(nextToDeliver([item("1", "waiting"), item("2", "done", { image })])).toBeUndefined();
    expect(nextToDeliver([item("2", "done", { image }), item("3", "uploading")])?.id).toBe("2");
  });

  it("does not let failed or refused files hold the rest back", () => {
    expect(nextToDeliver([item("1", "failed"), item("2", "refused"), item("3", "done", { image })])?.id).toBe(
      "3",
    );
    expect(nextToDeliver([item("1", "failed")])).toBeUndefined();
  });
});

describe("pendingCount", () => {
  it("counts the files that will still take a place in the list", () => {
    expect(
      pendingCount([item("1", "done"), item("2", "failed"), item("3", "refused"), item("4", "waiting")]),
    ).toBe(2);
  });
});
