// The event logo drawings on the server (SPEC §3 Event logo, §9): names or initials, the owner's
// colours, the initials' size and offsets, long names kept inside the drawing, previews hidden from
// screen readers.
import { EVENT_LOGO_NAMES, type EventLogo, eventLogoSchema } from "@core/design";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EventLogoView } from "./EventLogo";

const logo = (name: EventLogo["name"], extra: Partial<EventLogo> = {}) =>
  eventLogoSchema.parse({ name, ...extra });
const draw = (value: EventLogo, title = "") => renderToString(<EventLogoView logo={value} title={title} />);

/** Every plain <text> element (not those along a path): its attributes and its content. */
const svgTexts = (html: string) =>
  Array.from(html.matchAll(/<text([^>]*)>([^<]*)<\/text>/g), (m) => ({
    text: m[2] ?? "",
    attr: (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(m[1] ?? "")?.[1] ?? null,
  }));
const attr = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1] ?? null;
/** All the words the drawing writes, in order. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** The letters of a monogram. */
const initials = (html: string) =>
  svgTexts(html)
    .filter((t) => t.attr("class")?.includes("event-logo__initial"))
    .map((t) => t.text);

const MONOGRAMS = [
  "ModernMonogramStrikethrough",
  "ModernMonogramBadge",
  "ModernMonogramBorderBetween",
] as const;

describe("EventLogoView", () => {
  it.each(EVENT_LOGO_NAMES)("draws %s with the names or initials and the additional line", (name) => {
    const html = draw(
      logo(name, { name1: "Anna", name2: "Erik", additionalText: "14 juni 2027" }),
      "Vår fest",
    );
    expect(attr(html, "svg", "data-event-logo")).toBe(name);
    expect(attr(html, "svg", "aria-label")).toBe("Vår fest");
    const text = words(html);
    expect(text).toContain("14 JUNI 2027");
    if ((MONOGRAMS as readonly string[]).includes(name)) {
      expect(initials(html)).toEqual(["A", "E"]);
    } else {
      expect(text.toLowerCase()).toContain("anna");
      expect(text.toLowerCase()).toContain("erik");
    }
    // No pictures, no script: only SVG shapes and text.
    expect(html).not.toMatch(/<(img|image|script|foreignObject)\b/i);
  });

  it("takes the names from the title when the logo has none", () => {
    const html = draw(logo("LeafsBox"), "Maja och Elias");
    expect(words(html)).toBe("Maja & Elias");
    expect(initials(draw(logo("ModernMonogramBorderBetween"), "Maja & Elias"))).toEqual(["M", "E"]);
  });

  it("uses the owner's colours only when they are switched on", () => {
    const own = draw(
      logo("ModernMonogramBadge", {
        name1: "Maja",
        name2: "Elias",
        colorText: { override: true, color: "#7a2e3a" },
        colorBackground: { override: true, color: "#f6efe6" },
      }),
    );
    expect(attr(own, "svg", "style")).toContain("color:#7a2e3a");
    expect(attr(own, "svg", "class")).toContain("event-logo--own-color");
    expect(attr(own, "circle", "fill")).toBe("#f6efe6");
    const off = draw(
      logo("ModernMonogramBadge", {
        colorText: { override: false, color: "#7a2e3a" },
        colorBackground: { override: false, color: "#f6efe6" },
      }),
    );
    expect(attr(off, "svg", "style")).toBeNull();
    expect(attr(off, "circle", "fill")).toBe("none");
    expect(off).not.toContain("#f6efe6");
    // A backdrop in the owner's colour behind the kinds without a shape of their own.
    const card = draw(logo("RelaxedByHand", { colorBackground: { override: true, color: "#f6efe6" } }));
    expect(attr(card, "rect", "fill")).toBe("#f6efe6");
  });

  it("sizes the initials 35 × 2.4 units, or (size + 25) × 2.4, and moves them by the distances", () => {
    const base = svgTexts(draw(logo("ModernMonogramStrikethrough", { name1: "A", name2: "E" })));
    expect(base[0]?.attr("font-size")).toBe("84");
    const big = svgTexts(
      draw(logo("ModernMonogramStrikethrough", { name1: "A", name2: "E", fontSizeInitials: 15 })),
    );
    expect(big[0]?.attr("font-size")).toBe("96");
    const [a, e] = svgTexts(
      draw(
        logo("ModernMonogramBadge", { name1: "A", name2: "E", distanceInitialsX: 10, distanceInitialsY: -4 }),
      ),
    );
    expect(Number(e?.attr("x")) - Number(a?.attr("x"))).toBe(40);
    expect(Number(e?.attr("y")) - Number(a?.attr("y"))).toBe(-16);
    // The badge without settings: size 9 (34 units), 12 and 6 apart.
    const [ba, be] = svgTexts(draw(logo("ModernMonogramBadge", { name1: "A", name2: "E" })));
    expect(ba?.attr("font-size")).toBe(String(34 * 2.4));
    expect(Number(be?.attr("x")) - Number(ba?.attr("x"))).toBe(48);
  });

  it("squeezes long names into the drawing instead of running off it", () => {
    const html = draw(
      logo("BorderUpAndDown", { name1: "Anna-Karin Wilhelmina", name2: "Erik-Johan Maximilian" }),
    );
    expect(svgTexts(html)[0]?.attr("textLength")).toBe("350");
    expect(
      svgTexts(draw(logo("BorderUpAndDown", { name1: "Ida", name2: "Bo" })))[0]?.attr("textLength"),
    ).toBeNull();
  });

  it("gives each badge its own path ids, and hides previews from screen readers", () => {
    const twice = renderToString(
      <>
        <EventLogoView logo={logo("ModernMonogramBadge", { name1: "A" })} title="" />
        <EventLogoView logo={logo("ModernMonogramBadge", { name1: "A" })} title="" decorative />
      </>,
    );
    const ids = Array.from(twice.matchAll(/<path id="([^"]+)"/g), (m) => m[1]);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    const preview = renderToString(<EventLogoView logo={logo("LeafsBox")} title="Anna & Erik" decorative />);
    expect(attr(preview, "svg", "aria-hidden")).toBe("true");
    expect(attr(preview, "svg", "role")).toBeNull();
  });
});
