// The people of a site (issue 28): invitations by mail, accepting one, the list, removing and leaving.
//
// - An invitation is a link with a 256-bit token (the database keeps its sha256), valid for
//   MEMBER_LIMITS.invitationDays and used once. Inviting the same mail again withdraws the earlier one.
// - The one who accepts must be signed in, with any account but the site's owner's or an existing
//   member's; the invitation's mail address need not be the account's (a partner may sign up with
//   another address), the link itself is the proof, as a reset link is.
// - Removing a person deletes their membership: guards.ts reads it on every request, so their next
//   request to the site is refused. Nobody removes the site's owner ('primary'); a co-owner may remove
//   anyone else and leave; the owner cannot leave (they delete the site or their account, which hands
//   the site to a co-owner: account-deletion.ts).
// - Caps: MEMBER_LIMITS (people and waiting invitations per site, invitations per account and day).
import type { UiLanguage } from "@core/languages";
import {
  type AcceptedInvitation,
  isOwning,
  MEMBER_LIMITS,
  type MemberInvite,
  type MemberRole,
  type MembersView,
  type SiteRole,
} from "@core/members";
import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { hashToken, newToken } from "../auth/tokens";
import type { AppContext } from "../context";
import { accounts, memberInvitations, siteActivity, siteMembers, sites } from "../db/schema";
import { ApiError } from "../errors";
import type { SiteRow } from "../guards";
import { newId } from "../ids";
import { invalidateSite } from "../ssr/page-cache";
import { eventTitleOf } from "./sends-texts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A note in the site's activity list; never fails the action it records. */
export async function recordActivity(
  ctx: AppContext,
  siteId: string,
  accountId: string | null,
  kind: string,
  detail: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  try {
    await ctx.db.insert(siteActivity).values({ siteId, accountId, kind, detail });
  } catch (error) {
    ctx.log.error({ err: error, siteId, kind }, "recording the site's activity failed");
  }
}

const ROLE_WORDS: Record<UiLanguage, Record<MemberRole, string>> = {
  sv: { owner: "medägare", toastmaster: "toastmaster", caterer: "cateringansvarig" },
  en: { owner: "co-owner", toastmaster: "toastmaster", caterer: "caterer" },
  da: { owner: "medejer", toastmaster: "toastmaster", caterer: "cateringansvarlig" },
};

/** The invitation mail's words, in the inviter's language. */
export function memberInvitationMail(
  language: UiLanguage,
  input: { inviter: string; role: MemberRole; title: string; link: string; brand: string; days: number },
): { subject: string; text: string } {
  const role = ROLE_WORDS[language][input.role];
  const title = input.title || input.brand;
  switch (language) {
    case "en":
      return {
        subject: `${input.inviter} invites you to “${title}”`,
        text: [
          "Hi,",
          "",
          `${input.inviter} invites you to help with the page “${title}” as ${role}.`,
          "Open the link, sign in or create an account, and you are in:",
          input.link,
          "",
          `The link works once and for ${input.days} days. If you did not expect this mail, you can ignore it.`,
          "",
          `Kind regards\n${input.brand}`,
        ].join("\n"),
      };
    case "da":
      return {
        subject: `${input.inviter} inviterer dig til »${title}«`,
        text: [
          "Hej,",
          "",
          `${input.inviter} inviterer dig til at hjælpe med siden »${title}« som ${role}.`,
          "Åbn linket, log ind eller opret en konto, så er du med:",
          input.link,
          "",
          `Linket virker én gang og i ${input.days} dage. Havde du ikke ventet denne mail, kan du se bort fra den.`,
          "",
          `Venlig hilsen\n${input.brand}`,
        ].join("\n"),
      };
    default:
      return {
        subject: `${input.inviter} bjuder in dig till ”${title}”`,
        text: [
          "Hej,",
          "",
          `${input.inviter} bjuder in dig att hjälpa till med sidan ”${title}” som ${role}.`,
          "Öppna länken, logga in eller skapa ett konto, så är du med:",
          input.link,
          "",
          `Länken fungerar en gång och i ${input.days} dagar. Väntade du dig inte det här mejlet kan du bortse från det.`,
          "",
          `Vänliga hälsningar\n${input.brand}`,
        ].join("\n"),
      };
  }
}

/**
 * Invites a person by mail (the inviter's role checked by the route: owning roles only). Refused: the
 * owner's or a member's own mail (409 MEMBER_EXISTS), a site full of people or waiting invitations, or an
 * account past its invitations for the day (429). Answers the invitation's id; the mail goes after.
 */
