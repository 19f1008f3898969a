// The print-ready PDF of an invitation card (issue 13 item 5): an owner's card with a photo, written by
// the operator command through the server's own Chromium, opened with poppler-utils: two A6 pages with
// 3 mm bleed, the site's fonts embedded, both pages drawn (not blank). The print page itself shows
// both pages with the card's key and the spec's message with any other.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_COLOR_SCHEME } from "@core/colors";
import type { Fonts } from "@core/fonts";
import { changeLayout, newPrint } from "@core/print/layouts";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { admin, uniqueMail } from "./helpers";

const facts = {
  names: "Maja & Elias",
  dateText: "Lördag 7 augusti 2027, 14:00",
  placeText: "S:t Maria domkyrka, Visby",
  siteUrl: "https://maja-och-elias.brollopssidan.se",
  language: "sv",
};

/** Our own picture: a sunset over two hills, 2400 × 3000. */
function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="3000"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6d2b8"/><stop offset="1" stop-color="#6f7f5a"/></linearGradient></defs><rect width="2400" height="3000" fill="url(#s)"/><circle cx="1200" cy="1350" r="360" fill="#fff3df"/><path d="M0 2100 Q600 1800 1200 2050 T2400 1950 V3000 H0Z" fill="#36452c"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

const tool = (name: string, ...args: string[]) => execFileSync(name, args, { encoding: "utf8" });

test("an owner's card becomes a two-page A6 PDF with bleed, fonts embedded and both pages drawn", async ({
  page,
  request,
}) => {
  // poppler-utils comes from Debian through the project's own script (as root in CI).
  execFileSync("bash", ["scripts/ensure-poppler.sh"], { stdio: ["ignore", "ignore", "inherit"] });

  const register = await request.post("/api/accounts/register/", {
    data: { mail: uniqueMail("tryck"), password: "hemligt-123" },
  });
  expect(register.ok()).toBe(true);
  const created = await request.post("/api/sites/V2", {
    data: {
      site: {
        siteModules: [],
        availableLanguages: [{ languageCode: "sv" }],
        siteGraphic: "EUCALYPTUS",
        fonts: { heading: "Great Vibes", text: "Lato" },
      },
      wizardData: null,
    },
  });
  const site = (await created.json()).site as { _id: string; fonts: Fonts };
  const design = {
    colorScheme: DEFAULT_COLOR_SCHEME,
    fonts: site.fonts,
    siteGraphic: "EUCALYPTUS",
    eventLogo: null,
  };
  const print = changeLayout(newPrint(design, facts), "TEXT_ON_PHOTO_GRADIENT", facts);
  const made = await request.post("/api/prints/", { data: { print, site: site._id } });
  expect(made.ok(), await made.text()).toBe(true);
  const { id } = (await made.json()) as { id: string };
  const uploaded = await request.post(`/api/prints/${id}/image-upload`, {
    multipart: { file: { name: "solnedgang.jpg", mimeType: "image/jpeg", buffer: await photo() } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const slot = print.content.find((item) => item.position === "primaryImage");
  if (slot) slot.image = await uploaded.json();
  expect((await request.put(`/api/prints/${id}`, { data: { print } })).ok()).toBe(true);

  const dir = mkdtempSync(join(tmpdir(), "print-pdf-"));
  const file = join(dir, "kort.pdf");
  expect(admin("print-pdf", id, file)).toContain(`Card ${id} written`);

  const info = tool("pdfinfo", file);
  expect(info).toMatch(/^Pages:\s+2$/m);
  // 111 × 154 mm is 314.6 × 436.5 pt; Chromium rounds the sheet to whole CSS pixels.
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
  expect(Math.abs(Number(size?.[1]) - 314.6)).toBeLessThan(1.5);
  expect(Math.abs(Number(size?.[2]) - 436.5)).toBeLessThan(1.5);

  const fonts = tool("pdffonts", file);
  expect(fonts).toMatch(/GreatVibes-Regular\s.*\byes\s+yes/);
  expect(fonts).toMatch(/Lato-Regular\s.*\byes\s+yes/);

  tool("pdftoppm", "-r", "40", "-png", file, join(dir, "sida"));
  for (const sheet of ["sida-1.png", "sida-2.png"]) {
    const stats = await sharp(readFileSync(join(dir, sheet))).stats();
    // A drawn page has colour and contrast; a blank one is one flat white.
    expect(Math.max(...stats.channels.map((c) => c.stdev)), sheet).toBeGreaterThan(15);
  }
  // The front is the photo (dark at the foot, under the names); the back is the card's light paper.
  const front = await sharp(readFileSync(join(dir, "sida-1.png"))).stats();
  const back = await sharp(readFileSync(join(dir, "sida-2.png"))).stats();
  expect(front.channels[0]?.mean ?? 255).toBeLessThan(back.channels[0]?.mean ?? 0);

  // The print page with another key: the spec's message, no card.
  await page.goto(`/print-pdf/${id}/${"x".repeat(43)}`);
  await expect(page.getByRole("alert")).toHaveText("Misslyckades att hämta tryck vid utskrift");
  await expect(page.locator(".print-card")).toHaveCount(0);
});
