// A phone-sized rendering of a short page in a design: the guest page itself (SitePage, with the
// design's theme, fonts, colours, graphic and logo) at a phone's width, scaled down to the card. It is
// a picture of a choice, not part of the page: hidden from screen readers and inert (nothing in it
// can be focused or clicked). It is rendered only once scrolled near view, and its fonts are asked
// for only then, so a list of fourteen designs costs what the owner actually looks at.
import { hslCss } from "@core/color-css";
import type { ColorScheme } from "@core/colors";
import type { EventLogo, Theme } from "@core/design";
import type { Fonts } from "@core/fonts";
import type { SiteModule } from "@modules/schemas";
import { SitePage } from "@web/guest/SitePage";
import { useEffect, useRef, useState } from "react";
import { appConfig } from "../config";
import { useFontFaces } from "../font-faces";

/** The width the page is laid out at before scaling: a common phone's. */
export const PREVIEW_PAGE_WIDTH = 390;

export type PreviewDesign = {
  theme: Theme;
  fonts: Fonts;
  colorScheme: ColorScheme;
  siteGraphic: string | null;
  eventLogo: EventLogo | null;
};

type Props = {
  design: PreviewDesign;
  /** A few modules to show (the owner's own page's first ones, or the wizard's sample). */
  modules: SiteModule[];
  language: string;
};

export function PagePreview({ design, modules, language }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  const visible = useNearView(frame);
  useFontFaces(visible ? [design.fonts] : []);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const config = appConfig();
  const scale = (width ?? PREVIEW_PAGE_WIDTH) / PREVIEW_PAGE_WIDTH;
  // A plain object (not a literal in the props) so design fields SitePage may not take yet pass along.
  const site = {
    ...design,
    siteModules: modules,
    availableLanguages: [{ languageCode: language }],
  };
  return (
    <div
      ref={frame}
      className="page-preview"
      aria-hidden="true"
      inert
      style={{ background: hslCss(design.colorScheme.background) }}
    >
      {visible && width !== null ? (
        <div
          className="page-preview__page"
          style={{ width: PREVIEW_PAGE_WIDTH, transform: `scale(${scale})` }}
        >
          <SitePage
            site={site}
            language={language}
            mode="REVIEW"
            brand={{ displayName: config.displayName, contactMail: config.contactMail, landingUrl: "/" }}
            linkQuery=""
          />
        </div>
      ) : null}
    </div>
  );
}

/** True once the element has come within a screen of the view (and from then on). */
function useNearView(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
