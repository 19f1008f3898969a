// The editor's action bar (SPEC §2 Editor screens): Redigera, Granska, the edited language and translate
// mode, Ångra/Gör om, Välj adress (only while unpublished and not in quick start) or, once published,
// the live address (open and copy), Spara (highlighted while there are unsaved changes), and the
// Design and Mer drawers beside the page.
// On a phone (issue 23 item 4) the bar holds only the side menu, Publish (Välj adress or the live
// address), the 'Fler val' menu with all the rest, and Spara: nothing scrolls sideways or hides.
import { languageLabel, languageName } from "@core/iso-languages";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LiveAddress } from "../address/LiveAddress";
import { appConfig } from "../config";
import { type EditorDrawer, preloadDrawer } from "../design/EditorDrawers";
import { ActionBarMenu, type CloseMenu } from "./ActionBarMenu";
import { LineIcon } from "./LineIcon";
import { usePhoneBar } from "./phone-width";
import { siteQuery } from "./queries";
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
  /** The phone form of the bar; by default from the viewport's width (PHONE_BAR_QUERY). */
  phone?: boolean;
};

const UNDO_ICON = "M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11";
const REDO_ICON = "m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13";

export function ActionBar(props: Props) {
  const { t, i18n } = useTranslation("app");
  const config = appConfig();
  const phoneWidth = usePhoneBar();
  const phone = props.phone ?? phoneWidth;
  const { review, setReview, languages, language } = props;
  // The editor's own site query (useSiteDraft), shared through the cache; quick start has no site of its own.
  const site = useQuery({
    ...siteQuery(props.siteId),
    enabled: !props.quickStart,
    // The editor's own query has just fetched it: this one only reads along (no second request).
    refetchOnMount: false,
  });
  const liveHost = !props.quickStart && site.data?.active ? site.data.host : null;
  const shortcut = /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? "") ? "⌘" : "Ctrl+";
  const translateHint = t("editorShell.translate.hint", {
    language: languageName(languages[0] ?? "sv", i18n.language),
  });

  const publish = liveHost ? (
    <LiveAddress host={liveHost} variant="bar" />
  ) : props.chooseAddressHref && !props.quickStart ? (
    <Link className="action-button action-bar__publish" to={props.chooseAddressHref}>
      {t("editor.chooseAddress")}
    </Link>
  ) : null;

  const save = (
    <>
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
    </>
  );

  // A phone leaves the brand out (the side menu has it).
  const start = (
    <div className="action-bar__start">
      <SideMenu siteId={props.siteId} quickStart={props.quickStart} />
      {phone ? null : (
        <Link className="action-bar__brand" to="/">
          {config.displayName}
        </Link>
      )}
    </div>
  );

  if (phone) {
    return (
      <header className="action-bar action-bar--phone">
        {start}
        <div className="action-bar__actions">
          {publish}
          <ActionBarMenu label={t("editorShell.actionsMenu")}>
            {(close) => <PhoneMenuItems {...props} close={close} shortcut={shortcut} />}
          </ActionBarMenu>
          {save}
        </div>
      </header>
    );
  }

  return (
    <header className="action-bar">
      {start}
      <div className="action-bar__actions">
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
            onPointerEnter={() => preloadDrawer(which)}
            onFocus={() => preloadDrawer(which)}
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
              title={translateHint}
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
        {publish}
        {save}
      </div>
    </header>
  );
}

/**
 * The phone bar's 'Fler val' menu: the same actions and names as the wide bar. Those that show the
 * page or a drawer close the menu (focus back on its button, so a drawer gives it back there too);
 * Ångra/Gör om, the language and Översätt keep it open for another step. Ångra and Gör om are
 * aria-disabled rather than disabled, so the one just used keeps focus when there is nothing more.
 */
function PhoneMenuItems(props: Props & { close: CloseMenu; shortcut: string }) {
  const { t, i18n } = useTranslation("app");
  const { review, languages, close } = props;
  const item = (current: boolean, wide = false) =>
    `action-button action-menu__item${current ? " is-current" : ""}${wide ? " action-menu__wide" : ""}`;
  return (
    <>
      <button
        type="button"
        className={item(!review)}
        aria-pressed={!review}
        onClick={() => {
          close(true);
          props.setReview(false);
        }}
      >
        {t("editor.edit")}
      </button>
      <button
        type="button"
        className={item(review)}
        aria-pressed={review}
        onClick={() => {
          close(true);
          props.setReview(!review);
        }}
      >
        {t("editor.review")}
      </button>
      <button
        type="button"
        className={item(false)}
        title={`${t("editorShell.undo")} (${props.shortcut}Z)`}
        aria-disabled={!props.canUndo || undefined}
        onClick={() => (props.canUndo ? props.undo() : undefined)}
      >
        <LineIcon path={UNDO_ICON} />
        {t("editorShell.undo")}
      </button>
      <button
        type="button"
        className={item(false)}
        title={`${t("editorShell.redo")} (${props.shortcut}Shift+Z)`}
        aria-disabled={!props.canRedo || undefined}
        onClick={() => (props.canRedo ? props.redo() : undefined)}
      >
        <LineIcon path={REDO_ICON} />
        {t("editorShell.redo")}
      </button>
      {languages.length > 1 ? (
        <>
          <label className="action-menu__language action-menu__wide">
            <span>{t("editor.editingLanguage")}</span>
            <select value={props.language} onChange={(event) => props.setLanguage(event.target.value)}>
              {languages.map((code) => (
                <option key={code} value={code}>
                  {languageLabel(code, i18n.language)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={item(props.translateMode, true)}
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
      {(["design", "more"] as const).map((which) => (
        <button
          key={which}
          type="button"
          className={item(props.drawer === which)}
          aria-expanded={props.drawer === which}
          aria-haspopup="dialog"
          onPointerEnter={() => preloadDrawer(which)}
          onFocus={() => preloadDrawer(which)}
          onClick={() => {
            close(true);
            props.toggleDrawer(which);
          }}
        >
          {t(`editor.${which}`)}
        </button>
      ))}
    </>
  );
}
