// The toastmaster's part (issue 28) through HTTP: the guest list as names and groups with no contact
// detail anywhere in the answer; only the forms the owner shares, without mail and phone answers; the
// Programme module saved as a new version that the guest page shows, other kinds refused, a stale
// version 409; a caterer and a stranger refused; the toastmaster refused the owner's routes.
import { createSiteModule } from "@modules/schemas";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  accounts,
  guestListSettings,
  sendDeliveries,
  siteMembers,
  sites,
  siteVersions,
} from "../../db/schema";
import { insertFormSubmissionRows } from "../../operations/answers";
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

type Json = Record<string, unknown>;

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  cookie?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(cookie ? { cookies: { session: cookie } } : {}),
    ...(payload !== undefined ? { payload: payload as Json } : {}),
    remoteAddress: freshClientAddress(),
  });

let hosts = 0;

const SPEECH_FORM = "CLIENTIDspeechForm";
const OTHER_FORM = "CLIENTIDotherForm";
const PROGRAMME = "CLIENTIDprogramme";

async function person() {
  const { cookie, mail } = await registerAndLogin(t.app);
  const [row] = await t.ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.mail, mail));
  if (!row) throw new Error("no account");
  return { cookie, mail, id: row.id };
}

/** A published site with a shared speech form, an unshared form, a programme, two households; a toastmaster. */
async function setUp() {
  const owner = await person();
  const document = validSiteDocument();
  const speech = createSiteModule("Form", SPEECH_FORM);
  speech.title = { sv: "Tal och sång" };
  speech.shareWithToastmaster = true;
  const other = createSiteModule("Form", OTHER_FORM);
  other.title = { sv: "Önskelåtar" };
  const programme = createSiteModule("Programme", PROGRAMME);
  programme.title = { sv: "Programmet" };
  programme.items = [
    {
      id: "CLIENTIDitem1",
      time: "15:00",
      endTime: "",
      date: "",
      title: { sv: "Vigsel" },
      text: {},
      place: "",
      part: {},
    },
  ];
  document.siteModules = [...(document.siteModules ?? []), speech, other, programme];
  const siteId = await createSiteFor(t.app, owner.cookie, document);
  hosts += 1;
  const host = `toastmaster-${hosts}-${siteId.slice(-6)}.se`;
  await activateSite(t.ctx, siteId, host);
  await t.ctx.db.insert(guestListSettings).values({
    siteId,
    groups: [{ id: "g1", name: "Brudens släkt", partIds: [], isDefault: false }],
  });
  for (const household of [
    {
      name: "Familjen Holm",
      email: "holm.hushall@example.se",
      phone: "0701112233",
      address: "Storgatan 1",
      groups: ["g1"],
      guests: [
        { name: "Kalle Holm", email: "kalle.gast@example.se", phone: "0704445566", note: "nötallergi" },
        { name: "Lisa Holm" },
      ],
    },
    { name: "Eva Berg", guests: [{ name: "Eva Berg" }] },
  ]) {
    const made = await call("POST", `/api/sites/${siteId}/households`, owner.cookie, household);
    expect(made.statusCode, made.body).toBe(200);
  }
  const element = (id: string, label: string, inputKind?: "email" | "phone") => ({
    id,
    label: { sv: label },
    showConditions: [],
    formElementType: "ShortText" as const,
    required: false,
    ...(inputKind ? { inputKind } : {}),
  });
  await insertFormSubmissionRows(t.ctx.db, [
    {
      id: `sub-${siteId}-1`,
      siteId,
      formId: SPEECH_FORM,
      formTitle: "Tal och sång",
      language: "sv",
      formElements: [
        { formElement: element("CLIENTIDq1", "Namn"), value: "Kalle Holm", selectedOption: null },
        {
          formElement: element("CLIENTIDq2", "Vad vill du göra?"),
          value: "Ett tal om brudgummen",
          selectedOption: null,
        },
        {
          formElement: element("CLIENTIDq3", "E-post", "email"),
          value: "kalle.tal@example.se",
          selectedOption: null,
        },
        { formElement: element("CLIENTIDq4", "Telefon", "phone"), value: "0709998877", selectedOption: null },
      ],
    },
    {
      id: `sub-${siteId}-2`,
      siteId,
      formId: OTHER_FORM,
      formTitle: "Önskelåtar",
      language: "sv",
      formElements: [
        { formElement: element("CLIENTIDq5", "Låt"), value: "Dancing Queen hemlig", selectedOption: null },
      ],
    },
  ]);
  const toastmaster = await person();
  const caterer = await person();
  await t.ctx.db.insert(siteMembers).values([
    { siteId, accountId: toastmaster.id, role: "toastmaster", addedBy: owner.id },
    { siteId, accountId: caterer.id, role: "caterer", addedBy: owner.id },
  ]);
  return { owner, siteId, host, toastmaster, caterer, programme };
}

