// The RSVP island's props from the guest list (issue 25): a personal link's page gives its RSVP the
// household's guests, allowance and parts, in that response only (never cached, never on the open
// page or another household's); the open page's RSVP offers "Hitta din inbjudan" while the site has a
// household with its link on and the owner has not chosen only personal links.

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { households } from "../db/schema";
import { issuePostKey } from "../operations/post-keys";
import { activateSite } from "../operations/sites";
import { freshClientAddress, registerAndLogin, testAppForThisFile } from "../test/harness";
import { createSiteFor, validSiteDocument } from "../test/helpers";
import { pageCacheOf } from "./page-cache";

const t = testAppForThisFile({ pages: true });
let hostCounter = 0;

function siteWithRsvp() {
  const site = validSiteDocument() as { siteModules: unknown[] };
  site.siteModules.push({
    id: "rsvp1",
    siteModuleType: "Rsvp",
    title: { sv: "OSA", en: "RSVP" },
    form: {
      formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn", en: "Name" } }],
    },
  });
  return site;
}

async function setUp() {
  const { cookie } = await registerAndLogin(t.app);
  const siteId = await createSiteFor(t.app, cookie, siteWithRsvp());
  hostCounter += 1;
  const host = `personlig-osa-${hostCounter}.se`;
  await activateSite(t.ctx, siteId, host);
  const call = (method: "POST" | "PUT", url: string, payload: object) =>
    t.app.inject({ method, url, cookies: { session: cookie }, payload });
  return { siteId, host, call };
}

const page = (host: string, cookies: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url: "/sv",
    headers: { host, "accept-language": "sv-SE" },
    cookies,
    remoteAddress: freshClientAddress(),
  });

type IslandsState = {
  islands: Record<string, { module: { id: string }; invitation?: unknown; findInvitation?: true }>;
};

function rsvpIsland(body: string) {
  const json = /<script type="application\/json" id="guest-islands">(.*?)<\/script>/s.exec(body)?.[1];
  expect(json).toBeTruthy();
  const state = JSON.parse(json ?? "{}") as IslandsState;
  return Object.values(state.islands).find((island) => island.module.id === "rsvp1");
}

describe("the RSVP island and the guest list", () => {
  it("gives a household's RSVP its guests and parts on its own page only, and the open page the search", async () => {
    const { siteId, host, call } = await setUp();
    // No guest list yet: the open page's RSVP is as before.
    expect(rsvpIsland((await page(host)).body)).not.toHaveProperty("findInvitation");

    const settings = await call("PUT", `/api/sites/${siteId}/guest-list/settings`, {
      parts: [
        { id: "vigsel", name: "Vigsel" },
        { id: "middag", name: "Middag" },
      ],
      groups: [],
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const added = await call("POST", `/api/sites/${siteId}/households`, {
      name: "Familjen Lind",
      extraGuests: 1,
      guests: [{ name: "Sara Lind" }, { name: "Mira Lind", child: true }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const household = added.json().household as { token: string; guests: { id: string }[] };

    const personal = await page(host, { [`invitation_${siteId}`]: household.token });
    expect(personal.headers["cache-control"]).toBe("private, no-store");
    const island = rsvpIsland(personal.body);
    expect(island?.invitation).toEqual({
      guests: [
        { id: household.guests[0]?.id, name: "Sara Lind", child: false },
        { id: household.guests[1]?.id, name: "Mira Lind", child: true },
      ],
      extraGuests: 1,
      parts: [
        { id: "vigsel", name: "Vigsel" },
        { id: "middag", name: "Middag" },
      ],
    });
    expect(island).not.toHaveProperty("findInvitation");
    // Nothing of the household's in its page but what its RSVP needs: no token or code.
    expect(personal.body).not.toContain(household.token);

    // The open page (a minute's cache aside: this site's facts are read when its page is rendered).
    pageCacheOf(t.ctx).invalidateSite(siteId);
    const open = await page(host);
    expect(open.headers["cache-control"]).not.toContain("private");
    const openIsland = rsvpIsland(open.body);
    expect(openIsland).not.toHaveProperty("invitation");
    expect(open.body).not.toContain("Sara Lind");
    // A cookie that opens nothing gets the open page too.
    const stranger = await page(host, { [`invitation_${siteId}`]: "x".repeat(43) });
    expect(stranger.body).not.toContain("Sara Lind");
  });

  it("offers the search only while a household's link is on and the owner lets guests find by name", async () => {
    const { siteId, host, call } = await setUp();
    // A site without a guest list: no search. Its host's facts are now kept.
    expect(rsvpIsland((await page(host)).body)).not.toHaveProperty("findInvitation");
    // Each change to the list drops them (no waiting for a cache to run out).
    const added = await call("POST", `/api/sites/${siteId}/households`, {
      name: "Moster Karin",
      guests: [{ name: "Karin Berg" }],
    });
    const householdId = (added.json() as { household: { id: string } }).household.id;
    expect(rsvpIsland((await page(host)).body)?.findInvitation).toBe(true);
    await call("POST", `/api/sites/${siteId}/households/${householdId}/link`, { action: "disable" });
    expect(rsvpIsland((await page(host)).body)).not.toHaveProperty("findInvitation");

    const other = await setUp();
    await other.call("POST", `/api/sites/${other.siteId}/households`, {
      name: "X",
      guests: [{ name: "Ann Ek" }],
    });
    expect(rsvpIsland((await page(other.host)).body)?.findInvitation).toBe(true);
    await other.call("PUT", `/api/sites/${other.siteId}/guest-list/settings`, {
      parts: [],
      groups: [],
      onlyPersonalLinks: true,
    });
    expect(rsvpIsland((await page(other.host)).body)).not.toHaveProperty("findInvitation");
  });

  it("does not offer the search for a household made from an open answer and waiting for review", async () => {
    const { siteId, host } = await setUp();
    expect(rsvpIsland((await page(host)).body)).not.toHaveProperty("findInvitation");
    const answered = await t.app.inject({
      method: "POST",
      url: `/api/rsvps/${siteId}/v4/`,
      remoteAddress: freshClientAddress(),
      payload: {
        guests: [
          {
            formElements: [
              {
                formElement: { id: "name", formElementType: "ShortText", label: { sv: "Namn" } },
                value: "Öppen Gäst",
                selectedOption: null,
              },
            ],
          },
        ],
        language: "sv",
        groupIdentifier: "open-answer",
        postKey: issuePostKey(t.ctx, siteId, "rsvp", Date.now() - 10_000),
        formId: "rsvp1",
        formTitle: "OSA",
      },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const [review] = await t.ctx.db.select().from(households).where(eq(households.siteId, siteId));
    expect(review?.needsReview).toBe(true);
    pageCacheOf(t.ctx).invalidateSite(siteId);
    expect(rsvpIsland((await page(host)).body)).not.toHaveProperty("findInvitation");
  });
});
