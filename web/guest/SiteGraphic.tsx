// The site graphic (SPEC §3): a purely decorative layer, hidden from assistive technology. The artwork
// is CSS background images in design/guest-graphics.css keyed by data-graphic, so a page without a
// graphic downloads nothing and a page with one downloads only its own files (right-sized by media
// queries there). Backgrounds are one viewport-sized layer behind the page; corners and foliage are four
// pieces in the page's corners (the stylesheet shows the bottom two only on wide screens).
import { siteGraphicKind } from "@design/artwork/graphics/catalog";

export function SiteGraphic({ name }: { name: string | null | undefined }) {
  const kind = siteGraphicKind(name);
  if (!kind || !name) return null;
  return (
    <div className={`site-graphic site-graphic--${kind}`} data-graphic={name} aria-hidden="true">
      {kind === "background" ? null : (
        <>
          <span className="site-graphic__piece site-graphic__piece--top-start" />
          <span className="site-graphic__piece site-graphic__piece--top-end" />
          <span className="site-graphic__piece site-graphic__piece--bottom-start" />
          <span className="site-graphic__piece site-graphic__piece--bottom-end" />
        </>
      )}
    </div>
  );
}
