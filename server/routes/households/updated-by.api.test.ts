// Who changed a household last (issue 28 "Who did what"), through HTTP on PGlite and PostgreSQL: two
// owners of one site (the partner invited and accepted); each change in the guest list (add, edit, link,
// delete and restore, merge, import, answers set by hand) names the account that made it on the list and
// the household; the household's own guests answering through their personal link, or unsubscribing,
// make it theirs (updated_by null); a co-owner's account deleted leaves it no one's (the key set null),
// never put on the guests.
import { randomBytes } from "node:crypto";
import type { Household, HouseholdUpdatedBy } from "@core/guest-list-api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, households } from "../../db/schema";
import { UNSUBSCRIBE_PATH, unsubscribeToken } from "../../mail/unsubscribe";
import { deleteAccount, memberOfSite, testAppForThisFile } from "../../test/harness";
import { attendAnswer, guestRequests, nameAnswer, rsvpSite } from "../../test/rsvp-site";

const t = testAppForThisFile({ pages: true });
const { openPersonalLink, rsvpBody, postRsvp } = guestRequests(t);

type Person = { cookie: string; mail: string; id: string };

/** The account's id beside its session and mail. */
async function withId(account: { cookie: string; mail: string }): Promise<Person> {
  const [row] = await t.ctx.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.mail, account.mail));
  if (!row) throw new Error("no account");
  return { cookie: account.cookie, mail: account.mail, id: row.id };
}

/** Anna owns a published site with an RSVP (no guest-list settings); Erik, her partner, is its co-owner. */
async function couple() {
  const site = await rsvpSite<Household>(t, { hostPrefix: "vem", settings: null });
  const anna = await withId(site.owner);
  const erik = await withId(await memberOfSite(t, site.siteId, anna.cookie, "owner"));
  const { siteId, host } = site;
  const base = `/api/sites/${siteId}`;
  /** A request in the session given. */
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie: string, payload?: unknown) =>
    site.call(method, url, payload, cookie);
  const add = async (who: Person, name: string) => {
    const made = await call("POST", `${base}/households`, who.cookie, { name, guests: [{ name }] });
    expect(made.statusCode, made.body).toBe(200);
    return made.json().household as Household;
  };
  const one = async (id: string, who: Person = anna) => {
    const read = await call("GET", `${base}/households/${id}`, who.cookie);
    expect(read.statusCode, read.body).toBe(200);
    return read.json().household as Household;
  };
  const inList = async (id: string, who: Person = anna) => {
    const read = await call("GET", `${base}/households`, who.cookie);
    expect(read.statusCode, read.body).toBe(200);
    return (read.json().households as Household[]).find((household) => household.id === id);
  };
  return { anna, erik, siteId, host, base, call, add, one, inList };
}

const by = (who: Person): HouseholdUpdatedBy => ({ kind: "account", accountId: who.id, mail: who.mail });

const storedUpdater = async (id: string) =>
  (await t.ctx.db.select({ by: households.updatedBy }).from(households).where(eq(households.id, id)))[0]?.by;

/** A household's body for PUT as it is, with a new name. */
const renamed = (household: Household, name: string) => ({
  name,
  address: household.address,
  email: household.email,
  phone: household.phone,
  extraGuests: household.extraGuests,
  side: household.side,
  list: household.list,
  groups: household.groups,
  guests: household.guests,
});

