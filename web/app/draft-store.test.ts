// @vitest-environment happy-dom
// The work made before registering outlives the tab (issue 23 item 10): the quick-start page and the
// wizard's answers are kept in local storage too, versioned, at most ~1 MB, let go after 30 days, and
// cleared when the visitor has registered. A closed tab is a new session storage; here, a cleared one.
import { siteDocumentSchema } from "@core/site";
import { WIZARD_SITE_ID } from "@core/wizard";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearDraftStore,
  DRAFT_STORE_MAX_AGE_MS,
  DRAFT_STORE_MAX_CHARS,
  readDraftStore,
  writeDraftStore,
} from "./draft-store";
import { clearStoredDraft, readStoredDraft, writeStoredDraft } from "./editor/quick-start-draft";
import { clearWizardData, readWizardData, writeWizardData } from "./wizard/storage";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const page = (title: string) =>
  siteDocumentSchema.parse({
    siteModules: [{ id: "t1", siteModuleType: "Text", title: { sv: title }, text: { sv: "<p>Hej</p>" } }],
  });

/** The tab is closed and a new one opened: session storage is empty, local storage stays. */
const closeTheTab = () => sessionStorage.clear();

describe("the quick-start draft after the tab is closed", () => {
  it("comes back from local storage, and is gone once the visitor has registered", () => {
    writeStoredDraft(WIZARD_SITE_ID, page("Vårt bröllop"));
    closeTheTab();
    expect(readStoredDraft(WIZARD_SITE_ID)?.siteModules[0]?.title).toEqual({ sv: "Vårt bröllop" });

    clearStoredDraft(WIZARD_SITE_ID);
    expect(readStoredDraft(WIZARD_SITE_ID)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("prefers this tab's own copy over the one another tab left", () => {
    writeStoredDraft("demo", page("Från en annan flik"));
    sessionStorage.clear();
    sessionStorage.setItem("quickStart.draft.demo", JSON.stringify(page("Den här fliken")));
    expect(readStoredDraft("demo")?.siteModules[0]?.title).toEqual({ sv: "Den här fliken" });
  });
});

describe("the wizard's answers after the tab is closed", () => {
  it("come back, and are cleared with the registration", () => {
    writeWizardData({ name1: "Anna", name2: "Erik" });
    closeTheTab();
    expect(readWizardData()).toMatchObject({ name1: "Anna", name2: "Erik" });
    clearWizardData();
    expect(readWizardData()).toEqual({});
  });
});

describe("the local copy", () => {
  it("is versioned: another version, or something not ours, is not restored and is removed", () => {
    localStorage.setItem("draftStore.x", JSON.stringify({ v: 99, savedAt: Date.now(), data: { a: 1 } }));
    expect(readDraftStore("x")).toBeUndefined();
    expect(localStorage.getItem("draftStore.x")).toBeNull();
    localStorage.setItem("draftStore.y", "{not json");
    expect(readDraftStore("y")).toBeUndefined();
    expect(localStorage.getItem("draftStore.y")).toBeNull();
  });

  it("is let go after 30 days", () => {
    const now = Date.UTC(2026, 0, 1);
    writeDraftStore("x", { a: 1 }, now);
    expect(readDraftStore("x", now + DRAFT_STORE_MAX_AGE_MS)).toEqual({ a: 1 });
    expect(readDraftStore("x", now + DRAFT_STORE_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it("keeps nothing over the size limit (an older copy is removed, not left to come back)", () => {
    expect(writeDraftStore("x", { small: true })).toBe(true);
    expect(writeDraftStore("x", { big: "x".repeat(DRAFT_STORE_MAX_CHARS) })).toBe(false);
    expect(readDraftStore("x")).toBeUndefined();
  });

  it("costs nothing where storage is full or refused", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => {},
    };
    vi.stubGlobal("localStorage", full);
    expect(writeDraftStore("x", { a: 1 })).toBe(false);
    expect(() => writeStoredDraft("demo", page("X"))).not.toThrow();
    expect(() => clearDraftStore("x")).not.toThrow();
    vi.stubGlobal("localStorage", undefined);
    expect(writeDraftStore("x", { a: 1 })).toBe(false);
    expect(readDraftStore("x")).toBeUndefined();
    vi.unstubAllGlobals();
  });
});
