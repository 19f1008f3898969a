// The site's event logo (SPEC §3 Event logo), drawn as SVG: seven styles of names or initials with an
// optional line of text (usually the date). It replaces the Header's title text. Colours follow the
// page (currentColor) unless the owner overrides them; initials are 35 units, or the chosen size + 25
// (SPEC §9), and the monogram badge offsets its two initials by distanceInitialsX/Y.
import type { EventLogo } from "@core/design";
import type { CSSProperties, ReactNode } from "react";

type Names = { first: string; second: string; initials: [string, string] };

/** The two names: the logo's own, else read from the header title ('Anna & Erik', 'Anna och Erik'). */
export function logoNames(logo: EventLogo, title: string): Names {
  let first = logo.name1.trim();
  let second = logo.name2.trim();
  if (!first && !second) {
    const parts = title.split(/\s+(?:&|och|og|and|\+)\s+/i);
    first = (parts[0] ?? "").trim();
    second = parts.slice(1).join(" ").trim();
  }
  const initial = (name: string) => Array.from(name)[0]?.toLocaleUpperCase("sv") ?? "";
  return { first, second, initials: [initial(first), initial(second)] };
}

/** Initials font size in logo units: base 35, or the owner's size (1–15) + 25. */
export function initialsFontSize(logo: EventLogo): number {
  return logo.fontSizeInitials === undefined ? 35 : logo.fontSizeInitials + 25;
}

/** What a screen reader hears for the logo: the header title, else the names. */
export function logoLabel(logo: EventLogo, title: string): string {
  if (title.trim()) return title.trim();
  const { first, second } = logoNames(logo, "");
  return [first, second].filter(Boolean).join(" & ");
}

