// The RSVP site the answer, confirmation and caterer tests start from: an owner account with a published
// site whose RSVP form asks the guest's name and "will you come?", a guest list with two parts (Vigsel,
// Fest) and the requests a guest makes (the personal link, an RSVP with a fresh post key).
import type { formElementSchema } from "@core/form";
import type { SiteDocumentInput } from "@core/site";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { z } from "zod";
import { sites } from "../db/schema";
import { issuePostKey } from "../operations/post-keys";
import { activateSite } from "../operations/sites";
import type { TestApp } from "./harness";
import { createSiteFor, freshClientAddress, registerAndLogin, validSiteDocument } from "./helpers";

/** The RSVP module's id in the site document (and the formId of every RSVP the tests post). */
export const RSVP_ID = "CLIENTIDrsvp1";

export const nameQuestion = {
  id: "name",
  formElementType: "ShortText" as const,
  label: { sv: "Namn", en: "Name" },
  required: true,
};

export const attendQuestion = {
  id: "attend",
  formElementType: "SingleSelect" as const,
  label: { sv: "Kommer du?", en: "Will you come?" },
  required: true,
  options: [
    { id: "yes", text: { sv: "Ja", en: "Yes" } },
    { id: "no", text: { sv: "Nej", en: "No" } },
  ],
};

/** An optional food choice: fish or vegetarian. */
export const mealQuestion = {
  id: "meal",
  formElementType: "SingleSelect" as const,
  label: { sv: "Mat", en: "Food" },
  required: false,
  options: [
    { id: "fish", text: { sv: "Fisk", en: "Fish" } },
    { id: "veg", text: { sv: "Vegetariskt", en: "Vegetarian" } },
  ],
};

/** The guest list's settings most tests use: two parts, a default group for both and an evening group. */
export const TWO_PARTS_SETTINGS = {
  parts: [
    { id: "vigsel", name: "Vigsel" },
    { id: "fest", name: "Fest" },
  ],
  groups: [
    { id: "alla", name: "Hela dagen", partIds: ["vigsel", "fest"], isDefault: true },
    { id: "kvall", name: "Kväll", partIds: ["fest"] },
  ],
};