export async function inviteMember(
  ctx: AppContext,
  site: SiteRow,
  inviter: { id: string; mail: string },
  input: MemberInvite,
  language: UiLanguage,
  now: Date = new Date(),
): Promise<{ id: string; expiresAt: string }> {
  const token = newToken();
  const id = newId();
  const expiresAt = new Date(now.getTime() + MEMBER_LIMITS.invitationDays * DAY_MS);
  await ctx.db.transaction(async (tx) => {
    // One inviter at a time per site: the counts below hold until the invitation is stored.
    await tx.execute(sql`select 1 from ${sites} where ${sites.id} = ${site.id} for update`);
    const values = await readFacts(tx, site.id, input.mail, inviter.id, site.accountId, now);
    if (values.ownerMail === input.mail || values.alreadyMember) throw new ApiError("MEMBER_EXISTS");
    if (
      values.members + values.pending >= MEMBER_LIMITS.membersPerSite ||
      values.pending >= MEMBER_LIMITS.pendingPerSite
    )
      throw new ApiError("MEMBER_LIMIT_REACHED");
    if (values.today >= MEMBER_LIMITS.invitationsPerDay) throw new ApiError("TOO_MANY_REQUESTS");
    // An earlier invitation to the same address is withdrawn: one link per person at a time.
    await tx
      .update(memberInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(memberInvitations.siteId, site.id),
          eq(memberInvitations.mail, input.mail),
          isNull(memberInvitations.acceptedAt),
          isNull(memberInvitations.revokedAt),
        ),
      );
    await tx.insert(memberInvitations).values({
      id,
      siteId: site.id,
      mail: input.mail,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: inviter.id,
      expiresAt,
      createdAt: now,
    });
  });
  await recordActivity(ctx, site.id, inviter.id, "invited", { role: input.role });
  const link = `${ctx.config.publicUrl}/medlem/${token}`;
  try {
    await ctx.mail.send({
      to: input.mail,
      ...memberInvitationMail(language, {
        inviter: inviter.mail,
        role: input.role,
        title: eventTitleOf(site.document, language),
        link,
        brand: ctx.config.brandDefinition.displayName,
        days: MEMBER_LIMITS.invitationDays,
      }),
      design: { kind: "member-invitation", language },
    });
  } catch (error) {
    // The invitation stands (the owner sees it waiting and can send it again).
    ctx.log.error({ err: error, siteId: site.id }, "member invitation mail failed");
  }
  return { id, expiresAt: expiresAt.toISOString() };
}

async function readFacts(
  tx: Parameters<Parameters<AppContext["db"]["transaction"]>[0]>[0],
  siteId: string,
  mail: string,
  inviterId: string,
  ownerId: string | null,
  now: Date,
) {
  const ownerMail = ownerId
    ? ((await tx.select({ mail: accounts.mail }).from(accounts).where(eq(accounts.id, ownerId)).limit(1))[0]
        ?.mail ?? null)
    : null;
  const members = await tx
    .select({ mail: accounts.mail })
    .from(siteMembers)
    .innerJoin(accounts, eq(accounts.id, siteMembers.accountId))
    .where(eq(siteMembers.siteId, siteId));
  const pending = await tx
    .select({ mail: memberInvitations.mail })
    .from(memberInvitations)
    .where(
      and(
        eq(memberInvitations.siteId, siteId),
        isNull(memberInvitations.acceptedAt),
        isNull(memberInvitations.revokedAt),
        gt(memberInvitations.expiresAt, now),
      ),
    );
  const [today] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberInvitations)
    .where(
      and(
        eq(memberInvitations.invitedBy, inviterId),
        gt(memberInvitations.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return {
    ownerMail,
    members: members.length,
    alreadyMember: members.some((member) => member.mail === mail),
    pending: pending.filter((invitation) => invitation.mail !== mail).length,
    today: Number(today?.n ?? 0),
  };
}

/** The site's people and its waiting invitations, for a member with an owning role. */
export async function listMembers(
  ctx: AppContext,
  site: SiteRow,
  asking: { id: string; role: SiteRole },
  now: Date = new Date(),
): Promise<MembersView> {
  const owner = site.accountId
    ? (
        await ctx.db
          .select({ id: accounts.id, mail: accounts.mail, since: sites.createdAt })
          .from(sites)
          .innerJoin(accounts, eq(accounts.id, sites.accountId))
          .where(eq(sites.id, site.id))
          .limit(1)
      )[0]
    : undefined;
  const members = await ctx.db
    .select({
      id: siteMembers.accountId,
      mail: accounts.mail,
      role: siteMembers.role,
      since: siteMembers.createdAt,
    })
    .from(siteMembers)
    .innerJoin(accounts, eq(accounts.id, siteMembers.accountId))
    .where(eq(siteMembers.siteId, site.id))
    .orderBy(asc(siteMembers.createdAt));
  const invitations = isOwning(asking.role)
    ? await ctx.db
        .select({
          id: memberInvitations.id,
          mail: memberInvitations.mail,
          role: memberInvitations.role,
          expiresAt: memberInvitations.expiresAt,
          createdAt: memberInvitations.createdAt,
        })
        .from(memberInvitations)
        .where(
          and(
            eq(memberInvitations.siteId, site.id),
            isNull(memberInvitations.acceptedAt),
            isNull(memberInvitations.revokedAt),
            gt(memberInvitations.expiresAt, now),
          ),
        )
        .orderBy(asc(memberInvitations.createdAt))
    : [];
  return {
    role: asking.role,
    members: [
      ...(owner
        ? [
            {
              id: owner.id,
              mail: owner.mail,
              role: "primary" as const,
              you: owner.id === asking.id,
              since: owner.since.toISOString(),
            },
          ]
        : []),
      ...members.map((member) => ({
        id: member.id,
        mail: member.mail,
        role: member.role,
        you: member.id === asking.id,
        since: member.since.toISOString(),
      })),
    ],
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      mail: invitation.mail,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
      createdAt: invitation.createdAt.toISOString(),
    })),
  };
}

