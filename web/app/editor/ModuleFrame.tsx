// One module on the editor's canvas (EditorShell's decorateModule): its tools, notes and marks around the
// view SitePage made for it. Memoised (issue 24, TBT): the canvas is drawn a module at a time after its
// first modules, and each of those renders drew every module already there again (their tools' labels,
// their views): quadratic work on a phone's main thread. A frame now renders again only when something it
// shows changed: its module, place, marks, the page being full, or its view (compared element by element,
// sameElement). What it does on a press is read when pressed (`actions`), so a frame that did not render
// again still acts on the latest page. Contexts (the site's, the UI language) reach it as before.
import type { SiteModule, SiteModuleType } from "@modules/schemas";
import { hasView } from "@modules/views";
import { type ComponentProps, isValidElement, memo, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { LazyPart, type PartCode } from "../components/LazyPart";
import type { GroupBadge } from "./GroupVisibility";
import { ModuleTools } from "./ModuleTools";

/** What a frame's buttons do, read at the press (EditorShell keeps the latest in a ref). */
export type ModuleFrameActions = {
  edit: (moduleId: string) => void;
  move: (index: number, step: -1 | 1) => void;
  addBefore: (index: number, kind: SiteModuleType) => void;
  toggleHidden: (module: SiteModule) => void;
  delete: (moduleId: string) => void;
};

export type StartingTextMark = { instruction: boolean; untranslated: boolean };

type Props = {
  module: SiteModule;
  index: number;
  count: number;
  /** The page holds as many modules as it may: no 'add before'. */
  full: boolean;
  quickStart: boolean;
  siteId: string;
  mark: StartingTextMark | undefined;
  /** The view SitePage made for the module (its section). */
  view: ReactNode;
  /** Shown under the last module: the add-module button (or the note that the page is full). */
  addAtEnd: ReactNode;
  actions: RefObject<ModuleFrameActions>;
  groupBadge: PartCode<ComponentProps<typeof GroupBadge>>;
};

function ModuleFrameView({
  module,
  index,
  count,
  full,
  quickStart,
  siteId,
  mark,
  view,
  addAtEnd,
  actions,
  groupBadge,
}: Props) {
  const { t } = useTranslation("app");
  return (
    <div data-module-frame={module.id} className={mark?.instruction ? "has-starting-text" : undefined}>
      <ModuleTools
        module={module}
        index={index}
        count={count}
        onEdit={() => actions.current.edit(module.id)}
        onMove={(step) => actions.current.move(index, step)}
        onAddBefore={full ? null : () => actions.current.addBefore(index, module.siteModuleType)}
        onToggleHidden={() => actions.current.toggleHidden(module)}
        onDelete={() => actions.current.delete(module.id)}
      />
      {module.hide ? <p className="module-note">{t("guest:hiddenModule")}</p> : null}
      {!quickStart && (module.visibleToGroups?.length ?? 0) > 0 ? (
        <LazyPart code={groupBadge} open props={{ siteId, module }} />
      ) : null}
      <StartingTextMarks mark={mark} />
      {hasView(module.siteModuleType) ? (
        view
      ) : (
        <p className="module-placeholder">{t("guest:unsupportedModule")}</p>
      )}
      {index === count - 1 ? addAtEnd : null}
    </div>
  );
}

/** The canvas's marks on a module with a starting text or an untranslated text in the edited language. */
function StartingTextMarks({ mark }: { mark: StartingTextMark | undefined }) {
  const { t } = useTranslation("app");
  if (!mark) return null;
  return (
    <p className="starting-text-marks">
      {mark.instruction ? (
        <span className="starting-text-badge" title={t("startingTexts.badgeHint")}>
          {t("startingTexts.badge")}
        </span>
      ) : null}
      {mark.untranslated ? (
        <span className="starting-text-badge starting-text-badge--untranslated">
          {t("startingTexts.untranslatedBadge")}
        </span>
      ) : null}
    </p>
  );
}

/**
 * Whether two React nodes draw the same: equal primitives, or elements of the same type and key whose
 * props are the same values (props that are elements or arrays of them compared the same way, in depth).
 * Anything else (a new function, a new object) counts as a change, so the frame renders again.
 */
export function sameElement(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (depth > 12) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameElement(item, b[i], depth + 1));
  if (!isValidElement(a) || !isValidElement(b)) return false;
  if (a.type !== b.type || a.key !== b.key) return false;
  const propsA = a.props as Record<string, unknown>;
  const propsB = b.props as Record<string, unknown>;
  const keys = Object.keys(propsA);
  if (keys.length !== Object.keys(propsB).length) return false;
  return keys.every((key) => key in propsB && sameElement(propsA[key], propsB[key], depth + 1));
}

function sameMark(a: StartingTextMark | undefined, b: StartingTextMark | undefined): boolean {
  return a?.instruction === b?.instruction && a?.untranslated === b?.untranslated;
}

export function sameFrameProps(previous: Props, next: Props): boolean {
  const last = next.index === next.count - 1;
  return (
    previous.module === next.module &&
    previous.index === next.index &&
    previous.count === next.count &&
    previous.full === next.full &&
    previous.quickStart === next.quickStart &&
    previous.siteId === next.siteId &&
    previous.actions === next.actions &&
    previous.groupBadge === next.groupBadge &&
    sameMark(previous.mark, next.mark) &&
    // The add-module button is shown under the last module only.
    (!last || sameElement(previous.addAtEnd, next.addAtEnd)) &&
    sameElement(previous.view, next.view)
  );
}

export const ModuleFrame = memo(ModuleFrameView, sameFrameProps);
