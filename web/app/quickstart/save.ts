// Saving a quick-start draft (SPEC §2, §4): create the account (POST /api/accounts/register/, which
// also logs in), then the site (POST /api/sites/V2 {site, wizardData}). When the account exists
// already (registered on an earlier try whose site creation failed, so the session is there), only
// the site is created: a retry never registers twice.
import type { SiteDocument, WizardData } from "@core/site";

export type Poster = <T>(path: string, body?: unknown) => Promise<T>;

export type QuickStartSave = {
  /** The account's mail when this visitor is already registered and logged in; null otherwise. */
  registeredMail: string | null;
  mail: string;
  password: string;
  site: SiteDocument;
  wizardData: WizardData | null;
};

/** Creates what is missing and answers the new site's id; `onRegistered` hears of a new account at once. */
export async function saveQuickStartDraft(
  post: Poster,
  input: QuickStartSave,
  onRegistered: (mail: string) => void,
): Promise<string> {
  if (input.registeredMail === null) {
    const account = await post<{ mail: string }>("/api/accounts/register/", {
      mail: input.mail,
      password: input.password,
    });
    onRegistered(account.mail ?? input.mail);
  }
  const created = await post<{ site: { _id: string } }>("/api/sites/V2", {
    site: input.site,
    wizardData: input.wizardData,
  });
  return created.site._id;
}
