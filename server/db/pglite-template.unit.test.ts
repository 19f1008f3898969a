// When a first start copies the build's PGlite template and when it leaves the data directory to
// PGlite: files only (no database here; pglite-template.api.test.ts opens a real one).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  copyTemplateIfFresh,
  copyTemplateIfFreshAsync,
  currentFingerprint,
  startTemplateCopyEarly,
  TEMPLATE_DATA,
  TEMPLATE_FINGERPRINT,
  takeEarlyTemplateCopy,
  templateMatches,
} from "./pglite-template";

let root: string;
let migrations: string;
let template: string;
let dataDir: string;
let target: string;

function writeMigrations(sql: string) {
  mkdirSync(join(migrations, "meta"), { recursive: true });
  writeFileSync(join(migrations, "0000_init.sql"), sql);
  writeFileSync(join(migrations, "meta", "_journal.json"), '{"entries":[]}');
}

function writeTemplate(fingerprint: unknown) {
  mkdirSync(join(template, TEMPLATE_DATA, "base"), { recursive: true });
  writeFileSync(join(template, TEMPLATE_DATA, "PG_VERSION"), "17\n");
  writeFileSync(join(template, TEMPLATE_DATA, "base", "1"), "catalog");
  writeFileSync(join(template, TEMPLATE_FINGERPRINT), JSON.stringify(fingerprint));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "pglite-template-"));
  migrations = join(root, "migrations");
  template = join(root, "template");
  dataDir = join(root, "data");
  target = join(dataDir, "pglite");
  mkdirSync(dataDir);
  writeMigrations("create table a (id int);");
  writeTemplate(currentFingerprint(migrations));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

// The copy on the main thread (tests, commands) and the one the entry point begins early (main.ts).
const COPIES = {
  copyTemplateIfFresh: async (...args: Parameters<typeof copyTemplateIfFresh>) =>
    copyTemplateIfFresh(...args),
  copyTemplateIfFreshAsync,
};

describe.each(Object.entries(COPIES))("%s", (_name, copy) => {
  it("copies a matching template into a data directory that has no database, and nothing beside it", async () => {
    expect(await copy(target, template, migrations)).toBe("template");
    expect(readFileSync(join(target, "base", "1"), "utf8")).toBe("catalog");
    expect(readdirSync(dataDir)).toEqual(["pglite"]);
  });

  it("replaces an empty folder, but leaves a folder with anything in it to PGlite", async () => {
    mkdirSync(target);
    expect(await copy(target, template, migrations)).toBe("template");
    rmSync(target, { recursive: true });
    mkdirSync(target);
    writeFileSync(join(target, "postgresql.conf"), "# half an initdb");
    expect(await copy(target, template, migrations)).toBe("initdb");
    expect(existsSync(join(target, "PG_VERSION"))).toBe(false);
  });

  it("never touches an existing database", async () => {
    mkdirSync(target);
    writeFileSync(join(target, "PG_VERSION"), "17\n");
    writeFileSync(join(target, "mine"), "guest answers");
    expect(await copy(target, template, migrations)).toBe("existing");
    expect(readdirSync(target).sort()).toEqual(["PG_VERSION", "mine"]);
  });

  it("removes a copy an interrupted start left behind", async () => {
    const leftover = join(dataDir, "pglite.partial-12345");
    mkdirSync(leftover);
    writeFileSync(join(leftover, "PG_VERSION"), "17\n");
    expect(await copy(target, template, migrations)).toBe("template");
    expect(readdirSync(dataDir)).toEqual(["pglite"]);
  });

  it("is not used when the migrations changed since the template was made", async () => {
    writeMigrations("create table a (id int, name text);");
    expect(templateMatches(template, migrations)).toBe(false);
    expect(await copy(target, template, migrations)).toBe("initdb");
    expect(existsSync(target)).toBe(false);
  });

  it("is not used when another PGlite version made it, or it is missing or incomplete", async () => {
    const now = currentFingerprint(migrations);
    writeTemplate({ ...now, pglite: "0.0.1" });
    expect(await copy(target, template, migrations)).toBe("initdb");
    expect(await copy(target, join(root, "nowhere"), migrations)).toBe("initdb");
    writeTemplate(now);
    rmSync(join(template, TEMPLATE_DATA, "PG_VERSION"));
    expect(await copy(target, template, migrations)).toBe("initdb");
    expect(existsSync(target)).toBe(false);
  });
});

describe("the copy begun early (main.ts)", () => {
  it("is taken over once by the database's opening, for its own data directory only", async () => {
    startTemplateCopyEarly(join(root, "elsewhere"));
    expect(takeEarlyTemplateCopy(target)).toBeUndefined();
    const early = takeEarlyTemplateCopy(join(root, "elsewhere", "pglite"));
    expect(early).toBeInstanceOf(Promise);
    // The build's template is not there in a unit test: PGlite's own initdb, nothing copied.
    expect(["initdb", "template"]).toContain(await early);
    expect(takeEarlyTemplateCopy(join(root, "elsewhere", "pglite"))).toBeUndefined();
  });

  it("copies a tree of many files in place, each byte as it was", async () => {
    for (let i = 0; i < 40; i++) {
      mkdirSync(join(template, TEMPLATE_DATA, "base", `d${i % 4}`), { recursive: true });
      writeFileSync(join(template, TEMPLATE_DATA, "base", `d${i % 4}`, `f${i}`), Buffer.alloc(i * 1000, i));
    }
    writeFileSync(join(template, TEMPLATE_DATA, "empty"), "");
    expect(await copyTemplateIfFreshAsync(target, template, migrations)).toBe("template");
    for (let i = 0; i < 40; i++)
      expect(readFileSync(join(target, "base", `d${i % 4}`, `f${i}`)).equals(Buffer.alloc(i * 1000, i))).toBe(
        true,
      );
    expect(readFileSync(join(target, "empty"), "utf8")).toBe("");
    expect(readdirSync(dataDir)).toEqual(["pglite"]);
  });
});