/**
 * Removes a person (an account id) or withdraws a waiting invitation (its id). Anyone may remove
 * themselves (leave), but the site's owner, who has no one to hand the site to here; an owning role
 * removes anyone but the owner. 404 for an id that is neither on this site.
 */
export async function removeMember(
  ctx: AppContext,
  site: SiteRow,
  asking: { id: string; role: SiteRole },
  memberId: string,
): Promise<{ removed: "member" | "invitation" }> {
  if (memberId === site.accountId) {
    // Nobody removes the owner. The owner may leave when there is a co-owner to hand the site to (the
    // longest-standing); the last owner cannot (LAST_OWNER: delete the page or the account instead).
    if (asking.id !== memberId) throw new ApiError("FORBIDDEN");
    if (!(await handOverSite(ctx, site.id, memberId))) throw new ApiError("LAST_OWNER");
    invalidateSite(ctx, site.id);
    return { removed: "member" };
  }
  const leaving = memberId === asking.id;
  if (!leaving && !isOwning(asking.role)) throw new ApiError("FORBIDDEN");
  const removed = await ctx.db
    .delete(siteMembers)
    .where(and(eq(siteMembers.siteId, site.id), eq(siteMembers.accountId, memberId)))
    .returning({ role: siteMembers.role });
  if (removed.length > 0) {
    await recordActivity(ctx, site.id, asking.id, leaving ? "left" : "removed", {
      role: removed[0]?.role ?? null,
    });
    invalidateSite(ctx, site.id);
    return { removed: "member" };
  }
  if (isOwning(asking.role)) {
    const revoked = await ctx.db
      .update(memberInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(memberInvitations.siteId, site.id),
          eq(memberInvitations.id, memberId),
          isNull(memberInvitations.acceptedAt),
          isNull(memberInvitations.revokedAt),
        ),
      )
      .returning({ id: memberInvitations.id });
    if (revoked.length > 0) return { removed: "invitation" };
  }
  throw new ApiError("NOT_FOUND");
}

/**
 * Accepts an invitation for the signed-in account: single use (the token's row is marked in the same
 * statement that checks it), within its days, not withdrawn. 404 MEMBER_INVITATION_INVALID for a link
 * that is unknown, used, withdrawn or expired (one answer for all: tokens are not probed); 409
 * MEMBER_EXISTS when the account is the site's owner or a member already (the link stays unused).
 */
