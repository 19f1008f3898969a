// saveSite writes the document and its version in one statement (operations/sites.ts): both or
// neither, the site pointing at the version it just wrote, and the answer carrying the saved document.
import { siteDocumentSchema } from "@core/site";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sites, siteVersions } from "../db/schema";
import { ApiError } from "../errors";
import { newId } from "../ids";
import { ownerWithSite, testAppForThisFile, validSiteDocument } from "../test/harness";
import { saveSite } from "./sites";

const t = testAppForThisFile();

function documentTitled(title: string) {
  const doc = validSiteDocument();
  const text = doc.siteModules?.find((m) => m.siteModuleType === "Text");
  if (text && "title" in text) text.title = { sv: title, en: title };
  return siteDocumentSchema.parse(doc);
}

describe("saveSite", () => {
  it("stores the document and a new version, and points the site at that version", async () => {
    const { siteId } = await ownerWithSite(t.app);
    const saved = await saveSite(t.ctx, siteId, documentTitled("Andra"));
    const [newest] = await t.ctx.db
      .select()
      .from(siteVersions)
      .where(eq(siteVersions.siteId, siteId))
      .orderBy(desc(siteVersions.id))
      .limit(1);
    const [row] = await t.ctx.db.select().from(sites).where(eq(sites.id, siteId));
    expect(saved.currentVersionId).toBe(newest?.id);
    expect(row?.currentVersionId).toBe(newest?.id);
    expect(row?.document).toEqual(newest?.document);
    expect(JSON.stringify(row?.document)).toContain("Andra");
    // The answer has the whole row: the saved document and the columns as they are now.
    expect(saved.document).toEqual(documentTitled("Andra"));
    expect(saved.id).toBe(siteId);
    expect(saved.updatedAt.getTime()).toBe(row?.updatedAt.getTime());
    expect(saved.accountId).toBe(row?.accountId);
  });

  it("answers NOT_FOUND for a site that does not exist, and keeps no version for it", async () => {
    const id = newId();
    await expect(saveSite(t.ctx, id, documentTitled("Ingen"))).rejects.toSatisfy(
      (error) => error instanceof ApiError && error.code === "NOT_FOUND",
    );
    expect(await t.ctx.db.select().from(siteVersions).where(eq(siteVersions.siteId, id))).toHaveLength(0);
  });
});
