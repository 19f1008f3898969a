import { describe, expect, it } from "vitest";
import { renderView } from "../shared/render-view.test-helper";

const module = {
  id: "t1",
  siteModuleType: "Travel",
  title: { sv: "Resa och boende" },
  items: [
    {
      id: "inn",
      kind: "STAY",
      title: { sv: "Sjövik gårds värdshus" },
      text: { sv: "<p>Tjugo rum.</p>" },
      link: "https://example.com/sjovik",
      bookingCode: "ANNA27",
      map: { location: "Sjövik gård, Sigtuna", path: "/media/maps/sjovik-640.png" },
    },
    { id: "park", kind: "PARKING", title: { sv: "Parkering" }, text: { sv: "<p>Gratis.</p>" } },
  ],
};

const items = (html: string) => html.split('<li class="module-travel__item').slice(1);

describe("the travel and stay view", () => {
  it("shows the Location module's map card only for an entry with an address", () => {
    const [inn, park] = items(renderView(module));
    expect(inn).toContain(' has-map"');
    expect(inn).toContain('class="module-location__map"');
    expect(inn).toContain(
      "https://www.google.com/maps/search/?api=1&amp;query=Sj%C3%B6vik%20g%C3%A5rd%2C%20Sigtuna",
    );
    expect(inn).toContain('srcSet="/media/maps/sjovik-420.png 420w, /media/maps/sjovik-640.png 640w"');
    expect(park).not.toContain("module-location__map");
    expect(park).not.toContain("has-map");
  });

  it("names each entry's kind, and shows a stay's booking code and its booking link", () => {
    const [inn, park] = items(renderView(module));
    expect(inn).toMatch(/class="module-travel__kind">.*Boende<\/p>/);
    expect(inn).toContain('<strong class="module-travel__code-value">ANNA27</strong>');
    expect(inn).toMatch(
      /<a class="module-travel__link" href="https:\/\/example.com\/sjovik" target="_blank" rel="noopener noreferrer" aria-label="Boka: Sjövik gårds värdshus \(öppnas i en ny flik\)">Boka<svg/,
    );
    expect(park).toMatch(/class="module-travel__kind">.*Parkering<\/p>/);
    expect(park).not.toContain("module-travel__code");
    expect(park).not.toContain("module-travel__link");
    expect(renderView(module, { language: "en" })).toContain("Where to stay");
  });
});
