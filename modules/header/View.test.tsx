// The Header on the server (SPEC §2 Public site, §3 Header, §9): picture sizes, title or event logo,
// the 'Inget datum' placeholder in the editor, and theme9's vertical title placement.
import { EVENT_LOGO_NAMES, type EventLogo, eventLogoSchema } from "@core/design";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { testImage } from "../shared/render-view.test-helper";
import { SiteContext } from "../site-context";
import type { ViewMode } from "../view-types";
import { headerSchema } from "./schema";
import { HeaderView } from "./View";

const MESSAGES = { sv, en, da } as const;

function render(
  input: Record<string, unknown>,
  {
    language = "sv",
    mode = "PUBLIC",
    theme = "theme4",
    eventLogo = null,
  }: { language?: "sv" | "en" | "da"; mode?: ViewMode; theme?: string; eventLogo?: EventLogo | null } = {},
): string {
  const module = headerSchema.parse({ id: "h1", siteModuleType: "Header", ...input });
  const i18n = createI18n(language, { [language]: { guest: MESSAGES[language].guest } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <SiteContext.Provider
        value={{
          siteId: "s1",
          mode,
          language,
          quickStart: false,
          theme,
          eventLogo,
          giftRegistryReservations: [],
          setGiftRegistryReservations: () => {},
        }}
      >
        <HeaderView module={module} language={language} mode={mode} isFirst />
      </SiteContext.Provider>
    </I18nextProvider>,
  );
}

/** The header element's classes. */
const classes = (html: string) => (/<header class="([^"]*)"/.exec(html)?.[1] ?? "").split(" ");
/** The text of the first element with this class (no nested markup in these elements). */
const textOf = (html: string, cls: string) =>
  new RegExp(`class="[^"]*\\b${cls}\\b[^"]*"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;
const attr = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1] ?? null;
const logo = (name: EventLogo["name"], extra: Partial<EventLogo> = {}) =>
  eventLogoSchema.parse({ name, ...extra });

describe("header picture sizes", () => {
  it("defaults to MEDIUM and marks each chosen size", () => {
    expect(classes(render({ image: testImage("top") }))).toContain("size-medium");
    for (const size of ["SMALL", "MEDIUM", "LARGE"]) {
      const html = render({ image: testImage("top"), userSelectedImageSize: size });
      expect(classes(html), size).toEqual(
        expect.arrayContaining([`size-${size.toLowerCase()}`, "has-image"]),
      );
    }
  });

  it("loads the picture eagerly from its sizes plus the full size at 4000w", () => {
    const html = render({ image: testImage("top") });
    expect(attr(html, "img", "srcSet") ?? attr(html, "img", "srcset")).toContain("/media/s1/top.jpg 4000w");
    expect(html).toContain("/media/s1/top-600.jpg 600w");
    expect(attr(html, "img", "loading")).not.toBe("lazy");
  });

  it("has no picture frame without a picture", () => {
    const html = render({ title: { sv: "Anna & Erik" } });
    expect(html).not.toContain("<img");
    expect(classes(html)).not.toContain("has-image");
  });

  it("refuses sizes the spec does not name", () => {
    const parsed = headerSchema.safeParse({
      id: "h1",
      siteModuleType: "Header",
      userSelectedImageSize: "HUGE",
    });
    expect(parsed.success).toBe(false);
  });
});

describe("header title or event logo", () => {
  it("shows the title in the page language as the page's heading", () => {
    const html = render({ title: { sv: "Anna & Erik", en: "Anna and Erik" } }, { language: "en" });
    expect(html).toMatch(/<h1 class="module-header__title">Anna and Erik<\/h1>/);
    expect(html).not.toContain("<svg");
  });

  it.each(EVENT_LOGO_NAMES)(
    "draws the %s event logo instead of the title text, named for screen readers",
    (name) => {
      const html = render(
        { title: { sv: "Anna & Erik" }, secondLine: { sv: "14 juni 2027" } },
        { eventLogo: logo(name, { name1: "Anna", name2: "Erik", additionalText: "14.06.2027" }) },
      );
      expect(html).toMatch(/<h1 class="module-header__title module-header__title--logo"><svg/);
      expect(attr(html, "svg", "data-event-logo")).toBe(name);
      expect(attr(html, "svg", "role")).toBe("img");
      expect(attr(html, "svg", "aria-label")).toBe("Anna &amp; Erik");
      // The title is not written out as text beside the logo.
      expect(html).not.toContain(">Anna &amp; Erik</h1>");
      // The logo's own text: the names or their initials, and the additional line.
      const svg = /<svg[\s\S]*<\/svg>/.exec(html)?.[0] ?? "";
      const text = svg.replace(/<[^>]+>/g, " ");
      expect(text).toMatch(/A/);
      expect(text).toMatch(/E/);
      expect(text).toContain("14.06.2027");
      expect(classes(html)).toContain("has-event-logo");
      // The second line stays under the logo.
      expect(textOf(html, "module-header__second-line")).toBe("14 juni 2027");
    },
  );
});

describe("the event logo's date (issue 23)", () => {
  it.each([
    ["sv", "21 AUGUSTI 2027"],
    ["en", "21 AUGUST 2027"],
    ["da", "21. AUGUST 2027"],
  ] as const)(
    "is written in the page's language on /%s, whatever language it was saved in",
    (language, shown) => {
      for (const saved of ["21 augusti 2027", "21 August 2027", "21. august 2027"]) {
        const html = render(
          { title: { sv: "Maja & Elias", en: "Maja & Elias", da: "Maja & Elias" } },
          {
            language,
            eventLogo: logo("HandDrawnHeart", { name1: "Maja", name2: "Elias", additionalText: saved }),
          },
        );
        const svg = /<svg[\s\S]*<\/svg>/.exec(html)?.[0] ?? "";
        expect(svg).toContain(`>${shown}<`);
      }
    },
  );

  it("keeps the owner's own text as written on every language's page", () => {
    const html = render(
      { title: { en: "Maja & Elias" } },
      { language: "en", eventLogo: logo("LeafsBox", { additionalText: "Midsommar i Visby" }) },
    );
    expect(html).toContain(">MIDSOMMAR I VISBY<");
  });
});

describe("the second line", () => {
  it("shows 'Inget datum' (and the en/da words) only in the editor when empty", () => {
    expect(textOf(render({ title: { sv: "A" } }, { mode: "EDIT" }), "is-placeholder")).toBe("Inget datum");
    expect(textOf(render({ title: { en: "A" } }, { mode: "EDIT", language: "en" }), "is-placeholder")).toBe(
      "No date",
    );
    expect(textOf(render({ title: { da: "A" } }, { mode: "EDIT", language: "da" }), "is-placeholder")).toBe(
      "Ingen dato",
    );
    for (const mode of ["PUBLIC", "REVIEW"] as const) {
      expect(render({ title: { sv: "A" } }, { mode })).not.toContain("module-header__second-line");
    }
  });

  it("shows the owner's second line in every mode", () => {
    const html = render({ secondLine: { sv: "7 augusti 2027 · Visby" } }, { mode: "EDIT" });
    expect(textOf(html, "module-header__second-line")).toBe("7 augusti 2027 · Visby");
    expect(html).not.toContain("is-placeholder");
  });
});

describe("vertical title placement in theme9", () => {
  it.each([
    [-1, "align-top"],
    [0, "align-middle"],
    [1, "align-bottom"],
  ])("verticalAlignment %d places the title %s", (verticalAlignment, cls) => {
    expect(classes(render({ image: testImage("top"), verticalAlignment }, { theme: "theme9" }))).toContain(
      cls,
    );
  });

  it("keeps the title in the middle in other themes, and refuses other values", () => {
    expect(classes(render({ verticalAlignment: -1 }, { theme: "theme4" }))).toContain("align-middle");
    expect(classes(render({ verticalAlignment: 1 }, { theme: "theme10" }))).toContain("align-middle");
    expect(headerSchema.safeParse({ id: "h1", siteModuleType: "Header", verticalAlignment: 2 }).success).toBe(
      false,
    );
  });
});
