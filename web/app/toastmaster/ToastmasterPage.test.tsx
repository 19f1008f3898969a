// @vitest-environment happy-dom
// The toastmaster's screen (issue 28): the guests by household with their groups, searchable; the shared
// form's sign-ups with the household they belong to; the programme edited and saved with the version it
// was read at; a stale version (409) loads the latest and says so; a caterer (403) is told it is not theirs.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ToastmasterData, ToastmasterPage } from "./ToastmasterPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SITE = "b".repeat(24);

function viewAt(version: number, items: { id: string; time: string; title: string }[]): ToastmasterData {
  return {
    role: "toastmaster",
    version,
    languages: ["sv"],
    pageName: "Anna & Erik",
    households: [
      {
        id: "h1",
        name: "Familjen Holm",
        groupIds: ["g1"],
        guests: [
          { id: "a", name: "Kalle Holm", child: false },
          { id: "b", name: "Lilla Holm", child: true },
        ],
      },
      { id: "h2", name: "Eva Berg", groupIds: [], guests: [{ id: "c", name: "Eva Berg", child: false }] },
    ],
    groups: [{ id: "g1", name: "Brudens släkt" }],
    forms: [
      {
        formId: "f1",
        title: { sv: "Tal och sång" },
        submissions: [
          {
            id: "s1",
            createdAt: "2026-11-20T10:00:00.000Z",
            answers: [
              { label: { sv: "Namn" }, value: "Kalle Holm" },
              { label: { sv: "Vad vill du göra?" }, value: "Ett tal om brudgummen" },
            ],
            householdId: "h1",
          },
        ],
      },
    ],
    programmes: [
      {
        id: "prog1",
        siteModuleType: "Programme",
        hide: false,
        hideInMenu: false,
        menuTitle: {},
        title: { sv: "Programmet" },
        text: {},
        date: "",
        items: items.map((item) => ({
          id: item.id,
          time: item.time,
          endTime: "",
          date: "",
          title: { sv: item.title },
          text: {},
          place: "",
          part: {},
        })),
      },
    ],
  };
}

type Call = { method: string; url: string; body: unknown; headers: Record<string, string> };

