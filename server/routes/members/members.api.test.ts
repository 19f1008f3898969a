// The people of a site (issue 28) through HTTP: inviting by mail (the .eml's link), accepting once,
// co-owners doing what the owner does (saves, the guest list, inviting) but deleting or removing the
// owner; helpers reading the site with their role and refused the owner's routes; removal ending access
// from the next request; invitations that expire, are withdrawn or used; caps; account deletion
// handing the site to the co-owner.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MEMBER_LIMITS } from "@core/members";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memberInvitations, siteActivity, sites, siteVersions } from "../../db/schema";
import {
  createSiteFor,
  deleteAccount,
  expectError,
  freshClientAddress,
  registerAndLogin,
  TEST_PASSWORD,
  testAppForThisFile,
  uniqueMail,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile();

type Json = Record<string, unknown>;

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    ...(payload !== undefined ? { payload: payload as Json } : {}),
    remoteAddress: freshClientAddress(),
  });

/** The invitation link's token in the newest .eml to an address. */
function invitationTokenTo(address: string): string {
  const dir = join(t.ctx.config.dataDir, "mail");
  const files = readdirSync(dir)
    .map((file) => join(dir, file))
    .map((path) =>
      readFileSync(path, "latin1")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    )
    .filter((text) => text.includes(`To: ${address}`));
  const last = files.at(-1);
  const token = last?.match(/\/medlem\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no invitation mail to ${address}`);
  return token;
}

async function coupleWithSite() {
  const owner = await registerAndLogin(t.app);
  const siteId = await createSiteFor(t.app, owner.cookie, validSiteDocument());
  return { owner, siteId };
}

async function invite(siteId: string, cookie: string, mail: string, role: string) {
  const response = await call("POST", `/api/sites/${siteId}/members`, cookie, { mail, role });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; expiresAt: string };
}

async function join_(siteId: string, ownerCookie: string, role: string) {
  const person = await registerAndLogin(t.app);
  await invite(siteId, ownerCookie, person.mail, role);
  const accepted = await call("POST", `/api/members/accept/${invitationTokenTo(person.mail)}`, person.cookie);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return person;
}

describe("inviting and accepting", () => {
  it("mails a link that the partner accepts once, after which both own the site", async () => {
    const { owner, siteId } = await coupleWithSite();
    const partner = await registerAndLogin(t.app);
    const made = await invite(siteId, owner.cookie, partner.mail.toUpperCase(), "owner");
    expect(new Date(made.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    // Before accepting, the partner has no access.
    expectError(await call("GET", `/api/sites/${siteId}`, partner.cookie), 403, "FORBIDDEN");
    const token = invitationTokenTo(partner.mail);
    const accepted = await call("POST", `/api/members/accept/${token}`, partner.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ siteId, role: "owner" });

    const read = await call("GET", `/api/sites/${siteId}`, partner.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().role).toBe("owner");
    expect((await call("GET", `/api/sites/${siteId}`, owner.cookie)).json().role).toBe("primary");

    // Used once: a second account gets the same "no longer valid" as an unknown link.
    const other = await registerAndLogin(t.app);
    expectError(
      await call("POST", `/api/members/accept/${token}`, other.cookie),
      404,
      "MEMBER_INVITATION_INVALID",
    );
    expectError(
      await call("POST", `/api/members/accept/${"x".repeat(43)}`, other.cookie),
      404,
      "MEMBER_INVITATION_INVALID",
    );
    // Signed out: 401 before the token is looked at.
    expectError(await call("POST", `/api/members/accept/${token}`), 401, "NOT_LOGGED_IN");

    // The partner signs in and lands on the shared site.
    const login = await t.app.inject({
      method: "POST",
      url: "/api/accounts/login/",
      payload: { mail: partner.mail, password: TEST_PASSWORD },
      remoteAddress: freshClientAddress(),
    });
    expect(login.json().site).toBe(siteId);

    const list = await call("GET", `/api/sites/${siteId}/members`, partner.cookie);
    expect(list.statusCode).toBe(200);
    const members = list.json().members as { mail: string; role: string; you: boolean }[];
    expect(members.map((m) => [m.mail, m.role, m.you])).toEqual([
      [owner.mail, "primary", false],
      [partner.mail, "owner", true],
    ]);
    const activity = await t.ctx.db.select().from(siteActivity).where(eq(siteActivity.siteId, siteId));
    expect(activity.map((row) => row.kind).sort()).toEqual(["invited", "joined"]);
  });

  it("a co-owner saves the site, and the version records who saved it", async () => {
    const { owner, siteId } = await coupleWithSite();
    const partner = await join_(siteId, owner.cookie, "owner");
    const document = validSiteDocument();
    const saved = await call("PUT", `/api/sites/V2/${siteId}`, partner.cookie, document);
    expect(saved.statusCode, saved.body).toBe(200);
    const [newest] = await t.ctx.db
      .select({ savedBy: siteVersions.savedBy })
      .from(siteVersions)
      .where(eq(siteVersions.siteId, siteId))
      .orderBy(siteVersions.id)
      .then((rows) => rows.slice(-1));
    const partnerId = ((await call("GET", "/api/accounts/me/", partner.cookie)).json() as Json).mail;
    expect(partnerId).toBe(partner.mail);
    expect(newest?.savedBy).toBeTruthy();
    const [{ accountId: ownerId } = { accountId: null }] = await t.ctx.db
      .select({ accountId: sites.accountId })
      .from(sites)
      .where(eq(sites.id, siteId));
    expect(newest?.savedBy).not.toBe(ownerId);
    // The guest list is the co-owner's too.
    expect((await call("GET", `/api/sites/${siteId}/households`, partner.cookie)).statusCode).toBe(200);
  });

  it("refuses bad bodies, strangers and helpers, and changes nothing", async () => {
    const { owner, siteId } = await coupleWithSite();
    const stranger = await registerAndLogin(t.app);
    const before = await t.ctx.db
      .select()
      .from(memberInvitations)
      .where(eq(memberInvitations.siteId, siteId));
    expectError(
      await call("POST", `/api/sites/${siteId}/members`, undefined, { mail: "a@b.se", role: "owner" }),
      401,
      "NOT_LOGGED_IN",
    );
    expectError(
      await call("POST", `/api/sites/${siteId}/members`, stranger.cookie, { mail: "a@b.se", role: "owner" }),
      403,
      "FORBIDDEN",
    );
    expectError(
      await call("POST", `/api/sites/${siteId}/members`, owner.cookie, {
        mail: "inte-en-adress",
        role: "owner",
      }),
      400,
      "INVALID_INPUT",
    );
    expectError(
      await call("POST", `/api/sites/${siteId}/members`, owner.cookie, { mail: "a@b.se", role: "admin" }),
      400,
      "INVALID_INPUT",
    );
    expectError(
      await call("POST", `/api/sites/${siteId}/members`, owner.cookie, {
        mail: "a@b.se",
        role: "owner",
        extra: 1,
      }),
      400,
      "INVALID_INPUT",
    );
    // The owner's own address.
    expectError(
      await call("POST", `/api/sites/${siteId}/members`, owner.cookie, { mail: owner.mail, role: "owner" }),
      409,
      "MEMBER_EXISTS",
    );
    const after = await t.ctx.db.select().from(memberInvitations).where(eq(memberInvitations.siteId, siteId));
    expect(after).toEqual(before);

    const caterer = await join_(siteId, owner.cookie, "caterer");
    expectError(
      await call("POST", `/api/sites/${siteId}/members`, caterer.cookie, { mail: "c@d.se", role: "owner" }),
      403,
      "FORBIDDEN",
    );
    expectError(await call("GET", `/api/sites/${siteId}/members`, caterer.cookie), 403, "FORBIDDEN");
    // A helper reads the site, with its role, and is refused the owner's routes.
    const read = await call("GET", `/api/sites/${siteId}`, caterer.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().role).toBe("caterer");
    expectError(
      await call("PUT", `/api/sites/V2/${siteId}`, caterer.cookie, validSiteDocument()),
      403,
      "FORBIDDEN",
    );
    expectError(await call("GET", `/api/sites/${siteId}/households`, caterer.cookie), 403, "FORBIDDEN");
    // Already a member: another invitation to the same address is refused.
    expectError(
      await call("POST", `/api/sites/${siteId}/members`, owner.cookie, { mail: caterer.mail, role: "owner" }),
      409,
      "MEMBER_EXISTS",
    );
  });

  it("an expired or withdrawn invitation opens nothing; inviting again replaces the earlier link", async () => {
    const { owner, siteId } = await coupleWithSite();
    const person = await registerAndLogin(t.app);
    await invite(siteId, owner.cookie, person.mail, "toastmaster");
    const first = invitationTokenTo(person.mail);
    await invite(siteId, owner.cookie, person.mail, "toastmaster");
    const second = invitationTokenTo(person.mail);
    expect(second).not.toBe(first);
    expectError(
      await call("POST", `/api/members/accept/${first}`, person.cookie),
      404,
      "MEMBER_INVITATION_INVALID",
    );

    // Withdrawn by the owner.
    const pending = (await call("GET", `/api/sites/${siteId}/members`, owner.cookie)).json().invitations as {
      id: string;
    }[];
    expect(pending).toHaveLength(1);
    const withdrawn = await call("DELETE", `/api/sites/${siteId}/members/${pending[0]?.id}`, owner.cookie);
    expect(withdrawn.json()).toEqual({ removed: "invitation" });
    expectError(
      await call("POST", `/api/members/accept/${second}`, person.cookie),
      404,
      "MEMBER_INVITATION_INVALID",
    );

    // Expired.
    const made = await invite(siteId, owner.cookie, person.mail, "toastmaster");
    await t.ctx.db
      .update(memberInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberInvitations.id, made.id));
    expectError(
      await call("POST", `/api/members/accept/${invitationTokenTo(person.mail)}`, person.cookie),
      404,
      "MEMBER_INVITATION_INVALID",
    );
    expectError(await call("GET", `/api/sites/${siteId}`, person.cookie), 403, "FORBIDDEN");
  });

  it("caps waiting invitations per site", async () => {
    const { owner, siteId } = await coupleWithSite();
    for (let i = 0; i < MEMBER_LIMITS.pendingPerSite; i++)
      await invite(siteId, owner.cookie, uniqueMail("gast"), "toastmaster");
    expectError(
      await call("POST", `/api/sites/${siteId}/members`, owner.cookie, {
        mail: uniqueMail("en-till"),
        role: "owner",
      }),
      409,
      "MEMBER_LIMIT_REACHED",
    );
  });
});

describe("two owners saving at once", () => {
  it("a save made on an older version is refused, nothing written; the newer one stands", async () => {
    const { owner, siteId } = await coupleWithSite();
    const partner = await join_(siteId, owner.cookie, "owner");
    const opened = (await call("GET", `/api/sites/${siteId}`, partner.cookie)).json() as { version: number };
    expect(typeof opened.version).toBe("number");
    // Each save is its own version whatever it holds (the words do not matter to the check).
    const save = (cookie: string, _who: string, version?: number) =>
      t.app.inject({
        method: "PUT",
        url: `/api/sites/V2/${siteId}`,
        cookies: { session: cookie },
        headers: version === undefined ? {} : { "x-site-version": String(version) },
        payload: validSiteDocument() as unknown as Json,
        remoteAddress: freshClientAddress(),
      });
    // Both opened the same version; the owner saves first.
    const first = await save(owner.cookie, "Annas", opened.version);
    expect(first.statusCode, first.body).toBe(200);
    const newer = first.json().version as number;
    expect(newer).toBeGreaterThan(opened.version);
    const versions = await t.ctx.db.select().from(siteVersions).where(eq(siteVersions.siteId, siteId));
    // The partner's save on the older version: 409, no version stored, the owner's document kept.
    expectError(await save(partner.cookie, "Eriks", opened.version), 409, "SAVE_CONFLICT");
    expect(await t.ctx.db.select().from(siteVersions).where(eq(siteVersions.siteId, siteId))).toHaveLength(
      versions.length,
    );
    const [row] = await t.ctx.db.select().from(sites).where(eq(sites.id, siteId));
    expect(row?.currentVersionId).toBe(newer);
    // Made again on the newer version, it is saved.
    const merged = await save(partner.cookie, "Eriks", newer);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().version).toBeGreaterThan(newer);
    // Two saves from one version at the same moment: exactly one is stored.
    const base = merged.json().version as number;
    const both = await Promise.all([save(owner.cookie, "A", base), save(partner.cookie, "B", base)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe("removing and leaving", () => {
  it("a removed co-owner is refused from the next request on; nobody removes the owner", async () => {
    const { owner, siteId } = await coupleWithSite();
    const partner = await join_(siteId, owner.cookie, "owner");
    const toastmaster = await join_(siteId, owner.cookie, "toastmaster");

    const members = (await call("GET", `/api/sites/${siteId}/members`, partner.cookie)).json().members as {
      id: string;
      role: string;
    }[];
    const ownerId = members.find((m) => m.role === "primary")?.id as string;
    const partnerId = members.find((m) => m.role === "owner")?.id as string;
    const toastmasterId = members.find((m) => m.role === "toastmaster")?.id as string;

    // The co-owner cannot remove the owner; a helper cannot remove others.
    expectError(
      await call("DELETE", `/api/sites/${siteId}/members/${ownerId}`, partner.cookie),
      403,
      "FORBIDDEN",
    );
    expectError(
      await call("DELETE", `/api/sites/${siteId}/members/${partnerId}`, toastmaster.cookie),
      403,
      "FORBIDDEN",
    );
    expectError(
      await call("DELETE", `/api/sites/${siteId}/members/nobody-here`, owner.cookie),
      404,
      "NOT_FOUND",
    );

    // The helper leaves by itself.
    const left = await call("DELETE", `/api/sites/${siteId}/members/${toastmasterId}`, toastmaster.cookie);
    expect(left.json()).toEqual({ removed: "member" });
    expectError(await call("GET", `/api/sites/${siteId}`, toastmaster.cookie), 403, "FORBIDDEN");

    // The owner removes the co-owner, whose very next save is refused and changes nothing.
    expect((await call("DELETE", `/api/sites/${siteId}/members/${partnerId}`, owner.cookie)).statusCode).toBe(
      200,
    );
    const versions = await t.ctx.db.select().from(siteVersions).where(eq(siteVersions.siteId, siteId));
    expectError(
      await call("PUT", `/api/sites/V2/${siteId}`, partner.cookie, validSiteDocument()),
      403,
      "FORBIDDEN",
    );
    expect(await t.ctx.db.select().from(siteVersions).where(eq(siteVersions.siteId, siteId))).toHaveLength(
      versions.length,
    );
  });

  it("the owner leaves by handing the site to the co-owner; the last owner cannot leave", async () => {
    const { owner, siteId } = await coupleWithSite();
    const ownerId = (
      (await call("GET", `/api/sites/${siteId}/members`, owner.cookie)).json().members as {
        id: string;
      }[]
    )[0]?.id as string;
    // Alone: 409, nothing changes.
    expectError(
      await call("DELETE", `/api/sites/${siteId}/members/${ownerId}`, owner.cookie),
      409,
      "LAST_OWNER",
    );
    const helper = await join_(siteId, owner.cookie, "caterer");
    // A helper is no one to hand a page to.
    expectError(
      await call("DELETE", `/api/sites/${siteId}/members/${ownerId}`, owner.cookie),
      409,
      "LAST_OWNER",
    );
    const partner = await join_(siteId, owner.cookie, "owner");
    const left = await call("DELETE", `/api/sites/${siteId}/members/${ownerId}`, owner.cookie);
    expect(left.statusCode, left.body).toBe(200);
    expectError(await call("GET", `/api/sites/${siteId}`, owner.cookie), 403, "FORBIDDEN");
    expect((await call("GET", `/api/sites/${siteId}`, partner.cookie)).json().role).toBe("primary");
    expect((await call("GET", `/api/sites/${siteId}`, helper.cookie)).json().role).toBe("caterer");
    const kinds = (await t.ctx.db.select().from(siteActivity).where(eq(siteActivity.siteId, siteId))).map(
      (row) => row.kind,
    );
    expect(kinds).toContain("handed-over");
  });

  it("deleting the owner's account hands the site to the co-owner", async () => {
    const { owner, siteId } = await coupleWithSite();
    const partner = await join_(siteId, owner.cookie, "owner");
    const deleted = await deleteAccount(t.app, owner.cookie);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const read = await call("GET", `/api/sites/${siteId}`, partner.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().role).toBe("primary");
    const list = (await call("GET", `/api/sites/${siteId}/members`, partner.cookie)).json()
      .members as unknown[];
    expect(list).toHaveLength(1);
  });
});
