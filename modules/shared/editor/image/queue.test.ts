// The gallery upload queue: a few at a time, handed over in the order chosen.
import { describe, expect, it } from "vitest";
import { itemsToStart, nextToDeliver, type QueueItem, queueSummary } from "./queue";

const file = new File(["x"], "a.jpg", { type: "image/jpeg" });
const image = { path: "/media/s/", fileName: "a.jpg", sizes: [] };
const item = (id: string, status: QueueItem["status"], extra: Partial<QueueItem> = {}): QueueItem => ({
  id,
  file,
  status,
  fraction: 0,
  ...extra,
});

describe("itemsToStart", () => {
  it("starts the oldest waiting items up to the concurrency", () => {
    const items = [item("1", "done"), item("2", "uploading"), item("3", "waiting"), item("4", "waiting")];
    expect(itemsToStart(items, 2).map((i) => i.id)).toEqual(["3"]);
    expect(itemsToStart(items, 3).map((i) => i.id)).toEqual(["3", "4"]);
    expect(itemsToStart(items, 1)).toEqual([]);
  });
});

describe("nextToDeliver", () => {
  it("hands over in the chosen order: a later finished image waits for an earlier upload", () => {
    expect(nextToDeliver([item("1", "uploading"), item("2", "done", { image })])).toBeUndefined();
    expect(
      nextToDeliver([item("1", "done", { image, delivered: true }), item("2", "done", { image })])?.id,
    ).toBe("2");
  });

  it("does not let failed or refused files hold the rest back", () => {
    expect(nextToDeliver([item("1", "failed"), item("2", "refused"), item("3", "done", { image })])?.id).toBe(
      "3",
    );
    expect(nextToDeliver([item("1", "done", { image, delivered: true })])).toBeUndefined();
  });
});

describe("queueSummary", () => {
  it("counts uploaded and failed files", () => {
    expect(
      queueSummary([item("1", "done"), item("2", "failed"), item("3", "refused"), item("4", "waiting")]),
    ).toEqual({
      done: 1,
      failed: 2,
      total: 4,
    });
  });
});
