// @vitest-environment happy-dom
// Quick start's intro is not shown again to a couple who come back to the draft they began (issue 23):
// the draft outlived the closed tab (local storage) but the intro's 'seen' lived in the tab only, so the
// restored page opened under 'Gör sidan till er egen' as if they were new. A closed tab is a new session
// storage; here, a cleared one.
import { siteDocumentSchema } from "@core/site";
import { afterEach, describe, expect, it } from "vitest";
import { DRAFT_STORE_MAX_AGE_MS } from "../draft-store";
import { clearStoredDraft, readStoredDraft, writeStoredDraft } from "../editor/quick-start-draft";
import { clearIntroSeen, introSeen, markIntroSeen } from "./intro-seen";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const KEY = "demo-site";
const page = siteDocumentSchema.parse({
  siteModules: [{ id: "t1", siteModuleType: "Text", title: { sv: "Välkomna till Öland" } }],
});
const closeTheTab = () => sessionStorage.clear();
/** What QuickStartPage asks when it opens. */
const shownOnOpening = (now?: number) => !introSeen(KEY, readStoredDraft(KEY) !== null, now);

describe("quick start's intro", () => {
  it("is shown on a first visit, and not again in the same tab", () => {
    expect(shownOnOpening()).toBe(true);
    markIntroSeen(KEY);
    expect(shownOnOpening()).toBe(false);
  });

  it("is not shown again when the draft begun after it is restored in a new tab", () => {
    markIntroSeen(KEY);
    writeStoredDraft(KEY, page);
    closeTheTab();
    expect(readStoredDraft(KEY)?.siteModules[0]).toMatchObject({ title: { sv: "Välkomna till Öland" } });
    expect(shownOnOpening()).toBe(false);
    // …and that visit counts as seen in its own tab too.
    closeTheTab();
    expect(shownOnOpening()).toBe(false);
  });

  it("is shown to a new tab with no draft kept (a visitor who only looked, or whose draft has gone)", () => {
    markIntroSeen(KEY);
    closeTheTab();
    expect(shownOnOpening()).toBe(true);
  });

  it("is shown again once the account is made and both the draft and the mark are cleared", () => {
    markIntroSeen(KEY);
    writeStoredDraft(KEY, page);
    clearStoredDraft(KEY);
    clearIntroSeen(KEY);
    closeTheTab();
    expect(shownOnOpening()).toBe(true);
    expect(Object.keys(localStorage).filter((key) => key.startsWith("draftStore."))).toEqual([]);
  });

  it("lasts as long as the draft: read again it is kept another 30 days", () => {
    const start = Date.now();
    markIntroSeen(KEY, start);
    writeStoredDraft(KEY, page);
    closeTheTab();
    // Back after 20 days: seen, and the mark is renewed.
    expect(shownOnOpening(start + 20 * 24 * 3600 * 1000)).toBe(false);
    closeTheTab();
    // 20 days later again, 40 after the intro: still seen, as the draft is still there.
    expect(shownOnOpening(start + DRAFT_STORE_MAX_AGE_MS + 10 * 24 * 3600 * 1000)).toBe(false);
  });

  it("is per quick-start page: the wizard's page has its own", () => {
    markIntroSeen(KEY);
    writeStoredDraft(KEY, page);
    writeStoredDraft("START-WIZARD", page);
    closeTheTab();
    expect(introSeen("START-WIZARD", readStoredDraft("START-WIZARD") !== null)).toBe(false);
  });
});
