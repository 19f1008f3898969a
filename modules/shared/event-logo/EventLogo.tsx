// The site's event logo (SPEC §3 Event logo): one of seven drawings of the couple's names or initials
// with an additional line (usually the date, written in the page's language). The Header shows it
// instead of its title; the Design drawer's event logo tab shows each kind as a preview. Colours follow
// the page (currentColor, and design/guest-event-logo.css) unless the owner overrides the text or
// background colour.
import type { EventLogo } from "@core/design";
import { type EventLogoKind, initialsLayout, logoExtraText, logoLabel, logoNames } from "@core/event-logo";
import type { CSSProperties, ReactNode } from "react";
import {
  ModernMonogramBadge,
  ModernMonogramBorderBetween,
  ModernMonogramStrikethrough,
} from "./monogram-kinds";
import { BorderUpAndDown, HandDrawnHeart, LeafsBox, RelaxedByHand } from "./names-kinds";
import type { KindProps } from "./parts";

const KINDS: Record<EventLogoKind, { viewBox: string; Drawing: (props: KindProps) => ReactNode }> = {
  RelaxedByHand: { viewBox: "0 0 400 236", Drawing: RelaxedByHand },
  BorderUpAndDown: { viewBox: "0 0 420 180", Drawing: BorderUpAndDown },
  ModernMonogramStrikethrough: { viewBox: "0 0 340 236", Drawing: ModernMonogramStrikethrough },
  ModernMonogramBadge: { viewBox: "0 0 260 260", Drawing: ModernMonogramBadge },
  HandDrawnHeart: { viewBox: "0 0 300 280", Drawing: HandDrawnHeart },
  ModernMonogramBorderBetween: { viewBox: "0 0 340 236", Drawing: ModernMonogramBorderBetween },
  LeafsBox: { viewBox: "0 0 400 240", Drawing: LeafsBox },
};

export function EventLogoView({
  logo,
  title,
  language,
  decorative = false,
}: {
  logo: EventLogo;
  /** The header title: the names when the logo has none, and what a screen reader hears. */
  title: string;
  /** The page's language: a date under the names is written in its words (else the text as saved). */
  language?: string | undefined;
  /** A preview beside its own label (the design tab): hidden from screen readers. */
  decorative?: boolean;
}) {
  const { viewBox, Drawing } = KINDS[logo.name];
  const style: CSSProperties | undefined = logo.colorText.override
    ? { color: logo.colorText.color }
    : undefined;
  const classes = ["event-logo", `event-logo--${logo.name}`];
  if (logo.colorText.override) classes.push("event-logo--own-color");
  return (
    <svg
      className={classes.join(" ")}
      viewBox={viewBox}
      style={style}
      data-event-logo={logo.name}
      fill="currentColor"
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : logoLabel(logo, title)}
      aria-hidden={decorative || undefined}
    >
      <Drawing
        names={logoNames(logo, title)}
        extra={language ? logoExtraText(logo, language) : logo.additionalText.trim()}
        background={logo.colorBackground.override ? logo.colorBackground.color : null}
        initials={initialsLayout(logo)}
      />
    </svg>
  );
}
