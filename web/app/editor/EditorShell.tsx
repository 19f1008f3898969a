// The editor itself, shared by the owner's editor (EditorPage) and quick start (QuickStartPage): the
// action bar, the canvas (the guest page, SitePage, in EDIT mode) with per-module tools, and the edit
// dialogs. Every edit goes into the draft (useSiteDraft), where it can be undone until the next save.

import { LIMITS } from "@core/limits";
import type { SiteDocument } from "@core/site";
import { translate } from "@core/translation";
import { MODULE_EDITORS } from "@modules/editors";
import type { SiteModule, SiteModuleType } from "@modules/schemas";
import { EditorContext, type EditorContextValue, editorApiBase } from "@modules/shared/editor/context";
import type { EditFocus, GiftReservation } from "@modules/site-context";
import { MenuEditContext } from "@web/guest/Menu";
import { SitePage } from "@web/guest/SitePage";
import {
  type ReactNode,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { useDocumentTitle } from "../components/document-title";
import { LazyPart, lazyPart } from "../components/LazyPart";
import { appConfig, previewBrand } from "../config";
import { type EditorDrawer, EditorDrawers } from "../design/EditorDrawers";
import { useFontFaces } from "../font-faces";
import { whenAllMessages } from "../i18n";
import { OPEN_LANGUAGE_PARAM, OPEN_MODULE_PARAM, openModuleHref } from "../starting-texts/links";
import { ActionBar } from "./ActionBar";
import { CanvasRest, useCanvasRest } from "./canvas-rest";
import { CANVAS_STEP_MODULES, FIRST_CANVAS_MODULES, preloadModuleViews } from "./lazy-views";
import { ModuleFrame, type ModuleFrameActions } from "./ModuleFrame";
import { insertModule, removeModule, setModuleHidden } from "./module-ops";
import { PageLanguageTexts } from "./PageLanguageTexts";
import { useUndoKeys } from "./undo-keys";
import type { DraftEdits } from "./useSiteDraft";

const SCROLL_OFFSET = 100;

// The edit dialogs are loaded when first opened (issue 24: the editor's first load on a phone), and
// from the owner's first press or key in the editor on, ahead of the click that opens them.
const moduleEditorDialog = lazyPart(
  "module editor",
  async () => (await import("./ModuleEditorDialog")).ModuleEditorDialog,
);
// A module limited to guest groups is marked on the canvas with their names (issue 25).
const groupBadge = lazyPart("group badge", async () => (await import("./GroupVisibility")).GroupBadge);
const menuEditorDialog = lazyPart(
  "menu editor",
  async () => (await import("./MenuEditorDialog")).MenuEditorDialog,
);
// New modules (every kind's schema and starting texts) arrive with the add-module dialog, so a choice
// in it makes its module at once (onAdd), in the click's own update as before.
let newModules: typeof import("./new-modules") | null = null;
const addModuleDialog = lazyPart("add module", async () => {
  const [dialog, modules] = await Promise.all([import("./AddModuleDialog"), import("./new-modules")]);
  newModules = modules;
  return dialog.AddModuleDialog;
});
const deleteModuleDialog = lazyPart(
  "delete module",
  async () => (await import("./DeleteModuleDialog")).DeleteModuleDialog,
);
const preloadEditDialogs = () => {
  for (const part of [moduleEditorDialog, addModuleDialog, deleteModuleDialog, menuEditorDialog])
    part.preload();
};

/** Scrolls smoothly to a module's frame, 100 px below the top (SPEC §2), once it is on the page. */
function scrollToModule(id: string) {
  requestAnimationFrame(() => {
    const element = document.querySelector(`[data-module-frame="${CSS.escape(id)}"]`);
    if (!element) return;
    const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top, behavior: reduceMotion ? "auto" : "smooth" });
  });
}

