import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteGraphic } from "./SiteGraphic";

describe("SiteGraphic", () => {
  it("draws nothing without a graphic or for a name it does not know", () => {
    expect(renderToString(<SiteGraphic name={null} />)).toBe("");
    expect(renderToString(<SiteGraphic name={undefined} />)).toBe("");
    expect(renderToString(<SiteGraphic name="CORNER_GRAPHICS_UNICORNS" />)).toBe("");
  });

  it("draws a background as one decorative layer", () => {
    expect(renderToString(<SiteGraphic name="BACKGROUND_IMAGE_BOKEH_DARK" />)).toBe(
      '<div class="site-graphic site-graphic--background" data-graphic="BACKGROUND_IMAGE_BOKEH_DARK" aria-hidden="true"></div>',
    );
  });

  it("draws a corner or foliage graphic as four corner pieces, hidden from assistive technology", () => {
    for (const [name, kind] of [
      ["CORNER_GRAPHICS_ROSE", "corner"],
      ["EUCALYPTUS", "foliage"],
    ] as const) {
      const html = renderToString(<SiteGraphic name={name} />);
      expect(html).toMatch(
        new RegExp(
          `^<div class="site-graphic site-graphic--${kind}" data-graphic="${name}" aria-hidden="true">`,
        ),
      );
      for (const piece of ["top-start", "top-end", "bottom-start", "bottom-end"]) {
        expect(html).toContain(`site-graphic__piece--${piece}`);
      }
    }
  });
});
