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

describe("the location view's map image", () => {
  const drawn = "/media/maps/0123456789abcdef0123456789abcdef-a1b2c3d4e5-640.png";

  it("offers the drawn map's 420 and 640 px files with sizes", () => {
    const html = renderView(location({ map: { location: "Sjövik gård", path: drawn } }));
    expect(html).toContain(`src="${drawn}"`);
    expect(html).toContain(
      'srcSet="/media/maps/0123456789abcdef0123456789abcdef-a1b2c3d4e5-420.png 420w, /media/maps/0123456789abcdef0123456789abcdef-a1b2c3d4e5-640.png 640w"',
    );
    expect(html).toContain('sizes="(min-width: 900px) 564px, calc(100vw - 2.5rem)"');
    expect(html).toContain('width="640"');
    expect(html).toContain('height="480"');
  });

  it("sizes the map for half the column beside a photo", () => {
    const html = renderView(
      location({ map: { location: "Sjövik gård", path: drawn }, image: testImage("venue") }),
    );
    expect(html).toContain('sizes="(min-width: 900px) 280px, calc(100vw - 2.5rem)"');
  });

  it("keeps a single image without srcset for maps not drawn here", () => {
    const html = renderView(location());
    expect(html).toContain('src="/media/demo/wedding-map-800.jpg"');
    expect(html).not.toContain("srcSet");
  });

  it("says what the image is, in the page language", () => {
    expect(renderView(location())).toContain('alt="Karta över Sjövik gård, Sigtuna &amp; Co"');
    expect(renderView(location(), { language: "en" })).toContain(
      'alt="Map of Sjövik gård, Sigtuna &amp; Co"',
    );
    expect(renderView(location(), { language: "da" })).toContain(
      'alt="Kort over Sjövik gård, Sigtuna &amp; Co"',
    );
  });
});