// A line of text that is squeezed to fit when long (names are typed by the owner).
function Line({
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
  className?: string;
  children: string;
}) {
  const tooLong = Array.from(children).length * size * 0.56 > max;
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

const LEAF = "M0 0c6-9 17-12 26-10-3 9-13 15-26 10z";

/** One initial of a monogram, centred on (x, y). */
function Initial({ x, y, size, children }: { x: number; y: number; size: number; children: ReactNode }) {
  return (
    <text x={x} y={y} fontSize={size} textAnchor="middle" className="event-logo__initials">
      {children}
    </text>
  );
}

function Sprig({ transform }: { transform: string }) {
  return (
    <g transform={transform} className="event-logo__ornament" stroke="currentColor">
      <path d="M0 0c20-6 42-6 66 4" fill="none" strokeWidth="1.4" />
      <path d={LEAF} transform="translate(10 -2) rotate(-28)" />
      <path d={LEAF} transform="translate(12 1) rotate(38) scale(1 -1)" />
      <path d={LEAF} transform="translate(30 -2) rotate(-18)" />
      <path d={LEAF} transform="translate(33 2) rotate(30) scale(1 -1)" />
      <path d={LEAF} transform="translate(50 1) rotate(-6)" />
    </g>
  );
}

function drawing(
  logo: EventLogo,
  names: Names,
  background: string | null,
): { viewBox: string; body: ReactNode } {
  const { first, second, initials } = names;
  const extra = logo.additionalText.trim();
  const initialsSize = initialsFontSize(logo) * 2.4;
  const both = [first, second].filter(Boolean).join(" & ");
  switch (logo.name) {
    case "RelaxedByHand":
      return {
        viewBox: "0 0 400 200",
        body: (
          <>
            {background ? <rect x="0" y="0" width="400" height="200" rx="18" fill={background} /> : null}
            <Line x={200} y={68} size={46} max={360} className="event-logo__script">
              {first}
            </Line>
            <text x="200" y="104" fontSize="26" textAnchor="middle" className="event-logo__script">
              {second ? "&" : ""}
            </text>
            <Line x={200} y={146} size={46} max={360} className="event-logo__script">
              {second}
            </Line>
            <path
              className="event-logo__ornament"
              stroke="currentColor"
              d="M118 164c28 8 54-6 82 0s56 10 82-2"
              fill="none"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
            {extra ? (
              <Line x={200} y={190} size={13} max={340} className="event-logo__small">
                {extra}
              </Line>
            ) : null}
          </>
        ),
      };
    case "BorderUpAndDown":
      return {
        viewBox: "0 0 400 180",
        body: (
          <>
            {background ? <rect x="0" y="0" width="400" height="180" fill={background} /> : null}
            <g className="event-logo__ornament" stroke="currentColor" strokeWidth="1.4">
              <path d="M40 22h140M220 22h140M40 158h140M220 158h140" />
              <path d="M200 14l8 8-8 8-8-8z" fill="none" />
              <path d="M200 150l8 8-8 8-8-8z" fill="none" />
            </g>
            <Line x={200} y={98} size={34} max={340} className="event-logo__caps">
              {both.toLocaleUpperCase("sv")}
            </Line>
            {extra ? (
              <Line x={200} y={128} size={14} max={320} className="event-logo__small">
                {extra}
              </Line>
            ) : null}
          </>
        ),
      };
    case "ModernMonogramStrikethrough":
      return {
        viewBox: "0 0 320 220",
        body: (
          <>
            {background ? <rect x="0" y="0" width="320" height="220" fill={background} /> : null}
            <Initial x={112} y={130} size={initialsSize}>
              {initials[0]}
            </Initial>
            <Initial x={208} y={130} size={initialsSize}>
              {initials[1]}
            </Initial>
            <path className="event-logo__ornament" stroke="currentColor" d="M30 102h260" strokeWidth="2" />
            {extra ? (
              <Line x={160} y={192} size={14} max={280} className="event-logo__small">
                {extra}
              </Line>
            ) : null}
          </>
        ),
      };
    case "ModernMonogramBadge": {
      const dx = (logo.distanceInitialsX ?? 12) * 2;
      const dy = (logo.distanceInitialsY ?? 6) * 2;
      // The badge's initials default to size 9 (SPEC §3), so 34 units.
      const size = ((logo.fontSizeInitials ?? 9) + 25) * 2.4;
      return {
        viewBox: "0 0 240 240",
        body: (
          <>
            <circle
              cx="120"
              cy="120"
              r="112"
              fill={background ?? "none"}
              className="event-logo__ornament"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle
              cx="120"
              cy="120"
              r="102"
              fill="none"
              className="event-logo__ornament"
              stroke="currentColor"
              strokeWidth="0.8"
            />
            <Initial x={120 - dx} y={136 - dy} size={size}>
              {initials[0]}
            </Initial>
            <Initial x={120 + dx} y={136 + dy} size={size}>
              {initials[1]}
            </Initial>
            {extra ? (
              <Line x={120} y={200} size={11} max={120} className="event-logo__small">
                {extra}
              </Line>
            ) : null}
          </>
        ),
      };
    }
    case "HandDrawnHeart":
      return {
        viewBox: "0 0 280 250",
        body: (
          <>
            <g
              className="event-logo__ornament"
              stroke="currentColor"
              fill={background ?? "none"}
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M140 206C92 170 46 136 46 92c0-28 20-48 46-48 22 0 38 13 48 32 10-19 26-32 48-32 26 0 46 20 46 48 0 44-46 78-94 114z" />
              <path
                d="M138 200C94 166 52 134 52 94c0-26 18-44 42-44 20 0 35 12 45 30"
                fill="none"
                strokeWidth="0.9"
              />
            </g>
            <text
              x="140"
              y="130"
              fontSize={initialsSize * 0.5}
              textAnchor="middle"
              className="event-logo__script"
            >
              {initials[1] ? `${initials[0]} & ${initials[1]}` : initials[0]}
            </text>
            {extra ? (
              <Line x={140} y={238} size={14} max={260} className="event-logo__small">
                {extra}
              </Line>
            ) : null}
          </>
        ),
      };
    case "ModernMonogramBorderBetween":
      return {
        viewBox: "0 0 320 220",
        body: (
          <>
            {background ? <rect x="0" y="0" width="320" height="220" fill={background} /> : null}
            <Initial x={104} y={130} size={initialsSize}>
              {initials[0]}
            </Initial>
            <path className="event-logo__ornament" stroke="currentColor" d="M160 40v110" strokeWidth="1.6" />
            <Initial x={216} y={130} size={initialsSize}>
              {initials[1]}
            </Initial>
            {extra ? (
              <Line x={160} y={194} size={14} max={280} className="event-logo__small">
                {extra}
              </Line>
            ) : null}
          </>
        ),
      };
    case "LeafsBox":
      return {
        viewBox: "0 0 380 230",
        body: (
          <>
            <rect
              x="34"
              y="26"
              width="312"
              height="178"
              fill={background ?? "none"}
              className="event-logo__ornament"
              stroke="currentColor"
              strokeWidth="1.4"
            />
            <Sprig transform="translate(20 40) rotate(-40)" />
            <Sprig transform="translate(360 190) rotate(140)" />
            <Line x={190} y={118} size={38} max={270} className="event-logo__script">
              {both}
            </Line>
            {extra ? (
              <Line x={190} y={156} size={14} max={260} className="event-logo__small">
                {extra}
              </Line>
            ) : null}
          </>
        ),
      };
  }
}

export function EventLogoView({ logo, title }: { logo: EventLogo; title: string }) {
  const names = logoNames(logo, title);
  const background = logo.colorBackground.override ? logo.colorBackground.color : null;
  const { viewBox, body } = drawing(logo, names, background);
  const style: CSSProperties | undefined = logo.colorText.override
    ? { color: logo.colorText.color }
    : undefined;
  return (
    <svg
      className={`event-logo event-logo--${logo.name}`}
      viewBox={viewBox}
      role="img"
      aria-label={logoLabel(logo, title)}
      style={style}
      data-event-logo={logo.name}
      fill="currentColor"
    >
      {body}
    </svg>
  );
}
