// The multi-image upload's queue as pure steps, so the order rules are tested without a browser: files
// upload a few at a time in the order chosen, and finished images are handed over in that same order
// (a photo that happens to finish first does not jump ahead in the gallery).
import type { Image } from "@core/images";
import { type FileRefusal, fileRefusal, MAX_IMAGE_BYTES } from "./files";

/** Why a chosen file is not uploaded: the file's own rules, or no room left in the list. */
export type Refusal = FileRefusal | "full";

export type QueueItem = {
  id: string;
  file: File;
  status: "waiting" | "uploading" | "done" | "failed" | "refused";
  /** 0 … 1 of the file sent. */
  fraction: number;
  image?: Image;
  error?: unknown;
  refusal?: Refusal;
};

/** The files to upload, in the order chosen, no more than `room`; the rest with the reason. */
export function pickFiles(
  files: readonly File[],
  room: number,
  maxBytes: number = MAX_IMAGE_BYTES,
): { accepted: File[]; refused: { file: File; reason: Refusal }[] } {
  const accepted: File[] = [];
  const refused: { file: File; reason: Refusal }[] = [];
  for (const file of files) {
    const reason = fileRefusal(file, maxBytes) ?? (accepted.length >= room ? "full" : null);
    if (reason) refused.push({ file, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** The waiting items to start now, oldest first, keeping at most `concurrency` uploading. */
export function itemsToStart(items: readonly QueueItem[], concurrency: number): QueueItem[] {
  const running = items.filter((item) => item.status === "uploading").length;
  const free = Math.max(0, concurrency - running);
  return items.filter((item) => item.status === "waiting").slice(0, free);
}

/**
 * The next finished image to hand over (handed-over items leave the queue): the first done item with
 * nothing unfinished before it. Failed and refused items do not hold the rest back.
 */
export function nextToDeliver(items: readonly QueueItem[]): QueueItem | undefined {
  for (const item of items) {
    if (item.status === "done") return item;
    if (item.status === "waiting" || item.status === "uploading") return undefined;
  }
  return undefined;
}

/** How many items still take a place in the list (waiting, uploading or not yet handed over). */
export function pendingCount(items: readonly QueueItem[]): number {
  return items.filter((item) => item.status !== "failed" && item.status !== "refused").length;
}