describe("the guest list records who changed a household", () => {
  it("names the owner or co-owner of each change: add, edit, link, delete and restore, merge, import", async () => {
    const { anna, erik, base, call, add, one, inList } = await couple();
    const berg = await add(anna, "Familjen Berg");
    expect(berg.updatedBy).toEqual(by(anna));
    expect(await storedUpdater(berg.id)).toBe(anna.id);

    // The partner edits it: theirs now, on the household and in the list, whoever reads it.
    const edited = await call("PUT", `${base}/households/${berg.id}`, erik.cookie, renamed(berg, "Bergs"));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().household.updatedBy).toEqual(by(erik));
    expect((await one(berg.id)).updatedBy).toEqual(by(erik));
    expect((await inList(berg.id))?.updatedBy).toEqual(by(erik));
    expect((await inList(berg.id, erik))?.updatedBy).toEqual(by(erik));
    expect(Date.parse((await one(berg.id)).updatedAt)).toBeGreaterThanOrEqual(Date.parse(berg.updatedAt));

    // Anna turns the link off; Erik deletes it and Anna brings it back.
    const off = await call("POST", `${base}/households/${berg.id}/link`, anna.cookie, { action: "disable" });
    expect(off.json().household.updatedBy).toEqual(by(anna));
    expect((await call("DELETE", `${base}/households/${berg.id}`, erik.cookie)).statusCode).toBe(200);
    expect(await storedUpdater(berg.id)).toBe(erik.id);
    const back = await call("POST", `${base}/households/${berg.id}/restore`, anna.cookie);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().household.updatedBy).toEqual(by(anna));

    // Erik merges another household into it.
    const lind = await add(anna, "Lind");
    const merged = await call("POST", `${base}/households/${lind.id}/merge`, erik.cookie, {
      intoHouseholdId: berg.id,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().household.updatedBy).toEqual(by(erik));

    // Erik imports a file: its households are his.
    const boundary = `----gastlista${randomBytes(8).toString("hex")}`;
    const csv = "Hushåll;Namn\r\nFamiljen Ek;Eva Ek\r\n";
    const imported = await t.app.inject({
      method: "POST",
      url: `${base}/households/import`,
      cookies: { session: erik.cookie },
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gaster.csv"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        Buffer.from(csv),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().stored).toBe(true);
    const list = (await call("GET", `${base}/households`, anna.cookie)).json().households as Household[];
    const ek = list.find((household) => household.name === "Familjen Ek");
    expect(ek?.updatedBy).toEqual(by(erik));
  });

  it("answers set by hand name the co-owner, on the household and in the activity list", async () => {
    const { anna, erik, base, call, add, one } = await couple();
    const holm = await add(anna, "Holm");
    const [guest] = holm.guests;
    const set = await call("PUT", `${base}/households/${holm.id}/answers`, erik.cookie, {
      guests: [{ guestId: guest?.id, attending: true, parts: [] }],
      note: "Ringde",
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().household.updatedBy).toEqual(by(erik));
    expect((await one(holm.id)).updatedBy).toEqual(by(erik));
    expect(await storedUpdater(holm.id)).toBe(erik.id);
    const activity = (await call("GET", `${base}/activity`, anna.cookie)).json().data as {
      kind: string;
      who: string | null;
      detail: Record<string, unknown>;
    }[];
    expect(activity.find((line) => line.kind === "answers-set")).toMatchObject({
      who: erik.mail,
      detail: { household: "Holm" },
    });
  });

  it("the guests' own answer through their personal link makes it theirs; the next edit names the owner again", async () => {
    const { anna, erik, siteId, host, base, call, add, one } = await couple();
    const ahl = await add(erik, "Ahl");
    const edited = await call(
      "PUT",
      `${base}/households/${ahl.id}`,
      erik.cookie,
      renamed(ahl, "Familjen Ahl"),
    );
    const before = edited.json().household as Household;
    expect(before.updatedBy).toEqual(by(erik));

    const cookies = await openPersonalLink({ siteId, host }, ahl.token);
    const answered = await postRsvp(
      siteId,
      rsvpBody(siteId, [
        { guestId: ahl.guests[0]?.id, formElements: [nameAnswer("Ahl"), attendAnswer("yes")] },
      ]),
      cookies,
    );
    expect(answered.statusCode, answered.body).toBe(200);

    expect(await storedUpdater(ahl.id)).toBeNull();
    const theirs = await one(ahl.id);
    expect(theirs.answers).toContainEqual(expect.objectContaining({ setBy: "guest", attending: true }));
    expect(theirs.updatedBy).toEqual({ kind: "guests" });
    expect(Date.parse(theirs.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));

    const again = await call("PUT", `${base}/households/${ahl.id}`, anna.cookie, renamed(theirs, "Ahls"));
    expect(again.json().household.updatedBy).toEqual(by(anna));
  });

  it("the guests unsubscribing from the site's mails makes it theirs", async () => {
    const { anna, siteId, host, add, one } = await couple();
    const falk = await add(anna, "Falk");
    const link = `${UNSUBSCRIBE_PATH}/${unsubscribeToken(t.ctx.config, { siteId, householdId: falk.id })}`;
    const done = await t.app.inject({
      method: "POST",
      url: link,
      headers: { host, "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await storedUpdater(falk.id)).toBeNull();
    const theirs = await one(falk.id);
    expect(theirs.mailUnsubscribedAt).toEqual(expect.any(String));
    expect(theirs.updatedBy).toEqual({ kind: "guests" });
    expect(theirs.updatedAt).toBe(theirs.mailUnsubscribedAt);
  });

  it("a co-owner's account deleted: their change is no one's (updated_by set null), never the guests'", async () => {
    const { anna, erik, base, call, add, one, inList } = await couple();
    const moe = await add(anna, "Moe");
    const edited = await call(
      "PUT",
      `${base}/households/${moe.id}`,
      erik.cookie,
      renamed(moe, "Familjen Moe"),
    );
    expect(edited.json().household.updatedBy).toEqual(by(erik));

    const deleted = await deleteAccount(t.app, erik.cookie);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedUpdater(moe.id)).toBeNull();
    expect((await one(moe.id)).updatedBy).toBeNull();
    expect((await inList(moe.id))?.updatedBy).toBeNull();
  });
});
