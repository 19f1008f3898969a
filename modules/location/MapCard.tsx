// The map card of a place (the Location module's, and each Travel entry's with an address, issue 27):
// the server's map image with the place's name and 'Visa på karta', linking out to a map search.

import { useTranslation } from "@web/i18n/use-translation";
import type { z } from "zod";
import { smallMapPath } from "./map-image";
import { mapSearchUrl } from "./map-link";
import type { mapSchema } from "./schema";

type Props = {
  map: z.infer<typeof mapSchema>;
  /** The image's sizes attribute (how wide the card shows at each viewport). */
  sizes: string;
  isFirst: boolean;
};

/** The card for `map`, or null when it has no place. */
export function MapCard({ map, sizes, isFirst }: Props) {
  const { t } = useTranslation("guest");
  const place = map.location.trim();
  if (!place) return null;
  const mapPath = map.path;
  // Maps drawn by the server come in 640 and 420 px; older ones (the demo's) are a single image.
  const smallPath = mapPath ? smallMapPath(mapPath) : null;
  return (
    <a
      className="module-location__map"
      href={mapSearchUrl(place)}
      target="_blank"
      rel="noopener noreferrer"
      // The visible words first, in their order (WCAG 2.5.3 label in name), then the new-tab warning.
      aria-label={`${place}, ${t("modules.location.openMap")} (${t("modules.location.newTab")})`}
    >
      {mapPath ? (
        <img
          className="module-location__map-image"
          src={mapPath}
          {...(smallPath ? { srcSet: `${smallPath} 420w, ${mapPath} 640w`, sizes } : {})}
          alt={t("modules.location.mapOf", { place })}
          loading={isFirst ? "eager" : "lazy"}
          decoding="async"
          width={640}
          height={480}
        />
      ) : (
        <span className="module-location__map-blank" aria-hidden="true" />
      )}
      <span className="module-location__label">
        <PinIcon color={map.markerColor} />
        <span className="module-location__place">{place}</span>
        {/* A space between the words for assistive technology (label in name); the grid drops it. */}{" "}
        <span className="module-location__open">
          {t("modules.location.openMap")} <ExternalIcon />
        </span>
      </span>
    </a>
  );
}

function PinIcon({ color }: { color: string }) {
  return (
    <svg
      className="module-location__pin"
      viewBox="0 0 24 32"
      width="20"
      height="27"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z"
        fill={color}
      />
      <circle cx="12" cy="12" r="4.5" fill="#fff" />
    </svg>
  );
}

function ExternalIcon() {
  return (
    <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true" focusable="false">
      <path d="M9 2h5v5M14 2 7.5 8.5M12 9.5V14H2V4h4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
