import { describe, expect, it } from "vitest";
import { pickGalleryFiles, runQueue, thumbnailFileName } from "./uploads";

const file = (name: string, type: string) => new File(["x"], name, { type });

describe("the gallery's upload queue", () => {
  it("takes images (and files of unknown type) up to the room left, and names the rest", () => {
    const files = [
      file("a.jpg", "image/jpeg"),
      file("b.txt", "text/plain"),
      file("c.heic", ""),
      file("d.png", "image/png"),
    ];
    const picked = pickGalleryFiles(files, 2);
    expect(picked.accepted.map((f) => f.name)).toEqual(["a.jpg", "c.heic"]);
    expect(picked.notImages.map((f) => f.name)).toEqual(["b.txt"]);
    expect(picked.overflow.map((f) => f.name)).toEqual(["d.png"]);
    expect(pickGalleryFiles(files, 0).accepted).toEqual([]);
  });

  it("uploads every file, never more than three at once, and goes on after a failure", async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await runQueue([1, 2, 3, 4, 5, 6, 7], async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 + (n % 3)));
      running--;
      if (n === 2) throw new Error("refused");
      done.push(n);
      return null;
    });
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 3, 4, 5, 6, 7]);
  });

  it("shows the smallest stored size as the thumbnail", () => {
    const image = {
      path: "/media/a/",
      fileName: "full.jpg",
      sizes: [
        { size: 1600, fileName: "1600.jpg" },
        { size: 600, fileName: "600.jpg" },
      ],
    };
    expect(thumbnailFileName(image)).toBe("600.jpg");
    expect(thumbnailFileName({ ...image, sizes: [] })).toBe("full.jpg");
  });
});
