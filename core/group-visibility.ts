// Modules and RSVP questions limited to guest groups (issue 25 "Modules and questions per group").
// A module or question may carry `visibleToGroups` (the guest list's group ids) and `visibleOnOpenPage`:
//   - absent or empty `visibleToGroups`: everyone sees it, the open page (no personal link) too;
//   - else only households in one of those groups see it, and the open page only when the owner
//     also ticked `visibleOnOpenPage` ("the open page").
// The guest page, its islands and the public site API get the site filtered once per request by
// `siteForGroups` (server/ssr): guests of other groups never receive what is not theirs.
import { z } from "zod";
import { GUEST_LIST_LIMITS } from "./guest-list";

/** A guest group's id as the guest list makes them (core/guest-list.ts). */
const groupIdSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, "a group id holds letters, digits, '-' and '_' only");

/** The optional fields of a module or an RSVP question that limit it to groups (old documents lack them). */
export const groupVisibilityFields = {
  visibleToGroups: z
    .array(groupIdSchema)
    .max(GUEST_LIST_LIMITS.groups)
    .refine((ids) => new Set(ids).size === ids.length, "a group is listed twice")
    .optional(),
  visibleOnOpenPage: z.boolean().optional(),
};

export type GroupVisibility = {
  visibleToGroups?: readonly string[] | undefined;
  visibleOnOpenPage?: boolean | undefined;
};

/** Whether a module or question is limited to some groups (else everyone sees it). */
export function isGroupLimited(item: GroupVisibility): boolean {
  return (item.visibleToGroups?.length ?? 0) > 0;
}

/**
 * Whether a household in these groups sees it; `groups` null is the open page (no personal link).
 * A household in no group sees only what everyone sees (and nothing of the open page's extras).
 */
export function isVisibleTo(item: GroupVisibility, groups: readonly string[] | null): boolean {
  const limitedTo = item.visibleToGroups;
  if (!limitedTo || limitedTo.length === 0) return true;
  if (groups === null) return item.visibleOnOpenPage === true;
  return groups.some((group) => limitedTo.includes(group));
}

/** The item without its group fields: what a guest receives (never the owner's group ids). */
function withoutGroupFields<T extends GroupVisibility>(item: T): T {
  if (!("visibleToGroups" in item) && !("visibleOnOpenPage" in item)) return item;
  const { visibleToGroups: _groups, visibleOnOpenPage: _open, ...rest } = item;
  return rest as T;
}

type FormLike<E> = { formElements: readonly E[] };

/**
 * The questions of a form that a guest in these groups sees (null: the open page), in order, without
 * their group fields. An RSVP submission answers only these: answers to the others are to be ignored
 * or refused, and a required question the guest never saw is not required of them.
 */
export function questionsVisibleTo<E extends GroupVisibility>(
  form: FormLike<E>,
  groups: readonly string[] | null,
): E[] {
  return form.formElements.filter((element) => isVisibleTo(element, groups)).map(withoutGroupFields);
}

type ModuleLike = GroupVisibility & { siteModuleType: string };
type SiteLike<M> = { siteModules: M[] };

/** Whether anything of these modules is limited to groups (a module, or an RSVP question). */
function hasGroupLimits(modules: readonly ModuleLike[]): boolean {
  for (const module of modules) {
    if ("visibleToGroups" in module || "visibleOnOpenPage" in module) return true;
    const form = (module as { form?: FormLike<GroupVisibility> }).form;
    if (module.siteModuleType === "Rsvp" && form?.formElements.some(hasGroupFields)) return true;
  }
  return false;
}

const hasGroupFields = (item: GroupVisibility) => "visibleToGroups" in item || "visibleOnOpenPage" in item;

/**
 * The site as a guest in these groups may receive it (null: the open page, no personal link): the
 * modules and RSVP questions not for them left out, the group fields of the rest removed, and the gift
 * reservations of left-out registries dropped. A site without any group limit is returned as it is.
 */
export function siteForGroups<M extends ModuleLike, S extends SiteLike<M>>(
  site: S,
  groups: readonly string[] | null,
): S {
  if (!hasGroupLimits(site.siteModules)) return site;
  const siteModules: M[] = [];
  for (const module of site.siteModules) {
    if (!isVisibleTo(module, groups)) continue;
    const kept = withoutGroupFields(module);
    const form = (kept as { form?: FormLike<GroupVisibility> }).form;
    siteModules.push(
      kept.siteModuleType === "Rsvp" && form && form.formElements.some(hasGroupFields)
        ? ({ ...kept, form: { ...form, formElements: questionsVisibleTo(form, groups) } } as M)
        : kept,
    );
  }
  const filtered = { ...site, siteModules };
  const reservations = (site as { giftRegistryReservations?: { giftRegistryId: string }[] })
    .giftRegistryReservations;
  if (reservations && reservations.length > 0) {
    const items = new Set<string>();
    for (const module of siteModules) {
      const registry = (module as { giftRegistry?: { items?: { id: string }[] } }).giftRegistry;
      for (const item of registry?.items ?? []) items.add(item.id);
    }
    (filtered as { giftRegistryReservations?: unknown[] }).giftRegistryReservations = reservations.filter(
      (r) => items.has(r.giftRegistryId),
    );
  }
  return filtered;
}
