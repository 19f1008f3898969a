// The gallery editor's upload queue: several files at once, each with its own progress, at most a few
// on the wire together so one slow file does not hold the rest and a phone's connection is not flooded.
import type { Image } from "@core/images";
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES, MIN_IMAGE_BYTES } from "../shared/editor/image/files";

export const PARALLEL_UPLOADS = 3;

export type UploadRow = {
  key: string;
  name: string;
  /** 0 … 1 */
  progress: number;
  state: "waiting" | "uploading" | "failed";
  error?: string;
};

export type RefusedFile = { file: File; reason: "notImage" | "tooLarge" | "empty" | "full" };

// The image dialog's rules (modules/shared/editor/image/files.ts): the formats the server decodes,
// at most 25 MB, never empty.
function refusal(file: File): RefusedFile["reason"] | null {
  const extension = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? "";
  const known = Object.entries(IMAGE_ACCEPT).some(
    ([type, extensions]) =>
      file.type === type || (file.type === "" && (extensions as readonly string[]).includes(extension)),
  );
  if (!known) return "notImage";
  if (file.size < MIN_IMAGE_BYTES) return "empty";
  if (file.size > MAX_IMAGE_BYTES) return "tooLarge";
  return null;
}

/** The files the gallery takes, in the order chosen, no more than `room`; the rest with the reason. */
export function pickGalleryFiles(
  files: readonly File[],
  room: number,
): { accepted: File[]; refused: RefusedFile[] } {
  const accepted: File[] = [];
  const refused: RefusedFile[] = [];
  for (const file of files) {
    const reason = refusal(file) ?? (accepted.length >= room ? "full" : null);
    if (reason) refused.push({ file, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** The accept attribute of the file input: the same types and extensions. */
export const GALLERY_ACCEPT = Object.entries(IMAGE_ACCEPT)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(",");

/**
 * Runs upload(file) for every file, at most `parallel` at a time, in order; resolves when all settled.
 * A failure does not stop the others.
 */
export async function runQueue<T>(
  files: readonly T[],
  upload: (file: T, index: number) => Promise<Image | null>,
  parallel = PARALLEL_UPLOADS,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      const file = files[index] as T;
      try {
        await upload(file, index);
      } catch {
        // upload reports its own failure; the queue goes on.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, files.length) }, worker));
}

/**
 * Hands finished uploads on in the order the files were chosen, whatever order they finish in: a
 * result waits for every earlier file to finish or fail. A failed file is skipped.
 */
export function orderedDelivery<T>(count: number, deliver: (item: T) => void) {
  const results: (T | null | undefined)[] = Array.from({ length: count }, () => undefined);
  let next = 0;
  const flush = () => {
    while (next < count && results[next] !== undefined) {
      const result = results[next++];
      if (result !== null && result !== undefined) deliver(result);
    }
  };
  return {
    done(index: number, item: T) {
      results[index] = item;
      flush();
    },
    failed(index: number) {
      results[index] = null;
      flush();
    },
  };
}

/** The smallest stored width, for thumbnails in the editor. */
export function thumbnailFileName(image: Image): string {
  const smallest = [...image.sizes].sort((a, b) => a.size - b.size)[0];
  return smallest ? smallest.fileName : image.fileName;
}
