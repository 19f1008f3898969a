// The product's small line icons (24×24 grid, drawn in the text colour, hidden from screen readers):
// one component for the guest pages and the owner app, so the tick of a confirmation looks the same
// everywhere. Guest-bundle safe: plain SVG, nothing else.

/** A decorative line icon from one SVG path. */
export function LineIcon({
  d,
  strokeWidth = 2.2,
  size = 28,
}: {
  d: string;
  strokeWidth?: number;
  size?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const TICK = "M5 12.5l4.2 4.2L19 7";

/** The tick of a done step or a sent answer. */
export function TickIcon({ strokeWidth }: { strokeWidth?: number }) {
  return <LineIcon d={TICK} strokeWidth={strokeWidth} />;
}
