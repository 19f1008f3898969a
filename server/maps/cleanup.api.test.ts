// Unused map images go after 7 days; maps a saved page (or one of its versions) shows stay.
import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createSiteModule } from "@modules/schemas";
import { describe, expect, it } from "vitest";
import { createSiteFor, registerAndLogin, testAppForThisFile, validSiteDocument } from "../test/harness";
import { removeUnusedMaps } from "./cleanup";

const t = testAppForThisFile();

const KEY_USED = "a".repeat(32);
const KEY_OLD = "b".repeat(32);
const KEY_NEW = "c".repeat(32);

describe("removeUnusedMaps", () => {
  it("removes old maps no saved page mentions, and stale temporary files, and keeps the rest", async () => {
    const owner = await registerAndLogin(t.app);
    const doc = validSiteDocument();
    const location = createSiteModule("Location", "CLIENTIDlocation1");
    location.map = {
      location: "Sjövik",
      zoom: 12,
      mapTheme: "NORMAL",
      markerColor: "#ea4335",
      path: `/media/maps/${KEY_USED}-0123456789-640.png`,
    };
    doc.siteModules.push(location);
    await createSiteFor(t.app, owner.cookie, doc);

    const dir = join(t.ctx.config.dataDir, "media", "maps");
    mkdirSync(dir, { recursive: true });
    const names = [
      `${KEY_USED}-0123456789-640.png`,
      `${KEY_USED}-0123456789-420.png`,
      `${KEY_USED}.json`,
      `${KEY_OLD}-0123456789-640.png`,
      `${KEY_OLD}-0123456789-420.png`,
      `${KEY_OLD}.json`,
      `${KEY_NEW}-0123456789-640.png`,
      `${KEY_NEW}.json`,
      `${KEY_OLD}-0123456789-640.png.abc123.tmp`,
      "README.txt",
    ];
    const longAgo = new Date(Date.now() - 8 * 86_400_000);
    for (const name of names) {
      writeFileSync(join(dir, name), "x");
      if (!name.startsWith(KEY_NEW)) utimesSync(join(dir, name), longAgo, longAgo);
    }

    expect(await removeUnusedMaps(t.ctx)).toEqual({ removed: 4 });
    const left = names.filter((name) => existsSync(join(dir, name)));
    expect(left).toEqual([
      `${KEY_USED}-0123456789-640.png`,
      `${KEY_USED}-0123456789-420.png`,
      `${KEY_USED}.json`,
      `${KEY_NEW}-0123456789-640.png`,
      `${KEY_NEW}.json`,
      "README.txt",
    ]);
  });
});
