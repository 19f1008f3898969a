// Loads the @font-face rules of the site fonts the owner app shows (the editor's page, the wizard's
// design cards) from GET /api/fonts/faces.css. Guest pages get the same rules inlined by the server.
import type { Fonts } from "@core/fonts";
import { useEffect } from "react";

/** Every heading font is a web font, so there is always a stylesheet to ask for. */
export function fontFacesHref(fonts: Fonts): string {
  const query = new URLSearchParams({ heading: fonts.heading, text: fonts.text });
  return `/api/fonts/faces.css?${query}`;
}

/** Adds one stylesheet link per font pair (once per page; kept when the screen changes, it is cached). */
export function useFontFaces(pairs: readonly Fonts[]): void {
  const key = [...new Set(pairs.map(fontFacesHref))].join("\n");
  useEffect(() => {
    for (const href of key ? key.split("\n") : []) {
      if (document.head.querySelector(`link[data-font-faces="${CSS.escape(href)}"]`)) continue;
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      link.dataset.fontFaces = href;
      document.head.append(link);
    }
  }, [key]);
}
