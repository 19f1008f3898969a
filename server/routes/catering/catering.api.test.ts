// The caterer's part and the owners' activity list (issue 28) through HTTP: the caterer reads the counts
// and the caterer's summary per part and downloads them, with no contact detail (nor a name) anywhere,
// and is refused every other guest-list, payment, save, send, member and deletion route; the owners'
// activity list names who saved (once per person per 10 minutes), invited, joined and set answers by
// hand, newest first, and is refused to strangers and helpers.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { siteActivity } from "../../db/schema";
import {
  expectError,
  freshClientAddress,
  memberOfSite,
  registerAndLogin,
  testAppForThisFile,
} from "../../test/harness";
import {
  attendAnswer,
  attendQuestion,
  bothParts,
  guestRequests,
  mealQuestion,
  nameAnswer,
  nameQuestion,
  rsvpSite,
  rsvpSiteDocument,
} from "../../test/rsvp-site";

const t = testAppForThisFile({ pages: true });

type Json = Record<string, unknown>;

const { openPersonalLink, rsvpBody, postRsvp } = guestRequests(t);

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    ...(payload !== undefined ? { payload: payload as Json } : {}),
    remoteAddress: freshClientAddress(),
  });

const allergies = {
  id: "allergies",
  formElementType: "ShortText" as const,
  label: { sv: "Allergier eller specialkost", en: "Allergies or special diet" },
  required: false,
};

const CATERING_FORM = [nameQuestion, attendQuestion, mealQuestion, allergies];
const rsvpSiteDoc = () => rsvpSiteDocument(CATERING_FORM);

/** Every contact detail (and name) the guest list holds: none may reach the caterer. */
const SECRETS = [
  "anna@example.se",
  "070-123 45 67",
  "Storgatan 1",
  "bo@example.se",
  "dan@example.se",
  "Andersson",
  "Berg",
];

/** A published site with an RSVP form, two households with contact details, and the Anderssons' answers. */
async function siteWithAnswers() {
  const site = await rsvpSite<{ id: string; token: string; guests: { id: string }[] }>(t, {
    hostPrefix: "catering",
    formElements: CATERING_FORM,
  });
  const { owner, siteId, add } = site;
  const anderssons = await add({
    name: "Familjen Andersson",
    address: "Storgatan 1, 111 22 Stockholm",
    email: "anna@example.se",
    phone: "070-123 45 67",
    guests: [
      { name: "Anna Andersson", email: "anna@example.se" },
      { name: "Bo Andersson", email: "bo@example.se" },
      { name: "Cilla Andersson", child: true },
    ],
  });
  const bergs = await add({
    name: "Berg",
    groups: ["kvall"],
    email: "dan@example.se",
    guests: [{ name: "Dan Berg", email: "dan@example.se" }],
  });
  // The Anderssons answer from their personal link: Anna (fish, gluten) and Cilla (veg) come, Bo does not.
  const cookies = await openPersonalLink(site, anderssons.token);
  const [anna, bo, cilla] = anderssons.guests as [{ id: string }, { id: string }, { id: string }];
  const guest = (name: string, attend: "yes" | "no", food: string | null, diet: string) => [
    nameAnswer(name),
    attendAnswer(attend),
    { formElement: mealQuestion, value: "", selectedOption: food ? { id: food, text: food } : null },
    { formElement: allergies, value: diet, selectedOption: null },
  ];
  const posted = await postRsvp(
    siteId,
    rsvpBody(siteId, [
      {
        formElements: guest("Anna Andersson", "yes", "fish", "Gluten"),
        guestId: anna.id,
        parts: bothParts(true),
      },
      { formElements: guest("Bo Andersson", "no", null, ""), guestId: bo.id, parts: bothParts(false) },
      {
        formElements: guest("Cilla Andersson", "yes", "veg", "Nej"),
        guestId: cilla.id,
        parts: bothParts(true),
      },
    ]),
    cookies,
  );
  expect(posted.statusCode, posted.body).toBe(200);
  return { owner, siteId, anderssons, bergs };
}

