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
  currentFingerprint,
  TEMPLATE_DATA,
  TEMPLATE_FINGERPRINT,
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

describe("copyTemplateIfFresh", () => {
  it("copies a matching template into a data directory that has no database, and nothing beside it", () => {
    expect(copyTemplateIfFresh(target, template, migrations)).toBe("template");
    expect(readFileSync(join(target, "base", "1"), "utf8")).toBe("catalog");
    expect(readdirSync(dataDir)).toEqual(["pglite"]);
  });

  it("replaces an empty folder, but leaves a folder with anything in it to PGlite", () => {
    mkdirSync(target);
    expect(copyTemplateIfFresh(target, template, migrations)).toBe("template");
    rmSync(target, { recursive: true });
    mkdirSync(target);
    writeFileSync(join(target, "postgresql.conf"), "# half an initdb");
    expect(copyTemplateIfFresh(target, template, migrations)).toBe("initdb");
    expect(existsSync(join(target, "PG_VERSION"))).toBe(false);
  });

  it("never touches an existing database", () => {
    mkdirSync(target);
    writeFileSync(join(target, "PG_VERSION"), "17\n");
    writeFileSync(join(target, "mine"), "guest answers");
    expect(copyTemplateIfFresh(target, template, migrations)).toBe("existing");
    expect(readdirSync(target).sort()).toEqual(["PG_VERSION", "mine"]);
  });

  it("removes a copy an interrupted start left behind", () => {
    const leftover = join(dataDir, "pglite.partial-12345");
    mkdirSync(leftover);
    writeFileSync(join(leftover, "PG_VERSION"), "17\n");
    expect(copyTemplateIfFresh(target, template, migrations)).toBe("template");
    expect(readdirSync(dataDir)).toEqual(["pglite"]);
  });

  it("is not used when the migrations changed since the template was made", () => {
    writeMigrations("create table a (id int, name text);");
    expect(templateMatches(template, migrations)).toBe(false);
    expect(copyTemplateIfFresh(target, template, migrations)).toBe("initdb");
    expect(existsSync(target)).toBe(false);
  });

  it("is not used when another PGlite version made it, or it is missing or incomplete", () => {
    const now = currentFingerprint(migrations);
    writeTemplate({ ...now, pglite: "0.0.1" });
    expect(copyTemplateIfFresh(target, template, migrations)).toBe("initdb");
    expect(copyTemplateIfFresh(target, join(root, "nowhere"), migrations)).toBe("initdb");
    writeTemplate(now);
    rmSync(join(template, TEMPLATE_DATA, "PG_VERSION"));
    expect(copyTemplateIfFresh(target, template, migrations)).toBe("initdb");
    expect(existsSync(target)).toBe(false);
  });
});
