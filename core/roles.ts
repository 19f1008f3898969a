// Who a person is on a site (issue 28), without zod: the owner app's first load reads it (the owners'
// screens' gate, web/app/owners-only.tsx), and zod stays out of that load. core/members.ts re-exports it.

/** A member's role: 'owner' is a co-owner, who can do everything the site's owner can but two things. */
export const MEMBER_ROLES = ["owner", "toastmaster", "caterer"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * The role a person has on a site: 'primary' is the site's owner (sites.account_id), who made the site
 * or was handed it: nobody removes them, and only they delete the site. A co-owner ('owner') does
 * everything else the owner does (invites and removes helpers and other co-owners) and may leave.
 */
export type SiteRole = "primary" | MemberRole;

/** Roles that own the site: everything the owner app does, but deleting the site and removing the primary. */
export const OWNING_ROLES: readonly SiteRole[] = ["primary", "owner"];

export const isOwning = (role: SiteRole | null | undefined): role is "primary" | "owner" =>
  role === "primary" || role === "owner";

/**
 * A helper's own screen under /redigera/{siteId}/ (the owner app sends a helper there from the editor
 * and the owners' screens), or null for an owner (or a role without one).
 */
export function helperScreenOf(
  role: SiteRole | string | null | undefined,
): "toastmaster" | "catering" | null {
  return role === "toastmaster" ? "toastmaster" : role === "caterer" ? "catering" : null;
}