const CONTACT_STRINGS = [
  "holm.hushall@example.se",
  "0701112233",
  "Storgatan 1",
  "kalle.gast@example.se",
  "0704445566",
  "nötallergi",
  "kalle.tal@example.se",
  "0709998877",
];

describe("the toastmaster's view", () => {
  it("has the guests' names and groups and the shared form's sign-ups, and no contact detail", async () => {
    const { siteId, toastmaster, owner } = await setUp();
    const response = await call("GET", `/api/sites/${siteId}/toastmaster`, toastmaster.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.role).toBe("toastmaster");
    const holm = body.households.find((h: { name: string }) => h.name === "Familjen Holm");
    expect(holm.guests.map((g: { name: string }) => g.name)).toEqual(["Kalle Holm", "Lisa Holm"]);
    expect(holm.groupIds).toEqual(["g1"]);
    expect(Object.keys(holm).sort()).toEqual(["groupIds", "guests", "id", "name"]);
    expect(Object.keys(holm.guests[0]).sort()).toEqual(["child", "id", "name"]);
    expect(body.groups).toEqual([{ id: "g1", name: "Brudens släkt" }]);
    // The shared form's sign-up, matched to the Holms by the name; the unshared form absent.
    expect(body.forms).toHaveLength(1);
    expect(body.forms[0].formId).toBe(SPEECH_FORM);
    const [submission] = body.forms[0].submissions;
    expect(submission.answers).toEqual([
      { label: { sv: "Namn" }, value: "Kalle Holm" },
      { label: { sv: "Vad vill du göra?" }, value: "Ett tal om brudgummen" },
    ]);
    expect(submission.householdId).toBe(holm.id);
    expect(response.body).not.toContain("Dancing Queen hemlig");
    expect(response.body).not.toContain(OTHER_FORM);
    for (const contact of CONTACT_STRINGS) expect(response.body).not.toContain(contact);
    // No personal link tokens or print codes: the owner's list has them, this answer none of them.
    const owners = await call("GET", `/api/sites/${siteId}/households`, owner.cookie);
    expect(owners.statusCode, owners.body).toBe(200);
    const listed = JSON.stringify(owners.json());
    const tokens = [...listed.matchAll(/"(?:token|code)":"([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(tokens.length).toBeGreaterThan(0);
    for (const secret of tokens) expect(response.body).not.toContain(secret);
  });

  it("is refused to a caterer, a stranger and no one", async () => {
    const { siteId, caterer } = await setUp();
    const stranger = await registerAndLogin(t.app);
    expectError(await call("GET", `/api/sites/${siteId}/toastmaster`, caterer.cookie), 403, "FORBIDDEN");
    expectError(await call("GET", `/api/sites/${siteId}/toastmaster`, stranger.cookie), 403, "FORBIDDEN");
    expectError(await call("GET", `/api/sites/${siteId}/toastmaster`), 401, "NOT_LOGGED_IN");
  });
});

describe("the toastmaster's programme", () => {
  it("saves a new version that the guest page shows, recording who saved it", async () => {
    const { siteId, host, toastmaster, programme } = await setUp();
    const guestPage = () =>
      t.app.inject({ method: "GET", url: "/sv", headers: { host, "accept-language": "sv" } });
    // Read (and cached) before the save: the save must invalidate it.
    const before = await guestPage();
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain("Vigsel");
    expect(before.body).not.toContain("Kalles tal");
    const read = (await call("GET", `/api/sites/${siteId}/toastmaster`, toastmaster.cookie)).json();
    const changed = {
      ...read.programmes[0],
      items: [
        ...read.programmes[0].items,
        { id: "CLIENTIDitem2", time: "21:00", title: { sv: "Kalles tal" }, place: "", part: {}, text: {} },
      ],
    };
    const saved = await call(
      "PUT",
      `/api/sites/${siteId}/modules/${programme.id}`,
      toastmaster.cookie,
      changed,
      {
        "x-site-version": String(read.version),
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBeGreaterThan(read.version);
    const [row] = await t.ctx.db.select().from(sites).where(eq(sites.id, siteId));
    expect(row?.currentVersionId).toBe(saved.json().version);
    const [version] = await t.ctx.db
      .select()
      .from(siteVersions)
      .where(eq(siteVersions.id, saved.json().version));
    expect(version?.savedBy).toBe(toastmaster.id);
    // The other modules are as they were.
    expect(row?.document.siteModules.map((m) => m.id)).toEqual([
      "CLIENTIDheader1",
      "CLIENTIDtext1",
      "CLIENTIDimageText1",
      SPEECH_FORM,
      OTHER_FORM,
      PROGRAMME,
    ]);
    expect(row?.document.siteModules.find((m) => m.id === SPEECH_FORM)).toBeTruthy();
    const page = await guestPage();
    expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
    expect(page.body).toContain("Kalles tal");
  });

  it("refuses a stale version (409), another module kind, a changed id and a caterer", async () => {
    const { siteId, toastmaster, caterer, programme } = await setUp();
    const read = (await call("GET", `/api/sites/${siteId}/toastmaster`, toastmaster.cookie)).json();
    const url = `/api/sites/${siteId}/modules/${programme.id}`;
    const first = await call("PUT", url, toastmaster.cookie, read.programmes[0], {
      "x-site-version": String(read.version),
    });
    expect(first.statusCode, first.body).toBe(200);
    const before = await t.ctx.db.select().from(siteVersions).where(eq(siteVersions.siteId, siteId));
    expectError(
      await call("PUT", url, toastmaster.cookie, read.programmes[0], {
        "x-site-version": String(read.version),
      }),
      409,
      "SAVE_CONFLICT",
    );
    // A Form module is not the toastmaster's: as a Form body (400) or a Programme body under its id (403).
    const form = createSiteModule("Form", SPEECH_FORM);
    expectError(
      await call("PUT", `/api/sites/${siteId}/modules/${SPEECH_FORM}`, toastmaster.cookie, form),
      400,
      "INVALID_INPUT",
    );
    expectError(
      await call("PUT", `/api/sites/${siteId}/modules/${SPEECH_FORM}`, toastmaster.cookie, {
        ...read.programmes[0],
        id: SPEECH_FORM,
      }),
      403,
      "FORBIDDEN",
    );
    expectError(
      await call("PUT", url, toastmaster.cookie, { ...read.programmes[0], id: "CLIENTIDother" }),
      400,
      "INVALID_INPUT",
    );
    expectError(await call("PUT", url, caterer.cookie, read.programmes[0]), 403, "FORBIDDEN");
    const after = await t.ctx.db.select().from(siteVersions).where(eq(siteVersions.siteId, siteId));
    expect(after.length).toBe(before.length);
  });
});

describe("the toastmaster's message to the speakers", () => {
  it("goes only to the households of the shared form's sign-ups; the preview names them without addresses", async () => {
    const { siteId, toastmaster, caterer, owner } = await setUp();
    const url = `/api/sites/${siteId}/toastmaster/message`;
    const preview = await call("POST", url, toastmaster.cookie, {
      channel: "mail",
      text: "Hej talare!",
      preview: true,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().recipients.map((r: { name: string }) => r.name)).toEqual(["Familjen Holm"]);
    for (const contact of CONTACT_STRINGS) expect(preview.body).not.toContain(contact);

    const sent = await call("POST", url, toastmaster.cookie, { channel: "mail", text: "Hej talare!" });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().households).toBe(1);
    const deliveries = await t.ctx.db
      .select({ householdId: sendDeliveries.householdId, status: sendDeliveries.status })
      .from(sendDeliveries)
      .where(eq(sendDeliveries.sendId, sent.json().id));
    const households = (await call("GET", `/api/sites/${siteId}/households`, owner.cookie)).json()
      .households as {
      id: string;
      name: string;
    }[];
    const holm = households.find((h) => h.name === "Familjen Holm");
    // Eva Berg signed up to nothing: not a recipient, not even a skipped one.
    expect(deliveries.map((d) => d.householdId)).toEqual([holm?.id]);

    expectError(await call("POST", url, caterer.cookie, { channel: "mail", text: "Hej" }), 403, "FORBIDDEN");
    expectError(
      await call("POST", url, toastmaster.cookie, { channel: "mail", text: "" }),
      400,
      "INVALID_INPUT",
    );
  });
});

describe("the owner's routes", () => {
  it("refuse the toastmaster: guest list, saves, sends, people and payments", async () => {
    const { siteId, toastmaster } = await setUp();
    const site = (await call("GET", `/api/sites/${siteId}`, toastmaster.cookie)).json();
    expect(site.role).toBe("toastmaster");
    const refused = [
      await call("GET", `/api/sites/${siteId}/households`, toastmaster.cookie),
      await call("POST", `/api/sites/${siteId}/households`, toastmaster.cookie, {
        name: "X",
        guests: [{ name: "X" }],
      }),
      await call("PUT", `/api/sites/V2/${siteId}`, toastmaster.cookie, validSiteDocument()),
      await call("GET", `/api/sites/${siteId}/sends`, toastmaster.cookie),
      await call("POST", `/api/sites/${siteId}/sends`, toastmaster.cookie, {
        channel: "mail",
        households: "all",
        kind: "message",
        text: "Hej",
      }),
      await call("GET", `/api/sites/${siteId}/members`, toastmaster.cookie),
      await call("POST", `/api/sites/${siteId}/members`, toastmaster.cookie, {
        mail: "x@example.se",
        role: "owner",
      }),
      await call("GET", `/api/rsvps/${siteId}/v4`, toastmaster.cookie),
      await call("GET", `/api/form-submissions/${siteId}`, toastmaster.cookie),
      await call("POST", `/api/sites/${siteId}/payment/free`, toastmaster.cookie, { product: "x" }),
    ];
    for (const response of refused) expectError(response, 403, "FORBIDDEN");
  });
});
