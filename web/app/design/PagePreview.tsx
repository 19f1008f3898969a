// A phone-sized rendering of a short page in a design: the guest page itself (SitePage, with the
// design's theme, fonts, colours, graphic and logo) laid out in a frame as wide and tall as a phone,
// so the guest styles' media queries and vw/vh sizes take the phone's measures even on a desktop,
// then scaled down to the card. It is a picture of a choice, not part of the page: hidden from
// screen readers and inert. It is rendered only once scrolled near view, and its fonts are asked for
// only then, so a list of fourteen designs costs what the owner actually looks at.

import { hslCss } from "@core/color-css";
import type { ColorScheme } from "@core/colors";
import type { EventLogo, Theme } from "@core/design";
import type { Fonts } from "@core/fonts";
import type { SiteModule } from "@modules/schemas";
import { SitePage } from "@web/guest/SitePage";
import { type RefObject, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { appConfig, previewBrand } from "../config";
import { PageLanguageTexts } from "../editor/PageLanguageTexts";
import { fontFacesHref } from "../font-faces";

/** The phone the page is laid out on before scaling. */
export const PREVIEW_PAGE = { width: 390, height: 700 } as const;

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
  /** The design's name, the frame's title (the frame itself is hidden from screen readers). */
  name: string;
};

export function PagePreview({ design, modules, language, name }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const visible = useNearView(box);
  const [body, setBody] = useState<HTMLElement | null>(null);
  // Made once: a new source would load the frame again and lose the page rendered into it.
  const [source] = useState(frameSource);
  const frameDocument = body?.ownerDocument ?? null;
  const facesHref = fontFacesHref(design.fonts);

  // The frame's own link to the design's @font-face rules (the owner app's links are in its document).
  useEffect(() => {
    if (!frameDocument) return;
    const link = frameDocument.createElement("link");
    link.rel = "stylesheet";
    link.href = facesHref;
    frameDocument.head.append(link);
    return () => link.remove();
  }, [frameDocument, facesHref]);

  const config = appConfig();
  // A plain object (not a literal in the props) so design fields SitePage may not take yet pass along.
  const site = { ...design, siteModules: modules, availableLanguages: [{ languageCode: language }] };
  return (
    <div
      ref={box}
      className="page-preview"
      aria-hidden="true"
      style={{ background: hslCss(design.colorScheme.background) }}
    >
      {visible && width !== null ? (
        <iframe
          className="page-preview__frame"
          title={name}
          tabIndex={-1}
          inert
          width={PREVIEW_PAGE.width}
          height={PREVIEW_PAGE.height}
          style={{ transform: `scale(${width / PREVIEW_PAGE.width})` }}
          srcDoc={source}
          onLoad={(event) => setBody(event.currentTarget.contentDocument?.body ?? null)}
        />
      ) : null}
      {body
        ? createPortal(
            <PageLanguageTexts language={language}>
              <SitePage
                site={site}
                language={language}
                mode="REVIEW"
                brand={previewBrand(config)}
                linkQuery=""
              />
            </PageLanguageTexts>,
            body,
          )
        : null}
    </div>
  );
}

/** The frame's document: the owner app's stylesheets (the guest styles are among them), no scripts. */
function frameSource(): string {
  const styles = [...document.querySelectorAll('link[rel="stylesheet"]:not([data-font-faces]), style')]
    .map((element) => element.outerHTML)
    .join("");
  return `<!doctype html><html><head>${styles}<style>body{margin:0;overflow:hidden}</style></head><body></body></html>`;
}

function useWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** True once the element has come within a screen of the view (and from then on). */
function useNearView(ref: RefObject<HTMLElement | null>): boolean {
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
