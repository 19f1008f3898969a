// The card's paper (issue 13): A6 cut from a sheet with 3 mm bleed on each side; text and QR stay
// inside a 5 mm safe area; rounded corners have a 4 mm radius. Printed at 300 dpi.
export const A6 = { widthMm: 105, heightMm: 148 } as const;
export const BLEED_MM = 3;
export const SAFE_MM = 5;
export const ROUNDED_RADIUS_MM = 4;
export const PRINT_DPI = 300;
/** The page the printer gets: the card plus its bleed. */
export const PAGE = { widthMm: A6.widthMm + 2 * BLEED_MM, heightMm: A6.heightMm + 2 * BLEED_MM } as const;

/** Pixels needed across `mm` at print resolution. */
export const pixelsFor = (mm: number): number => Math.ceil((mm / 25.4) * PRINT_DPI);
