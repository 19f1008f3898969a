// @vitest-environment happy-dom
// Version history needs a version-2 site (SPEC §6; issue 23 audit item 7): for a site made with the
// old editor the versions page offers no list, preview or restore, asks for no versions, and points
// to the editor, where the upgrade is; a version-2 site gets its list.
import type { Site } from "@core/site";
import { siteDocumentSchema } from "@core/site";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VersionsPage } from "./VersionsPage";

const SITE_ID = "0123456789abcdef01234567";

function site(siteVersion: 1 | 2): Site {
  return {
    ...siteDocumentSchema.parse({ siteModules: [] }),
    _id: SITE_ID,
    host: null,
    usesSiteModules: siteVersion === 2,
    siteVersion,
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
    rsvpDeadline: null,
    swishNumber: null,
  } as Site;
}

let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      const body = url.endsWith("/versions")
        ? {
            versions: [
              { id: 2, createdAt: "2026-05-02T10:00:00.000Z", latest: true, current: true },
              { id: 1, createdAt: "2026-05-01T10:00:00.000Z", latest: false, current: false },
            ],
          }
        : { site: siteDocumentSchema.parse({ siteModules: [] }) };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(siteVersion: 1 | 2) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(["site", SITE_ID], site(siteVersion));
  const router = createMemoryRouter([{ path: "/redigera/:siteId/versioner", element: <VersionsPage /> }], {
    initialEntries: [`/redigera/${SITE_ID}/versioner`],
  });
  render(
    <I18nextProvider i18n={createI18n("sv", { sv: { app: sv.app, guest: sv.guest } })}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("the versions page", () => {
  it("offers no versions for a version-1 site and points to the editor", async () => {
    renderPage(1);
    expect(await screen.findByText(/Versioner finns för sidor i den nya redigeraren/)).toBeTruthy();
    const link = screen.getByRole("link", { name: "Till sidan och uppgraderingen" });
    expect(link.getAttribute("href")).toBe(`/redigera/${SITE_ID}/`);
    expect(screen.queryAllByRole("radio")).toEqual([]);
    expect(screen.queryByRole("button", { name: /Återställ/ })).toBeNull();
    expect(asked.filter((url) => url.includes("/versions"))).toEqual([]);
  });

  it("lists a version-2 site's versions", async () => {
    renderPage(2);
    expect(await screen.findAllByRole("radio")).toHaveLength(2);
    expect(screen.queryByText(/Versioner finns för sidor i den nya redigeraren/)).toBeNull();
  });
});