export async function acceptInvitation(
  ctx: AppContext,
  token: string,
  account: { id: string },
  now: Date = new Date(),
): Promise<AcceptedInvitation> {
  return ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(memberInvitations)
      .where(eq(memberInvitations.tokenHash, hashToken(token)))
      .limit(1)
      .for("update");
    if (
      !invitation ||
      invitation.acceptedAt !== null ||
      invitation.revokedAt !== null ||
      invitation.expiresAt.getTime() <= now.getTime()
    )
      throw new ApiError("MEMBER_INVITATION_INVALID");
    const [site] = await tx
      .select({ accountId: sites.accountId })
      .from(sites)
      .where(eq(sites.id, invitation.siteId))
      .limit(1);
    if (!site) throw new ApiError("MEMBER_INVITATION_INVALID");
    if (site.accountId === account.id) throw new ApiError("MEMBER_EXISTS");
    const inserted = await tx
      .insert(siteMembers)
      .values({
        siteId: invitation.siteId,
        accountId: account.id,
        role: invitation.role,
        addedBy: invitation.invitedBy,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ role: siteMembers.role });
    if (inserted.length === 0) throw new ApiError("MEMBER_EXISTS");
    await tx
      .update(memberInvitations)
      .set({ acceptedAt: now, acceptedBy: account.id })
      .where(eq(memberInvitations.id, invitation.id));
    await tx.insert(siteActivity).values({
      siteId: invitation.siteId,
      accountId: account.id,
      kind: "joined",
      detail: { role: invitation.role },
    });
    return { siteId: invitation.siteId, role: invitation.role };
  });
}

/** A line of the owner's activity list (GET /api/sites/{siteId}/activity). */
export type ActivityView = {
  id: number;
  kind: string;
  at: string;
  /** The account's mail; null when the account no longer exists (the UI says "someone no longer here"). */
  who: string | null;
  detail: Record<string, string | number | boolean | null>;
};

/** How many lines the activity list shows. */
export const ACTIVITY_LIMIT = 50;
/** A busy editing session is one "saved" line: at most one per person in this long. */
export const SAVED_EVERY_MS = 10 * 60 * 1000;

/** The site's activity, newest first, at most ACTIVITY_LIMIT lines. */
export async function listActivity(ctx: AppContext, siteId: string): Promise<ActivityView[]> {
  const rows = await ctx.db
    .select({
      id: siteActivity.id,
      kind: siteActivity.kind,
      at: siteActivity.createdAt,
      who: accounts.mail,
      detail: siteActivity.detail,
    })
    .from(siteActivity)
    .leftJoin(accounts, eq(accounts.id, siteActivity.accountId))
    .where(eq(siteActivity.siteId, siteId))
    .orderBy(desc(siteActivity.id))
    .limit(ACTIVITY_LIMIT);
  return rows.map((row) => ({ ...row, at: row.at.toISOString(), who: row.who ?? null }));
}

/**
 * Notes a save in the activity list, unless the same person's last "saved" note is less than
 * SAVED_EVERY_MS old (one statement: the check and the insert). Never fails the save.
 */
export async function recordSaved(ctx: AppContext, siteId: string, accountId: string): Promise<void> {
  try {
    const since = new Date(Date.now() - SAVED_EVERY_MS);
    await ctx.db.execute(sql`
      insert into ${siteActivity} (site_id, account_id, kind, detail)
      select ${siteId}, ${accountId}, 'saved', '{}'::jsonb
      where not exists (
        select 1 from ${siteActivity}
        where site_id = ${siteId} and account_id = ${accountId} and kind = 'saved'
          and created_at > ${since.toISOString()}::timestamptz
      )`);
  } catch (error) {
    ctx.log.error({ err: error, siteId }, "recording the site's save failed");
  }
}

/**
 * Hands the site from its owner to its longest-standing co-owner, in one transaction with the site's
 * row locked: the co-owner becomes the owner (their member row goes) and a line of the site's activity
 * says so. False when the site has no co-owner (or is no longer the account's).
 */
export async function handOverSite(ctx: AppContext, siteId: string, fromAccountId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [site] = await tx
      .select({ accountId: sites.accountId })
      .from(sites)
      .where(eq(sites.id, siteId))
      .limit(1)
      .for("update");
    if (site?.accountId !== fromAccountId) return false;
    const [heir] = await tx
      .select({ accountId: siteMembers.accountId })
      .from(siteMembers)
      .where(and(eq(siteMembers.siteId, siteId), eq(siteMembers.role, "owner")))
      .orderBy(asc(siteMembers.createdAt))
      .limit(1);
    if (!heir) return false;
    await tx.update(sites).set({ accountId: heir.accountId }).where(eq(sites.id, siteId));
    await tx
      .delete(siteMembers)
      .where(and(eq(siteMembers.siteId, siteId), eq(siteMembers.accountId, heir.accountId)));
    await tx
      .insert(siteActivity)
      .values({ siteId, accountId: heir.accountId, kind: "handed-over", detail: {} });
    return true;
  });
}
