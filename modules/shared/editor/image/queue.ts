// The gallery's upload queue as pure steps, so the order rules are tested without a browser: files
// upload a few at a time in the order chosen, and finished images are handed over in that same order
// (a photo that happens to finish first does not jump ahead in the gallery).
import type { Image } from "@core/images";
import type { RejectionCode } from "./files";

export type QueueItem = {
  id: string;
  file: File;
  status: "waiting" | "uploading" | "done" | "failed" | "refused";
  fraction: number;
  image?: Image;
  /** Handed to onUploaded already. */
  delivered?: boolean;
  error?: unknown;
  codes?: RejectionCode[];
};

/** The waiting items to start now, oldest first, keeping at most `concurrency` uploading. */
export function itemsToStart(items: readonly QueueItem[], concurrency: number): QueueItem[] {
  const running = items.filter((item) => item.status === "uploading").length;
  const free = Math.max(0, concurrency - running);
  return items.filter((item) => item.status === "waiting").slice(0, free);
}

/**
 * The next finished image to hand over: the first undelivered done item with nothing unfinished
 * before it. Failed and refused items do not hold the rest back.
 */
export function nextToDeliver(items: readonly QueueItem[]): QueueItem | undefined {
  for (const item of items) {
    if (item.status === "done" && !item.delivered) return item;
    if (item.status === "waiting" || item.status === "uploading") return undefined;
  }
  return undefined;
}

export function queueSummary(items: readonly QueueItem[]): { done: number; failed: number; total: number } {
  return {
    done: items.filter((item) => item.status === "done").length,
    failed: items.filter((item) => item.status === "failed" || item.status === "refused").length,
    total: items.length,
  };
}
