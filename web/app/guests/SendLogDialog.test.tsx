// @vitest-environment happy-dom
// The log of sends (issue 26): per household when it opened its link ("Öppnade länken …") and the
// send's count of those who did; older sends page by page ("Visa äldre utskick", GET …/sends?before=
// the last send's id), the button gone on the last page.
import type { DeliveryView, SendsPage, SendView } from "@core/sends";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SendLogDialog } from "./SendLogDialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = (n: number) => n.toString(16).padStart(24, "0");
const OPENED = "2026-11-28T08:15:00.000Z";

function delivery(householdId: string, name: string, extra: Partial<DeliveryView> = {}): DeliveryView {
  return {
    householdId,
    name,
    address: `${name.toLowerCase()}@exempel.se`,
    status: "sent",
    reason: null,
    attempts: 1,
    sentAt: "2026-11-28T07:00:00.000Z",
    deliveredAt: null,
    openedAt: null,
    error: null,
    ...extra,
  };
}

function send(n: number, text: string, deliveries: DeliveryView[]): SendView {
  return {
    id: id(n),
    channel: "mail",
    kind: "message",
    text,
    test: false,
    createdAt: `2026-11-${String(10 + n).padStart(2, "0")}T10:00:00.000Z`,
    counts: {
      queued: 0,
      sent: deliveries.length,
      delivered: 0,
      failed: 0,
      skipped: 0,
      opened: deliveries.filter((d) => d.openedAt).length,
    },
    deliveries,
  };
}

/** The server's older pages: before the newest page's last send, then before that page's last. */
function stubPages(pages: Record<string, SendsPage>) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      asked.push(url);
      const before = new URL(url, "http://x").searchParams.get("before") ?? "";
      const page = pages[before];
      return new Response(JSON.stringify(page ?? { sends: [], next: null }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return asked;
}

function renderLog(sends: SendView[], next: string | null, language: "sv" | "en" | "da" = "sv") {
  const messages = { sv, en, da }[language];
  const i18n = createI18n(language, { [language]: { app: messages.app } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <SendLogDialog
          open
          onOpenChange={() => {}}
          sends={sends}
          next={next}
          loading={false}
          failed={false}
          base="/api/sites/s1"
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole("dialog");
}

const format = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

describe("the log of sends", () => {
  it("tells when each household opened its link, and how many did", () => {
    stubPages({});
    const dialog = renderLog(
      [
        send(5, "Bussen går 15.30", [
          delivery(id(101), "Lind", { openedAt: OPENED }),
          delivery(id(102), "Berg"),
        ]),
      ],
      null,
    );
    expect(within(dialog).getByText(`Öppnade länken ${format(OPENED, "sv")}`)).toBeTruthy();
    expect(within(dialog).getAllByText(/^Öppnade länken /)).toHaveLength(1);
    expect(within(dialog).getByText("Skickade: 2 · Öppnade länken: 1")).toBeTruthy();
    // The last page: nothing older to load.
    expect(within(dialog).queryByRole("button", { name: "Visa äldre utskick" })).toBeNull();
  });

  it.each([
    ["en", "en-GB", "Opened the link"],
    ["da", "da", "Åbnede linket"],
  ] as const)("speaks %s", (language, locale, words) => {
    stubPages({});
    const dialog = renderLog(
      [send(5, "x", [delivery(id(101), "Lind", { openedAt: OPENED })])],
      null,
      language,
    );
    expect(within(dialog).getByText(`${words} ${format(OPENED, locale)}`)).toBeTruthy();
  });

  it("loads older sends page by page until the last", async () => {
    const asked = stubPages({
      [id(4)]: { sends: [send(3, "Tredje", [delivery(id(101), "Lind")]), send(2, "Andra", [])], next: id(2) },
      [id(2)]: { sends: [send(1, "Första", [])], next: null },
    });
    const dialog = renderLog([send(5, "Femte", []), send(4, "Fjärde", [])], id(4));
    const texts = () =>
      within(dialog)
        .getAllByText(/^Er text: /)
        .map((node) => node.textContent);
    expect(texts()).toEqual(["Er text: Femte", "Er text: Fjärde"]);
    // Nothing is asked before the owner wants it.
    expect(asked).toEqual([]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Visa äldre utskick" }));
    await waitFor(() => expect(texts()).toHaveLength(4));
    expect(asked[0]).toBe(`/api/sites/s1/sends?before=${id(4)}&limit=20`);
    expect(texts()).toEqual(["Er text: Femte", "Er text: Fjärde", "Er text: Tredje", "Er text: Andra"]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Visa äldre utskick" }));
    await waitFor(() => expect(texts()).toHaveLength(5));
    expect(asked[1]).toBe(`/api/sites/s1/sends?before=${id(2)}&limit=20`);
    expect(texts()[4]).toBe("Er text: Första");
    await waitFor(() =>
      expect(within(dialog).queryByRole("button", { name: "Visa äldre utskick" })).toBeNull(),
    );
  });
});
