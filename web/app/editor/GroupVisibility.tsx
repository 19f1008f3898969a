// "Visas för" (issue 25, modules and questions per group): a module or an RSVP question is shown to
// every guest, or only to households in chosen guest groups (and, when ticked, on the open page that
// guests reach without a personal link). The site's groups come from the guest list's settings, loaded
// when the module editor opens (GuestGroupsProvider); a site without groups gets a hint that leads to
// the guest list instead. The canvas marks a limited module with its groups' names (GroupBadge).
import { type GroupVisibility, isGroupLimited } from "@core/group-visibility";
import type { GuestGroup, GuestListSettings } from "@core/guest-list";
import { EditorContext } from "@modules/shared/editor/context";
import { createContext, type ReactNode, useContext, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api } from "../api";

export type GroupsState =
  | { status: "loading" }
  | { status: "ready"; groups: readonly Pick<GuestGroup, "id" | "name">[] }
  | { status: "failed" };

// The last answer per site, so the canvas badges and a second dialog need not ask again at once; the
// badges drawn hear of a newer answer (a group renamed in the guest list, seen when the dialog opens).
const known = new Map<string, Promise<GroupsState>>();
const listeners = new Set<(siteId: string, state: GroupsState) => void>();

/** The site's groups from GET /api/sites/{siteId}/guest-list/settings; `fresh` asks the server again. */
export function loadGuestGroups(siteId: string, fresh = false): Promise<GroupsState> {
  const kept = known.get(siteId);
  if (kept && !fresh) return kept;
  const loading = api
    .get<{ settings: GuestListSettings }>(`/api/sites/${encodeURIComponent(siteId)}/guest-list/settings`)
    .then(
      ({ settings }): GroupsState => ({
        status: "ready",
        groups: settings.groups.map(({ id, name }) => ({ id, name })),
      }),
    )
    .catch((): GroupsState => {
      known.delete(siteId);
      return { status: "failed" };
    });
  known.set(siteId, loading);
  if (kept)
    void loading.then((state) => {
      if (state.status === "ready") for (const listener of listeners) listener(siteId, state);
    });
  return loading;
}

function useGroups(siteId: string | null, fresh: boolean): GroupsState | null {
  const [state, setState] = useState<GroupsState | null>(siteId ? { status: "loading" } : null);
  useEffect(() => {
    if (!siteId) return;
    let current = true;
    void loadGuestGroups(siteId, fresh).then((next) => {
      if (current) setState(next);
    });
    const listener = (changed: string, next: GroupsState) => {
      if (current && changed === siteId) setState(next);
    };
    listeners.add(listener);
    return () => {
      current = false;
      listeners.delete(listener);
    };
  }, [siteId, fresh]);
  return state;
}

const GroupsContext = createContext<{ siteId: string; state: GroupsState } | null>(null);

/**
 * Loads the site's groups once per opening of the module editor (none in quick start, which has no
 * guest list) for every "Visas för" inside it: the module's and each RSVP question's.
 */
export function GuestGroupsProvider({ children }: { children: ReactNode }) {
  const editor = useContext(EditorContext);
  const siteId = editor && !editor.quickStart ? editor.siteId : null;
  const state = useGroups(siteId, true);
  return (
    <GroupsContext.Provider value={siteId && state ? { siteId, state } : null}>
      {children}
    </GroupsContext.Provider>
  );
}

/** The item with its group fields set: none for everyone, else the groups and the open page's mark. */
export function withGroupVisibility<T extends GroupVisibility>(
  item: T,
  groups: readonly string[] | null,
  openPage: boolean,
): T {
  const { visibleToGroups: _groups, visibleOnOpenPage: _open, ...rest } = item;
  if (groups === null) return rest as T;
  return {
    ...rest,
    visibleToGroups: [...groups],
    ...(openPage ? { visibleOnOpenPage: true } : {}),
  } as unknown as T;
}

type FieldProps<T extends GroupVisibility> = {
  item: T;
  onChange: (item: T) => void;
  /** What is limited: the texts say "modulen" or "frågan". */
  what: "module" | "question";
  /** Groups given directly (tests, or a caller that has them); else the editor's GuestGroupsProvider. */
  groupsState?: GroupsState;
  siteId?: string;
};

