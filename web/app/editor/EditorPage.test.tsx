// @vitest-environment happy-dom
// The owner's editor as it loads its site (issue 23 audit items 2, 4 and 6): the canvas's gift cards
// show what guests have reserved (the owner's Site's giftRegistryReservations); a site that fails to
// load is shown and reported to POST /api/logs/ (SPEC §8), not on 403; the browser tab names the
// page being edited, '{page} – Redigera – {brand}', in the UI language.
import { type Site, siteDocumentSchema } from "@core/site";
import { createSiteModule } from "@modules/schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EditorPage } from "./EditorPage";

const SITE_ID = "0123456789abcdef01234567";
const MESSAGES = { sv, en, da } as const;

function giftSite(fields: Partial<Site> = {}): Site {
  const header = createSiteModule("Header", "CLIENTIDheader1");
  header.title = { sv: "Anna & Johan", en: "Anna and Johan" };
  const gifts = createSiteModule("GiftRegistry", "CLIENTIDgifts1");
  gifts.title = { sv: "Önskelista" };
  gifts.statusTextQuantity = { sv: "Önskat antal" };
  gifts.statusTextReservedPlural = { sv: "Reserverade" };
  gifts.giftRegistry.items = [
    {
      id: "giftRegistryItemKnives",
      title: { sv: "Knivar" },
      description: {},
      link: "",
      reservable: true,
      quantity: 3,
      image: null,
    },
  ];
  return {
    ...siteDocumentSchema.parse({
      siteModules: [header, gifts],
      availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
    }),
    _id: SITE_ID,
    host: null,
    usesSiteModules: true,
    siteVersion: 2,
    active: false,
    activeDate: null,
    activeExpireDate: null,
    password: null,
    metaNoindex: false,
    customDomainActive: false,
    customDomainActiveDate: null,
    customDomainRegistrationsAvailable: 0,
    quickStart: false,
    hasRsvps: false,
    giftRegistryReservations: [],
    wizardData: null,
    ...fields,
  } as Site;
}

type Answer = { status: number; body: unknown };
let siteAnswer: Answer;
let logged: { url: string; body: Record<string, unknown> }[];

beforeEach(() => {
  logged = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      if (url === "/api/logs/") {
        logged.push({ url, body: JSON.parse(String(init?.body)) });
        return json(200, {});
      }
      if (url === `/api/sites/${SITE_ID}`) return json(siteAnswer.status, siteAnswer.body);
      if (url.endsWith("/account/")) return json(200, { mail: "anna@example.com" });
      return json(404, {});
    }),
  );
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  document.title = "";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderEditor(ui: keyof typeof MESSAGES = "sv") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A data router, as the app's (useBlocker guards unsaved changes).
  const router = createMemoryRouter(
    [
      { path: "/redigera/:siteId/", element: <EditorPage /> },
      { path: "/logga-in", element: <p>Logga in-sidan</p> },
    ],
    { initialEntries: [`/redigera/${SITE_ID}/`] },
  );
  render(
    <I18nextProvider i18n={createI18n(ui, { [ui]: { app: MESSAGES[ui].app, guest: MESSAGES[ui].guest } })}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("the editor's gift cards", () => {
  it("show what guests have reserved", async () => {
    siteAnswer = {
      status: 200,
      body: giftSite({
        giftRegistryReservations: [{ giftRegistryId: "giftRegistryItemKnives", quantityReserved: 2 }],
      }),
    };
    renderEditor();
    const card = (await screen.findByText("Knivar")).closest("li") as HTMLElement;
    expect(card).toBeTruthy();
    expect(within(card).getByText(/Reserverade: 2/)).toBeTruthy();
    expect(within(card).getByText(/Önskat antal: 3/)).toBeTruthy();
  });
});

describe("a site that fails to load", () => {
  it("is shown and reported to the browser log route", async () => {
    siteAnswer = { status: 500, body: { isErrorResponse: true, message: "boom", code: "INTERNAL" } };
    renderEditor();
    expect(await screen.findByRole("alertdialog")).toBeTruthy();
    await waitFor(() => expect(logged).toHaveLength(1));
    expect(logged[0]?.body).toMatchObject({
      severity: 3,
      errorObject: { message: "boom" },
      info: { where: "editor: site load", siteId: SITE_ID, status: 500 },
    });
  });

  it("is not reported on 403 (not the owner's site)", async () => {
    siteAnswer = { status: 403, body: { isErrorResponse: true, message: "forbidden", code: "FORBIDDEN" } };
    renderEditor();
    expect(await screen.findByRole("alertdialog")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged).toHaveLength(0);
  });
});

describe("the editor's browser tab", () => {
  it("names the page, the editor and the brand", async () => {
    siteAnswer = { status: 200, body: giftSite() };
    renderEditor();
    await screen.findByText("Knivar");
    await waitFor(() => expect(document.title).toBe("Anna & Johan – Redigera – Bröllopssidan"));
  });

  it("says it in the UI language (en, da)", async () => {
    siteAnswer = { status: 200, body: giftSite() };
    renderEditor("en");
    await screen.findByText("Knivar");
    await waitFor(() => expect(document.title).toBe("Anna & Johan – Edit – Bröllopssidan"));
    cleanup();
    renderEditor("da");
    await screen.findByText("Knivar");
    await waitFor(() => expect(document.title).toBe("Anna & Johan – Rediger – Bröllopssidan"));
  });

  it("is 'Redigera – {brand}' for a page without a header title", async () => {
    const site = giftSite();
    siteAnswer = { status: 200, body: { ...site, siteModules: site.siteModules.slice(1) } };
    renderEditor();
    await screen.findByText("Knivar");
    await waitFor(() => expect(document.title).toBe("Redigera – Bröllopssidan"));
  });
});
