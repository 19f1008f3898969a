// The saved versions as a radio group (native radios: arrow keys move the choice, a screen reader says
// "3 of 12"), newest first, each with its date and time, the latest and current marks, and who saved it
// (issue 28): "Sparad av maja@example.se", by mail as the Personer screen names people.
import { useTranslation } from "react-i18next";

/**
 * Who saved a version, as GET /api/sites/{id}/versions answers it: an account (by its mail), or null
 * when not known (made by the product, saved before this was recorded, or by an account since deleted).
 */
export type VersionSavedBy = { kind: "account"; accountId: string; mail: string } | null;

export type VersionSummary = {
  id: number;
  createdAt: string;
  latest: boolean;
  current: boolean;
  /** Always written by the server (optional only for older fixtures). */
  savedBy?: VersionSavedBy;
};

type Props = {
  versions: readonly VersionSummary[];
  /** Each version's time as shown (format.ts versionTimes). */
  times: readonly string[];
  chosen: number | null;
  onChoose: (id: number) => void;
};

export function VersionList({ versions, times, chosen, onChoose }: Props) {
  const { t } = useTranslation("app");
  return (
    <fieldset className="versions-list">
      <legend className="versions-list__legend">{t("versions.listLabel")}</legend>
      <div className="versions-list__items">
        {versions.map((version, index) => {
          const inputId = `version-${version.id}`;
          return (
            <div
              key={version.id}
              className={`versions-list__item${version.id === chosen ? " is-chosen" : ""}`}
            >
              <input
                type="radio"
                id={inputId}
                name="version"
                className="versions-list__radio"
                value={version.id}
                checked={version.id === chosen}
                onChange={() => onChoose(version.id)}
              />
              <label htmlFor={inputId} className="versions-list__label">
                <time className="versions-list__time" dateTime={version.createdAt}>
                  {times[index]}
                </time>
                {version.latest || version.current ? (
                  <span className="versions-list__marks">
                    {version.latest ? (
                      <span className="versions-mark versions-mark--latest">{t("versions.latest")}</span>
                    ) : null}
                    {version.current ? (
                      <span className="versions-mark versions-mark--current">{t("versions.current")}</span>
                    ) : null}
                  </span>
                ) : null}
                <span className="versions-list__by">
                  {version.savedBy?.kind === "account"
                    ? t("versions.savedBy", { who: version.savedBy.mail })
                    : t("versions.savedByUnknown")}
                </span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
