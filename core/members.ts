// The people of a site (issue 28): its owner, a co-owner (the partner), and helpers with a role (the
// toastmaster, the caterer). The shapes the server parses and the owner app builds, and the rules both
// read: who may do what, how long an invitation lasts, how many may be sent.
import { z } from "zod";
import { MEMBER_ROLES, type MemberRole, type SiteRole } from "./roles";

export { isOwning, MEMBER_ROLES, type MemberRole, OWNING_ROLES, type SiteRole } from "./roles";

export const MEMBER_LIMITS = {
  /** How long an invitation's link works. */
  invitationDays: 7,
  /** People on a site besides its owner, and invitations waiting at once. */
  membersPerSite: 10,
  pendingPerSite: 10,
  /** Invitations one account sends in 24 hours (over all its sites). */
  invitationsPerDay: 20,
} as const;

export const memberInviteSchema = z
  .object({
    mail: z.string().trim().toLowerCase().max(254).pipe(z.email("a valid e-mail address is required")),
    role: z.enum(MEMBER_ROLES),
  })
  .strict();
export type MemberInvite = z.output<typeof memberInviteSchema>;

/** An invitation's token in a link: 43 characters of base64url (256 bits). */
export const MEMBER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A person on the site, as GET /api/sites/{siteId}/members lists them. */
export type MemberView = {
  /** The account's id; DELETE /members/{id} removes them (or, for oneself, leaves). */
  id: string;
  mail: string;
  role: SiteRole;
  /** Whether this is the account asking. */
  you: boolean;
  since: string;
};

/** An invitation not yet used, withdrawn by DELETE /members/{id} with its id. */
export type PendingInvitationView = {
  id: string;
  mail: string;
  role: MemberRole;
  expiresAt: string;
  createdAt: string;
};

export type MembersView = {
  /** The asking account's own role. */
  role: SiteRole;
  members: MemberView[];
  invitations: PendingInvitationView[];
};

/** What accepting an invitation answers: the site to open and the role one has there now. */
export type AcceptedInvitation = { siteId: string; role: SiteRole };
