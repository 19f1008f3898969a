import { describe, expect, it } from "vitest";
import { GALLERY_ACCEPT, orderedDelivery, pickGalleryFiles, runQueue, thumbnailFileName } from "./uploads";

const file = (name: string, type: string) => new File(["x"], name, { type });

describe("the gallery's upload queue", () => {
  it("takes the formats the server decodes up to the room left, and says why it refuses the rest", () => {
    const big = new File([new Uint8Array(25 * 1024 * 1024 + 1)], "huge.jpg", { type: "image/jpeg" });
    const files = [
      file("a.jpg", "image/jpeg"),
      file("b.txt", "text/plain"),
      file("c.PNG", ""),
      new File([], "empty.png", { type: "image/png" }),
      big,
      file("d.heic", "image/heic"),
      file("e.webp", "image/webp"),
    ];
    const picked = pickGalleryFiles(files, 2);
    expect(picked.accepted.map((f) => f.name)).toEqual(["a.jpg", "c.PNG"]);
    expect(picked.refused.map((r) => [r.file.name, r.reason])).toEqual([
      ["b.txt", "notImage"],
      ["empty.png", "empty"],
      ["huge.jpg", "tooLarge"],
      ["d.heic", "notImage"],
      ["e.webp", "full"],
    ]);
    expect(pickGalleryFiles(files, 0).accepted).toEqual([]);
    expect(GALLERY_ACCEPT).toContain("image/jpeg");
    expect(GALLERY_ACCEPT).toContain(".webp");
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

  it("adds finished photos in the order chosen, skipping failures, whatever order they finish in", () => {
    const added: string[] = [];
    const delivery = orderedDelivery<string>(4, (item) => added.push(item));
    delivery.done(2, "c");
    delivery.done(1, "b");
    expect(added).toEqual([]);
    delivery.failed(0);
    expect(added).toEqual(["b", "c"]);
    delivery.done(3, "d");
    expect(added).toEqual(["b", "c", "d"]);
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
