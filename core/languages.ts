// UI languages and language choice (SPEC §1), and the guest page's language redirect (SPEC §2).

export const UI_LANGUAGES = ["sv", "en", "da"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const DEFAULT_UI_LANGUAGE: UiLanguage = "sv";

export const isUiLanguage = (x: unknown): x is UiLanguage =>
  typeof x === "string" && (UI_LANGUAGES as readonly string[]).includes(x);

/** 'da-DK' → 'da', 'en_US' → 'en', ' SV ' → 'sv'. */
export const primarySubtag = (tag: string): string => tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";

/** .com en, .dk da, .se sv; en for anything else, including no host (SPEC §1). */
export function guessLanguageFromHost(host: string | null | undefined): UiLanguage {
  const name = (host ?? "").trim().toLowerCase().replace(/:\d*$/, "").replace(/\.$/, "");
  if (name.endsWith(".dk")) return "da";
  if (name.endsWith(".se")) return "sv";
  return "en";
}

export type UiLanguageChoice = {
  language: UiLanguage;
  /** True when the choice came from ?lang= and should be remembered (local storage). */
  store: boolean;
};

export type UiLanguageSources = {
  query?: string | null;
  stored?: string | null;
  browserLanguages?: readonly string[];
};

// Case and surrounding spaces in ?lang=SV or a stored value are not worth rejecting a valid choice.
const asUiLanguage = (value: string | null | undefined): UiLanguage | null => {
  const normalized = value?.trim().toLowerCase();
  return isUiLanguage(normalized) ? normalized : null;
};

/** ?lang= (then stored), else the stored value, else the first browser language we speak, else sv. */
export function chooseUiLanguage({
  query,
  stored,
  browserLanguages = [],
}: UiLanguageSources): UiLanguageChoice {
  const fromQuery = asUiLanguage(query);
  if (fromQuery) return { language: fromQuery, store: true };
  const fromStorage = asUiLanguage(stored);
  if (fromStorage) return { language: fromStorage, store: false };
  const fromBrowser = browserLanguages.map(primarySubtag).find(isUiLanguage);
  return { language: fromBrowser ?? DEFAULT_UI_LANGUAGE, store: false };
}

/**
 * Language to redirect '/' to on a guest page: the first browser language the site has (exact tag,
 * else primary subtag), else the site's first language; undefined only when the site has none.
 * Returns the code as the site spells it.
 */
export function choosePageLanguage(
  available: readonly string[],
  browserLanguages: readonly string[],
): string | undefined {
  const lower = available.map((code) => code.trim().toLowerCase());
  for (const tag of browserLanguages) {
    const exact = lower.indexOf(tag.trim().toLowerCase());
    const index = exact >= 0 ? exact : lower.indexOf(primarySubtag(tag));
    if (index >= 0) return available[index];
  }
  return available[0];
}

/**
 * Accept-Language header → tags, most preferred first ('da-DK,da;q=0.9,en;q=0.8' → da-DK, da, en).
 * Equal q-values keep header order; q=0 ('not acceptable'), '*' and malformed entries are dropped.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const weighted: { tag: string; q: number }[] = [];
  for (const part of header.split(",")) {
    const [rawTag = "", ...params] = part.split(";");
    const tag = rawTag.trim();
    if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i.test(tag)) continue;
    const q = qValue(params);
    if (q === null || q === 0) continue;
    weighted.push({ tag, q });
  }
  // Array.prototype.sort is stable, so equal weights stay in header order.
  return weighted.sort((a, b) => b.q - a.q).map(({ tag }) => tag);
}

// 1 when absent; null when present but not a number in 0..1.
function qValue(params: readonly string[]): number | null {
  const param = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
  if (param === undefined) return 1;
  const text = param.slice(2).trim();
  if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(text)) return null;
  return Number(text);
}
