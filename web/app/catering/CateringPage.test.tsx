// @vitest-environment happy-dom
// The caterer's screen (issue 28): the counts per part (coming, of whom children, not coming, not
// answered), the food and allergy answers per part, the CSV download in the UI language, "Logga ut"
// (the logout call), and a refused reader told it is not theirs.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CateringPage } from "./CateringPage";
import type { CateringView } from "./types";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SITE = "b".repeat(24);
const VIEW: CateringView = {
  parts: [
    {
      id: "vigsel",
      name: "Vigsel",
      attending: { adults: 40, children: 5 },
      declined: { adults: 3, children: 0 },
      notAnswered: { adults: 7, children: 1 },
    },
    {
      id: "middag",
      name: "Middag",
      attending: { adults: 30, children: 2 },
      declined: { adults: 6, children: 1 },
      notAnswered: { adults: 9, children: 0 },
    },
  ],
  caterer: {
    questions: [
      {
        id: "allergies",
        label: "Allergier eller specialkost",
        parts: [
          { id: "vigsel", name: "Vigsel", options: [{ id: "gluten", text: "Gluten", count: 4 }] },
          { id: "middag", name: "Middag", options: [{ id: "gluten", text: "Gluten", count: 3 }] },
        ],
      },
    ],
  },
};

type Call = { method: string; url: string };

function stubServer(answer: (call: Call) => { status: number; body: unknown; type?: string }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? "GET", url };
      calls.push(call);
      const reply = answer(call);
      return new Response(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "content-type": reply.type ?? "application/json" },
      });
    }),
  );
  return calls;
}

function show(language: "sv" | "en" = "sv"): void {
  const messages = language === "sv" ? sv : en;
  const i18n = createI18n(language, { [language]: { app: messages.app } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`/redigera/${SITE}/catering`]}>
          <Routes>
            <Route path="/redigera/:siteId/catering" element={<CateringPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe("the caterer's screen", () => {
  it("shows the counts and the allergies per part, downloads the CSV and logs out", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, hostname: "localhost", assign });
    const created = vi.fn(() => "blob:catering");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const calls = stubServer((call) =>
      call.url.includes("/export")
        ? { status: 200, body: "Del;Kommer\r\n", type: "text/csv" }
        : call.url.includes("/logout")
          ? { status: 200, body: {} }
          : { status: 200, body: VIEW },
    );
    show();
    const counts = await screen.findByRole("table", { name: "" });
    const vigsel = within(counts).getByRole("row", { name: /Vigsel/ });
    expect(
      within(vigsel)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["45", "5", "3", "8"]);
    const middag = within(counts).getByRole("row", { name: /Middag/ });
    expect(
      within(middag)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["32", "2", "7", "9"]);
    expect(within(counts).getByRole("columnheader", { name: "Varav barn" })).toBeTruthy();

    const food = screen.getByRole("table", { name: "Allergier eller specialkost" });
    const gluten = within(food).getByRole("row", { name: /Gluten/ });
    expect(
      within(gluten)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["4", "3"]);
    expect(calls[0]?.url).toBe(`/api/sites/${SITE}/catering`);

    fireEvent.click(screen.getByRole("button", { name: "Ladda ned (CSV)" }));
    await waitFor(() => expect(calls.some((call) => call.url.includes("/export"))).toBe(true));
    expect(calls.find((call) => call.url.includes("/export"))?.url).toBe(
      `/api/sites/${SITE}/catering/export?language=sv`,
    );

    fireEvent.click(screen.getByRole("button", { name: "Logga ut" }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(calls.some((call) => call.method === "POST" && call.url === "/api/accounts/logout/")).toBe(true);
  });

  it("says in English when there are no food answers yet, and a refused reader is told it is not theirs", async () => {
    stubServer(() => ({ status: 200, body: { ...VIEW, caterer: { questions: [] } } }));
    show("en");
    expect(await screen.findByText("No answers about food yet.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Log out" })).toBeTruthy();
    cleanup();

    stubServer(() => ({
      status: 403,
      body: { isErrorResponse: true, code: "FORBIDDEN", message: "Forbidden" },
    }));
    show();
    expect(await screen.findByText("Den här sidan är bara för ägarna och cateringen.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
