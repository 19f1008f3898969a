// The seating plan's prints (issue 27), as one HTML page each for the cards' Chromium print path
// (pdf.ts printUrlToPdf): the table plan on A4 or A3 landscape (the tables with their guests in seat
// order, then every guest A–Z with their table) and place cards (folded tent cards, 105 × 99 mm flat,
// six to an A4 sheet, the name on both halves so it reads from either side once folded). In the page's
// fonts (the same /api/fonts/faces.css the owner app uses), colours (its colour scheme as the guest
// page's custom properties) and graphic (the artwork file itself, inline as a data: URL so the print
// asks for nothing more). The page says it is ready on <html data-print-ready> once its fonts and
// pictures have loaded (READY_SCRIPT, served from this origin as the page's CSP wants).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { hslCss } from "@core/color-css";
import type { ColorScheme } from "@core/colors";
import { type Fonts, isSerifFont } from "@core/fonts";
import type { PlanPaper, SeatingGuest, SeatingPlan } from "@core/seating";
import { graphicFileStem, siteGraphicKind } from "@design/artwork/graphics/catalog";
import { PROJECT_ROOT } from "../paths";

export type SeatingPrintDesign = {
  fonts: Fonts;
  colorScheme: ColorScheme;
  siteGraphic: string | null;
  /** The couple's names (or the page's title) and the date, as the card prints find them. */
  names: string;
  dateText: string;
  language: string;
};

export type SeatingPrintInput = {
  plan: SeatingPlan;
  guests: readonly SeatingGuest[];
  design: SeatingPrintDesign;
};

const TEXTS = {
  sv: {
    plan: "Bordsplacering",
    index: "Gäster i bokstavsordning",
    table: "Bord",
    empty: "Inga gäster är placerade ännu.",
  },
  en: { plan: "Table plan", index: "Guests A–Z", table: "Table", empty: "No guests are seated yet." },
  da: {
    plan: "Bordplan",
    index: "Gæster i alfabetisk rækkefølge",
    table: "Bord",
    empty: "Ingen gæster er placeret endnu.",
  },
} as const;

const textsOf = (language: string) => TEXTS[language as keyof typeof TEXTS] ?? TEXTS.sv;

/** The ready signal's script: served at READY_SCRIPT_PATH. */
export const READY_SCRIPT_PATH = "/api/seating/print-ready.js";
export const READY_SCRIPT = `(() => {
  const pictures = [...document.images].map((img) =>
    img.complete ? null : new Promise((done) => { img.onload = done; img.onerror = done; }));
  void document.body.offsetHeight;
  const families = JSON.parse(document.documentElement.dataset.fonts || "[]");
  const faces = families.flatMap((family) => ["400", "700"].map((weight) =>
    document.fonts.load(weight + " 16px '" + family + "'").catch(() => null)));
  Promise.all([...pictures, ...faces]).then(() => document.fonts.ready).then(() => {
    document.documentElement.dataset.printReady = "true";
  });
})();
`;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "Arial, 'Helvetica Neue', Helvetica, sans-serif";
const fontStack = (name: string) => `'${name}', ${isSerifFont(name) ? SERIF : SANS}`;

const graphics = new Map<string, string | null>();
/** The graphic's artwork as a data: URL (read once per name), or null for none or one drawn by CSS alone. */
function graphicDataUrl(name: string | null): string | null {
  if (!name || !siteGraphicKind(name)) return null;
  const known = graphics.get(name);
  if (known !== undefined) return known;
  const folder = join(PROJECT_ROOT, "design", "artwork", "graphics", "files");
  const stem = graphicFileStem(name);
  let url: string | null = null;
  for (const [file, type] of [
    [`${stem}.svg`, "image/svg+xml"],
    [`${stem}-1600.webp`, "image/webp"],
  ] as const) {
    try {
      url = `data:${type};base64,${readFileSync(join(folder, file)).toString("base64")}`;
      break;
    } catch {
      // Not this one.
    }
  }
  graphics.set(name, url);
  return url;
}

function head(design: SeatingPrintDesign, pageCss: string, title: string): string {
  const { colorScheme: c, fonts } = design;
  const query = new URLSearchParams({ heading: fonts.heading, text: fonts.text });
  const families = [...new Set([fonts.heading, fonts.text])].filter((f) => f !== "Arial" && f !== "Georgia");
  return `<!doctype html><html lang="${escapeHtml(design.language)}" data-fonts="${escapeHtml(JSON.stringify(families))}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/api/fonts/faces.css?${escapeHtml(query.toString())}">
<style>
:root {
  --color-primary: ${hslCss(c.primary)};
  --color-on-primary: ${hslCss(c.onPrimary)};
  --color-background: ${hslCss(c.background)};
  --color-on-background: ${hslCss(c.onBackground)};
  --color-surface: ${hslCss(c.surface)};
  --color-on-surface: ${hslCss(c.onSurface)};
  --font-heading: ${fontStack(fonts.heading)};
  --font-text: ${fontStack(fonts.text)};
}
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body {
  font-family: var(--font-text);
  color: var(--color-on-background);
  background: var(--color-background);
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
}
h1, h2, h3 { font-family: var(--font-heading); font-weight: 400; margin: 0; }
${pageCss}
</style></head>`;
}

