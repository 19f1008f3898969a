// @vitest-environment happy-dom
// The gift registry editor's Swish tab (issue 27): the number loads, a wrong one is explained in the
// owner's language and not sent, a right one is saved with PUT …/swish-number; a Danish-only site is told
// its guests do not see Swish gifts; a Swish gift's item fields make it unreservable with an amount.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditorContext, type EditorContextValue } from "../shared/editor/context";
import { GiftItemFields } from "./GiftItemFields";
import { SwishSettings } from "./SwishSettings";
import type { GiftRegistryItem } from "./schema";

const MESSAGES = { sv, en, da } as const;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function wrap(ui: "sv" | "en" | "da", languages: string[], children: React.ReactNode) {
  const i18n = createI18n(ui, { [ui]: { app: MESSAGES[ui].app, guest: MESSAGES[ui].guest } });
  const context = {
    siteId: "s1",
    quickStart: false,
    apiBase: "/api/sites/s1",
    languages,
  } as EditorContextValue;
  return (
    <I18nextProvider i18n={i18n}>
      <EditorContext.Provider value={context}>{children}</EditorContext.Provider>
    </I18nextProvider>
  );
}

function stubServer(number: string | null) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const answer =
      method === "PUT"
        ? { swishNumber: (body as { number: string }).number ? "46701234567" : null }
        : { swishNumber: number, notes: [] };
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

describe("the Swish tab", () => {
  it("shows the saved number, refuses a landline in Swedish, and saves a mobile", async () => {
    const calls = stubServer("1234567890");
    render(wrap("sv", ["sv"], <SwishSettings />));
    const input = (await screen.findByLabelText("Swish-nummer")) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe("123 456 78 90"));
    expect(screen.getByText(/Inga pengar passerar genom oss/)).toBeTruthy();

    fireEvent.change(input, { target: { value: "08-123 456 78" } });
    fireEvent.click(screen.getByRole("button", { name: "Spara numret" }));
    expect(await screen.findByText(/Det ser ut som ett fast nummer/)).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    fireEvent.change(input, { target: { value: "+46 70 123 45 67" } });
    fireEvent.click(screen.getByRole("button", { name: "Spara numret" }));
    expect(await screen.findByText("Numret är sparat: 070-123 45 67.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toEqual([
      { method: "PUT", url: "/api/sites/s1/swish-number", body: { number: "46701234567" } },
    ]);
  });

  it("tells a Danish-only site, in Danish, that guests do not see Swish gifts", async () => {
    stubServer(null);
    render(wrap("da", ["da"], <SwishSettings />));
    expect(await screen.findByText(/Siden er kun på dansk, så Swish-gaverne vises ikke/)).toBeTruthy();
  });

  it("says what is wrong in English too", async () => {
    stubServer(null);
    render(wrap("en", ["sv", "en"], <SwishSettings />));
    const input = await screen.findByLabelText("Swish number");
    await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
    fireEvent.change(input, { target: { value: "+45 20 12 34 56" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the number" }));
    expect(await screen.findByText("Swish works with Swedish numbers only.")).toBeTruthy();
  });
});

function Harness({ seen }: { seen: GiftRegistryItem[] }) {
  const [item, setItem] = useState<GiftRegistryItem>({
    id: "gift1",
    title: { sv: "Resan" },
    description: {},
    link: "https://example.se/resa",
    reservable: true,
    quantity: 1,
    image: null,
  });
  return (
    <GiftItemFields
      item={item}
      language="sv"
      onChange={(next) => {
        seen.push(next);
        setItem(next);
      }}
    />
  );
}

describe("a gift's kind in the editor", () => {
  it("makes a Swish gift unreservable, without link, with a fixed share and a goal", () => {
    const seen: GiftRegistryItem[] = [];
    render(wrap("sv", ["sv"], <Harness seen={seen} />));
    fireEvent.click(screen.getByRole("radio", { name: "Pengar via Swish" }));
    expect(screen.queryByLabelText("Länk till presenten")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "En fast andel" }));
    fireEvent.change(screen.getByLabelText("Andel i kronor"), { target: { value: "500" } });
    fireEvent.change(screen.getByLabelText(/Mål för insamlingen/), { target: { value: "20 000" } });
    expect(seen.at(-1)).toMatchObject({
      kind: "swish",
      reservable: false,
      quantity: null,
      link: "",
      swish: { amount: 500, goal: 20000 },
    });
    fireEvent.change(screen.getByLabelText("Andel i kronor"), { target: { value: "0" } });
    expect(screen.getByText("Beloppet måste vara minst 1 krona.")).toBeTruthy();
    expect(seen.at(-1)?.swish?.amount).toBe(500);
  });
});
