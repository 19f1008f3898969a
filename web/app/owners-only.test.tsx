// @vitest-environment happy-dom
// A helper who opens one of the owners' screens (issue 28) by an old link or typing it: through the
// app's own route table (routes.tsx), a toastmaster is sent to the toastmaster's screen and a caterer to
// the caterer's, without the owners' screen being drawn or its data asked for (no "Lägg till hushåll",
// no "Du har inte behörighet … Logga in"). Owners get their screen; a member with a role that has no
// screen of its own is told it is the couple's page; a stranger's refusal is left to the screen.
import { siteDocumentSchema } from "@core/site";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ownersScreenSiteIdOf } from "./owners-only";
import { routes } from "./routes";

const SITE_ID = "0123456789abcdef01234567";
const OWNERS_SCREENS = [
  "gaster",
  "versioner",
  "placering",
  "bilder",
  "visa-osa/",
  "inbjudningar/",
  "konto/",
  "valj-adress/",
];

let role: string | null;
let asked: string[];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const refused = () =>
  json(403, {
    isErrorResponse: true,
    code: "FORBIDDEN",
    errorDescription: { sv: "Ingen behörighet", en: "Forbidden", da: "Ingen adgang" },
    message: "Forbidden",
  });

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost").pathname;
      asked.push(url);
      if (url === `/api/sites/${SITE_ID}`) {
        if (role === null) return refused();
        return json(200, {
          ...siteDocumentSchema.parse({ siteModules: [] }),
          _id: SITE_ID,
          usesSiteModules: true,
          siteVersion: 2,
          giftRegistryReservations: [],
          role,
          version: 1,
        });
      }
      if (url === `/api/sites/${SITE_ID}/versions` && role !== null) return json(200, { versions: [] });
      return refused();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={createI18n("sv", { sv: { app: sv.app, guest: sv.guest } })}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

/** What was asked of the server before the helper's own screen was reached. */
const ownersDataAsked = () =>
  asked.filter((url) => url !== `/api/sites/${SITE_ID}` && !/\/(toastmaster|catering)(\/|$)/.test(url));

describe("an owners' screen opened by a helper", () => {
  for (const [helper, own] of [
    ["toastmaster", "toastmaster"],
    ["caterer", "catering"],
  ] as const) {
    it(`sends a ${helper} from each owners' screen to /redigera/{id}/${own}, asking for none of its data`, async () => {
      role = helper;
      for (const path of OWNERS_SCREENS) {
        asked = [];
        const router = open(`/redigera/${SITE_ID}/${path}`);
        await waitFor(() => expect(router.state.location.pathname).toBe(`/redigera/${SITE_ID}/${own}`), {
          timeout: 10_000,
        });
        expect(ownersDataAsked(), path).toEqual([]);
        expect(screen.queryByRole("button", { name: "Lägg till hushåll" })).toBeNull();
        expect(screen.queryByText(/Du har inte behörighet/)).toBeNull();
        cleanup();
        router.dispose();
      }
    }, 60_000);
  }

  it("draws the guest list's tools for no helper: the toastmaster never sees 'Logga in' there", async () => {
    role = "toastmaster";
    const router = open(`/redigera/${SITE_ID}/gaster`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/redigera/${SITE_ID}/toastmaster`), {
      timeout: 10_000,
    });
    expect(asked).not.toContain(`/api/sites/${SITE_ID}/households`);
    expect(screen.queryByRole("button", { name: "Logga in" })).toBeNull();
    expect(screen.queryByText("Inga hushåll ännu")).toBeNull();
  }, 30_000);
});

describe("the owners' screens for others", () => {
  it("draws the screen for an owner and a co-owner, where it was opened", async () => {
    for (const owner of ["primary", "owner"]) {
      role = owner;
      const router = open(`/redigera/${SITE_ID}/versioner`);
      expect(await screen.findByRole("heading", { name: "Versioner" }, { timeout: 10_000 })).toBeTruthy();
      expect(router.state.location.pathname).toBe(`/redigera/${SITE_ID}/versioner`);
      expect(asked).toContain(`/api/sites/${SITE_ID}/versions`);
      cleanup();
      router.dispose();
    }
  }, 30_000);

  it("tells a member whose role has no screen of its own that it is the couple's page", async () => {
    role = "photographer";
    const router = open(`/redigera/${SITE_ID}/gaster`);
    expect(
      await screen.findByRole("heading", { name: "Det här är parets sida" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Till startsidan" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("button", { name: "Logga in" })).toBeNull();
    expect(asked).not.toContain(`/api/sites/${SITE_ID}/households`);
    expect(router.state.location.pathname).toBe(`/redigera/${SITE_ID}/gaster`);
  }, 30_000);

  it("leaves a refused site (not a member) to the screen, as before", async () => {
    role = null;
    open(`/redigera/${SITE_ID}/versioner`);
    expect(await screen.findByRole("heading", { name: "Versioner" }, { timeout: 10_000 })).toBeTruthy();
    // The screen's own refusal, as before this gate.
    expect(await screen.findByRole("alertdialog", {}, { timeout: 10_000 })).toBeTruthy();
    // Drawn once: the screen's own ask for the site does not send it back to waiting (and round again).
    expect(screen.getByRole("heading", { name: "Versioner", hidden: true })).toBeTruthy();
    expect(asked.filter((url) => url === `/api/sites/${SITE_ID}`).length).toBeLessThanOrEqual(2);
  }, 30_000);
});

describe("ownersScreenSiteIdOf (start.tsx asks for the site early on these)", () => {
  it("knows each owners' screen's site and no other path's", () => {
    for (const path of OWNERS_SCREENS) {
      expect(ownersScreenSiteIdOf(`/redigera/${SITE_ID}/${path}`), path).toBe(SITE_ID);
    }
    expect(ownersScreenSiteIdOf(`/redigera/${SITE_ID}/konto/forlang`)).toBe(SITE_ID);
    expect(ownersScreenSiteIdOf(`/redigera/${SITE_ID}/`)).toBeNull();
    expect(ownersScreenSiteIdOf(`/redigera/${SITE_ID}/toastmaster`)).toBeNull();
    expect(ownersScreenSiteIdOf(`/redigera/${SITE_ID}/gasterna`)).toBeNull();
  });
});
