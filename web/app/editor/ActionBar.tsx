// The editor's action bar (SPEC §2 Editor screens): Redigera, Granska, the edited language and translate
// mode, Ångra/Gör om, Välj adress (only while unpublished and not in quick start) or, once published,
// the live address (open and copy), Spara (highlighted while there are unsaved changes), and the
// Design and Mer drawers beside the page.
import { languageLabel, languageName } from "@core/iso-languages";
import type { Site } from "@core/site";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LiveAddress } from "../address/LiveAddress";
import { api } from "../api";
import { appConfig } from "../config";
import type { EditorDrawer } from "../design/EditorDrawers";
import { LineIcon } from "./LineIcon";
import { SideMenu } from "./SideMenu";

type Props = {
  siteId: string;
  quickStart: boolean;
  review: boolean;
  setReview: (review: boolean) => void;
  languages: string[];
  language: string;
  setLanguage: (language: string) => void;
  translateMode: boolean;
  setTranslateMode: (on: boolean) => void;
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  chooseAddressHref: string | null;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  /** The Design and Mer drawers beside the page: which is open, and its button's toggle. */
  drawer: EditorDrawer | null;
  toggleDrawer: (drawer: EditorDrawer) => void;
};

const UNDO_ICON = "M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11";
const REDO_ICON = "m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13";

export function ActionBar(props: Props) {
  const { t, i18n } = useTranslation("app");
  const config = appConfig();
  const { review, setReview, languages, language } = props;
  // The editor's own site query (useSiteDraft), shared through the cache; quick start has no site of its own.
  const site = useQuery({
    queryKey: ["site", props.siteId],
    queryFn: () => api.get<Site>(`/api/sites/${props.siteId}`),
    enabled: !props.quickStart,
  });
  const liveHost = !props.quickStart && site.data?.active ? site.data.host : null;
  const shortcut = /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? "") ? "⌘" : "Ctrl+";
  return (
    <header className="action-bar">
      <div className="action-bar__start">
        <SideMenu siteId={props.siteId} quickStart={props.quickStart} />
        <Link className="action-bar__brand" to="/">
          {config.displayName}
        </Link>
      </div>
      <div className="action-bar__actions">
        {/* On a phone this part scrolls sideways while Spara stays beside it (design/app-editor-shell.css). */}
        <div className="action-bar__scroll">
          <button
            type="button"
            className={`action-button${review ? "" : " is-current"}`}
            aria-pressed={!review}
            onClick={() => setReview(false)}
          >
            {t("editor.edit")}
          </button>
          <button
            type="button"
            className={`action-button${review ? " is-current" : ""}`}
            aria-pressed={review}
            onClick={() => setReview(!review)}
          >
            {t("editor.review")}
          </button>
          {(["design", "more"] as const).map((which) => (
            <button
              key={which}
              type="button"
              className={`action-button${props.drawer === which ? " is-current" : ""}`}
              aria-expanded={props.drawer === which}
              aria-haspopup="dialog"
              onClick={() => props.toggleDrawer(which)}
            >
              {t(`editor.${which}`)}
            </button>
          ))}
          {languages.length > 1 ? (
            <>
              <label className="action-bar__language">
                <span className="visually-hidden">{t("editor.editingLanguage")}</span>
                <select value={language} onChange={(event) => props.setLanguage(event.target.value)}>
                  {languages.map((code) => (
                    <option key={code} value={code} aria-label={languageLabel(code, i18n.language)}>
                      {code.toUpperCase()}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className={`action-button${props.translateMode ? " is-current" : ""}`}
                aria-pressed={props.translateMode}
                title={t("editorShell.translate.hint", {
                  language: languageName(languages[0] ?? "sv", i18n.language),
                })}
                onClick={() => props.setTranslateMode(!props.translateMode)}
              >
                {t("editorShell.translate.toggle")}
              </button>
            </>
          ) : null}
          <span className="action-bar__history">
            <button
              type="button"
              className="action-button action-button--icon"
              aria-label={t("editorShell.undo")}
              title={`${t("editorShell.undo")} (${shortcut}Z)`}
              disabled={!props.canUndo}
              onClick={props.undo}
            >
              <LineIcon path={UNDO_ICON} />
            </button>
            <button
              type="button"
              className="action-button action-button--icon"
              aria-label={t("editorShell.redo")}
              title={`${t("editorShell.redo")} (${shortcut}Shift+Z)`}
              disabled={!props.canRedo}
              onClick={props.redo}
            >
              <LineIcon path={REDO_ICON} />
            </button>
          </span>
          {liveHost ? <LiveAddress host={liveHost} variant="bar" /> : null}
          {props.chooseAddressHref && !props.quickStart && !liveHost ? (
            <Link className="action-button" to={props.chooseAddressHref}>
              {t("editor.chooseAddress")}
            </Link>
          ) : null}
        </div>
        <button
          type="button"
          className={`action-button action-button--save${props.dirty ? " is-dirty" : ""}`}
          onClick={props.onSave}
          aria-disabled={props.saving || undefined}
          aria-describedby={props.dirty ? "unsaved-note" : undefined}
        >
          {props.saving ? t("editor.saving") : t("editor.save")}
        </button>
        {props.dirty ? (
          <span id="unsaved-note" className="visually-hidden">
            {t("editor.unsaved")}
          </span>
        ) : null}
      </div>
    </header>
  );
}
