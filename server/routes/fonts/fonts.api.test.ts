// GET /api/fonts/faces.css: the face rules for a font pair, each pointing at a woff2 this server has.
import { HEADING_FONTS, TEXT_FONTS } from "@core/fonts";
import { describe, expect, it } from "vitest";
import { expectError, testAppForThisFile } from "../../test/harness";

const t = testAppForThisFile({ pages: true });

const faces = (query: string) => t.app.inject({ method: "GET", url: `/api/fonts/faces.css?${query}` });
const urlsIn = (css: string) => [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1] as string);

describe("GET /api/fonts/faces.css", () => {
  it("gives the heading font's regular and bold and the text font's four faces, all served", async () => {
    const response = await faces("heading=Cormorant%20Garamond&text=Lato");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/css/);
    const css = response.body;
    expect(css.match(/font-family:'Cormorant Garamond'/g)).toHaveLength(2);
    expect(css.match(/font-family:'Lato'/g)).toHaveLength(4);
    expect(css).toContain("font-style:italic;font-weight:700");
    const urls = urlsIn(css);
    expect(urls).toHaveLength(6);
    for (const url of urls) {
      const file = await t.app.inject({ method: "GET", url });
      expect(file.statusCode, url).toBe(200);
      expect(file.rawPayload.subarray(0, 4).toString("latin1"), url).toBe("wOF2");
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
    expect(response.body.match(/font-family:'Playfair Display'/g)).toHaveLength(2);
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
