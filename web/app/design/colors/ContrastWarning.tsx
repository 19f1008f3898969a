// Says in words which text/background pairs fall below WCAG AA and by how much. The status region is
// always in the page, so a screen reader announces the warning when it appears and when it goes.
import type { ColorScheme } from "@core/colors";
import { AA_CONTRAST, type ContrastPair, contrastProblems } from "@core/contrast";
import { useTranslation } from "react-i18next";

const PAIR_KEYS: Record<ContrastPair, string> = {
  "onBackground/background": "designColors.pairs.background",
  "onSurface/surface": "designColors.pairs.surface",
  "onPrimary/primary": "designColors.pairs.primary",
};

/** One decimal, rounded down, so a ratio just under 4.5 never reads as 4.5. */
export function formatRatio(ratio: number, language: string): string {
  const shown = Math.floor(ratio * 10) / 10;
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    shown,
  );
}

export function ContrastWarning({ scheme }: { scheme: ColorScheme }) {
  const { t, i18n } = useTranslation("app");
  const problems = contrastProblems(scheme);
  const language = i18n.language;
  return (
    <div role="status" className="design-colors__status">
      {problems.length === 0 ? null : (
        <div className="design-colors__warning">
          <p className="design-colors__warning-title">
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
              <path d="M10 2l9 16H1z" fill="currentColor" />
              <path d="M10 8v4.5M10 14.5v1.2" stroke="#fff" strokeWidth="1.8" />
            </svg>
            {t("designColors.warningTitle", { minimum: formatRatio(AA_CONTRAST, language) })}
          </p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.pair}>
                {t("designColors.warningPair", {
                  pair: t(PAIR_KEYS[problem.pair]),
                  ratio: formatRatio(problem.ratio, language),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
