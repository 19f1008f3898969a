// GET /api/fonts/faces.css: the face rules for a font pair, each pointing at a woff2 this server has.
import { HEADING_FONTS, TEXT_FONTS } from "@core/fonts";
import { describe, expect, it } from "vitest";
import { expectError, testAppForThisFile } from "../../test/harness";

const t = testAppForThisFile({ pages: true });

const faces = (query: string) => t.app.inject({ method: "GET", url: `/api/fonts/faces.css?${query}` });
const urlsIn = (css: string) => [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1] as string);

describe("GET /api/fonts/faces.css", () => {
  it("gives the heading font's regular and bold and the text font's four faces in latin and latin-ext, all served", async () => {
    const response = await faces("heading=Cormorant%20Garamond&text=Lato");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/css/);
    const css = response.body;
    expect(css.match(/font-family:'Cormorant Garamond'/g)).toHaveLength(4);
    expect(css.match(/font-family:'Lato'/g)).toHaveLength(8);
    expect(css).toContain("font-style:italic;font-weight:700");
    const urls = urlsIn(css);
    expect(urls).toHaveLength(12);
    expect(urls.filter((url) => url.includes("-latin-ext-"))).toHaveLength(6);
    for (const url of urls) {
      const file = await t.app.inject({ method: "GET", url });
      expect(file.statusCode, url).toBe(200);
      expect(file.rawPayload.subarray(0, 4).toString("latin1"), url).toBe("wOF2");
    }
  });

  it("gives each subset its unicode-range, so a page only downloads latin-ext when it shows such a letter", async () => {
    const rules = (await faces("heading=Lora&text=Lato")).body
      .split("}")
      .filter((rule) => rule.includes("url("));
    for (const rule of rules) {
      expect(rule, rule).toContain("font-display:swap");
      expect(rule, rule).toMatch(
        rule.includes("-latin-ext-") ? /unicode-range:U\+0100-02BA/ : /unicode-range:U\+0000-00FF/,
      );
    }
  });

  it("sizes a local fallback face to each web font's metrics, so the swap moves no text", async () => {
    const css = (await faces("heading=Playfair%20Display&text=Lato")).body;
    const playfair = /@font-face\{font-family:'Playfair Display fallback';([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(playfair).toContain("src:local('Times New Roman')");
    const lato = /@font-face\{font-family:'Lato fallback';([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(lato).toContain("src:local('Arial')");
    for (const rule of [playfair, lato]) {
      const percent = (name: string) => Number(new RegExp(`${name}:([0-9.]+)%`).exec(rule)?.[1]);
      // Plausible, not exact: the generator measures the fonts; a broken table gives 0, NaN or nonsense.
      expect(percent("size-adjust")).toBeGreaterThan(80);
      expect(percent("size-adjust")).toBeLessThan(130);
      expect(percent("ascent-override")).toBeGreaterThan(60);
      expect(percent("descent-override")).toBeGreaterThan(10);
      expect(rule).toMatch(/line-gap-override:[0-9.]+%/);
    }
  });

  it("leaves out the weights a script font does not have", async () => {
    const css = (await faces("heading=Great%20Vibes&text=Arial")).body;
    expect(css).toContain("font-family:'Great Vibes';font-style:normal;font-weight:400");
    expect(css).not.toContain("font-weight:700");
  });

  it("has no rules for the system fonts Arial and Georgia", async () => {
    const response = await faces("heading=Playfair%20Display&text=Georgia");
    expect(response.body).not.toContain("Georgia");
    expect(response.body.match(/font-family:'Playfair Display'/g)).toHaveLength(4);
  });

  it("has a file for every font the site can choose (each font package is installed)", async () => {
    for (const heading of HEADING_FONTS) {
      const css = (await faces(`heading=${encodeURIComponent(heading)}&text=Arial`)).body;
      expect(css, heading).toContain(`font-family:'${heading}';font-style:normal;font-weight:400`);
    }
    for (const text of TEXT_FONTS.filter((name) => name !== "Arial" && name !== "Georgia")) {
      const css = (await faces(`heading=Playfair%20Display&text=${encodeURIComponent(text)}`)).body;
      expect(css, text).toContain(`font-family:'${text}';font-style:italic;font-weight:400`);
    }
  });

  it("answers 400 for a font the product does not offer, or a missing one", async () => {
    expectError(await faces("heading=Comic%20Sans&text=Lato"), 400, "INVALID_INPUT");
    expectError(await faces("heading=Lora"), 400, "INVALID_INPUT");
    expectError(await faces("heading=%27%3B%7D&text=Lato"), 400, "INVALID_INPUT");
  });
});
