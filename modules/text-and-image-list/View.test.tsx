import { describe, expect, it } from "vitest";
import { renderView, testImage } from "../shared/render-view.test-helper";

describe("the text and image list view", () => {
  const module = {
    id: "t1",
    siteModuleType: "TextAndImageList",
    title: { sv: "Helgens program", en: "The weekend" },
    items: [
      {
        id: "i1",
        title: { sv: "Fredag", en: "Friday" },
        text: { sv: "<p>Mingel</p>" },
        image: testImage("friday"),
      },
      { id: "i2", title: { sv: "Lördag" }, text: { sv: "<p>Vigsel</p>" } },
    ],
  };

  it("lists each item with its title, text and a responsive picture", () => {
    const html = renderView(module);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('<h3 class="module-list__title">Fredag</h3>');
    expect(html).toContain("<p>Vigsel</p>");
    expect(html).toContain("/media/s1/friday.jpg 4000w");
    expect(html).toContain('sizes="(min-width: 750px) 600px, 100vw"');
    expect(html).toContain('loading="lazy"');
  });

  it("uses the page language, falling back as translations do", () => {
    const html = renderView(module, { language: "en" });
    expect(html).toContain("Friday");
    expect(html).toContain("Lördag");
  });

  it("asks the owner for rows when the list is empty, and shows guests nothing", () => {
    expect(renderView({ ...module, items: [] }, { mode: "EDIT" })).toContain("Lägg till en rad");
    expect(renderView({ ...module, items: [] })).not.toContain("<ul");
  });
});
