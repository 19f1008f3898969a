import type { SiteDocumentInput } from "@core/site";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rsvps } from "../../db/schema";
import { issuePostKey } from "../../operations/post-keys";
import { activateSite } from "../../operations/sites";
import {
  createSiteFor,
  freshClientAddress,
  registerAndLogin,
  testAppForThisFile,
  validSiteDocument,
} from "../../test/harness";

const t = testAppForThisFile();
const RSVP_ID = "CLIENTIDkinds1";
const questions = [
  { id: "name", formElementType: "ShortText" as const, label: { sv: "Namn" }, required: true },
  { id: "mail", formElementType: "ShortText" as const, label: { sv: "E-post" }, inputKind: "email" as const },
  {
    id: "phone",
    formElementType: "ShortText" as const,
    label: { sv: "Telefon" },
    inputKind: "phone" as const,
  },
  {
    id: "guests",
    formElementType: "ShortText" as const,
    label: { sv: "Antal" },
    inputKind: "number" as const,
  },
  { id: "note", formElementType: "ShortText" as const, label: { sv: "Övrigt" } },
];

async function publishedSite(): Promise<string> {
  const doc: SiteDocumentInput = validSiteDocument();
  doc.siteModules = [
    ...(doc.siteModules ?? []),
    {
      id: RSVP_ID,
      siteModuleType: "Rsvp",
      title: { sv: "OSA" },
      maxNumberOfGuests: 1,
      form: { formElements: questions },
    },
  ];
  const { cookie } = await registerAndLogin(t.app);
  const id = await createSiteFor(t.app, cookie, doc);
  await activateSite(t.ctx, id, `kinds-${id.slice(0, 8)}.se`);
  return id;
}

async function readyKey(siteId: string): Promise<string> {
  // As if the guest had spent ten seconds on the form (the robot rule wants three).
  return issuePostKey(t.ctx, siteId, "rsvp", Date.now() - 10_000);
}

async function send(siteId: string, values: Record<string, string>) {
  const formElements = questions.map((question) => ({
    formElement: question,
    value: values[question.id] ?? "",
    selectedOption: null,
  }));
  return t.app.inject({
    method: "POST",
    url: `/api/rsvps/${siteId}/v4/`,
    remoteAddress: freshClientAddress(),
    payload: {
      guests: [{ formElements }],
      language: "sv",
      groupIdentifier: `group-${Math.random().toString(36).slice(2)}`,
      postKey: await readyKey(siteId),
      formId: RSVP_ID,
      formTitle: "OSA",
    },
  });
}

const stored = async (siteId: string) =>
  (await t.ctx.db.select().from(rsvps).where(eq(rsvps.siteId, siteId))).length;

describe("answer kinds", () => {
  it("refuses an answer that is not the kind asked for, with a 400 naming the question, and stores nothing", async () => {
    const siteId = await publishedSite();
    for (const [id, value] of [
      ["mail", "sofia.ek(at)mail"],
      ["phone", "ring mig"],
      ["guests", "två"],
    ] as const) {
      const response = await send(siteId, { name: "Sofia Ek", [id]: value });
      expect(response.statusCode, `${id}=${value}`).toBe(400);
      expect(JSON.stringify(response.json())).toContain(id);
    }
    expect(await stored(siteId)).toBe(0);
  });

  it("takes answers of the right kind, empty optional ones, and any text where no kind is asked", async () => {
    const siteId = await publishedSite();
    const ok = await send(siteId, {
      name: "Sofia Ek",
      mail: "sofia.ek@mail.se",
      phone: "070-123 45 67",
      guests: "2",
      note: "sofia.ek(at)mail",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ invertedSuccess: false });
    const empty = await send(siteId, { name: "Per" });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(await stored(siteId)).toBe(2);
  });
});
