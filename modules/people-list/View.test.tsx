import { describe, expect, it } from "vitest";
import { renderView, testImage } from "../shared/render-view.test-helper";

describe("the people list view", () => {
  const module = {
    id: "p1",
    siteModuleType: "PeopleList",
    title: { sv: "Viktiga personer" },
    list: [
      {
        id: "a",
        name: "Emma Lindqvist",
        title: { sv: "Toastmaster", en: "Toastmaster" },
        image: testImage("emma"),
      },
      { id: "b", name: "Oskar Berg", title: { sv: "Best man" } },
    ],
  };

  it("shows each person's portrait, name and role", () => {
    const html = renderView(module);
    expect(html).toContain('<h3 class="module-people__name">Emma Lindqvist</h3>');
    expect(html).toContain('<p class="module-people__role">Toastmaster</p>');
    expect(html).toContain("/media/s1/emma-600.jpg 600w");
    expect(html).toContain("/media/s1/emma.jpg 4000w");
    expect(html).toContain('sizes="220px"');
  });

  it("shows initials when a person has no picture", () => {
    expect(renderView(module)).toMatch(/is-initials" aria-hidden="true">OB</);
  });
});
