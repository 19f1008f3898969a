import { describe, expect, it } from "vitest";
import { menuBasePath } from "./SideMenu";

describe("side menu links", () => {
  it("start at the owner's editor, or at the quick-start path the visitor is on", () => {
    expect(menuBasePath("abc123", false, "/redigera/abc123/")).toBe("/redigera/abc123");
    expect(menuBasePath("abc123", false, "/redigera/abc123/konto/")).toBe("/redigera/abc123");
    expect(menuBasePath("demo1", true, "/snabbstart")).toBe("/snabbstart");
    expect(menuBasePath("demo1", true, "/en/snabbstart/visa-osa/")).toBe("/en/snabbstart");
    expect(menuBasePath("demo1", true, "/sms/snabbstart/")).toBe("/sms/snabbstart");
    expect(menuBasePath("START-WIZARD", true, "/kom-igang/redigera")).toBe("/kom-igang/redigera");
    expect(menuBasePath("demo1", true, "/något-annat")).toBe("/redigera/demo1");
  });
});
