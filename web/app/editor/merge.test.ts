// The three-way merge of two owners' documents (issue 28): each side's own changes kept, the same
// module changed by both named as a conflict with mine kept, removals and additions on either side.
import type { SiteDocument } from "@core/site";
import type { SiteModule } from "@modules/schemas";
import { describe, expect, it } from "vitest";
import { mergeDocuments } from "./merge";

const text = (id: string, words: string) =>
  ({ id, siteModuleType: "Text", title: { sv: words } }) as unknown as SiteModule;

function doc(modules: SiteModule[], extra: Partial<SiteDocument> = {}): SiteDocument {
  return {
    siteModules: modules,
    fonts: { title: "Playfair Display", text: "Source Sans 3" },
    theme: "theme6",
    colorScheme: null,
    siteGraphic: null,
    mostRecentSelectedDesignTemplate: null,
    formRecipients: [],
    availableLanguages: [{ languageCode: "sv" }],
    eventLogo: null,
    ...extra,
  } as unknown as SiteDocument;
}

const ids = (document: SiteDocument) =>
  document.siteModules.map((m) => `${m.id}:${(m as unknown as { title: { sv: string } }).title.sv}`);

describe("merging two owners' saves", () => {
  const base = doc([text("a", "A"), text("b", "B"), text("c", "C")]);

  it("keeps each side's changes to different modules and settings", () => {
    const mine = doc([text("a", "A mine"), text("b", "B"), text("c", "C")]);
    const theirs = doc([text("a", "A"), text("b", "B theirs"), text("c", "C")], {
      theme: "theme4",
    } as Partial<SiteDocument>);
    const merged = mergeDocuments(base, mine, theirs);
    expect(ids(merged.document)).toEqual(["a:A mine", "b:B theirs", "c:C"]);
    expect(merged.document.theme).toBe("theme4");
    expect(merged.conflictModules).toEqual([]);
    expect(merged.conflictFields).toEqual([]);
    expect(merged.tookTheirs).toBe(true);
  });

  it("names a module both changed, keeping mine; a setting both changed, keeping mine", () => {
    const mine = doc([text("a", "A mine"), text("b", "B"), text("c", "C")], {
      theme: "theme5",
    } as Partial<SiteDocument>);
    const theirs = doc([text("a", "A theirs"), text("b", "B"), text("c", "C")], {
      theme: "theme4",
    } as Partial<SiteDocument>);
    const merged = mergeDocuments(base, mine, theirs);
    expect(ids(merged.document)).toEqual(["a:A mine", "b:B", "c:C"]);
    expect(merged.conflictModules).toEqual(["a"]);
    expect(merged.conflictFields).toEqual(["theme"]);
  });

  it("takes their new module after the one it follows, and their removal of a module I left alone", () => {
    const mine = doc([text("a", "A"), text("b", "B mine"), text("c", "C"), text("m", "Mine new")]);
    const theirs = doc([text("a", "A"), text("t", "Their new"), text("b", "B")]);
    const merged = mergeDocuments(base, mine, theirs);
    expect(ids(merged.document)).toEqual(["a:A", "t:Their new", "b:B mine", "m:Mine new"]);
    expect(merged.conflictModules).toEqual([]);
  });

  it("keeps a module one removed and the other changed, as a conflict, whichever side removed it", () => {
    const theirsChanged = doc([text("a", "A"), text("b", "B theirs"), text("c", "C")]);
    const mineRemoved = doc([text("a", "A"), text("c", "C")]);
    const one = mergeDocuments(base, mineRemoved, theirsChanged);
    expect(ids(one.document)).toEqual(["a:A", "b:B theirs", "c:C"]);
    expect(one.conflictModules).toEqual(["b"]);

    const mineChanged = doc([text("a", "A"), text("b", "B mine"), text("c", "C")]);
    const theirsRemoved = doc([text("a", "A"), text("c", "C")]);
    const two = mergeDocuments(base, mineChanged, theirsRemoved);
    expect(ids(two.document)).toEqual(["a:A", "b:B mine", "c:C"]);
    expect(two.conflictModules).toEqual(["b"]);
  });

  it("changes nothing when the other saved what I had", () => {
    const mine = doc([text("a", "A 2"), text("b", "B"), text("c", "C")]);
    const merged = mergeDocuments(base, mine, mine);
    expect(merged.document).toEqual(mine);
    expect(merged.tookTheirs).toBe(false);
    expect(merged.conflictModules).toEqual([]);
  });
});
