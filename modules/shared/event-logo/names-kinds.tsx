// The event logos that write the names out (SPEC §3): by hand, between borders, in a heart and in a
// leafy frame. Names are in the site's heading font, the additional line in its text font.
import { Backdrop, Extra, type KindProps, Line, Sprig } from "./parts";

/** Two names stacked with a small ampersand and a hand-drawn flourish under them. */
export function RelaxedByHand({ names, extra, background }: KindProps) {
  const { first, second } = names;
  return (
    <>
      <Backdrop width={400} height={236} color={background} />
      {second ? (
        <>
          <Line x={200} y={80} size={52} max={340} className="event-logo__names">
            {first}
          </Line>
          <text x="200" y="116" fontSize="26" textAnchor="middle" className="event-logo__names">
            &amp;
          </text>
          <Line x={200} y={166} size={52} max={340} className="event-logo__names">
            {second}
          </Line>
        </>
      ) : (
        <Line x={200} y={128} size={56} max={340} className="event-logo__names">
          {first}
        </Line>
      )}
      <path
        className="event-logo__ornament"
        d="M112 190c30 9 58-7 88-1s58 10 86-3c-14 8-30 12-44 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
      <Extra x={200} y={222} max={330} text={extra} />
    </>
  );
}

/** The names in spaced capitals (the text font: a script heading font reads badly in capitals) between a rule above and one below, each broken by a small diamond. */
export function BorderUpAndDown({ names, extra, background }: KindProps) {
  const both = [names.first, names.second].filter(Boolean).join(" & ");
  return (
    <>
      <Backdrop width={420} height={180} color={background} />
      <g className="event-logo__ornament" stroke="currentColor" strokeWidth="1.2" fill="none">
        <path d="M40 24h156M224 24h156M40 156h156M224 156h156" />
        <path d="M40 30h340M40 150h340" strokeWidth="0.5" />
        <path d="M210 17l7 7-7 7-7-7z" />
        <path d="M210 149l7 7-7 7-7-7z" />
      </g>
      <Line x={210} y={100} size={32} max={350} className="event-logo__caps">
        {both.toLocaleUpperCase()}
      </Line>
      <Extra x={210} y={130} max={330} text={extra} />
    </>
  );
}

const HEART =
  "M150 232C98 194 44 156 44 106c0-32 23-55 52-55 25 0 43 15 54 37 11-22 29-37 54-37 29 0 52 23 52 55 0 50-54 88-106 126z";

/** A heart drawn twice by an unsteady hand, with the names inside it. */
export function HandDrawnHeart({ names, extra, background }: KindProps) {
  const { first, second } = names;
  return (
    <>
      <g className="event-logo__ornament" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round">
        <path d={HEART} fill={background ?? "none"} strokeWidth="1.8" />
        <path d={HEART} fill="none" strokeWidth="0.8" transform="rotate(-3 150 140) translate(3 -4)" />
      </g>
      {second ? (
        <>
          <Line x={150} y={124} size={38} max={160} className="event-logo__names">
            {first}
          </Line>
          <text x="150" y="150" fontSize="20" textAnchor="middle" className="event-logo__names">
            &amp;
          </text>
          <Line x={150} y={184} size={38} max={128} className="event-logo__names">
            {second}
          </Line>
        </>
      ) : (
        <Line x={150} y={150} size={40} max={160} className="event-logo__names">
          {first}
        </Line>
      )}
      <Extra x={150} y={270} max={280} text={extra} />
    </>
  );
}

/** The names in a thin frame with a sprig of leaves over two of its corners. */
export function LeafsBox({ names, extra, background }: KindProps) {
  const both = [names.first, names.second].filter(Boolean).join(" & ");
  return (
    <>
      <rect
        x="40"
        y="34"
        width="320"
        height="172"
        fill={background ?? "none"}
        className="event-logo__ornament"
        stroke="currentColor"
        strokeWidth="1.2"
      />
      <Sprig transform="translate(26 52) rotate(-50) scale(0.8)" />
      <Sprig transform="translate(374 188) rotate(130) scale(0.8)" />
      <Line x={200} y={126} size={40} max={270} className="event-logo__names">
        {both}
      </Line>
      <Extra x={200} y={162} max={260} text={extra} />
    </>
  );
}