type FormElement = z.input<typeof formElementSchema>;
/** The owner saves the guest list's settings (TWO_PARTS_SETTINGS unless given), expecting 200. */
export async function saveGuestListSettings(
  t: TestApp,
  owner: { siteId: string; cookie: string },
  settings: object = TWO_PARTS_SETTINGS,
): Promise<void> {
  const response = await t.app.inject({
    method: "PUT",
    url: `/api/sites/${owner.siteId}/guest-list/settings`,
    cookies: { session: owner.cookie },
    payload: settings,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The Anderssons (two adults and a child, who may bring one more) invited to the whole day. */
export const ANDERSSON_HOUSEHOLD = {
  name: "Familjen Andersson",
  extraGuests: 1,
  guests: [{ name: "Anna Andersson" }, { name: "Bo Andersson" }, { name: "Cilla Andersson", child: true }],
};

/** The Bergs (Dan alone) invited to the evening only. */
export const BERG_HOUSEHOLD = { name: "Berg", groups: ["kvall"], guests: [{ name: "Dan Berg" }] };

type SiteModuleInput = NonNullable<SiteDocumentInput["siteModules"]>[number];

/** The realistic site document with an RSVP module (max five guests) asking these questions. */
export function rsvpSiteDocument(
  formElements: FormElement[] = [nameQuestion, attendQuestion],
  modulesBefore: SiteModuleInput[] = [],
  rsvpModule: Record<string, unknown> = {},
): SiteDocumentInput {
  const doc = validSiteDocument();
  doc.siteModules = [
    ...(doc.siteModules ?? []),
    ...modulesBefore,
    {
      id: RSVP_ID,
      siteModuleType: "Rsvp",
      title: { sv: "OSA", en: "RSVP" },
      maxNumberOfGuests: 5,
      form: { formElements },
      ...rsvpModule,
    } as SiteModuleInput,
  ];
  return doc;
}

/** A household as the owners' household routes return it (the fields every test reads). */
export type RsvpHousehold = {
  id: string;
  name: string;
  token: string;
  guests: { id: string; name: string }[];
};

export type RsvpSiteOptions = {
  /** The host is `<hostPrefix>-<n>-<siteId start>.se`, one of its own per site. */
  hostPrefix: string;
  /** The RSVP form's questions; name and "will you come?" unless given. */
  formElements?: FormElement[];
  /** Modules placed before the RSVP module (e.g. a Countdown). */
  modulesBefore?: SiteModuleInput[];
  /** More fields of the RSVP module (e.g. declineOption). */
  rsvpModule?: Record<string, unknown>;
  /** The guest list's settings (PUT before anything else); TWO_PARTS_SETTINGS unless given, none if null. */
  settings?: object | null;
  /** The last day to answer (sites.rsvp_deadline, YYYY-MM-DD), set in the database. */
  rsvpDeadline?: string;
};

let hosts = 0;

/**
 * A new owner (logged in) with a published RSVP site on a host of its own; `call` makes the owner's
 * requests (another session if given), `add` adds a household to the guest list (expecting 200) and
 * `household` reads one back.
 */
export async function rsvpSite<H = RsvpHousehold>(t: TestApp, options: RsvpSiteOptions) {
  const owner = await registerAndLogin(t.app);
  const siteId = await createSiteFor(
    t.app,
    owner.cookie,
    rsvpSiteDocument(options.formElements, options.modulesBefore, options.rsvpModule),
  );
  const host = `${options.hostPrefix}-${++hosts}-${siteId.slice(0, 6)}.se`;
  await activateSite(t.ctx, siteId, host);
  if (options.rsvpDeadline)
    await t.ctx.db.update(sites).set({ rsvpDeadline: options.rsvpDeadline }).where(eq(sites.id, siteId));
  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
    session: string = owner.cookie,
  ) =>
    t.app.inject({
      method,
      url,
      cookies: { session },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const settings = options.settings === undefined ? TWO_PARTS_SETTINGS : options.settings;
  if (settings) await saveGuestListSettings(t, { siteId, cookie: owner.cookie }, settings);
  const add = async (body: unknown): Promise<H> => {
    const response = await call("POST", `/api/sites/${siteId}/households`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().household as H;
  };
  const household = async (id: string): Promise<H> =>
    (await call("GET", `/api/sites/${siteId}/households/${id}`)).json().household as H;
  return { owner, cookie: owner.cookie, siteId, host, call, add, household };
}

/** A guest's name answer. */
export const nameAnswer = (name: string) => ({
  formElement: nameQuestion,
  value: name,
  selectedOption: null,
});

/** A guest's "will you come?" answer. */
export const attendAnswer = (attend: "yes" | "no") => ({
  formElement: attendQuestion,
  value: "",
  selectedOption: { id: attend, text: attend === "yes" ? "Ja" : "Nej" },
});

/** A guest's answer per part of the two-part guest list. */
export const bothParts = (vigsel: boolean, fest: boolean = vigsel) => [
  { partId: "vigsel", attending: vigsel },
  { partId: "fest", attending: fest },
];

/**
 * The requests a guest makes, for the file's test app: `openPersonalLink` opens a household's personal
 * link on the site's host as the guest's browser does (a redirect setting the invitation cookie) and
 * returns that cookie; `rsvpBody` is an RSVP to the site's form with a post key issued ten seconds ago
 * (unless one is given); `postRsvp` posts it from a client address of its own, with the guest's cookies.
 */
export function guestRequests(t: TestApp) {
  const openPersonalLink = async (
    site: { siteId: string; host: string },
    token: string,
  ): Promise<Record<string, string>> => {
    const opened = await t.app.inject({
      method: "GET",
      url: `/i/${token}`,
      headers: { host: site.host },
      remoteAddress: freshClientAddress(),
    });
    expect(opened.statusCode, opened.body).toBe(302);
    const cookie = opened.cookies.find((c) => c.name === `invitation_${site.siteId}`);
    expect(cookie?.value).toBe(token);
    return { [`invitation_${site.siteId}`]: cookie?.value ?? "" };
  };
  const rsvpBody = (
    siteId: string,
    guests: unknown[],
    options: { language?: string; postKey?: string } = {},
  ) => ({
    guests,
    language: options.language ?? "sv",
    groupIdentifier: `group-${Math.random().toString(36).slice(2)}`,
    postKey: options.postKey ?? issuePostKey(t.ctx, siteId, "rsvp", Date.now() - 10_000),
    formId: RSVP_ID,
    formTitle: "OSA",
  });
  const postRsvp = (
    siteId: string,
    payload: unknown,
    cookies: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: "POST",
      url: `/api/rsvps/${siteId}/v4/`,
      payload: payload as object,
      cookies,
      remoteAddress: freshClientAddress(),
    });
  return { openPersonalLink, rsvpBody, postRsvp };
}
