import { BRANDS } from "@core/brands";
import { siteDocumentSchema } from "@core/site";
import { translate } from "@core/translation";
import { MODULE_VIEWS } from "@modules/views";
import { DEMO_ARTWORK } from "@design/artwork/render";
import { describe, expect, it } from "vitest";
import { type DemoImages, demoSiteDocument } from "./demo-content";

function fakeImages(): DemoImages {
  const images: DemoImages = {};
  for (const name of Object.values(DEMO_ARTWORK).flat()) {
    images[name] = { path: "/media/demo/", fileName: `${name}.jpg`, sizes: [], isDemoImage: true };
  }
  return images;
}

describe.each(BRANDS)("the %s demo site", (brand) => {
  const site = siteDocumentSchema.parse(demoSiteDocument(brand, fakeImages()));

  it("is a valid document in sv, en and da", () => {
    expect(site.availableLanguages.map((l) => l.languageCode)).toEqual(["sv", "en", "da"]);
  });

  it("uses only module kinds that have guest views, starting with a header with a picture", () => {
    expect(site.siteModules.every((m) => MODULE_VIEWS[m.siteModuleType] !== null)).toBe(true);
    const [header] = site.siteModules;
    expect(header?.siteModuleType).toBe("Header");
    expect(header?.siteModuleType === "Header" && header.image?.fileName).toBe(`${brand}-hero.jpg`);
  });

  it("has every title and text in each language, and its own pictures only", () => {
    for (const module of site.siteModules) {
      for (const language of ["sv", "en", "da"]) {
        expect(module.title[language], `${module.id} title ${language}`).toBeTruthy();
        if ("text" in module) {
          expect(translate(module.text, language), `${module.id} text ${language}`).not.toBe("");
          expect(module.text[language]).toBeTruthy();
        }
      }
      if ("image" in module && module.image) expect(module.image.fileName.startsWith(brand)).toBe(true);
    }
  });
});
