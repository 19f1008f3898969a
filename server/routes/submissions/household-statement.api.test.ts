// An RSVP's household in one statement (issue 24): an open answer's household, its guests, their
// answers and the answer's rows tied to it are written together (one transaction id on every row); a
// print code the site already has is drawn again; settings changed since they were remembered are
// read again before the household is made; a personal link's answer replaces the household's.
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { householdAnswers, householdGuests, households, rsvps } from "../../db/schema";
import { printCodes } from "../../operations/household-answers";
import { newCode } from "../../operations/households";
import { testAppForThisFile } from "../../test/harness";
import {
  attendAnswer,
  guestRequests,
  nameAnswer,
  rsvpSite,
  TWO_PARTS_SETTINGS as SETTINGS,
} from "../../test/rsvp-site";

const t = testAppForThisFile();
const requests = guestRequests(t);

async function site() {
  const { siteId, call } = await rsvpSite(t, { hostPrefix: "ett" });
  return { siteId, call };
}

const guest = (name: string, attend: "yes" | "no") => ({
  formElements: [nameAnswer(name), attendAnswer(attend)],
});

const rsvpBody = (siteId: string, answers: ReturnType<typeof guest>[], postKey?: string) =>
  requests.rsvpBody(siteId, answers, { postKey });

async function postRsvp(siteId: string, payload: unknown) {
  const response = await requests.postRsvp(siteId, payload);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ invertedSuccess: false });
}

/** The household rows of a site with the transaction that wrote them (xmin). */
const householdRows = (siteId: string) =>
  t.ctx.db
    .select({
      id: households.id,
      name: households.name,
      code: households.code,
      groupIds: households.groupIds,
      needsReview: households.needsReview,
      position: households.position,
      xmin: sql<string>`${households}.xmin::text`,
    })
    .from(households)
    .where(eq(households.siteId, siteId))
    .orderBy(households.position);

afterEach(() => {
  printCodes.next = newCode;
});

