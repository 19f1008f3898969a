// Answers tied to guests (issue 25): an RSVP from a personal link answers for its household (per guest
// and part), one from the open page makes a household to review (with a merge suggestion); the owner
// sets answers by hand; status, overview and the caterer's summary come from the stored answers.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { householdAnswers, households, rsvps, sites } from "../../db/schema";
import { readXlsx } from "../../export/read-xlsx";
import { NOTICE_DAYS, runAnswersRetention } from "../../operations/answers-retention";
import { expectError, registerAndLogin, testAppForThisFile } from "../../test/harness";
import {
  ANDERSSON_HOUSEHOLD,
  attendAnswer,
  attendQuestion,
  BERG_HOUSEHOLD,
  bothParts as both,
  guestRequests,
  mealQuestion,
  nameAnswer,
  nameQuestion,
  RSVP_ID,
  rsvpSite,
  rsvpSiteDocument,
} from "../../test/rsvp-site";

const t = testAppForThisFile({ pages: true });
const { rsvpBody, postRsvp, openPersonalLink } = guestRequests(t);

const DAY = 86_400_000;

const meal = {
  ...mealQuestion,
  options: [
    { id: "fish", text: { sv: "Fisk", en: "Fish" } },
    { id: "meat", text: { sv: "Kött", en: "Meat" } },
    { id: "veg", text: { sv: "Vegetariskt", en: "Vegetarian" } },
  ],
};

const siteDocument = () => rsvpSiteDocument([nameQuestion, attendQuestion, meal]);

type Guest = { id: string; name: string; child: boolean };
type Household = {
  id: string;
  name: string;
  token: string;
  status: string;
  needsReview: boolean;
  groups: string[];
  guests: Guest[];
  answers: { guestId: string; partId: string; attending: boolean; setBy: string }[];
  review: { suggestedHouseholdId: string; suggestedName: string } | null;
};

async function siteWithList() {
  const { siteId, host, cookie, call, add, household } = await rsvpSite<Household>(t, {
    hostPrefix: "svar",
    formElements: [nameQuestion, attendQuestion, meal],
  });
  const anderssons = await add(ANDERSSON_HOUSEHOLD);
  const bergs = await add(BERG_HOUSEHOLD);
  const summary = async () => (await call("GET", `/api/sites/${siteId}/households/summary`)).json();
  return { siteId, host, cookie, call, anderssons, bergs, household, summary };
}

function answers(name: string, attend: "yes" | "no", food?: "fish" | "meat" | "veg") {
  return [
    nameAnswer(name),
    attendAnswer(attend),
    {
      formElement: meal,
      value: "",
      selectedOption: food ? { id: food, text: food } : null,
    },
  ];
}

type GuestBody = {
  formElements: ReturnType<typeof answers>;
  guestId?: string;
  parts?: { partId: string; attending: boolean }[];
};

const rsvpRows = (siteId: string) => t.ctx.db.select().from(rsvps).where(eq(rsvps.siteId, siteId));
const answerRows = (siteId: string) =>
  t.ctx.db.select().from(householdAnswers).where(eq(householdAnswers.siteId, siteId));

