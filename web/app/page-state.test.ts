// @vitest-environment happy-dom
// What the editor's page carries (issue 24, server/ssr/editor-data.ts) is taken only for the site the
// path opens, and only when readable; the path's site id as the server reads it.
import { afterEach, describe, expect, it } from "vitest";
import { EDITOR_DATA_ID, editorPageData, editorSiteIdOf } from "./page-state";

function carry(text: string) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = EDITOR_DATA_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById(EDITOR_DATA_ID)?.remove());

describe("editorSiteIdOf", () => {
  it("reads the editor's own path only", () => {
    expect(editorSiteIdOf("/redigera/abc123")).toBe("abc123");
    expect(editorSiteIdOf("/redigera/abc123/")).toBe("abc123");
    expect(editorSiteIdOf("/redigera/abc123/konto")).toBeNull();
    expect(editorSiteIdOf("/redigera/")).toBeNull();
    expect(editorSiteIdOf("/snabbstart")).toBeNull();
    expect(editorSiteIdOf("/redigera/%E0%A4%A/")).toBeNull();
  });
});

describe("editorPageData", () => {
  const data = { siteId: "abc123", site: { siteModules: [] }, account: { mail: "a@example.se" } };

  it("gives the site and account carried for this site", () => {
    carry(JSON.stringify(data));
    expect(editorPageData("abc123")).toEqual(data);
  });

  it("gives nothing for another site, without the element, or when it is unreadable or incomplete", () => {
    expect(editorPageData("abc123")).toBeNull();
    carry(JSON.stringify(data));
    expect(editorPageData("other")).toBeNull();
    document.getElementById(EDITOR_DATA_ID)?.remove();
    for (const text of [
      "{",
      "null",
      JSON.stringify({ ...data, site: null }),
      JSON.stringify({ siteId: "abc123" }),
    ]) {
      carry(text);
      expect(editorPageData("abc123")).toBeNull();
      document.getElementById(EDITOR_DATA_ID)?.remove();
    }
  });
});