function stubServer(answer: (call: Call, index: number) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? "GET",
        url,
        body: init.body ? JSON.parse(String(init.body)) : null,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      const reply = answer(call, calls.length - 1);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

function show(language: "sv" | "en" = "sv") {
  const messages = language === "sv" ? sv : en;
  const i18n = createI18n(language, { [language]: { app: messages.app, guest: messages.guest } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`/redigera/${SITE}/toastmaster`]}>
          <Routes>
            <Route path="/redigera/:siteId/toastmaster" element={<ToastmasterPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const conflict = {
  isErrorResponse: true,
  code: "SAVE_CONFLICT",
  message: "conflict",
  errorDescription: { sv: "Konflikt", en: "Conflict", da: "Konflikt" },
};

describe("the toastmaster's screen", () => {
  it("lists the guests by household and group, searchable, and the shared sign-ups", async () => {
    stubServer(() => ({ status: 200, body: viewAt(5, [{ id: "i1", time: "15:00", title: "Vigsel" }]) }));
    show();
    expect(await screen.findByRole("heading", { name: "Familjen Holm" })).toBeTruthy();
    expect(screen.getByText("Lilla Holm (barn)")).toBeTruthy();
    expect(screen.getByText("Brudens släkt")).toBeTruthy();
    expect(screen.getByText("Ett tal om brudgummen")).toBeTruthy();
    expect(screen.getByText("Hör till: Familjen Holm")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Logga ut" })).toBeTruthy();
    // A search by a group's name keeps its households only; by a name with no match, says so.
    fireEvent.change(screen.getByLabelText("Sök gäst eller grupp"), { target: { value: "brudens" } });
    expect(screen.queryByRole("heading", { name: "Eva Berg" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Familjen Holm" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Sök gäst eller grupp"), { target: { value: "eva" } });
    expect(screen.getByRole("heading", { name: "Eva Berg" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Familjen Holm" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Sök gäst eller grupp"), { target: { value: "zzz" } });
    expect(screen.getByText("Ingen gäst matchar sökningen.")).toBeTruthy();
  });

  it("saves the edited programme with the version it was read at", async () => {
    const calls = stubServer((call) =>
      call.method === "PUT"
        ? { status: 200, body: { version: 6, module: call.body as object } }
        : { status: 200, body: viewAt(5, [{ id: "i1", time: "15:00", title: "Vigsel" }]) },
    );
    show();
    const save = await screen.findByRole("button", { name: "Spara programmet" });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "+ Lägg till punkt" }));
    fireEvent.change(screen.getAllByLabelText("Vad händer").at(-1) as HTMLElement, {
      target: { value: "Kalles tal" },
    });
    fireEvent.click(save);
    expect(await screen.findByText("Programmet är sparat och syns på sidan.")).toBeTruthy();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.url).toBe(`/api/sites/${SITE}/modules/prog1`);
    expect(put?.headers["x-site-version"]).toBe("5");
    const items = (put?.body ?? { items: [] }) as { items: { title: Record<string, string> }[] };
    expect(items.items.map((item) => item.title.sv)).toEqual(["Vigsel", "Kalles tal"]);
  });

  it("on a stale version loads the latest programme and says so", async () => {
    let reads = 0;
    stubServer((call) => {
      if (call.method === "PUT") return { status: 409, body: conflict };
      reads += 1;
      return reads === 1
        ? { status: 200, body: viewAt(5, [{ id: "i1", time: "15:00", title: "Vigsel" }]) }
        : {
            status: 200,
            body: viewAt(7, [
              { id: "i1", time: "15:00", title: "Vigsel" },
              { id: "i9", time: "18:00", title: "Middag" },
            ]),
          };
    });
    show();
    await screen.findByRole("button", { name: "Spara programmet" });
    fireEvent.click(screen.getByRole("button", { name: "+ Lägg till punkt" }));
    fireEvent.click(screen.getByRole("button", { name: "Spara programmet" }));
    expect(
      await screen.findByText(
        "Någon annan sparade sidan under tiden. Den senaste versionen är hämtad – gör din ändring igen och spara.",
      ),
    ).toBeTruthy();
    // The latest programme (with the other's item) is what the editor shows now.
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: /18:00 · Middag/ }).length).toBeGreaterThan(0),
    );
  });

  it("previews the message to the speakers by name, then sends it after a confirm", async () => {
    const calls = stubServer((call) => {
      if (call.method === "POST" && (call.body as { preview?: boolean }).preview)
        return {
          status: 200,
          body: { recipients: [{ householdId: "h1", name: "Familjen Holm" }], skipped: [], unmatched: 1 },
        };
      if (call.method === "POST") return { status: 202, body: { id: "send1", households: 1, unmatched: 1 } };
      return { status: 200, body: viewAt(5, [{ id: "i1", time: "15:00", title: "Vigsel" }]) };
    });
    vi.stubGlobal("confirm", () => true);
    show();
    const send = await screen.findByRole("button", { name: "Skicka meddelandet" });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "SMS" }));
    fireEvent.change(screen.getByLabelText("Meddelande"), { target: { value: "Talen börjar 21.00" } });
    fireEvent.click(screen.getByRole("button", { name: "Visa vilka som får det" }));
    expect(await screen.findByText("Går till 1 hushåll: Familjen Holm")).toBeTruthy();
    expect(screen.getByText("1 anmälan hittades inte på gästlistan och får inget meddelande.")).toBeTruthy();
    fireEvent.click(send);
    expect(await screen.findByText("Meddelandet skickas nu.")).toBeTruthy();
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts.map((call) => call.url)).toEqual([
      `/api/sites/${SITE}/toastmaster/message`,
      `/api/sites/${SITE}/toastmaster/message`,
    ]);
    expect(posts[0]?.body).toEqual({ channel: "sms", text: "Talen börjar 21.00", preview: true });
    expect(posts[1]?.body).toEqual({ channel: "sms", text: "Talen börjar 21.00" });
  });

  it("tells a caterer this screen is not theirs, in English too", async () => {
    stubServer(() => ({
      status: 403,
      body: {
        isErrorResponse: true,
        code: "FORBIDDEN",
        message: "Forbidden",
        errorDescription: { sv: "Nej", en: "No", da: "Nej" },
      },
    }));
    show("en");
    expect(await screen.findByText("This page is only for the toastmaster and the hosts.")).toBeTruthy();
  });
});