/** The graphic over the plan's pages: corners/foliage in the top corners, a background under a scrim. */
function planGraphic(design: SeatingPrintDesign): string {
  const url = graphicDataUrl(design.siteGraphic);
  if (!url) return "";
  if (siteGraphicKind(design.siteGraphic) === "background")
    return `<img class="graphic graphic--background" src="${url}" alt=""><div class="graphic-scrim"></div>`;
  return `<img class="graphic graphic--start" src="${url}" alt=""><img class="graphic graphic--end" src="${url}" alt="">`;
}

/** The table plan: the tables in the plan's order, each with its guests in seat order; then everyone A–Z. */
export function seatingPlanHtml(input: SeatingPrintInput, paper: PlanPaper): string {
  const { plan, guests, design } = input;
  const texts = textsOf(design.language);
  const byId = new Map(guests.map((guest) => [guest.id, guest]));
  const [width, height] = paper === "A3" ? [420, 297] : [297, 210];
  const columns = paper === "A3" ? 5 : 4;
  const css = `
@page { size: ${paper} landscape; margin: 0; }
.sheet { position: relative; width: ${width}mm; min-height: ${height}mm; padding: ${paper === "A3" ? 22 : 16}mm ${paper === "A3" ? 26 : 18}mm; }
.sheet + .sheet { break-before: page; }
.graphic { position: fixed; z-index: -1; }
.graphic--start, .graphic--end { top: 0; width: ${paper === "A3" ? 70 : 50}mm; height: auto; }
.graphic--start { left: 0; }
.graphic--end { right: 0; transform: scaleX(-1); }
.graphic--background { inset: 0; width: 100%; height: 100%; object-fit: cover; z-index: -2; }
.graphic-scrim { position: fixed; inset: 0; z-index: -1; background: color-mix(in srgb, var(--color-background) 86%, transparent); }
header { text-align: center; margin-bottom: ${paper === "A3" ? 12 : 8}mm; }
.names { font-size: ${paper === "A3" ? 40 : 30}pt; color: var(--color-primary); line-height: 1.15; }
.what { font-size: ${paper === "A3" ? 16 : 13}pt; letter-spacing: 0.12em; text-transform: uppercase; margin-top: 2mm; }
.date { font-size: ${paper === "A3" ? 13 : 11}pt; margin-top: 1mm; opacity: 0.85; }
.tables { columns: ${columns}; column-gap: ${paper === "A3" ? 10 : 7}mm; }
.table { break-inside: avoid; margin: 0 0 ${paper === "A3" ? 8 : 6}mm; padding: 4mm 5mm; border-radius: 3mm;
  background: color-mix(in srgb, var(--color-surface) 88%, transparent); color: var(--color-on-surface);
  border-top: 1.2mm solid var(--color-primary); }
.table h2 { font-size: ${paper === "A3" ? 17 : 14}pt; color: var(--color-primary); margin-bottom: 2mm; }
.table ol { margin: 0; padding: 0 0 0 6mm; font-size: ${paper === "A3" ? 12 : 10}pt; line-height: 1.45; }
.index h2 { text-align: center; font-size: ${paper === "A3" ? 22 : 18}pt; color: var(--color-primary); margin-bottom: 6mm; }
.index ul { list-style: none; margin: 0; padding: 0; columns: ${columns}; column-gap: 8mm; font-size: ${paper === "A3" ? 12 : 10}pt; line-height: 1.5; }
.index li { break-inside: avoid; display: flex; justify-content: space-between; gap: 3mm; border-bottom: 0.2mm dotted currentColor; }
.index li span:last-child { white-space: nowrap; font-weight: 700; }
.empty { text-align: center; font-size: 14pt; }
`;
  const tables = plan.tables
    .map((table) => {
      const names = table.guests
        .map((id) => byId.get(id)?.name)
        .filter((name): name is string => Boolean(name));
      return `<section class="table"><h2>${escapeHtml(table.name)}</h2>${
        names.length ? `<ol>${names.map((name) => `<li>${escapeHtml(name)}</li>`).join("")}</ol>` : ""
      }</section>`;
    })
    .join("");
  const seated = plan.tables.flatMap((table) =>
    table.guests.flatMap((id) => {
      const guest = byId.get(id);
      return guest ? [{ name: guest.name, table: table.name }] : [];
    }),
  );
  const collator = new Intl.Collator(design.language);
  seated.sort((a, b) => collator.compare(a.name, b.name));
  const header = `<header><h1 class="names">${escapeHtml(design.names)}</h1><p class="what">${escapeHtml(texts.plan)}</p>${
    design.dateText ? `<p class="date">${escapeHtml(design.dateText)}</p>` : ""
  }</header>`;
  const body =
    seated.length === 0
      ? `<div class="sheet">${header}<p class="empty">${escapeHtml(texts.empty)}</p></div>`
      : `<div class="sheet">${header}<div class="tables">${tables}</div></div>
<div class="sheet index"><h2>${escapeHtml(texts.index)}</h2><ul>${seated
          .map(
            (entry) =>
              `<li><span>${escapeHtml(entry.name)}</span><span>${escapeHtml(entry.table)}</span></li>`,
          )
          .join("")}</ul></div>`;
  return `${head(design, css, `${texts.plan} – ${design.names}`)}<body>${planGraphic(design)}${body}<script src="${READY_SCRIPT_PATH}"></script></body></html>`;
}

