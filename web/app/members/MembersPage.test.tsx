// @vitest-environment happy-dom
// The people of a page (issue 28): the list with roles and "du", the waiting invitation; inviting posts
// the mail and the chosen role and says it went; a refusal is said in the server's words; a helper
// (403) is told only owners see the list. The invitation's link: signed out, "Logga in och gå med"
// signs in and accepts in one step and opens the page.
import type { MembersView } from "@core/members";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AcceptPage } from "./AcceptPage";
import { MembersPage } from "./MembersPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SITE = "a".repeat(24);
const VIEW: MembersView = {
  role: "primary",
  members: [
    { id: "acc1", mail: "anna@example.se", role: "primary", you: true, since: "2026-05-01T10:00:00.000Z" },
    { id: "acc2", mail: "erik@example.se", role: "owner", you: false, since: "2026-06-01T10:00:00.000Z" },
  ],
  invitations: [
    {
      id: "inv1",
      mail: "toast@example.se",
      role: "toastmaster",
      expiresAt: "2026-12-03T10:00:00.000Z",
      createdAt: "2026-11-26T10:00:00.000Z",
    },
  ],
};

type Call = { method: string; url: string; body: unknown };

function stubServer(answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? "GET",
        url,
        body: init.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      const reply = answer(call);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

function show(path: string, language: "sv" | "en" = "sv"): void {
  const messages = language === "sv" ? sv : en;
  const i18n = createI18n(language, { [language]: { app: messages.app } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/redigera/:siteId/personer" element={node} />
            <Route path="/medlem/:token" element={<AcceptPage />} />
            <Route path="/redigera/:siteId/" element={<p>Redigeraren för sidan</p>} />
            <Route path="/logga-in" element={<p>Logga in-sidan</p>} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  render(wrap(<MembersPage />));
}

describe("the people of a page", () => {
  it("lists the people and the waiting invitation, and invites with the chosen role", async () => {
    const calls = stubServer((call) =>
      call.method === "POST"
        ? { status: 201, body: { id: "inv2", expiresAt: "2026-12-04T10:00:00.000Z" } }
        : { status: 200, body: VIEW },
    );
    show(`/redigera/${SITE}/personer`);
    expect(await screen.findByText("erik@example.se")).toBeTruthy();
    expect(screen.getAllByText("Medägare")).toHaveLength(2); // the co-owner, and the role to invite
    expect(screen.getByText("(du)")).toBeTruthy();
    expect(screen.getByText("toast@example.se")).toBeTruthy();
    // The owner cannot be removed; the co-owner can; the invitation can be withdrawn.
    expect(screen.queryByRole("button", { name: "Ta bort anna@example.se" })).toBeNull();
    expect(screen.getByRole("button", { name: "Ta bort erik@example.se" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Återkalla inbjudan till toast@example.se" })).toBeTruthy();

    fireEvent.change(screen.getByLabelText("E-postadress"), { target: { value: " catering@example.se " } });
    fireEvent.click(screen.getByRole("radio", { name: /Catering/ }));
    fireEvent.click(screen.getByRole("button", { name: "Skicka inbjudan" }));
    expect(
      await screen.findByText("Inbjudan skickad till catering@example.se. Länken gäller i 7 dagar."),
    ).toBeTruthy();
    const posted = calls.find((call) => call.method === "POST");
    expect(posted?.url).toBe(`/api/sites/${SITE}/members`);
    expect(posted?.body).toEqual({ mail: "catering@example.se", role: "caterer" });
    // "Vad har hänt" is asked again after the invitation, which is one of its lines.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === `/api/sites/${SITE}/activity`).length).toBe(2),
    );
  });

  it("the owner hands the page to the co-owner and leaves, after saying yes", async () => {
    const calls = stubServer((call) =>
      call.method === "DELETE" ? { status: 200, body: { removed: "member" } } : { status: 200, body: VIEW },
    );
    const confirm = vi.fn(() => true);
    vi.stubGlobal("confirm", confirm);
    show(`/redigera/${SITE}/personer`);
    fireEvent.click(await screen.findByRole("button", { name: "Lämna över sidan och lämna den" }));
    expect(String(confirm.mock.calls[0]?.[0 as never])).toContain("erik@example.se");
    expect(await screen.findByText("Logga in-sidan")).toBeTruthy();
    expect(calls.find((call) => call.method === "DELETE")?.url).toBe(`/api/sites/${SITE}/members/acc1`);
  });

  it("says the server's refusal in the UI language, and a helper sees only why there is no list", async () => {
    stubServer((call) =>
      call.method === "POST"
        ? {
            status: 409,
            body: {
              isErrorResponse: true,
              code: "MEMBER_EXISTS",
              errorDescription: {
                sv: "Personen är redan med på sidan.",
                en: "That person is already on the page.",
              },
            },
          }
        : { status: 200, body: VIEW },
    );
    show(`/redigera/${SITE}/personer`, "en");
    fireEvent.change(await screen.findByLabelText("E-mail address"), {
      target: { value: "erik@example.se" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("That person is already on the page.")).toBeTruthy();
    cleanup();

    stubServer(() => ({ status: 403, body: { isErrorResponse: true, code: "FORBIDDEN" } }));
    show(`/redigera/${SITE}/personer`);
    expect(
      await screen.findByText("Bara ägaren och medägare ser och ändrar vilka som är med på sidan."),
    ).toBeTruthy();
  });

  it("the invitation's link signs in and joins in one step, then opens the page", async () => {
    const calls = stubServer((call) => {
      if (call.url === "/api/accounts/me/") return { status: 401, body: { isErrorResponse: true } };
      if (call.url === "/api/accounts/login/")
        return { status: 200, body: { site: null, mail: "erik@example.se" } };
      return { status: 200, body: { siteId: SITE, role: "owner" } };
    });
    show(`/medlem/${"m".repeat(43)}`);
    fireEvent.change(await screen.findByLabelText("E-postadress"), { target: { value: "erik@example.se" } });
    fireEvent.change(screen.getByLabelText("Lösenord"), { target: { value: "hemligt-lösen" } });
    fireEvent.click(screen.getByRole("button", { name: "Logga in och gå med" }));
    expect(await screen.findByText("Redigeraren för sidan")).toBeTruthy();
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        "GET /api/accounts/me/",
        "POST /api/accounts/login/",
        `POST /api/members/accept/${"m".repeat(43)}`,
      ]),
    );
  });
});