const activityOf = async (siteId: string, cookie: string) => {
  const response = await call("GET", `/api/sites/${siteId}/activity`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { kind: string; at: string; who: string | null; detail: Json }[];
};

describe("the caterer's part", () => {
  it("the caterer reads the counts and the summary per part, and downloads them, without any contact detail", async () => {
    const { owner, siteId } = await siteWithAnswers();
    const caterer = await memberOfSite(t, siteId, owner.cookie, "caterer");

    const response = await call("GET", `/api/sites/${siteId}/catering`, caterer.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json();
    // Per part: Anna and Cilla (a child) come, Bo does not; Dan (Berg, the evening only) has not answered.
    expect(view.parts).toEqual([
      {
        id: "vigsel",
        name: "Vigsel",
        attending: { adults: 1, children: 1 },
        declined: { adults: 1, children: 0 },
        notAnswered: { adults: 0, children: 0 },
      },
      {
        id: "fest",
        name: "Fest",
        attending: { adults: 1, children: 1 },
        declined: { adults: 1, children: 0 },
        notAnswered: { adults: 1, children: 0 },
      },
    ]);
    const question = (id: string) => view.caterer.questions.find((q: { id: string }) => q.id === id);
    expect(question("meal").parts[1].options).toEqual([
      { id: "fish", text: "Fisk", count: 1 },
      { id: "veg", text: "Vegetariskt", count: 1 },
    ]);
    expect(question("allergies").parts[0].options).toEqual([{ id: "gluten", text: "Gluten", count: 1 }]);
    // No contact detail, no name, no household anywhere in the answer.
    const body = response.body;
    for (const secret of SECRETS) expect(body).not.toContain(secret);
    expect(body).not.toMatch(/"(email|mail|phone|address|names|households|token|code)"/);

    // The owner reads the same.
    expect((await call("GET", `/api/sites/${siteId}/catering`, owner.cookie)).json()).toEqual(view);

    const file = await call("GET", `/api/sites/${siteId}/catering/export?language=sv`, caterer.cookie);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers["content-type"]).toMatch(/^text\/csv/);
    expect(file.headers["content-disposition"]).toContain("attachment");
    const lines = file.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Del;Kommer;Varav barn;Kommer inte;Inte svarat");
    expect(lines[1]).toBe("Vigsel;2;1;1;0");
    expect(lines[2]).toBe("Fest;2;1;1;1");
    expect(lines).toContain("Mat;Fisk;Fest;1");
    expect(lines).toContain("Allergier eller specialkost;Gluten;Vigsel;1");
    for (const secret of SECRETS) expect(file.body).not.toContain(secret);
    const english = await call("GET", `/api/sites/${siteId}/catering/export?language=en`, caterer.cookie);
    expect(english.body.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      "Part;Coming;Of whom children;Not coming;Not answered",
    );
  });

  it("refuses the caterer the guest list's households, payments, saves, sends, members, activity and deletions", async () => {
    const { owner, siteId, anderssons } = await siteWithAnswers();
    const caterer = await memberOfSite(t, siteId, owner.cookie, "caterer");
    const refused: [method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown][] = [
      ["GET", `/api/sites/${siteId}/households`],
      ["GET", `/api/sites/${siteId}/households/${anderssons.id}`],
      ["GET", `/api/sites/${siteId}/households/export`],
      ["GET", `/api/sites/${siteId}/households/summary?names=1`],
      ["GET", `/api/sites/${siteId}/households/answers`],
      ["PUT", `/api/sites/${siteId}/households/${anderssons.id}`, { name: "X", guests: [{ name: "X" }] }],
      ["DELETE", `/api/sites/${siteId}/households/${anderssons.id}`],
      ["GET", `/api/sites/${siteId}/payment/receipt/ABCDEF`],
      ["POST", `/api/sites/${siteId}/payment/free`, { product: "subdomain", target: "x.se" }],
      ["PUT", `/api/sites/V2/${siteId}`, rsvpSiteDoc()],
      ["GET", `/api/sites/${siteId}/sends`],
      ["POST", `/api/sites/${siteId}/sends`, { channel: "mail", kind: "invitation", households: "all" }],
      ["GET", `/api/sites/${siteId}/members`],
      ["GET", `/api/sites/${siteId}/activity`],
      ["DELETE", `/api/rsvps/${siteId}/v4/1`],
    ];
    for (const [method, url, payload] of refused) {
      const response = await call(method, url, caterer.cookie, payload);
      expect([response.statusCode, method, url]).toEqual([403, method, url]);
      expect(response.json().error?.code ?? response.json().code).toBe("FORBIDDEN");
      for (const secret of SECRETS) expect(response.body).not.toContain(secret);
    }
    // The household is still there, unchanged.
    const still = await call("GET", `/api/sites/${siteId}/households/${anderssons.id}`, owner.cookie);
    expect(still.json().household.name).toBe("Familjen Andersson");
  });

  it("refuses strangers, the toastmaster and no session", async () => {
    const { owner, siteId } = await siteWithAnswers();
    const stranger = await registerAndLogin(t.app);
    const toastmaster = await memberOfSite(t, siteId, owner.cookie, "toastmaster");
    for (const url of [`/api/sites/${siteId}/catering`, `/api/sites/${siteId}/catering/export`]) {
      expectError(await call("GET", url, stranger.cookie), 403, "FORBIDDEN");
      expectError(await call("GET", url, toastmaster.cookie), 403, "FORBIDDEN");
      expectError(await call("GET", url), 401, "NOT_LOGGED_IN");
    }
  });
});

describe("the owners' activity list", () => {
  it("names who saved (once per person per 10 minutes), invited, joined and set answers by hand, newest first", async () => {
    const { owner, siteId, anderssons } = await siteWithAnswers();
    const partner = await memberOfSite(t, siteId, owner.cookie, "owner");

    // Three saves by the owner in a row are one line; the partner's save is their own line.
    for (let i = 0; i < 3; i++)
      expect((await call("PUT", `/api/sites/V2/${siteId}`, owner.cookie, rsvpSiteDoc())).statusCode).toBe(
        200,
      );
    expect((await call("PUT", `/api/sites/V2/${siteId}`, partner.cookie, rsvpSiteDoc())).statusCode).toBe(
      200,
    );
    const [anna] = anderssons.guests as [{ id: string }];
    const set = await call(
      "PUT",
      `/api/sites/${siteId}/households/${anderssons.id}/answers`,
      partner.cookie,
      {
        guests: [{ guestId: anna.id, parts: [{ partId: "fest", attending: false }] }],
      },
    );
    expect(set.statusCode, set.body).toBe(200);

    const list = await activityOf(siteId, partner.cookie);
    expect(list.map((line) => [line.kind, line.who])).toEqual([
      ["answers-set", partner.mail],
      ["saved", partner.mail],
      ["saved", owner.mail],
      ["joined", partner.mail],
      ["invited", owner.mail],
    ]);
    expect(list[0]?.detail).toEqual({ household: "Familjen Andersson" });
    expect(list[4]?.detail).toEqual({ role: "owner" });
    expect(Number.isNaN(Date.parse(list[0]?.at ?? ""))).toBe(false);
    expect(await activityOf(siteId, owner.cookie)).toEqual(list);

    // Ten minutes later, a save is a new line.
    await t.ctx.db
      .update(siteActivity)
      .set({ createdAt: sql`${siteActivity.createdAt} - interval '11 minutes'` })
      .where(and(eq(siteActivity.siteId, siteId), eq(siteActivity.kind, "saved")));
    expect((await call("PUT", `/api/sites/V2/${siteId}`, owner.cookie, rsvpSiteDoc())).statusCode).toBe(200);
    const after = await activityOf(siteId, owner.cookie);
    expect(after.filter((line) => line.kind === "saved").map((line) => line.who)).toEqual([
      owner.mail,
      partner.mail,
      owner.mail,
    ]);
  });

  it("says nobody's mail for an account that is gone, and lists at most 50 lines", async () => {
    const { owner, siteId } = await siteWithAnswers();
    await t.ctx.db.insert(siteActivity).values(
      Array.from({ length: 60 }, (_, i) => ({
        siteId,
        accountId: null,
        kind: "saved",
        detail: { n: i },
      })),
    );
    const list = await activityOf(siteId, owner.cookie);
    expect(list).toHaveLength(50);
    expect(list[0]).toMatchObject({ kind: "saved", who: null, detail: { n: 59 } });
  });

  it("is refused to a stranger, the toastmaster, the caterer and no session", async () => {
    const { owner, siteId } = await siteWithAnswers();
    const stranger = await registerAndLogin(t.app);
    const toastmaster = await memberOfSite(t, siteId, owner.cookie, "toastmaster");
    const caterer = await memberOfSite(t, siteId, owner.cookie, "caterer");
    for (const person of [stranger, toastmaster, caterer])
      expectError(await call("GET", `/api/sites/${siteId}/activity`, person.cookie), 403, "FORBIDDEN");
    expectError(await call("GET", `/api/sites/${siteId}/activity`), 401, "NOT_LOGGED_IN");
  });
});
