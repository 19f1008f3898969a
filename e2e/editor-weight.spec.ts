// The editor's first load stays light (issue 24): what is shown only when the owner opens it (the edit
// dialogs, the rich-text editor, the Design and Mer drawers, the side menu's panel, every Radix dialog)
// is not requested with the editor, and each still opens and works on the first click.
//
// The parts are found by stable markers rather than by chunk names: their source files in the build's
// manifest (dist/client/.vite/manifest.json, the build under test), and two strings of the libraries
// themselves in the served code ('ProseMirror', the rich-text editor's; 'DialogContent', Radix Dialog's).
import { existsSync, readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { createAccountWithSite, logIn, uniqueMail } from "./helpers";

type Manifest = Record<string, { file: string; src?: string; imports?: string[] }>;
const manifest = JSON.parse(readFileSync("dist/client/.vite/manifest.json", "utf8")) as Manifest;

/** The served file of a source module that is a chunk of its own (a dynamic import's target). */
function chunkOf(source: string): string {
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not a chunk of its own in the build's manifest`);
  return `/${entry.file}`;
}

const LAZY_PARTS = {
  designDrawer: chunkOf("web/app/design/DesignDrawer.tsx"),
  moreDrawer: chunkOf("web/app/more/MoreDrawer.tsx"),
  moduleEditorDialog: chunkOf("web/app/editor/ModuleEditorDialog.tsx"),
  textEditor: chunkOf("modules/text/Editor.tsx"),
  addModuleDialog: chunkOf("web/app/editor/AddModuleDialog.tsx"),
  sideMenuPanel: chunkOf("web/app/editor/SideMenuPanel.tsx"),
  welcomeDialog: chunkOf("web/app/components/WelcomeDialog.tsx"),
};
const LIBRARY_MARKERS = { richText: "ProseMirror", radixDialog: "DialogContent" };

/**
 * The chunks a signed-in editor's first load takes before it can draw anything (issue 24): the app's
 * entry and what main.tsx and start.tsx import up front, the editor's screen, and the static imports of
 * all of these. Module views (one chunk per kind, web/app/editor/lazy-views.ts), the starting-text
 * checks, zod and every dialog come later, as the page asks for them.
 */
function editorFirstLoad(): string[] {
  const roots = [
    "web/app/index.html",
    "web/app/warm/react-dom.ts",
    "web/app/warm/router.ts",
    "web/app/warm/i18n.ts",
    "web/app/start.tsx",
    "web/app/editor/EditorPage.tsx",
    ...Object.keys(manifest).filter((key) => key.endsWith("@tanstack/react-query/build/modern/index.js")),
  ];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build's manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen].map((key) => `dist/client/${manifest[key]?.file}`);
}

test("the editor's first load holds no module view, no zod and at most 150 KB of brotli script", () => {
  const files = editorFirstLoad();
  // Each kind's view is a chunk of its own (chunkOf throws otherwise), and none is in the first load.
  const views = ["header", "text", "rsvp", "form", "gift-registry", "image-gallery", "location"].map(
    (kind) => `dist/client${chunkOf(`modules/${kind}/View.tsx`)}`,
  );
  expect(files.filter((file) => views.includes(file))).toEqual([]);
  // A string zod's own code holds (its classes' names), never the app's.
  expect(files.filter((file) => readFileSync(file, "utf8").includes("ZodObject"))).toEqual([]);
  // On the wire as the server sends it (the build's precompressed .br files); the messages of the first
  // screen (web/i18n/*-first.ts) come beside these. Was 213 KB before zod and the views were left out,
  // about 152 KB before the editor's own modules were one file (vite.config.ts), about 143 KB since.
  // A file the build did not compress (under 256 bytes, or no smaller) is sent as it is.
  const brotli = files.reduce(
    (sum, file) => sum + readFileSync(existsSync(`${file}.br`) ? `${file}.br` : file).length,
    0,
  );
  expect(brotli / 1024).toBeLessThanOrEqual(150);
});

/** Every script the page receives from now on: its path and its code. */
function recordScripts(page: Page) {
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const path = new URL(response.url()).pathname;
    if (!scripts.has(path))
      scripts.set(
        path,
        response.text().catch(() => ""),
      );
  });
  return {
    paths: () => [...scripts.keys()],
    withMarker: async (marker: string) => {
      const found: string[] = [];
      for (const [path, code] of scripts) if ((await code).includes(marker)) found.push(path);
      return found;
    },
  };
}

test("the editor loads its dialogs, drawers and rich-text editor only when they are opened", async ({
  page,
}) => {
  const mail = uniqueMail("weight");
  const siteId = await createAccountWithSite(page.request, mail, "hemligt-123");
  await logIn(page, mail);

  // A fresh load of the editor, as after a reload.
  const scripts = recordScripts(page);
  await page.goto(`/redigera/${siteId}/`);
  await expect(page.getByRole("heading", { name: "Välkomna" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Spara" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const loaded = scripts.paths();
  expect(loaded.length).toBeGreaterThan(0);
  for (const [part, file] of Object.entries(LAZY_PARTS)) {
    expect(loaded, `${part} (${file}) was loaded with the editor`).not.toContain(file);
  }
  for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
    expect(await scripts.withMarker(marker), `${library} code was loaded with the editor`).toEqual([]);
  }

  // Design: the first click opens the drawer, which now has its code, and it works.
  const design = page.getByRole("button", { name: "Design", exact: true });
  await design.click();
  const drawer = page.getByRole("dialog", { name: "Design" });
  await expect(drawer).toBeVisible();
  await expect(design).toHaveAttribute("aria-expanded", "true");
  expect(scripts.paths()).toContain(LAZY_PARTS.designDrawer);
  await expect(drawer.getByRole("tab", { name: "Designmallar" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(design).toBeFocused();

  // The Text module's editor: the first click opens it with its rich-text editor; an edit reaches the page.
  await page.getByRole("toolbar", { name: "Text" }).first().getByRole("button", { name: "Redigera" }).click();
  const dialog = page.getByRole("dialog", { name: "Redigera: Text" });
  await expect(dialog).toBeVisible();
  const richText = dialog.locator("[contenteditable='true']").first();
  await expect(richText).toBeVisible();
  expect(scripts.paths()).toEqual(
    expect.arrayContaining([LAZY_PARTS.moduleEditorDialog, LAZY_PARTS.textEditor]),
  );
  expect(await scripts.withMarker(LIBRARY_MARKERS.richText)).not.toEqual([]);
  await richText.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Vi ses där!");
  await dialog.getByRole("button", { name: "Klar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(".editor .site").getByText("Vi ses där!")).toBeVisible();

  // The side menu: its panel arrives on the first click, and Escape gives focus back to its toggle.
  const menu = page.getByRole("button", { name: "Meny", exact: true });
  await menu.click();
  const panel = page.getByRole("dialog");
  await expect(panel.getByRole("link", { name: "Visa OSA-svar" })).toBeVisible();
  expect(scripts.paths()).toContain(LAZY_PARTS.sideMenuPanel);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(menu).toBeFocused();
});
