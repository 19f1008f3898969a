// Shared pieces of the event logo drawings: a line of text that squeezes to fit, one initial of a
// monogram, the backdrop an owner's background colour fills, and a leafy sprig. All plain SVG, so the
// logo renders on the server and costs the guest bundle no script beyond React's own rendering.
import type { LogoNames } from "@core/event-logo";
import type { ReactNode } from "react";

/** What each kind's drawing gets: the names to show, the additional line, the initials' layout. */
export type KindProps = {
  names: LogoNames;
  /** The additional text (usually the date), trimmed; '' when none. */
  extra: string;
  /** The owner's background colour, or null for a transparent logo on the page's own background. */
  background: string | null;
  initials: { fontSize: number; dx: number; dy: number };
};

// Average glyph width as a share of the font size, generous enough for wide display faces.
const GLYPH_WIDTH = 0.56;

/** A centred line of text, squeezed to `max` units when the owner's text would run off the logo. */
export function Line({
  x,
  y,
  size,
  max,
  className,
  children,
}: {
  x: number;
  y: number;
  size: number;
  max: number;
  className: string;
  children: string;
}) {
  if (!children) return null;
  const tooLong = Array.from(children).length * size * GLYPH_WIDTH > max;
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      textAnchor="middle"
      className={className}
      {...(tooLong ? { textLength: max, lengthAdjust: "spacingAndGlyphs" } : {})}
    >
      {children}
    </text>
  );
}

/** One initial of a monogram, centred on (x, y) at its baseline. */
export function Initial({ x, y, size, children }: { x: number; y: number; size: number; children: string }) {
  return (
    <text x={x} y={y} fontSize={size} textAnchor="middle" className="event-logo__initial">
      {children}
    </text>
  );
}

/** The additional line under a drawing: small spaced capitals in the text font. */
export function Extra({ x, y, max, text }: { x: number; y: number; max: number; text: string }) {
  return (
    <Line x={x} y={y} size={13} max={max} className="event-logo__extra">
      {text.toLocaleUpperCase()}
    </Line>
  );
}

/** A rounded card behind the drawing in the owner's background colour. */
export function Backdrop({ width, height, color }: { width: number; height: number; color: string | null }) {
  return color ? (
    <rect width={width} height={height} rx="14" fill={color} className="event-logo__backdrop" />
  ) : null;
}

const LEAF = "M0 0c5-8 15-11 24-9-3 8-12 13-24 9z";

/** A stem with five leaves, drawn along +x from the origin (place it with `transform`). */
export function Sprig({ transform }: { transform: string }): ReactNode {
  return (
    <g transform={transform} className="event-logo__ornament">
      <path d="M0 0c18-5 38-5 60 4" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <path d={LEAF} transform="translate(9 -2) rotate(-30)" />
      <path d={LEAF} transform="translate(11 1) rotate(36) scale(1 -1)" />
      <path d={LEAF} transform="translate(27 -2) rotate(-20)" />
      <path d={LEAF} transform="translate(30 2) rotate(28) scale(1 -1)" />
      <path d={LEAF} transform="translate(46 1) rotate(-8)" />
    </g>
  );
}
