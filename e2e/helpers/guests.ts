// Shared set-up of the specs that talk to guests (issue 26: sends, reminders, confirmations): a
// Swedish wedding page with an RSVP, an owner signed up with the page active on its own host, the
// guest list's parts and households made through its API, the mails the server wrote as .eml files in
// DATA_DIR/mail, and screenshots in test-results/screenshots/{prefix}-{name}.png.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { readMailbox, type StoredMail } from "../../server/mail/mailbox";
import { admin, createAccountWithSiteDocument, RSVP_QUESTIONS, SWEDISH_HEADER, uniqueMail } from "../helpers";

export const PASSWORD = "hemligt-123";
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
const SHOTS = "test-results/screenshots";

/** A screenshot taker for one spec: test-results/screenshots/{prefix}-{name}.png. */
export function screenshots(prefix: string) {
  mkdirSync(SHOTS, { recursive: true });
  return (page: Page, name: string, fullPage = false) =>
    page.screenshot({ path: `${SHOTS}/${prefix}-${name}.png`, fullPage });
}

/** A Swedish wedding page with the header, the given modules and an RSVP ("OSA här", "Skicka OSA"). */
export function rsvpWeddingSite(modules: object[] = []) {
  return {
    availableLanguages: [{ languageCode: "sv" }],
    siteModules: [
      SWEDISH_HEADER,
      ...modules,
      {
        id: "rsvp1",
        siteModuleType: "Rsvp",
        title: { sv: "OSA" },
        showFormButton: { sv: "OSA här" },
        sendButton: { sv: "Skicka OSA" },
        maxNumberOfGuests: 3,
        form: { formElements: [...RSVP_QUESTIONS] },
      },
    ],
  };
}

/** The mails the server under test wrote (DATA_DIR/mail), to the address. */
export const mailsTo = (address: string): StoredMail[] =>
  readMailbox(join(process.env.E2E_DATA_DIR ?? "", "mail")).filter((mail) => mail.to.includes(address));

/** A personal link (https://{host}/i/{token}) in a mail's text. */
export const personalLinkIn = (text: string): string =>
  /https:\/\/[^\s/]+\/i\/[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? "";

/** A stamp that makes a spec's hosts and addresses its own. */
export const newStamp = (): string => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

export type ListedHousehold = { id: string; link: string; guests: { id: string; name: string }[] };

/**
 * An owner signed up (logged in on `request`) with the page active on {prefix}-{stamp}.brollopssidan.se,
 * the guest list's parts (none when not given) and the households made in order.
 */
export async function ownerWithGuestList(
  request: APIRequestContext,
  options: {
    prefix: string;
    /** The spec's stamp (newStamp), when its addresses use it too. */
    stamp?: string;
    site?: object;
    parts?: { id: string; name: string }[];
    households: object[];
  },
): Promise<{ mail: string; siteId: string; host: string; stamp: string; households: ListedHousehold[] }> {
  const stamp = options.stamp ?? newStamp();
  const mail = uniqueMail(options.prefix);
  const siteId = await createAccountWithSiteDocument(
    request,
    mail,
    PASSWORD,
    options.site ?? rsvpWeddingSite(),
  );
  const host = `${options.prefix}-${stamp}.brollopssidan.se`;
  expect(admin("activate", siteId, host)).toContain(`is active on ${host}`);
  expect((await request.post("/api/accounts/login/", { data: { mail, password: PASSWORD } })).ok()).toBe(
    true,
  );
  if (options.parts) {
    const settings = await request.put(`/api/sites/${siteId}/guest-list/settings`, {
      data: { parts: options.parts, groups: [] },
    });
    expect(settings.ok(), await settings.text()).toBe(true);
  }
  const households: ListedHousehold[] = [];
  for (const household of options.households) {
    const made = await request.post(`/api/sites/${siteId}/households`, { data: household });
    expect(made.ok(), await made.text()).toBe(true);
    households.push(((await made.json()) as { household: ListedHousehold }).household);
  }
  return { mail, siteId, host, stamp, households };
}