/** Place cards: every seated guest's folded card (table order, then seat order), six to an A4 sheet. */
export function placeCardsHtml(input: SeatingPrintInput): string {
  const { plan, guests, design } = input;
  const texts = textsOf(design.language);
  const byId = new Map(guests.map((guest) => [guest.id, guest]));
  const graphic = graphicDataUrl(design.siteGraphic);
  const background = siteGraphicKind(design.siteGraphic) === "background";
  const css = `
@page { size: A4 portrait; margin: 0; }
body { background: #fff; }
.sheet { width: 210mm; height: 297mm; display: grid; grid-template-columns: 105mm 105mm; grid-template-rows: repeat(3, 99mm); overflow: hidden; }
.sheet + .sheet { break-before: page; }
.card { position: relative; width: 105mm; height: 99mm; outline: 0.1mm dashed #bbb; outline-offset: -0.05mm; overflow: hidden;
  background: var(--color-background); color: var(--color-on-background); }
.card::after { content: ""; position: absolute; left: 4mm; right: 4mm; top: 49.5mm; border-top: 0.2mm dashed color-mix(in srgb, var(--color-on-background) 35%, transparent); }
.half { position: absolute; left: 0; right: 0; height: 49.5mm; display: flex; flex-direction: column; align-items: center; justify-content: center; padding: 4mm 8mm; text-align: center; }
.half--back { top: 0; transform: rotate(180deg); }
.half--front { top: 49.5mm; }
.name { font-family: var(--font-heading); font-size: 20pt; line-height: 1.1; color: var(--color-primary); overflow-wrap: anywhere; }
.table { margin-top: 2mm; font-size: 9.5pt; letter-spacing: 0.1em; text-transform: uppercase; }
/* The graphic in the card's outer corners (away from the fold): each half's bottom corners, the back
   half being turned. */
.piece { position: absolute; bottom: 0; left: 0; width: 17mm; height: auto; transform: scaleY(-1); }
.piece--end { left: auto; right: 0; transform: scale(-1); }
.bg { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
.bg + .scrim { position: absolute; inset: 0; background: color-mix(in srgb, var(--color-background) 80%, transparent); }
`;
  const cards = plan.tables.flatMap((table) =>
    table.guests.flatMap((id) => {
      const guest = byId.get(id);
      return guest ? [{ name: guest.name, table: table.name }] : [];
    }),
  );
  const half = (side: "back" | "front", card: { name: string; table: string }) =>
    `<div class="half half--${side}">${
      graphic
        ? background
          ? `<img class="bg" src="${graphic}" alt=""><div class="scrim"></div>`
          : `<img class="piece" src="${graphic}" alt=""><img class="piece piece--end" src="${graphic}" alt="">`
        : ""
    }<div class="name" style="position: relative">${escapeHtml(card.name)}</div><div class="table" style="position: relative">${escapeHtml(card.table)}</div></div>`;
  const sheets: string[] = [];
  for (let i = 0; i < Math.max(cards.length, 1); i += 6)
    sheets.push(
      `<div class="sheet">${cards
        .slice(i, i + 6)
        .map((card) => `<div class="card">${half("back", card)}${half("front", card)}</div>`)
        .join("")}</div>`,
    );
  if (cards.length === 0)
    sheets[0] = `<div class="sheet"><p style="grid-column: 1 / 3; text-align: center; padding-top: 40mm">${escapeHtml(texts.empty)}</p></div>`;
  return `${head(design, css, `${texts.plan} – ${design.names}`)}<body>${sheets.join("")}<script src="${READY_SCRIPT_PATH}"></script></body></html>`;
}