export type EditorShellProps = {
  /** The site's id; for quick start the id of the copied site (or START-WIZARD). */
  siteId: string;
  draft: SiteDocument;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  edits: DraftEdits;
  /** The owner's mail, the default recipient of form notifications; null in quick start. */
  ownerMail?: string | null;
  /** Quick start: no address choice, no feedback or account link (SPEC §2). */
  quickStart: boolean;
  /** 'Välj adress', shown only while the site is not published and not in quick start. */
  chooseAddressHref: string | null;
  /** A short message under the action bar ('Ändringarna är sparade'). */
  status: string | null;
  /** Shown above the canvas (quick start's notice for a logged-in visitor). */
  notice?: ReactNode;
  title?: string;
  /** What guests have reserved, shown on the canvas's gift cards as guests see it (the owner's Site). */
  giftRegistryReservations?: GiftReservation[];
  /** Dialogs of the screen using the shell. */
  children?: ReactNode;
};

/** An open edit dialog: its undo group, and the document to go back to on Avbryt. */
type Session = { group: string; before: SiteDocument };
type ModuleSession = Session & { moduleId: string; focus?: EditFocus | undefined };

export function EditorShell(props: EditorShellProps) {
  const { siteId, draft, edits, quickStart } = props;
  const { t } = useTranslation("app");
  const config = appConfig();
  const [review, setReview] = useState(false);
  const [language, setLanguage] = useState<string | null>(null);
  const [translateMode, setTranslateMode] = useState(false);
  const [editing, setEditing] = useState<ModuleSession | null>(null);
  const [menuSession, setMenuSession] = useState<Session | null>(null);
  const [adding, setAdding] = useState<{ index: number; beforeKind: string | null } | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [drawer, setDrawer] = useState<EditorDrawer | null>(null);
  const sessions = useRef(0);
  const draftRef = useRef(draft);
  draftRef.current = draft;

  // The page itself (every module's view) is first drawn in a background render after the action bar:
  // React does it in slices, so the bar answers at once and no long task holds a phone's main thread
  // (issue 24, TBT). From then on the canvas is drawn with every edit as before.
  const canvasShown = useDeferredValue(true, false);
  // That first canvas holds the first modules only (a phone's screen and more); the rest follow one at
  // a time, each a background render and commit of its own once the one before is committed, so no
  // one commit and layout of the page's lower part holds the main thread (issue 24, TBT). They are below
  // the fold, so nothing visible moves.
  const [canvasDrawn, setCanvasDrawn] = useState(FIRST_CANVAS_MODULES);
  const [canvasComplete, setCanvasComplete] = useState(false);
  const moduleCount = draft.siteModules.length;
  // Past the first canvas, only once the owner comes near it, does anything, or the page is still for a
  // moment (canvas-rest.tsx): so the page's load is the first canvas alone.
  const { drawRest, requestRest } = useCanvasRest(canvasShown);
  useEffect(() => {
    if (!canvasShown || canvasComplete) return;
    if (canvasDrawn < moduleCount && !drawRest) return;
    startTransition(() => {
      if (canvasDrawn >= moduleCount) setCanvasComplete(true);
      else setCanvasDrawn(canvasDrawn + CANVAS_STEP_MODULES);
    });
  }, [canvasShown, canvasComplete, canvasDrawn, moduleCount, drawRest]);
  // Then every kind's view (lazy-views.ts), so that an added module or a preview rarely waits for one.
  useEffect(() => {
    if (canvasComplete) preloadModuleViews(Object.keys(MODULE_EDITORS) as SiteModuleType[]);
  }, [canvasComplete]);
  // The app's other messages with the rest of the canvas (the owner's first press or key, or a still
  // moment after the load), so that an opened dialog rarely waits for them and the load does without
  // them (issue 24: 19 KB of script before the largest paint). A dialog opened sooner asks for them itself.
  useEffect(() => {
    if (drawRest) whenAllMessages().catch(() => undefined);
  }, [drawRest]);
  const startingTexts = useStartingTexts(canvasComplete);

  useDocumentTitle(props.title, { full: true });
  useFontFaces([draft.fonts]);
  useUndoKeys(edits.undo, edits.redo);

  const languages = draft.availableLanguages.map((l) => l.languageCode);
  const currentLanguage = language && languages.includes(language) ? language : (languages[0] ?? "sv");
  const modules = draft.siteModules;
  const editingModule = editing ? (modules.find((m) => m.id === editing.moduleId) ?? null) : null;
  const deleting = deletingId ? (modules.find((m) => m.id === deletingId) ?? null) : null;
  const kindName = (kind: SiteModuleType) => t(`editor.moduleKinds.${kind}`);
  // 'Video ”Vår film”': the kind alone does not tell two text modules apart.
  const moduleName = (module: SiteModule) => {
    const title = translate(module.title, currentLanguage);
    const kind = kindName(module.siteModuleType);
    return title ? t("editorShell.moduleName", { kind, title }) : kind;
  };

  const newSession = useCallback((): Session => {
    sessions.current += 1;
    return { group: `session-${sessions.current}`, before: draftRef.current };
  }, []);

  const openEditor = useCallback(
    (moduleId: string, focus?: EditFocus) => {
      const module = draftRef.current.siteModules.find((m) => m.id === moduleId);
      if (!module || MODULE_EDITORS[module.siteModuleType] === null) return;
      setEditing({ ...newSession(), moduleId, focus });
    },
    [newSession],
  );

  // '?modul=…&sprak=…' (the starting-text lists' links, here and on the address screen) opens that
  // module's editor in that language, once; the query is then taken away so a reload does not repeat it.
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const openModuleId = search.get(OPEN_MODULE_PARAM);
  const openLanguage = search.get(OPEN_LANGUAGE_PARAM);
  const languagesKey = languages.join(",");
  useEffect(() => {
    if (openModuleId) requestRest();
  }, [openModuleId, requestRest]);
  // Granska draws the whole page; back from it, the canvas is whole too.
  useEffect(() => {
    if (review) requestRest();
  }, [review, requestRest]);
  useEffect(() => {
    // Once the canvas is there, so that the module can be scrolled to.
    if (!openModuleId || !canvasComplete) return;
    if (openLanguage && languagesKey.split(",").includes(openLanguage)) setLanguage(openLanguage);
    setReview(false);
    openEditor(openModuleId);
    scrollToModule(openModuleId);
    setSearch(
      (params) => {
        params.delete(OPEN_MODULE_PARAM);
        params.delete(OPEN_LANGUAGE_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [openModuleId, openLanguage, languagesKey, openEditor, setSearch, canvasComplete]);

  // What is still an instruction or untranslated in the language being edited, per module: the
  // canvas marks those modules (issue 23 item 3).
  const marks = useMemo(() => {
    const byModule = new Map<string, { instruction: boolean; untranslated: boolean }>();
    for (const issue of startingTexts?.startingTextIssues(modules, languages) ?? []) {
      if (issue.language !== currentLanguage) continue;
      const mark = byModule.get(issue.moduleId) ?? { instruction: false, untranslated: false };
      mark[issue.kind] = true;
      byModule.set(issue.moduleId, mark);
    }
    return byModule;
  }, [startingTexts, modules, languages, currentLanguage]);
  // Granska shows the page as guests get it: without the instructions (server/presenters/site.ts). The
  // starting texts are there long before the owner can press Granska (they load as the page is drawn).
  const reviewModules = useMemo(
    () => (review && startingTexts ? startingTexts.withoutInstructionTexts(modules) : modules),
    [startingTexts, review, modules],
  );

  const { updateDocument, updateModule } = edits;
  const editorContext: EditorContextValue = {
    siteId,
    quickStart,
    apiBase: editorApiBase(siteId, quickStart),
    languages,
    language: currentLanguage,
    translateMode,
    brand: config.brand,
    theme: draft.theme,
    ownerMail: props.ownerMail ?? null,
    formRecipients: draft.formRecipients,
    setFormRecipients: (formRecipients) =>
      updateDocument((document) => ({ ...document, formRecipients }), editing?.group),
    eventLogo: draft.eventLogo,
    setEventLogo: (eventLogo) => updateDocument((document) => ({ ...document, eventLogo }), editing?.group),
  };
  const menuEdit = useMemo(
    () => ({ open: () => setMenuSession(newSession()), label: t("editorShell.menu.open") }),
    [newSession, t],
  );

  /** Avbryt: the document as it was when the dialog opened, in the dialog's own undo group. */
  const cancel = (session: Session | null) => {
    if (session) updateDocument(() => session.before, session.group);
  };

  const onMove = (index: number, step: -1 | 1) => {
    const id = modules[index]?.id;
    edits.move(index, step);
    if (id) scrollToModule(id);
  };

  const onAdd = (kind: SiteModuleType) => {
    if (!adding || !newModules) return;
    const module = newModules.makeModule(kind, languages, config.brand);
    updateDocument((document) => ({
      ...document,
      siteModules: insertModule(document.siteModules, adding.index, module),
    }));
    setAdding(null);
    scrollToModule(module.id);
    // The new module's editor opens at once (after the add dialog has let go of focus).
    requestAnimationFrame(() => openEditor(module.id));
  };

  // What the canvas's module frames do when pressed, read at the press: a frame that did not render again
  // (ModuleFrame is memoised) still acts on the latest page.
  const frameActions = useRef<ModuleFrameActions>(null as unknown as ModuleFrameActions);
  frameActions.current = {
    edit: (moduleId) => openEditor(moduleId),
    move: onMove,
    addBefore: (index, kind) => setAdding({ index, beforeKind: kindName(kind) }),
    toggleHidden: (module) =>
      updateDocument((document) => ({
        ...document,
        siteModules: setModuleHidden(document.siteModules, module.id, !module.hide),
      })),
    delete: (moduleId) => setDeletingId(moduleId),
  };
  const addAtEndClick = useCallback(
    () => setAdding({ index: draftRef.current.siteModules.length, beforeKind: null }),
    [],
  );

  // The server keeps a page to LIMITS.modulesPerSite modules; the editor stops offering more there.
  const full = modules.length >= LIMITS.modulesPerSite;
  const addAtEnd = full ? (
    <p className="add-module-end">{t("editorShell.addModule.full", { count: LIMITS.modulesPerSite })}</p>
  ) : (
    <div className="add-module-end">
      <button type="button" className="button button--primary" onClick={addAtEndClick}>
        <span aria-hidden="true">+</span> {t("editorShell.addModule.open")}
      </button>
    </div>
  );

  return (
    <div
      className={`editor${review ? " is-review" : ""}${quickStart ? " is-quick-start" : ""}`}
      onPointerDownCapture={preloadEditDialogs}
      onKeyDownCapture={preloadEditDialogs}
    >
      <ActionBar
        siteId={siteId}
        quickStart={quickStart}
        review={review}
        setReview={setReview}
        languages={languages}
        language={currentLanguage}
        setLanguage={setLanguage}
        translateMode={translateMode}
        setTranslateMode={setTranslateMode}
        canUndo={edits.canUndo}
        canRedo={edits.canRedo}
        undo={edits.undo}
        redo={edits.redo}
        chooseAddressHref={props.chooseAddressHref}
        dirty={props.dirty}
        saving={props.saving}
        onSave={props.onSave}
        drawer={drawer}
        toggleDrawer={(which) => setDrawer((open) => (open === which ? null : which))}
      />
      <p className="editor__status" role="status">
        {props.status ?? (review ? t("editor.reviewNote") : "")}
      </p>
      {props.notice}
      {review || !startingTexts ? null : (
        <startingTexts.StartingTextList
          modules={modules}
          languages={languages}
          hrefOf={(entry) => openModuleHref(location.pathname, entry.module.id, entry.language)}
          variant="editor"
        />
      )}
      {canvasShown ? (
        <MenuEditContext.Provider value={review ? null : menuEdit}>
          <PageLanguageTexts language={currentLanguage}>
            <SitePage
              site={{
                ...draft,
                siteModules: reviewModules,
                _id: siteId,
                quickStart,
                giftRegistryReservations: props.giftRegistryReservations ?? [],
              }}
              language={currentLanguage}
              mode={review ? "REVIEW" : "EDIT"}
              brand={previewBrand(config)}
              linkQuery=""
              requestEdit={openEditor}
              decorateModule={
                review
                  ? undefined
                  : (module, index, view) =>
                      !canvasComplete && index >= canvasDrawn ? (
                        index === canvasDrawn ? (
                          <CanvasRest onNear={requestRest} />
                        ) : null
                      ) : (
                        <ModuleFrame
                          module={module}
                          index={index}
                          count={modules.length}
                          full={full}
                          quickStart={quickStart}
                          siteId={siteId}
                          mark={marks.get(module.id)}
                          view={view}
                          addAtEnd={addAtEnd}
                          actions={frameActions}
                          groupBadge={groupBadge}
                        />
                      )
              }
            />
          </PageLanguageTexts>
        </MenuEditContext.Provider>
      ) : null}
      {!review && modules.length === 0 ? addAtEnd : null}
      <EditorContext.Provider value={editorContext}>
        <LazyPart
          code={moduleEditorDialog}
          open={editingModule !== null}
          props={{
            module: editingModule,
            language: currentLanguage,
            focus: editing?.focus,
            onChange: (module: SiteModule) => updateModule(module, editing?.group),
            onDone: () => setEditing(null),
            onCancel: () => {
              cancel(editing);
              setEditing(null);
            },
          }}
        />
      </EditorContext.Provider>
      <LazyPart
        code={menuEditorDialog}
        open={menuSession !== null}
        props={{
          open: menuSession !== null,
          modules,
          languages,
          language: currentLanguage,
          onChange: (siteModules: SiteModule[]) =>
            updateDocument((document) => ({ ...document, siteModules }), menuSession?.group),
          onDone: () => setMenuSession(null),
          onCancel: () => {
            cancel(menuSession);
            setMenuSession(null);
          },
        }}
      />
      <LazyPart
        code={addModuleDialog}
        open={adding !== null}
        props={{
          open: adding !== null,
          brand: config.brand,
          beforeKind: adding?.beforeKind ?? null,
          onChoose: onAdd,
          onClose: () => setAdding(null),
        }}
      />
      <LazyPart
        code={deleteModuleDialog}
        open={deleting !== null}
        props={{
          kind: deleting ? moduleName(deleting) : null,
          onConfirm: () => {
            if (deleting) {
              updateDocument((document) => ({
                ...document,
                siteModules: removeModule(document.siteModules, deleting.id),
              }));
            }
            setDeletingId(null);
          },
          onClose: () => setDeletingId(null),
        }}
      />
      <EditorDrawers
        open={drawer}
        onClose={() => setDrawer(null)}
        siteId={siteId}
        quickStart={quickStart}
        draft={draft}
        update={updateDocument}
        brand={config.brand}
        language={currentLanguage}
        translateMode={translateMode}
        setTranslateMode={setTranslateMode}
      />
      {props.children}
    </div>
  );
}

type StartingTexts = Pick<
  typeof import("@core/starting-texts"),
  "startingTextIssues" | "withoutInstructionTexts"
> &
  Pick<typeof import("../starting-texts/StartingTextList"), "StartingTextList">;

/**
 * The starting texts' checks and their list, loaded once the page is drawn (`ready`): they hold every
 * module kind's starting texts in every language, which the editor's first load does without (issue 24).
 * Until then the canvas has no marks and the list is not shown (it is folded when shown anyway). A failed
 * load leaves them out, as before they arrive.
 */
function useStartingTexts(ready: boolean): StartingTexts | null {
  const [loaded, setLoaded] = useState<StartingTexts | null>(null);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    Promise.all([import("@core/starting-texts"), import("../starting-texts/StartingTextList")])
      .then(([checks, list]) => {
        // A background render: the whole canvas is drawn again with the marks.
        if (live) startTransition(() => setLoaded({ ...checks, StartingTextList: list.StartingTextList }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ready]);
  return loaded;
}