describe("an RSVP from a personal link", () => {
  it("answers for its household per guest and part; a second answer replaces the first, every RSVP is kept", async () => {
    const { siteId, host, call, anderssons, household, summary } = await siteWithList();
    const cookies = await openPersonalLink({ siteId, host }, anderssons.token);
    const [anna, bo, cilla] = anderssons.guests as [Guest, Guest, Guest];
    const first = await postRsvp(
      siteId,
      rsvpBody(siteId, [
        { formElements: answers("Anna Andersson", "yes", "fish"), guestId: anna.id, parts: both(true) },
        { formElements: answers("Bo Andersson", "no"), guestId: bo.id, parts: both(false) },
        {
          formElements: answers("Cilla Andersson", "yes", "veg"),
          guestId: cilla.id,
          parts: [
            { partId: "vigsel", attending: true },
            { partId: "fest", attending: false },
          ],
        },
        // The extra guest the household may bring.
        { formElements: answers("Erik Ek", "yes", "meat"), parts: both(true) },
      ]),
      cookies,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ invertedSuccess: false });

    const answered = await household(anderssons.id);
    expect(answered.status).toBe("partly");
    expect(answered.needsReview).toBe(false);
    expect(answered.answers).toHaveLength(8);
    expect(answered.answers).toContainEqual(
      expect.objectContaining({ guestId: cilla.id, partId: "fest", attending: false, setBy: "guest" }),
    );
    expect(answered.answers).toContainEqual(
      expect.objectContaining({ guestId: "extra-0", partId: "vigsel", attending: true }),
    );
    // No household was made of it: the list still has two.
    const list = (await call("GET", `/api/sites/${siteId}/households`)).json().households as Household[];
    expect(list).toHaveLength(2);

    const overview = await summary();
    expect(overview.households).toMatchObject({ invited: 2, partly: 1, not_answered: 1 });
    // Anna, Cilla (child) and the extra guest come; Bo does not; Dan (Berg) has not answered.
    expect(overview.guests).toMatchObject({
      invited: { adults: 4, children: 1 },
      attending: { adults: 2, children: 1 },
      declined: { adults: 1, children: 0 },
      notAnswered: { adults: 1, children: 0 },
    });
    const fest = overview.parts.find((part: { id: string }) => part.id === "fest");
    expect(fest).toMatchObject({
      invited: { adults: 4, children: 1 },
      attending: { adults: 2, children: 0 },
      declined: { adults: 1, children: 1 },
      notAnswered: { adults: 1, children: 0 },
    });
    // The caterer's summary: coming guests' choices per part, no names.
    const food = overview.caterer.questions.find((q: { id: string }) => q.id === "meal");
    expect(food.label).toBe("Mat");
    const counts = (partId: string) =>
      Object.fromEntries(
        food.parts
          .find((part: { id: string }) => part.id === partId)
          .options.map((option: { id: string; count: number }) => [option.id, option.count]),
      );
    expect(counts("vigsel")).toEqual({ fish: 1, meat: 1, veg: 1 });
    expect(counts("fest")).toEqual({ fish: 1, meat: 1, veg: 0 });
    expect(JSON.stringify(overview.caterer)).not.toContain("Anna");
    // Not the "will you come?" question: every guest counted said yes.
    expect(overview.caterer.questions.map((q: { id: string }) => q.id)).toEqual(["meal"]);
    // Names only when the owner asks (an extra guest by what they are).
    const named = (await call("GET", `/api/sites/${siteId}/households/summary?names=1`)).json();
    const vigsel = named.caterer.questions[0].parts.find((part: { id: string }) => part.id === "vigsel");
    expect(
      Object.fromEntries(
        vigsel.options.map((option: { id: string; names: string[] }) => [option.id, option.names]),
      ),
    ).toEqual({ fish: ["Anna Andersson"], meat: ["Extra gäst"], veg: ["Cilla Andersson"] });
    expectError(await call("GET", `/api/sites/${siteId}/households/summary?names=yes`), 400, "INVALID_INPUT");

    // The answers screen's column: each RSVP row's household.
    const byAnswer = (await call("GET", `/api/sites/${siteId}/households/answers`)).json().data;
    const rows = await rsvpRows(siteId);
    expect(rows).toHaveLength(4);
    for (const row of rows)
      expect(byAnswer[row.id]).toEqual({
        id: anderssons.id,
        name: "Familjen Andersson",
        groups: ["alla"],
        groupNames: ["Hela dagen"],
        needsReview: false,
      });

    // osa.xlsx: the household and its groups beside each answer.
    const file = await call("GET", `/api/rsvps/${siteId}/v4/osa.xlsx?language=sv`);
    expect(file.statusCode).toBe(200);
    const sheet = readXlsx(new Uint8Array(file.rawPayload)).rows.map((row) =>
      row.map((cell) => cell?.text ?? null),
    );
    const headings = sheet[0] ?? [];
    expect(headings.slice(-2)).toEqual(["Hushåll", "Grupper"]);
    expect(sheet.slice(1).map((row) => row.slice(headings.length - 2, headings.length))).toEqual(
      Array.from({ length: 4 }, () => ["Familjen Andersson", "Hela dagen"]),
    );

    // The household answers again: everyone comes. Its answer is replaced, both RSVPs are kept.
    const again = await postRsvp(
      siteId,
      rsvpBody(siteId, [
        { formElements: answers("Anna Andersson", "yes"), guestId: anna.id, parts: both(true) },
        { formElements: answers("Bo Andersson", "yes"), guestId: bo.id, parts: both(true) },
        { formElements: answers("Cilla Andersson", "yes"), guestId: cilla.id, parts: both(true) },
      ]),
      cookies,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((await household(anderssons.id)).status).toBe("attending");
    expect(await rsvpRows(siteId)).toHaveLength(7);
    expect((await answerRows(siteId)).filter((row) => row.guestKey === "extra-0")).toEqual([]);
  });

  it("knows the household's guests by name when the form sends no guest ids; others are its extra guests", async () => {
    const { siteId, host, anderssons, household } = await siteWithList();
    const cookies = await openPersonalLink({ siteId, host }, anderssons.token);
    const response = await postRsvp(
      siteId,
      rsvpBody(siteId, [
        { formElements: answers("anna andersson", "yes") },
        { formElements: answers("Bo Andersson", "no") },
        { formElements: answers("Cilla Andersson", "yes") },
        { formElements: answers("Erik Ek", "yes") },
      ]),
      cookies,
    );
    expect(response.statusCode, response.body).toBe(200);
    const answered = await household(anderssons.id);
    const [anna, bo] = anderssons.guests as [Guest, Guest];
    expect(answered.status).toBe("partly");
    expect(answered.answers).toContainEqual(
      expect.objectContaining({ guestId: anna.id, partId: "vigsel", attending: true }),
    );
    expect(answered.answers).toContainEqual(
      expect.objectContaining({ guestId: bo.id, partId: "fest", attending: false }),
    );
    expect(answered.answers.filter((answer) => answer.guestId === "extra-0")).toHaveLength(2);
    // One more than its three guests and one extra guest: refused.
    const tooMany = await postRsvp(
      siteId,
      rsvpBody(
        siteId,
        ["Anna Andersson", "Bo Andersson", "Cilla Andersson", "Erik Ek", "Fia Ek"].map((name) => ({
          formElements: answers(name, "yes"),
        })),
      ),
      cookies,
    );
    expectError(tooMany, 422, "INVITATION_ANSWER_INVALID");
  });

  it("takes the yes/no question's answer for every part when the guest names none", async () => {
    const { siteId, host, bergs, household } = await siteWithList();
    const cookies = await openPersonalLink({ siteId, host }, bergs.token);
    const dan = bergs.guests[0] as Guest;
    const response = await postRsvp(
      siteId,
      rsvpBody(siteId, [{ formElements: answers("Dan Berg", "no"), guestId: dan.id }]),
      cookies,
    );
    expect(response.statusCode, response.body).toBe(200);
    const answered = await household(bergs.id);
    expect(answered.status).toBe("declined");
    expect(answered.answers).toEqual([
      expect.objectContaining({ guestId: dan.id, partId: "fest", attending: false }),
    ]);
  });

  it("on a site without parts, takes the RSVP's own 'not coming' answer for the whole event", async () => {
    const sorry = {
      id: "come",
      formElementType: "SingleSelect" as const,
      label: { sv: "Kommer ni?" },
      required: true,
      options: [
        { id: "sure", text: { sv: "Självklart!" } },
        { id: "sorry", text: { sv: "Tyvärr inte" } },
      ],
    };
    const { siteId, host, cookie, add } = await rsvpSite<Household>(t, {
      hostPrefix: "utan-delar",
      formElements: [nameQuestion, sorry],
      rsvpModule: { declineOption: { formElementId: "come", formElementOptionId: "sorry" } },
      settings: null,
    });
    const holms = await add({ name: "Holm", guests: [{ name: "Hugo Holm" }, { name: "Ida Holm" }] });
    const [hugo, ida] = holms.guests as [Guest, Guest];
    const chose = (name: string, option: "sure" | "sorry") => [
      nameAnswer(name),
      { formElement: sorry, value: "", selectedOption: { id: option, text: option } },
    ];
    const response = await postRsvp(
      siteId,
      {
        ...rsvpBody(siteId, []),
        guests: [
          { formElements: chose("Hugo Holm", "sorry"), guestId: hugo.id },
          { formElements: chose("Ida Holm", "sure"), guestId: ida.id },
        ],
      },
      await openPersonalLink({ siteId, host }, holms.token),
    );
    expect(response.statusCode, response.body).toBe(200);
    const answered = (
      await t.app.inject({
        method: "GET",
        url: `/api/sites/${siteId}/households/${holms.id}`,
        cookies: { session: cookie },
      })
    ).json().household as Household;
    expect(answered.status).toBe("partly");
    expect(answered.answers.map(({ guestId, partId, attending }) => [guestId, partId, attending])).toEqual(
      [
        [hugo.id, "", false],
        [ida.id, "", true],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it("refuses another household's guest, a part it is not invited to and too many extra guests with 422, storing nothing", async () => {
    const { siteId, host, anderssons, bergs } = await siteWithList();
    const cookies = await openPersonalLink({ siteId, host }, bergs.token);
    const dan = bergs.guests[0] as Guest;
    const anna = anderssons.guests[0] as Guest;
    const refusals: GuestBody[][] = [
      [{ formElements: answers("Anna Andersson", "yes"), guestId: anna.id }],
      [{ formElements: answers("Dan Berg", "yes"), guestId: dan.id, parts: both(true) }],
      [{ formElements: answers("Dan Berg", "yes"), guestId: "0".repeat(24) }],
      // Berg may bring no one.
      [
        { formElements: answers("Dan Berg", "yes"), guestId: dan.id },
        { formElements: answers("Gäst", "yes") },
      ],
      [
        { formElements: answers("Dan Berg", "yes"), guestId: dan.id },
        { formElements: answers("Dan Berg", "yes"), guestId: dan.id },
      ],
    ];
    for (const guests of refusals) {
      const response = await postRsvp(siteId, rsvpBody(siteId, guests), cookies);
      const body = expectError(response, 422, "INVITATION_ANSWER_INVALID");
      expect(body.issues?.length).toBeGreaterThan(0);
    }
    expect(await rsvpRows(siteId)).toEqual([]);
    expect(await answerRows(siteId)).toEqual([]);
  });

  it("refuses malformed guest ids and parts with 400", async () => {
    const { siteId, host, bergs } = await siteWithList();
    const cookies = await openPersonalLink({ siteId, host }, bergs.token);
    for (const guest of [
      { formElements: answers("Dan Berg", "yes"), guestId: "not-an-id" },
      { formElements: answers("Dan Berg", "yes"), parts: [{ partId: "", attending: true }] },
      { formElements: answers("Dan Berg", "yes"), parts: [{ partId: "fest", attending: "ja" }] },
      { formElements: answers("Dan Berg", "yes"), parts: "fest" },
    ]) {
      expectError(
        await postRsvp(siteId, rsvpBody(siteId, [guest as GuestBody]), cookies),
        400,
        "INVALID_INPUT",
      );
    }
    expect(await rsvpRows(siteId)).toEqual([]);
  });
});

describe("an RSVP from the open page", () => {
  it("makes a household to review with a merge suggestion; merging moves its guests, answers and RSVPs", async () => {
    const { siteId, call, anderssons, household } = await siteWithList();
    const body = rsvpBody(siteId, [
      { formElements: answers("anna  ANDERSSON", "yes", "fish") },
      { formElements: answers("Frida Fors", "yes", "veg") },
    ]);
    const response = await postRsvp(siteId, body);
    expect(response.statusCode, response.body).toBe(200);
    // The same answer sent again (the browser never heard back) makes no second household.
    expect((await postRsvp(siteId, body)).json()).toEqual({ invertedSuccess: false });
    const list = (await call("GET", `/api/sites/${siteId}/households`)).json().households as Household[];
    const made = list.find((h) => h.needsReview) as Household;
    expect(made).toMatchObject({
      name: "anna ANDERSSON",
      status: "attending",
      groups: ["alla"],
      review: { suggestedHouseholdId: anderssons.id, suggestedName: "Familjen Andersson" },
    });
    expect(made.guests.map((guest) => guest.name)).toEqual(["anna ANDERSSON", "Frida Fors"]);
    expect((await household(made.id)).review?.suggestedHouseholdId).toBe(anderssons.id);
    expect(list).toHaveLength(3);
    expect((await call("GET", `/api/sites/${siteId}/households/summary`)).json().needsReview).toBe(1);
    const rows = await rsvpRows(siteId);
    expect(rows.every((row) => row.householdId === made.id)).toBe(true);

    const merged = await call("POST", `/api/sites/${siteId}/households/${made.id}/merge`, {
      intoHouseholdId: anderssons.id,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const into = merged.json().household as Household;
    expect(into.guests.map((guest) => guest.name)).toEqual([
      "Anna Andersson",
      "Bo Andersson",
      "Cilla Andersson",
      "Frida Fors",
    ]);
    expect(into.status).toBe("partly");
    const anna = into.guests[0] as Guest;
    expect(into.answers).toContainEqual(
      expect.objectContaining({ guestId: anna.id, partId: "fest", attending: true }),
    );
    expect(await t.ctx.db.select().from(households).where(eq(households.id, made.id))).toEqual([]);
    expect((await rsvpRows(siteId)).every((row) => row.householdId === anderssons.id)).toBe(true);
    expectError(await call("GET", `/api/sites/${siteId}/households/${made.id}`), 404, "NOT_FOUND");
  });

  it("can be kept as a household of its own; the open page still takes at most 5 guests", async () => {
    const { siteId, call } = await siteWithList();
    expect(
      (await postRsvp(siteId, rsvpBody(siteId, [{ formElements: answers("Gustav Gran", "no") }]))).statusCode,
    ).toBe(200);
    const list = (await call("GET", `/api/sites/${siteId}/households`)).json().households as Household[];
    const made = list.find((h) => h.needsReview) as Household;
    expect(made).toMatchObject({ name: "Gustav Gran", status: "declined", review: null });
    const kept = await call("PUT", `/api/sites/${siteId}/households/${made.id}`, {
      name: made.name,
      guests: made.guests.map(({ id, name }) => ({ id, name })),
      needsReview: false,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().household).toMatchObject({ needsReview: false, status: "declined" });

    const six = Array.from({ length: 6 }, (_, i) => ({ formElements: answers(`Gäst ${i}`, "yes") }));
    expectError(await postRsvp(siteId, rsvpBody(siteId, six)), 400, "INVALID_INPUT");
  });
});

describe("answers set by hand", () => {
  it("change the status and the overview, marked as the owner's", async () => {
    const { siteId, call, anderssons, bergs, summary } = await siteWithList();
    const [anna, bo, cilla] = anderssons.guests as [Guest, Guest, Guest];
    const set = await call("PUT", `/api/sites/${siteId}/households/${anderssons.id}/answers`, {
      guests: [
        { guestId: anna.id, parts: both(true) },
        { guestId: bo.id, attending: false },
        { guestId: cilla.id, parts: [{ partId: "fest", attending: true }] },
      ],
      note: "Ringde i tisdags",
    });
    expect(set.statusCode, set.body).toBe(200);
    const household = set.json().household as Household;
    expect(household.status).toBe("partly");
    expect(household.answers.every((answer) => answer.setBy === "owner")).toBe(true);
    expect(household.answers).toContainEqual(
      expect.objectContaining({
        guestId: bo.id,
        partId: "vigsel",
        attending: false,
        note: "Ringde i tisdags",
      }),
    );
    const overview = await summary();
    const vigsel = overview.parts.find((part: { id: string }) => part.id === "vigsel");
    expect(vigsel).toMatchObject({
      invited: { adults: 2, children: 1 },
      attending: { adults: 1, children: 0 },
      declined: { adults: 1, children: 0 },
      notAnswered: { adults: 0, children: 1 },
    });
    expect(overview.households).toMatchObject({ partly: 1, not_answered: 1 });

    // Bo's answer was for the wrong guest: taken away (attending null), he has not answered.
    const cleared = await call("PUT", `/api/sites/${siteId}/households/${anderssons.id}/answers`, {
      guests: [{ guestId: bo.id, attending: null }],
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = cleared.json().household as Household;
    expect(after.answers.some((answer) => answer.guestId === bo.id)).toBe(false);
    expect(after.answers.some((answer) => answer.guestId === anna.id)).toBe(true);

    // Bergs are invited to the party only; Anna is not theirs.
    const dan = bergs.guests[0] as Guest;
    for (const body of [
      { guests: [{ guestId: dan.id, parts: [{ partId: "vigsel", attending: true }] }] },
      { guests: [{ guestId: anna.id, attending: true }] },
    ])
      expectError(
        await call("PUT", `/api/sites/${siteId}/households/${bergs.id}/answers`, body),
        422,
        "GUEST_LIST_MISMATCH",
      );
    for (const body of [
      {},
      { guests: [] },
      { guests: [{ guestId: dan.id }] },
      { guests: [{ guestId: "x", attending: true }] },
      { guests: [{ guestId: dan.id, attending: "ja" }] },
      {
        guests: [
          { guestId: dan.id, attending: true },
          { guestId: dan.id, attending: false },
        ],
      },
    ])
      expectError(
        await call("PUT", `/api/sites/${siteId}/households/${bergs.id}/answers`, body),
        400,
        "INVALID_INPUT",
      );
    expect((await answerRows(siteId)).filter((row) => row.householdId === bergs.id)).toEqual([]);
    expectError(
      await call("PUT", `/api/sites/${siteId}/households/${"0".repeat(24)}/answers`, {
        guests: [{ guestId: dan.id, attending: true }],
      }),
      404,
      "NOT_FOUND",
    );
  });

  it("are the owner's only, as are merging and the answers' households", async () => {
    const { siteId, call, anderssons, bergs } = await siteWithList();
    const stranger = await registerAndLogin(t.app);
    const anna = anderssons.guests[0] as Guest;
    const attempts = [
      call(
        "PUT",
        `/api/sites/${siteId}/households/${anderssons.id}/answers`,
        { guests: [{ guestId: anna.id, attending: true }] },
        stranger.cookie,
      ),
      call(
        "POST",
        `/api/sites/${siteId}/households/${bergs.id}/merge`,
        { intoHouseholdId: anderssons.id },
        stranger.cookie,
      ),
      call("GET", `/api/sites/${siteId}/households/answers`, undefined, stranger.cookie),
    ];
    for (const response of await Promise.all(attempts)) expect([403, 404]).toContain(response.statusCode);
    const anonymous = await t.app.inject({ method: "GET", url: `/api/sites/${siteId}/households/answers` });
    expect(anonymous.statusCode).toBe(401);
    expect(await answerRows(siteId)).toEqual([]);
    expect((await call("GET", `/api/sites/${siteId}/households`)).json().households).toHaveLength(2);
    // Into itself, or into a household of no one: refused.
    expectError(
      await call("POST", `/api/sites/${siteId}/households/${bergs.id}/merge`, { intoHouseholdId: bergs.id }),
      422,
      "GUEST_LIST_MISMATCH",
    );
    expectError(
      await call("POST", `/api/sites/${siteId}/households/${bergs.id}/merge`, { intoHouseholdId: "nope" }),
      400,
      "INVALID_INPUT",
    );
    expectError(
      await call("POST", `/api/sites/${siteId}/households/${bergs.id}/merge`, {
        intoHouseholdId: "f".repeat(24),
      }),
      404,
      "NOT_FOUND",
    );
  });

  it("go with the household and with the site", async () => {
    const { siteId, host, call, bergs } = await siteWithList();
    const cookies = await openPersonalLink({ siteId, host }, bergs.token);
    const dan = bergs.guests[0] as Guest;
    await postRsvp(
      siteId,
      rsvpBody(siteId, [{ formElements: answers("Dan Berg", "yes"), guestId: dan.id }]),
      cookies,
    );
    expect(await answerRows(siteId)).toHaveLength(1);
    // Gone for good (as the answers' retention and a site's deletion delete households): its answers go,
    // the RSVP stays in the answers list without a household.
    await t.ctx.db.delete(households).where(eq(households.id, bergs.id));
    expect(await answerRows(siteId)).toEqual([]);
    const [row] = await rsvpRows(siteId);
    expect(row?.householdId).toBeNull();
    expect((await call("GET", `/api/sites/${siteId}/households/answers`)).json().data).toEqual({});
  });

  it("go with the answers' retention and with the site", async () => {
    const { siteId, host, bergs } = await siteWithList();
    const cookies = await openPersonalLink({ siteId, host }, bergs.token);
    const dan = bergs.guests[0] as Guest;
    const body = rsvpBody(siteId, [{ formElements: answers("Dan Berg", "yes"), guestId: dan.id }]);
    expect((await postRsvp(siteId, body, cookies)).statusCode).toBe(200);
    expect(await answerRows(siteId)).toHaveLength(1);
    const expired = new Date(Date.now() - 1000);
    await t.ctx.db.update(sites).set({ activeExpireDate: expired }).where(eq(sites.id, siteId));
    const retention = t.ctx.config.answersRetentionDays;
    await runAnswersRetention(t.ctx, new Date(expired.getTime() + (retention - NOTICE_DAYS) * DAY + 1000));
    expect(await answerRows(siteId)).toHaveLength(1);
    await runAnswersRetention(t.ctx, new Date(expired.getTime() + retention * DAY + 1000));
    expect(await answerRows(siteId)).toEqual([]);
    expect(await rsvpRows(siteId)).toEqual([]);

    const other = await siteWithList();
    const again = await openPersonalLink(other, other.bergs.token);
    const otherDan = other.bergs.guests[0] as Guest;
    await postRsvp(
      other.siteId,
      rsvpBody(other.siteId, [{ formElements: answers("Dan Berg", "yes"), guestId: otherDan.id }]),
      again,
    );
    expect(await answerRows(other.siteId)).toHaveLength(1);
    await t.ctx.db.delete(sites).where(eq(sites.id, other.siteId));
    expect(await answerRows(other.siteId)).toEqual([]);
  });
});

describe("an RSVP and its questions per guest group", () => {
  it("lets a household bigger than the RSVP's own most answer for all its guests", async () => {
    const { siteId, host, call } = await siteWithList();
    const names = ["Ada", "Bea", "Cid", "Dag", "Eva", "Fia"].map((first) => `${first} Stor`);
    const added = await call("POST", `/api/sites/${siteId}/households`, {
      name: "Storfamiljen",
      guests: names.map((name) => ({ name })),
    });
    const big = added.json().household as Household;
    const cookies = await openPersonalLink({ siteId, host }, big.token);
    const sent = await postRsvp(
      siteId,
      rsvpBody(
        siteId,
        big.guests.map((guest) => ({
          formElements: answers(guest.name, "yes"),
          guestId: guest.id,
          parts: both(true),
        })),
      ),
      cookies,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await rsvpRows(siteId)).toHaveLength(6);
    // Without the link, the RSVP's own most (5) still holds.
    const open = await postRsvp(
      siteId,
      rsvpBody(
        siteId,
        names.map((name) => ({ formElements: answers(name, "yes") })),
      ),
    );
    expectError(open, 400, "INVALID_INPUT");
  });

  it("judges only the questions the guest was shown: another group's required question is not required", async () => {
    const { siteId, host, call, bergs } = await siteWithList();
    const bus = {
      id: "bus",
      formElementType: "ShortText" as const,
      label: { sv: "Vilken buss?" },
      required: true,
      visibleToGroups: ["alla"],
    };
    const doc = siteDocument();
    const rsvp = doc.siteModules?.find((module) => module.id === RSVP_ID) as {
      form: { formElements: unknown[] };
    };
    rsvp.form.formElements.push(bus);
    expect((await call("PUT", `/api/sites/V2/${siteId}`, doc)).statusCode).toBe(200);
    // The open page and the evening household were never shown the bus question.
    const open = await postRsvp(siteId, rsvpBody(siteId, [{ formElements: answers("Eva Öppen", "yes") }]));
    expect(open.statusCode, open.body).toBe(200);
    const [dan] = bergs.guests as [Guest];
    const evening = await postRsvp(
      siteId,
      rsvpBody(siteId, [
        {
          formElements: answers("Dan Berg", "yes"),
          guestId: dan.id,
          parts: [{ partId: "fest", attending: true }],
        },
      ]),
      await openPersonalLink({ siteId, host }, bergs.token),
    );
    expect(evening.statusCode, evening.body).toBe(200);
    // A household of the group shown it must answer it.
    const added = await call("POST", `/api/sites/${siteId}/households`, {
      name: "Hela dagen",
      groups: ["alla"],
      guests: [{ name: "Hugo Hel" }],
    });
    const whole = added.json().household as Household;
    const [hugo] = whole.guests as [Guest];
    const unanswered = await postRsvp(
      siteId,
      rsvpBody(siteId, [{ formElements: answers("Hugo Hel", "yes"), guestId: hugo.id, parts: both(true) }]),
      await openPersonalLink({ siteId, host }, whole.token),
    );
    expectError(unanswered, 400, "INVALID_INPUT");
  });

  it("is 404 to a guest not shown the RSVP at all", async () => {
    const { siteId, host, call, bergs } = await siteWithList();
    const doc = siteDocument();
    const rsvp = doc.siteModules?.find((module) => module.id === RSVP_ID) as Record<string, unknown>;
    rsvp.visibleToGroups = ["alla"];
    expect((await call("PUT", `/api/sites/V2/${siteId}`, doc)).statusCode).toBe(200);
    const [dan] = bergs.guests as [Guest];
    const evening = await postRsvp(
      siteId,
      rsvpBody(siteId, [{ formElements: answers("Dan Berg", "yes"), guestId: dan.id }]),
      await openPersonalLink({ siteId, host }, bergs.token),
    );
    expectError(evening, 404, "NOT_FOUND");
    expectError(
      await postRsvp(siteId, rsvpBody(siteId, [{ formElements: answers("Eva", "yes") }])),
      404,
      "NOT_FOUND",
    );
  });
});

describe("the caterer's summary of written food answers", () => {
  it("counts alike allergy answers together, leaves out 'none' and never lists a name question", async () => {
    const { siteId, host, call, anderssons, summary } = await siteWithList();
    const allergies = {
      id: "allergies",
      formElementType: "ShortText" as const,
      label: { sv: "Allergier eller specialkost", en: "Allergies or special diet" },
      required: false,
    };
    const doc = siteDocument();
    const rsvp = doc.siteModules?.find((module) => module.id === RSVP_ID) as {
      form: { formElements: unknown[] };
    };
    rsvp.form.formElements.push(allergies);
    expect((await call("PUT", `/api/sites/V2/${siteId}`, doc)).statusCode).toBe(200);
    const [anna, bo, cilla] = anderssons.guests as [Guest, Guest, Guest];
    const withDiet = (name: string, diet: string) => [
      ...answers(name, "yes"),
      { formElement: allergies, value: diet, selectedOption: null },
    ];
    const sent = await postRsvp(
      siteId,
      rsvpBody(siteId, [
        { formElements: withDiet("Anna Andersson", "Gluten"), guestId: anna.id, parts: both(true) },
        { formElements: withDiet("Bo Andersson", "  gluten "), guestId: bo.id, parts: both(true) },
        { formElements: withDiet("Cilla Andersson", "Nej"), guestId: cilla.id, parts: both(true) },
        { formElements: withDiet("Erik Ek", "laktos"), parts: [{ partId: "fest", attending: true }] },
      ]),
      await openPersonalLink({ siteId, host }, anderssons.token),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const caterer = (await summary()).caterer;
    expect(caterer.questions.map((q: { id: string }) => q.id)).not.toContain("name");
    const written = caterer.questions.find((q: { id: string }) => q.id === "allergies");
    expect(written.label).toBe("Allergier eller specialkost");
    const counts = (partId: string) =>
      written.parts
        .find((part: { id: string }) => part.id === partId)
        .options.map((option: { text: string; count: number }) => `${option.text} ${option.count}`);
    expect(counts("vigsel")).toEqual(["Gluten 2", "Laktos 0"]);
    expect(counts("fest")).toEqual(["Gluten 2", "Laktos 1"]);
    expect(JSON.stringify(caterer)).not.toContain("Andersson");
  });
});