/** The "Visas för" control: everyone, or chosen groups (+ the open page). */
export function GroupVisibilityField<T extends GroupVisibility>({
  item,
  onChange,
  what,
  groupsState,
  siteId,
}: FieldProps<T>) {
  const { t } = useTranslation("app");
  const id = useId();
  const context = useContext(GroupsContext);
  const state = groupsState ?? context?.state ?? null;
  const site = siteId ?? context?.siteId ?? null;
  const limited = isGroupLimited(item);
  // "Valda grupper" stays chosen while no group is ticked yet (which alone would mean everyone).
  const [choosing, setChoosing] = useState(limited);
  const mode = limited || choosing ? "groups" : "everyone";
  if (!state || !site) return null;

  const chosen = item.visibleToGroups ?? [];
  const openPage = item.visibleOnOpenPage === true;
  const legend = t("guestGroups.shownTo");
  if (state.status === "loading")
    return (
      <p className="field__hint" role="status">
        {t("guestGroups.loading")}
      </p>
    );
  if (state.status === "failed")
    return (
      <p className="field__hint" role="alert">
        {t("guestGroups.loadFailed")}
      </p>
    );
  const groups = state.groups;
  // Groups deleted from the guest list since: still shown, ticked, so the owner can take them off.
  const gone = chosen.filter((groupId) => !groups.some((group) => group.id === groupId));
  const guestListLink = (
    <Link to={`/redigera/${encodeURIComponent(site)}/gaster`}>{t("guestGroups.toGuestList")}</Link>
  );
  if (groups.length === 0 && !limited)
    return (
      <div className="field group-visibility">
        <p className="field__hint" id={`${id}-none`}>
          <strong>{legend}:</strong> {t(`guestGroups.everyone.${what}`)}. {t("guestGroups.noGroups")}{" "}
          {guestListLink}
        </p>
      </div>
    );

  const setGroups = (next: readonly string[], nextOpenPage = openPage) =>
    onChange(withGroupVisibility(item, next, nextOpenPage));
  const toggle = (groupId: string, on: boolean) =>
    setGroups(on ? [...chosen, groupId] : chosen.filter((other) => other !== groupId));

  return (
    <fieldset className="question-conditions group-visibility" aria-describedby={`${id}-hint`}>
      <legend>{legend}</legend>
      <label className="check">
        <input
          type="radio"
          name={`${id}-mode`}
          checked={mode === "everyone"}
          onChange={() => {
            setChoosing(false);
            onChange(withGroupVisibility(item, null, false));
          }}
        />
        <span>{t("guestGroups.everyoneOption")}</span>
      </label>
      <label className="check">
        <input
          type="radio"
          name={`${id}-mode`}
          checked={mode === "groups"}
          onChange={() => setChoosing(true)}
        />
        <span>{t("guestGroups.chosenOption")}</span>
      </label>
      {mode === "groups" ? (
        <>
          <ul className="question-conditions__list">
            {groups.map((group) => (
              <li key={group.id}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={chosen.includes(group.id)}
                    onChange={(event) => toggle(group.id, event.target.checked)}
                  />
                  <span>{group.name}</span>
                </label>
              </li>
            ))}
            {gone.map((groupId) => (
              <li key={groupId}>
                <label className="check">
                  <input type="checkbox" checked onChange={() => toggle(groupId, false)} />
                  <span>{t("guestGroups.removedGroup")}</span>
                </label>
              </li>
            ))}
            <li>
              <label className="check">
                <input
                  type="checkbox"
                  checked={openPage}
                  onChange={(event) => setGroups(chosen, event.target.checked)}
                />
                <span>{t("guestGroups.openPage")}</span>
              </label>
            </li>
          </ul>
          {chosen.length === 0 ? (
            <p className="field__hint" role="status">
              {t(`guestGroups.noneChosen.${what}`)}
            </p>
          ) : null}
        </>
      ) : null}
      <p className="field__hint" id={`${id}-hint`}>
        {t(`guestGroups.hint.${what}`)} {groups.length === 0 ? guestListLink : null}
      </p>
    </fieldset>
  );
}

/** The names a limited module is shown to, as its badge says them. */
export function shownToNames(
  item: GroupVisibility,
  groups: readonly Pick<GuestGroup, "id" | "name">[],
  texts: { openPage: string; removed: string },
): string {
  const names = (item.visibleToGroups ?? []).map(
    (groupId) => groups.find((group) => group.id === groupId)?.name ?? texts.removed,
  );
  if (item.visibleOnOpenPage) names.push(texts.openPage);
  return names.join(", ");
}

/** On the canvas: a limited module's groups, so the owner sees that not every guest gets it. */
export function GroupBadge({ siteId, module }: { siteId: string; module: GroupVisibility }) {
  const { t } = useTranslation("app");
  const state = useGroups(siteId, false);
  if (!isGroupLimited(module)) return null;
  const groups = state?.status === "ready" ? state.groups : [];
  const names =
    state?.status === "ready"
      ? shownToNames(module, groups, {
          openPage: t("guestGroups.openPageShort"),
          removed: t("guestGroups.removedGroup"),
        })
      : t("guestGroups.someGroups");
  return <p className="module-note group-badge">{t("guestGroups.badge", { names })}</p>;
}

export default GroupBadge;
