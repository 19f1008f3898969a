import { describe, expect, it } from "vitest";
import { renderView, testImage } from "../shared/render-view.test-helper";

const location = (extra: Record<string, unknown> = {}) => ({
  id: "l1",
  siteModuleType: "Location",
  title: { sv: "Hitta hit" },
  secondTitle: { sv: "Sjövik gård" },
  map: { location: "Sjövik gård, Sigtuna & Co", path: "/media/demo/wedding-map-800.jpg" },
  ...extra,
});

describe("the location view", () => {
  it("links the map to a map search for the place, in a new tab without opener", () => {
    const html = renderView(location());
    expect(html).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=Sj%C3%B6vik%20g%C3%A5rd%2C%20Sigtuna%20%26%20Co"',
    );
    expect(html).toContain('target="_blank"');
    expect(html).toMatch(/rel="noopener[^"]*"/);
    expect(html).toContain('src="/media/demo/wedding-map-800.jpg"');
    expect(html).toContain("Sjövik gård, Sigtuna &amp; Co");
    expect(html).toContain("Visa på karta");
    expect(html).toContain("Sjövik gård</p>");
  });

  it("shows the place's picture with every size and the full size at 4000w", () => {
    const html = renderView(location({ image: testImage("venue") }));
    expect(html).toContain(
      "/media/s1/venue-600.jpg 600w, /media/s1/venue-800.jpg 800w, /media/s1/venue-1600.jpg 1600w, /media/s1/venue.jpg 4000w",
    );
  });

  it("shows no map without a place, and tells the owner in the editor", () => {
    const guest = renderView(location({ map: { location: "" } }));
    expect(guest).not.toContain("google.com/maps");
    expect(guest).not.toContain("module-location__placeholder");
    expect(renderView(location({ map: { location: "" } }), { mode: "EDIT" })).toContain(
      "module-location__placeholder",
    );
  });

  it("labels the link in the page language", () => {
    const html = renderView(location(), { language: "da" });
    expect(html).toContain("Vis på kort");
    expect(html).toContain("åbner i en ny fane");
  });
});
