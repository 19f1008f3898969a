import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { demoArtworkFiles } from "./demo-images";

const svgDir = fileURLToPath(new URL("../../design/artwork/svg/", import.meta.url));

let outDir: string;
let rendered: string[];
const files = () => demoArtworkFiles({ outDir, svgDir, onRender: (name) => rendered.push(name) });

beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), "demo-pictures-"));
  rendered = [];
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe("demo pictures made on request", () => {
  it("describes the pictures from the SVGs without rendering any", async () => {
    const images = await files().images(["wedding-hero", "portrait-1"]);
    expect(images["wedding-hero"]).toMatchObject({ fileName: "wedding-hero.jpg", width: 2400, height: 1350 });
    expect(images["portrait-1"]?.sizes.map((s) => s.fileName)).toEqual([
      "portrait-1-800.jpg",
      "portrait-1-600.jpg",
    ]);
    expect(rendered).toEqual([]);
    expect((await readdir(outDir)).filter((f) => !f.startsWith("."))).toEqual([]);
  });

  it("renders a file once when two ask for it at the same time, and not again later", async () => {
    const store = files();
    const [first, second] = await Promise.all([
      store.file("portrait-1-600.jpg"),
      store.file("portrait-1-600.jpg"),
    ]);
    expect(first).toBe(join(outDir, "portrait-1-600.jpg"));
    expect(second).toBe(first);
    expect(rendered).toEqual(["portrait-1-600.jpg"]);
    const written = statSync(first as string).mtimeMs;

    expect(await store.file("portrait-1-600.jpg")).toBe(first);
    // A new server on the same folder trusts the manifest and the file on disk.
    expect(await files().file("portrait-1-600.jpg")).toBe(first);
    expect(rendered).toEqual(["portrait-1-600.jpg"]);
    expect(statSync(first as string).mtimeMs).toBe(written);
  });

  it("renders each format and width as its own file", async () => {
    const store = files();
    await Promise.all(
      ["portrait-2.jpg", "portrait-2-600.avif", "portrait-2-600.webp"].map((f) => store.file(f)),
    );
    expect(rendered.sort()).toEqual(["portrait-2-600.avif", "portrait-2-600.webp", "portrait-2.jpg"]);
    const manifest = JSON.parse(await readFile(join(outDir, ".demo-images.json"), "utf8"));
    expect(manifest["portrait-2"].files.sort()).toEqual(rendered);
  });

  it("renders a file again when it went missing or its manifest entry is stale", async () => {
    const store = files();
    const path = (await store.file("portrait-3-600.jpg")) as string;
    rmSync(path);
    await store.file("portrait-3-600.jpg");
    const manifest = JSON.parse(await readFile(join(outDir, ".demo-images.json"), "utf8"));
    manifest["portrait-3"].hash = "an older drawing";
    writeFileSync(join(outDir, ".demo-images.json"), JSON.stringify(manifest));
    await files().file("portrait-3-600.jpg");
    expect(rendered).toEqual(["portrait-3-600.jpg", "portrait-3-600.jpg", "portrait-3-600.jpg"]);
  });

  it("is no demo file: another name, a width the artwork is not made at, a stranger format", async () => {
    const store = files();
    for (const name of ["nothing.jpg", "portrait-1-1200.jpg", "wedding-hero-700.jpg", "portrait-1.png"]) {
      expect(await store.file(name), name).toBeNull();
    }
    expect(rendered).toEqual([]);
  });

  it("makes every JPEG of one artwork for a crop", async () => {
    await files().jpegs("portrait-4");
    expect(rendered.sort()).toEqual(["portrait-4-600.jpg", "portrait-4-800.jpg", "portrait-4.jpg"]);
  });
});