describe("an open RSVP's household", () => {
  it("is written with its guests, their answers and the answer's rows tied, in one transaction", async () => {
    const { siteId } = await site();
    await postRsvp(siteId, rsvpBody(siteId, [guest("Greta  Garbo", "yes"), guest("Hans Holm", "no")]));
    const [made, ...others] = await householdRows(siteId);
    expect(others).toEqual([]);
    expect(made).toMatchObject({ name: "Greta Garbo", groupIds: ["alla"], needsReview: true, position: 0 });
    const guests = await t.ctx.db
      .select({
        id: householdGuests.id,
        name: householdGuests.name,
        position: householdGuests.position,
        xmin: sql<string>`${householdGuests}.xmin::text`,
      })
      .from(householdGuests)
      .where(eq(householdGuests.householdId, made?.id ?? ""))
      .orderBy(householdGuests.position);
    expect(guests.map((row) => [row.name, row.position])).toEqual([
      ["Greta Garbo", 0],
      ["Hans Holm", 1],
    ]);
    const answers = await t.ctx.db
      .select({
        guestKey: householdAnswers.guestKey,
        partId: householdAnswers.partId,
        attending: householdAnswers.attending,
        rsvpId: householdAnswers.rsvpId,
        setBy: householdAnswers.setBy,
        xmin: sql<string>`${householdAnswers}.xmin::text`,
      })
      .from(householdAnswers)
      .where(eq(householdAnswers.householdId, made?.id ?? ""));
    const answerRows = await t.ctx.db
      .select({
        id: rsvps.id,
        guestIndex: rsvps.guestIndex,
        householdId: rsvps.householdId,
        xmin: sql<string>`${rsvps}.xmin::text`,
      })
      .from(rsvps)
      .where(eq(rsvps.siteId, siteId))
      .orderBy(rsvps.guestIndex);
    expect(answerRows.map((row) => row.householdId)).toEqual([made?.id, made?.id]);
    const [greta, hans] = guests;
    const [first, second] = answerRows;
    const byKey = (a: { guestKey: string; partId: string }, b: { guestKey: string; partId: string }) =>
      `${a.guestKey}/${a.partId}`.localeCompare(`${b.guestKey}/${b.partId}`);
    expect(answers.map(({ xmin: _, ...answer }) => answer).sort(byKey)).toEqual(
      [
        { guestKey: greta?.id ?? "", partId: "fest", attending: true, rsvpId: first?.id, setBy: "guest" },
        { guestKey: greta?.id ?? "", partId: "vigsel", attending: true, rsvpId: first?.id, setBy: "guest" },
        { guestKey: hans?.id ?? "", partId: "fest", attending: false, rsvpId: second?.id, setBy: "guest" },
        { guestKey: hans?.id ?? "", partId: "vigsel", attending: false, rsvpId: second?.id, setBy: "guest" },
      ].sort(byKey),
    );
    // Every row written by the one statement carries its transaction's id.
    const written = new Set([
      made?.xmin,
      ...guests.map((row) => row.xmin),
      ...answers.map((row) => row.xmin),
      ...answerRows.map((row) => row.xmin),
    ]);
    expect(written.size).toBe(1);
  });

  it("draws another print code when the first is one the site already has", async () => {
    const { siteId, call } = await site();
    const added = await call("POST", `/api/sites/${siteId}/households`, {
      name: "Familjen Andersson",
      guests: [{ name: "Anna Andersson" }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const taken = added.json().household.code as string;
    const drawn: string[] = [];
    printCodes.next = () => {
      const code = drawn.length === 0 ? taken : newCode();
      drawn.push(code);
      return code;
    };
    await postRsvp(siteId, rsvpBody(siteId, [guest("Greta Garbo", "yes")]));
    expect(drawn.length).toBe(2);
    expect(drawn[0]).toBe(taken);
    const rows = await householdRows(siteId);
    expect(rows.map((row) => [row.name, row.position])).toEqual([
      ["Familjen Andersson", 0],
      ["Greta Garbo", 1],
    ]);
    expect(rows[1]?.code).toBe(drawn[1]);
    const tied = await t.ctx.db
      .select({ householdId: rsvps.householdId })
      .from(rsvps)
      .where(eq(rsvps.siteId, siteId));
    expect(tied).toEqual([{ householdId: rows[1]?.id }]);
  });

  it("takes the default group and its parts from the settings as they are now", async () => {
    const { siteId, call } = await site();
    await postRsvp(siteId, rsvpBody(siteId, [guest("Greta Garbo", "yes")]));
    // The evening group is the default from now on: the next open answer is the evening's only.
    const evening = {
      ...SETTINGS,
      groups: SETTINGS.groups.map((group) => ({ ...group, isDefault: group.id === "kvall" })),
    };
    expect((await call("PUT", `/api/sites/${siteId}/guest-list/settings`, evening)).statusCode).toBe(200);
    await postRsvp(siteId, rsvpBody(siteId, [guest("Hans Holm", "no")]));
    const [first, second] = await householdRows(siteId);
    expect(first?.groupIds).toEqual(["alla"]);
    expect(second).toMatchObject({ name: "Hans Holm", groupIds: ["kvall"], position: 1 });
    const answers = await t.ctx.db
      .select({ partId: householdAnswers.partId, attending: householdAnswers.attending })
      .from(householdAnswers)
      .where(eq(householdAnswers.householdId, second?.id ?? ""));
    expect(answers).toEqual([{ partId: "fest", attending: false }]);
  });

  it("is made once for an answer sent twice (its browser never heard the first)", async () => {
    const { siteId } = await site();
    const body = rsvpBody(siteId, [guest("Greta Garbo", "yes")]);
    await postRsvp(siteId, body);
    await postRsvp(siteId, body);
    expect(await householdRows(siteId)).toHaveLength(1);
    expect(await t.ctx.db.select().from(rsvps).where(eq(rsvps.siteId, siteId))).toHaveLength(1);
  });
});
