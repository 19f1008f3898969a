import { execFileSync } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";

/** Runs the operator command against the server under test (it talks to the running server). */
export function admin(...args: string[]): string {
  return execFileSync(process.execPath, ["dist/server/admin.js", ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, NODE_ENV: "test" },
    encoding: "utf8",
  });
}

export function uniqueMail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exempel.se`;
}

const p = (sv: string, en: string) => ({ sv: `<p>${sv}</p>`, en: `<p>${en}</p>` });

export function starterSite() {
  return {
    availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
    siteModules: [
      {
        id: "header1",
        siteModuleType: "Header",
        title: { sv: "Maja & Elias", en: "Maja & Elias" },
        secondLine: { sv: "7 augusti 2027 · Visby", en: "7 August 2027 · Visby" },
      },
      {
        id: "text1",
        siteModuleType: "Text",
        title: { sv: "Välkomna", en: "Welcome" },
        text: p("Vi gifter oss i Visby.", "We are getting married in Visby."),
      },
      {
        id: "imageText1",
        siteModuleType: "ImageAndText",
        title: { sv: "Festen", en: "The party" },
        text: p("Middag i ringmuren.", "Dinner by the city wall."),
      },
    ],
  };
}

/** A new account with a site, through the API (sign-up screens come with the onboarding issue). */
export async function createAccountWithSite(request: APIRequestContext, mail: string, password: string) {
  const registered = await request.post("/api/accounts/register/", { data: { mail, password } });
  if (!registered.ok()) throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  const created = await request.post("/api/sites/V2", { data: { site: starterSite(), wizardData: null } });
  if (!created.ok()) throw new Error(`create site failed: ${created.status()} ${await created.text()}`);
  const body = (await created.json()) as { site: { _id: string } };
  await request.post("/api/accounts/logout/");
  return body.site._id;
}
