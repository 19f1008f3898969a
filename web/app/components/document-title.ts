// The browser tab's title for an owner screen (WCAG 2.4.2 Page titled): '{page} - {brand}', a title
// as it is with `{ full: true }` (one that names the brand itself), or the brand alone without one.
import { useEffect } from "react";
import { appConfig } from "../config";

export function useDocumentTitle(title: string | undefined, { full = false }: { full?: boolean } = {}) {
  const brand = appConfig().displayName;
  useEffect(() => {
    document.title = title === undefined ? brand : full ? title : `${title} - ${brand}`;
  }, [title, full, brand]);
}
