import { describe, expect, it } from "vitest";
import { quickStartRootOf } from "./QuickStartInvitations";

describe("quick-start invitations paths (SPEC §2)", () => {
  it("finds the quick start a card is designed in, with the campaign prefixes and the wizard's editor", () => {
    expect(quickStartRootOf("/snabbstart/inbjudningar")).toBe("/snabbstart");
    expect(quickStartRootOf("/snabbstart/inbjudningar/nytt")).toBe("/snabbstart");
    expect(quickStartRootOf("/sms/snabbstart/inbjudningar/")).toBe("/sms/snabbstart");
    expect(quickStartRootOf("/digital-studentinbjudan/snabbstart/inbjudningar/nytt")).toBe(
      "/digital-studentinbjudan/snabbstart",
    );
    expect(quickStartRootOf("/kom-igang/redigera/inbjudningar/nytt")).toBe("/kom-igang/redigera");
  });

  it("refuses anything else", () => {
    for (const path of [
      "/xx/snabbstart/inbjudningar",
      "/snabbstart/inbjudningar/abc",
      "/kom-igang/inbjudningar",
      "/redigera/abc/inbjudningar",
      "/inbjudningar",
    ])
      expect(quickStartRootOf(path), path).toBeNull();
  });
});
