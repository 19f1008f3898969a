// The RSVP's last day (issue 26): PUT /api/sites/{siteId}/rsvp-deadline, owner only; guests see it on the
// page; after it a late RSVP is refused (409 RSVP_CLOSED, nothing stored), while forms go on; moving the
// date counts at once, also for a server that remembers the site from an earlier answer.
import type { SiteDocumentInput } from "@core/site";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rsvps } from "../../db/schema";
import { issuePostKey } from "../../operations/post-keys";
import { activateSite } from "../../operations/sites";
import {
  createSiteFor,
  expectError,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile({ pages: true });
const RSVP_ID = "CLIENTIDrsvp1";
const FORM_ID = "CLIENTIDform1";
let hostCounter = 0;

function site(): SiteDocumentInput {
  const doc = validSiteDocument();
  doc.siteModules = [
    ...(doc.siteModules ?? []),
    {
      id: RSVP_ID,
      siteModuleType: "Rsvp",
      title: { sv: "OSA", en: "RSVP" },
      form: {
        formElements: [
          { id: "name", formElementType: "ShortText", label: { sv: "Namn", en: "Name" }, required: true },
        ],
      },
    },
    {
      id: FORM_ID,
      siteModuleType: "Form",
      title: { sv: "Tal", en: "Speech" },
      form: {
        formElements: [
          { id: "speaker", formElementType: "ShortText", label: { sv: "Vem?", en: "Who?" }, required: true },
        ],
      },
    },
  ];
  return doc;
}

async function setUp() {
  const { cookie } = await registerAndLogin(t.app);
  const siteId = await createSiteFor(t.app, cookie, site());
  hostCounter += 1;
  const host = `sista-dag-${hostCounter}.se`;
  await activateSite(t.ctx, siteId, host);
  const setDeadline = (date: unknown, session: string | undefined = cookie) =>
    t.app.inject({
      method: "PUT",
      url: `/api/sites/${siteId}/rsvp-deadline`,
      ...(session ? { cookies: { session } } : {}),
      payload: { date },
    });
  return { siteId, host, cookie, setDeadline };
}

const answer = (siteId: string, name: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/rsvps/${siteId}/v4/`,
    remoteAddress: freshClientAddress(),
    payload: {
      guests: [
        {
          formElements: [
            {
              formElement: { id: "name", formElementType: "ShortText", label: { sv: "Namn" } },
              value: name,
              selectedOption: null,
            },
          ],
        },
      ],
      language: "sv",
      groupIdentifier: `group-${Math.random().toString(36).slice(2)}`,
      postKey: issuePostKey(t.ctx, siteId, "rsvp", Date.now() - 10_000),
      formId: RSVP_ID,
      formTitle: "OSA",
    },
  });

const speech = (siteId: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/form-submissions/${siteId}/`,
    remoteAddress: freshClientAddress(),
    payload: {
      formElements: [
        {
          formElement: { id: "speaker", formElementType: "ShortText", label: { sv: "Vem?" } },
          value: "Morbror Kalle",
          selectedOption: null,
        },
      ],
      postKey: issuePostKey(t.ctx, siteId, "form", Date.now() - 10_000),
      formId: FORM_ID,
      language: "sv",
      formTitle: "Tal",
    },
  });

const names = async (siteId: string) =>
  (await t.ctx.db.select({ id: rsvps.id }).from(rsvps).where(eq(rsvps.siteId, siteId))).length;

describe("the RSVP's last day", () => {
  it("is the owner's to set: 401 without a session, 403 for another's site, 400 for a date that is none", async () => {
    const { setDeadline } = await setUp();
    expectError(await setDeadline("2099-05-01", ""), 401, "NOT_LOGGED_IN");
    const stranger = await registerAndLogin(t.app);
    expectError(await setDeadline("2099-05-01", stranger.cookie), 403, "FORBIDDEN");
    for (const bad of ["2099-02-30", "1 maj", "2099-5-1", 20990501, "1999-12-31"])
      expectError(await setDeadline(bad), 400, "INVALID_INPUT");
    const set = await setDeadline("2099-05-01");
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().rsvpDeadline).toBe("2099-05-01");
    const cleared = await setDeadline(null);
    expect(cleared.json().rsvpDeadline).toBeNull();
  });

  it("is shown to guests, and late answers are refused while forms go on; a later date opens it again", async () => {
    const { siteId, host, setDeadline } = await setUp();
    // An answer first: this server now remembers the site (site-facts.ts).
    expect((await answer(siteId, "Anna")).statusCode).toBe(200);
    expect(await names(siteId)).toBe(1);

    await setDeadline("2099-05-01");
    const page = await t.app.inject({ method: "GET", url: "/sv", headers: { host } });
    expect(page.body).toContain('"rsvpDeadline":"2099-05-01"');
    expect(page.body).toContain("Sista dag för OSA: 1 maj 2099");
    expect((await answer(siteId, "Bertil")).statusCode).toBe(200);

    // A day that has passed: the very next answer is refused, although the site was remembered.
    await setDeadline("2020-01-01");
    const late = await answer(siteId, "Cecilia");
    expectError(late, 409, "RSVP_CLOSED");
    expect(late.json().errorDescription.sv).toMatch(/Sista dagen för OSA har passerat/);
    expect(await names(siteId)).toBe(2);
    expect((await speech(siteId)).statusCode).toBe(200);
    const closedPage = await t.app.inject({ method: "GET", url: "/sv", headers: { host } });
    expect(closedPage.body).toContain("OSA är stängd");

    await setDeadline("2099-06-01");
    expect((await answer(siteId, "Cecilia")).statusCode).toBe(200);
    expect(await names(siteId)).toBe(3);
  });
});
