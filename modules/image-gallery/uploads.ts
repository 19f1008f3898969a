// The gallery editor's upload queue: several files at once, each with its own progress, at most a few
// on the wire together so one slow file does not hold the rest and a phone's connection is not flooded.
import type { Image } from "@core/images";

export const PARALLEL_UPLOADS = 3;

export type UploadRow = {
  key: string;
  name: string;
  /** 0 … 1 */
  progress: number;
  state: "waiting" | "uploading" | "failed";
  error?: string;
};

/** Files the gallery can still take: images only (an empty type is left to the server, e.g. HEIC), and no more than `room`. */
export function pickGalleryFiles(
  files: readonly File[],
  room: number,
): { accepted: File[]; notImages: File[]; overflow: File[] } {
  const notImages = files.filter((file) => file.type !== "" && !file.type.startsWith("image/"));
  const images = files.filter((file) => !notImages.includes(file));
  return {
    accepted: images.slice(0, Math.max(0, room)),
    notImages,
    overflow: images.slice(Math.max(0, room)),
  };
}

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

/** The smallest stored width, for thumbnails in the editor. */
export function thumbnailFileName(image: Image): string {
  const smallest = [...image.sizes].sort((a, b) => a.size - b.size)[0];
  return smallest ? smallest.fileName : image.fileName;
}
