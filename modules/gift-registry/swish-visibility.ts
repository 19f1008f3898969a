// Where guests get the couple's Swish number (issue 27): only on the site's own page and JSON, only when
// a gift registry guests are shown has a Swish gift, and not on a Danish-only site (core/swish.ts
// offersSwish: MobilePay has no pre-filled private link to offer instead, so the option is hidden).
import { offersSwish } from "@core/swish";
import type { SiteModule } from "../schemas";

export function guestSwishNumber(
  number: string | null | undefined,
  shownModules: readonly SiteModule[],
  languages: readonly { languageCode: string }[],
): string | null {
  if (!number || !offersSwish(languages.map((l) => l.languageCode))) return null;
  const hasSwishGift = shownModules.some(
    (module) =>
      module.siteModuleType === "GiftRegistry" &&
      !module.hide &&
      module.giftRegistry.items.some((item) => item.kind === "swish"),
  );
  return hasSwishGift ? number : null;
}
