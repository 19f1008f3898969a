import { siteDocumentSchema } from "@core/site";
import { describe, expect, it } from "vitest";
import { PREVIEW_MODULE_COUNT, previewModules } from "./preview-modules";

describe("previewModules", () => {
  it("shows the top of the page guests see, its header image small", () => {
    const { siteModules } = siteDocumentSchema.parse({
      siteModules: [
        { id: "head", siteModuleType: "Header", userSelectedImageSize: "LARGE" },
        { id: "hidden", siteModuleType: "Text", hide: true },
        { id: "one", siteModuleType: "Text" },
        { id: "two", siteModuleType: "Countdown" },
        { id: "three", siteModuleType: "Text" },
      ],
    });
    const shown = previewModules(siteModules);
    expect(shown.map((m) => m.id)).toEqual(["head", "one", "two"]);
    expect(shown).toHaveLength(PREVIEW_MODULE_COUNT);
    expect(shown[0]).toMatchObject({ userSelectedImageSize: "SMALL" });
    // The page itself is left as it was.
    expect(siteModules[0]).toMatchObject({ userSelectedImageSize: "LARGE" });
  });
});
