// @vitest-environment happy-dom
// "Hitta din inbjudan" (issue 25): a name finds households shown by first names only, each with a link
// that opens it; no match, too many tries and a failed search are said; a printed card's code opens
// its link.
import { SiteContext } from "@modules/site-context";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FindInvitation } from "./FindInvitation";

let answer: { status: number; body: unknown } = { status: 200, body: { households: [] } };
const calls: { url: string; body: unknown }[] = [];
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  const i18n = createI18n("sv", { sv: { guest: sv.guest } });
  render(
    <I18nextProvider i18n={i18n}>
      <SiteContext.Provider
        value={{
          siteId: "site1",
          mode: "PUBLIC",
          language: "sv",
          quickStart: false,
          giftRegistryReservations: [],
          setGiftRegistryReservations: () => {},
        }}
      >
        <FindInvitation />
      </SiteContext.Provider>
    </I18nextProvider>,
  );
}

async function search(name: string) {
  fireEvent.change(screen.getByLabelText("För- och efternamn"), { target: { value: name } });
  fireEvent.click(screen.getByRole("button", { name: "Sök" }));
}

describe("Hitta din inbjudan", () => {
  it("shows the matching households by first names, each with its link", async () => {
    answer = {
      status: 200,
      body: { households: [{ firstNames: ["Sara", "Olof", "Mira"], link: "/i/abc" }] },
    };
    show();
    await search("  Sara Lind ");
    const link = await screen.findByRole("link", { name: "Öppna inbjudan Sara, Olof och Mira" });
    expect(link.getAttribute("href")).toBe("/i/abc");
    expect(screen.getByText("Sara, Olof och Mira", { selector: ".find-invitation__names" })).toBeTruthy();
    expect(calls[0]).toEqual({ url: "/api/sites/site1/invitations/find", body: { name: "Sara Lind" } });
  });

  it("says so when nothing matches, and when the guest has tried too often", async () => {
    answer = { status: 200, body: { households: [] } };
    show();
    await search("Okänd Person");
    expect(await screen.findByText(/Vi hittade ingen inbjudan/)).toBeTruthy();
    answer = { status: 429, body: { error: "TOO_MANY_REQUESTS" } };
    await search("Okänd Person");
    expect(await screen.findByText(/Du har försökt många gånger/)).toBeTruthy();
    answer = { status: 500, body: {} };
    await search("Okänd Person");
    expect(await screen.findByText(/Det gick inte att söka/)).toBeTruthy();
  });

  it("opens a printed card's code's link, and says a wrong code is wrong", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, search: "", assign });
    show();
    fireEvent.click(screen.getByRole("button", { name: "Har du en kod?" }));
    const code = screen.getByLabelText("Koden på ditt inbjudningskort");
    expect(document.activeElement).toBe(code);
    answer = { status: 404, body: { error: "NOT_FOUND" } };
    fireEvent.change(code, { target: { value: "abc-234" } });
    fireEvent.click(screen.getByRole("button", { name: "Öppna" }));
    expect(await screen.findByText(/Koden stämmer inte/)).toBeTruthy();
    answer = { status: 200, body: { link: "/i/token123" } };
    fireEvent.click(screen.getByRole("button", { name: "Öppna" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/i/token123"));
    expect(calls.at(-1)).toEqual({ url: "/api/sites/site1/invitations/code", body: { code: "abc-234" } });
  });
});
