// @vitest-environment happy-dom
// "Vad har hänt" on the Personer screen (issue 28): the owners' activity, newest first as the server
// answers it, each line with who (or "Någon som inte längre finns") and what, in sv and en.
import type { MembersView } from "@core/members";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActivityLine } from "./ActivityList";
import { MembersPage } from "./MembersPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SITE = "c".repeat(24);
const VIEW: MembersView = {
  role: "primary",
  members: [
    { id: "acc1", mail: "anna@example.se", role: "primary", you: true, since: "2026-05-01T10:00:00.000Z" },
  ],
  invitations: [],
};
const ACTIVITY: ActivityLine[] = [
  {
    id: 12,
    kind: "answers-set",
    at: "2026-11-27T18:05:00.000Z",
    who: "erik@example.se",
    detail: { household: "Familjen Holm" },
  },
  {
    id: 11,
    kind: "paid",
    at: "2026-11-27T12:00:00.000Z",
    who: "erik@example.se",
    detail: { product: "subdomain", amount: 29900, currency: "SEK" },
  },
  {
    id: 10,
    kind: "published",
    at: "2026-11-27T12:00:00.000Z",
    who: "erik@example.se",
    detail: { host: "annaocherik.se" },
  },
  { id: 9, kind: "saved", at: "2026-11-26T09:00:00.000Z", who: null, detail: {} },
  {
    id: 8,
    kind: "joined",
    at: "2026-11-25T09:00:00.000Z",
    who: "erik@example.se",
    detail: { role: "owner" },
  },
  {
    id: 7,
    kind: "invited",
    at: "2026-11-24T09:00:00.000Z",
    who: "anna@example.se",
    detail: { role: "owner" },
  },
];

function stubServer(activity: unknown) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      const body = url.endsWith("/activity") ? activity : VIEW;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return urls;
}

function show(language: "sv" | "en" = "sv"): void {
  const messages = language === "sv" ? sv : en;
  const i18n = createI18n(language, { [language]: { app: messages.app } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`/redigera/${SITE}/personer`]}>
          <Routes>
            <Route path="/redigera/:siteId/personer" element={<MembersPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const lines = (section: HTMLElement) =>
  within(section)
    .getAllByRole("listitem")
    .map((item) => item.querySelector(".activity__what")?.textContent);

describe("what has happened", () => {
  it("lists who did what, newest first, below the people", async () => {
    const urls = stubServer({ data: ACTIVITY });
    show();
    const section = (await screen.findByRole("heading", { name: "Vad har hänt" })).closest(
      "section",
    ) as HTMLElement;
    await within(section).findByText("Någon som inte längre finns");
    expect(lines(section)).toEqual([
      "erik@example.se fyllde i svar för Familjen Holm",
      `erik@example.se betalade ${new Intl.NumberFormat("sv", { style: "currency", currency: "SEK" }).format(299)}`,
      "erik@example.se publicerade sidan på annaocherik.se",
      "Någon som inte längre finns sparade sidan",
      "erik@example.se gick med på sidan (Medägare)",
      "anna@example.se skickade en inbjudan (Medägare)",
    ]);
    expect(within(section).getAllByRole("listitem")[0]?.querySelector("time")?.getAttribute("datetime")).toBe(
      "2026-11-27T18:05:00.000Z",
    );
    expect(urls).toContain(`/api/sites/${SITE}/activity`);
  });

  it("says so in English when nothing has happened", async () => {
    stubServer({ data: [] });
    show("en");
    expect(await screen.findByText("Nothing has happened yet.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "What has happened" })).toBeTruthy();
  });
});
