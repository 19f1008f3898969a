// The monogram event logos (SPEC §3): two initials in the heading font, sized base 35 or the owner's
// size + 25 (§9; the drawing's units are 2.4 times those), moved apart by distanceInitialsX and
// staggered by distanceInitialsY (the first initial up, the second down).
import { useId } from "react";
import { Backdrop, Extra, Initial, type KindProps } from "./parts";

const UNIT = 2.4;

/** The two initials side by side with a fine line struck through them. */
export function ModernMonogramStrikethrough({ names, extra, background, initials }: KindProps) {
  const size = initials.fontSize * UNIT;
  const half = size * 0.42 + initials.dx * 2;
  const dy = initials.dy * 2;
  const rule = 142 - size * 0.34;
  return (
    <>
      <Backdrop width={340} height={236} color={background} />
      <Initial x={170 - half} y={142 - dy} size={size}>
        {names.initials[0]}
      </Initial>
      <Initial x={170 + half} y={142 + dy} size={size}>
        {names.initials[1]}
      </Initial>
      <path className="event-logo__ornament" stroke="currentColor" d={`M24 ${rule}h292`} strokeWidth="1.4" />
      <Extra x={170} y={212} max={300} text={extra} />
    </>
  );
}

/**
 * A round badge of two rings: the initials overlap in the middle (the second drawn in outline so both
 * stay legible), the names follow the top of the inner ring and the additional line its bottom.
 */
export function ModernMonogramBadge({ names, extra, background, initials }: KindProps) {
  // useId is the same on the server and in the browser; the ids must be valid in a url(#…) reference.
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const size = initials.fontSize * UNIT;
  const dx = initials.dx * 2;
  const dy = initials.dy * 2;
  const both = [names.first, names.second].filter(Boolean).join(" & ").toLocaleUpperCase();
  return (
    <>
      <circle
        cx="130"
        cy="130"
        r="122"
        fill={background ?? "none"}
        stroke="currentColor"
        strokeWidth="1.6"
        className="event-logo__ornament"
      />
      <circle
        cx="130"
        cy="130"
        r="113"
        fill="none"
        stroke="currentColor"
        strokeWidth="0.6"
        className="event-logo__ornament"
      />
      <Initial x={130 - dx} y={130 + size * 0.35 - dy} size={size}>
        {names.initials[0]}
      </Initial>
      <text
        x={130 + dx}
        y={130 + size * 0.35 + dy}
        fontSize={size}
        textAnchor="middle"
        className="event-logo__initial event-logo__initial--outline"
      >
        {names.initials[1]}
      </text>
      <path id={`${id}-top`} d="M38 130a92 92 0 0 1 184 0" fill="none" />
      <path id={`${id}-bottom`} d="M26 130a104 104 0 0 0 208 0" fill="none" />
      {both ? (
        <text fontSize="12" className="event-logo__extra" textAnchor="middle">
          <textPath href={`#${id}-top`} startOffset="50%">
            {both}
          </textPath>
        </text>
      ) : null}
      {extra ? (
        <text fontSize="11" className="event-logo__extra" textAnchor="middle">
          <textPath href={`#${id}-bottom`} startOffset="50%">
            {extra.toLocaleUpperCase()}
          </textPath>
        </text>
      ) : null}
    </>
  );
}

/** The two initials on either side of a fine upright line. */
export function ModernMonogramBorderBetween({ names, extra, background, initials }: KindProps) {
  const size = initials.fontSize * UNIT;
  const half = 26 + size * 0.36 + initials.dx * 2;
  const dy = initials.dy * 2;
  return (
    <>
      <Backdrop width={340} height={236} color={background} />
      <Initial x={170 - half} y={142 - dy} size={size}>
        {names.initials[0]}
      </Initial>
      <path className="event-logo__ornament" stroke="currentColor" d="M170 44v118" strokeWidth="1.2" />
      <Initial x={170 + half} y={142 + dy} size={size}>
        {names.initials[1]}
      </Initial>
      <Extra x={170} y={212} max={300} text={extra} />
    </>
  );
}
