// @vitest-environment happy-dom
// The colour picker is a chunk of its own, loaded when its tab is first opened (issue 23 audit item
// 3). When that load fails only the tab says so, with 'Försök igen'; the drawer, its other tabs and
// the editor around it stay; the failure is reported to POST /api/logs/ (SPEC §8); a retry loads it.
import { type SiteDocument, siteDocumentSchema } from "@core/site";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DesignDrawer } from "./DesignDrawer";
import type { DraftUpdate } from "./types";

const chunk = vi.hoisted(() => ({ fail: true, loads: 0 }));

vi.mock("./colors/ColorsTab", async (importOriginal) => {
  chunk.loads += 1;
  if (chunk.fail)
    throw new TypeError("Failed to fetch dynamically imported module: /assets/ColorsTab-abc.js");
  return importOriginal();
});

const START = siteDocumentSchema.parse({
  siteModules: [{ id: "head", siteModuleType: "Header", title: { sv: "Anna & Johan" } }],
}) as SiteDocument;

function Editor() {
  const [draft, setDraft] = useState(START);
  const update: DraftUpdate = (change) => setDraft(change);
  return (
    <>
      <p>Redigeraren</p>
      <DesignDrawer open onClose={() => {}} draft={draft} update={update} brand="wedding" language="sv" />
    </>
  );
}

const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));

beforeEach(() => {
  chunk.fail = true;
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the colour picker's chunk fails to load", () => {
  it("shows the failure in the tab only, reports it, and loads on 'Försök igen'", async () => {
    render(
      <I18nextProvider i18n={createI18n("sv", { sv: { app: sv.app } })}>
        <Editor />
      </I18nextProvider>,
    );
    const drawer = screen.getByRole("dialog", { name: "Design" });
    fireEvent.click(within(drawer).getByRole("tab", { name: "Färger" }));

    const alert = await within(drawer).findByRole("alert");
    expect(alert.textContent).toContain("Den här delen kunde inte laddas.");
    // The editor and the drawer are still there.
    expect(screen.getByText("Redigeraren")).toBeTruthy();
    expect(within(drawer).getByRole("tab", { name: "Färger" }).getAttribute("aria-selected")).toBe("true");

    // Reported once to the browser log route, naming the tab.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/logs/");
    const entry = JSON.parse(String(init.body));
    // (vitest wraps the failed import in its own message; a browser says "Failed to fetch …".)
    expect(entry.errorObject.message).toBeTruthy();
    expect(entry.info).toMatchObject({ where: "design drawer", tab: "colors" });

    // The other tabs work meanwhile.
    fireEvent.click(within(drawer).getByRole("tab", { name: "Teman" }));
    expect(await within(drawer).findByRole("button", { name: "Art déco" })).toBeTruthy();

    // Back on Färger, the network is back: 'Försök igen' loads the picker.
    chunk.fail = false;
    fireEvent.click(within(drawer).getByRole("tab", { name: "Färger" }));
    fireEvent.click(await within(drawer).findByRole("button", { name: "Försök igen" }));
    expect(await within(drawer).findByText("Färgpaletter")).toBeTruthy();
    expect(within(drawer).queryByRole("alert")).toBeNull();
  });
});
