// @vitest-environment happy-dom
// The Mer drawer as a whole: languages by name, added from the quick picks and the full list, removed
// only while more than one remains, as draft edits; translate mode; what quick start leaves out; the
// address block, QR downloads and versions link of a published site, and the way to an address before.
import { type Site, type SiteDocument, siteDocumentSchema } from "@core/site";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DraftUpdate } from "../design/types";
import { MoreDrawer } from "./MoreDrawer";

const SITE_ID = "0123456789abcdef01234567";

function Harness(props: { start: SiteDocument; quickStart: boolean; onTranslate: (on: boolean) => void }) {
  const [draft, setDraft] = useState(props.start);
  const update: DraftUpdate = (change) => setDraft(change);
  return (
    <>
      <MoreDrawer
        open
        onClose={() => {}}
        siteId={SITE_ID}
        quickStart={props.quickStart}
        draft={draft}
        update={update}
        translateMode={false}
        setTranslateMode={props.onTranslate}
      />
      <output data-testid="languages">{draft.availableLanguages.map((l) => l.languageCode).join(",")}</output>
    </>
  );
}

function renderDrawer(options: { languages?: string[]; quickStart?: boolean; site?: Partial<Site> } = {}) {
  const start = siteDocumentSchema.parse({
    siteModules: [],
    availableLanguages: (options.languages ?? ["sv"]).map((languageCode) => ({ languageCode })),
  }) as SiteDocument;
  // The editor has fetched the site already; nothing is fetched again here.
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(["site", SITE_ID], {
    ...start,
    _id: SITE_ID,
    host: null,
    active: false,
    password: null,
    metaNoindex: false,
    ...options.site,
  });
  const onTranslate = vi.fn();
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={createI18n("sv", { sv: { app: sv.app } })}>
          <Harness start={start} quickStart={options.quickStart ?? false} onTranslate={onTranslate} />
        </I18nextProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onTranslate, languages: () => screen.getByTestId("languages").textContent };
}

const drawer = () => screen.getByRole("dialog", { name: "Mer" });

afterEach(cleanup);

describe("the Mer drawer's languages", () => {
  it("lists languages by name, adds from the quick picks and the full list, removes while more than one", () => {
    const { languages } = renderDrawer();
    const list = within(drawer()).getAllByRole("list")[0] as HTMLElement;
    expect(within(list).getByText("Svenska")).toBeTruthy();
    // The only language cannot be removed.
    expect(within(drawer()).queryByRole("button", { name: "Ta bort svenska" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Lägg till engelska" }));
    expect(languages()).toBe("sv,en");
    expect(within(list).getByText("Engelska")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Lägg till engelska" })).toBeNull();

    const other = screen.getByLabelText("Fler språk") as HTMLSelectElement;
    const german = Array.from(other.options).find((o) => o.value === "de");
    expect(german?.textContent).toBe("Tyska (Deutsch)");
    // No option shows a bare code.
    expect(Array.from(other.options).some((o) => /^[A-Za-z]{2}$/.test(o.textContent ?? ""))).toBe(false);
    fireEvent.change(other, { target: { value: "de" } });
    fireEvent.click(screen.getByRole("button", { name: "Lägg till" }));
    expect(languages()).toBe("sv,en,de");

    fireEvent.click(screen.getByRole("button", { name: "Ta bort svenska" }));
    fireEvent.click(screen.getByRole("button", { name: "Ta bort tyska" }));
    expect(languages()).toBe("en");
    expect(screen.queryByRole("button", { name: /^Ta bort/ })).toBeNull();
  });

  it("offers translate mode only with more than one language", () => {
    const { onTranslate } = renderDrawer({ languages: ["sv", "en"] });
    fireEvent.click(
      screen.getByRole("switch", { name: "Visa texten på svenska bredvid fälten du översätter" }),
    );
    expect(onTranslate).toHaveBeenCalledWith(true);
    cleanup();
    renderDrawer({ languages: ["sv"] });
    expect(screen.queryByRole("switch", { name: /Visa texten/ })).toBeNull();
  });
});

describe("the Mer drawer's address, QR code and versions", () => {
  it("shows the live address, the QR code with PNG and SVG downloads and the versions link once published", () => {
    renderDrawer({ site: { active: true, host: "anna-och-erik.se" } });
    expect(within(drawer()).getByRole("link", { name: /anna-och-erik\.se/ })).toBeTruthy();
    const png = screen.getByRole("link", { name: "Ladda ner som PNG" });
    const svg = screen.getByRole("link", { name: "Ladda ner som SVG" });
    expect(png.getAttribute("href")).toBe(`/api/sites/${SITE_ID}/qr/anna-och-erik.se/png?size=1200`);
    expect(svg.getAttribute("href")).toBe(`/api/sites/${SITE_ID}/qr/anna-och-erik.se/svg?size=1200`);
    expect(svg.getAttribute("download")).toBe("qr-anna-och-erik.se.svg");
    expect(screen.getByRole("img", { name: "QR-kod till anna-och-erik.se" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Visa tidigare versioner" }).getAttribute("href")).toBe(
      `/redigera/${SITE_ID}/versioner`,
    );
    expect(screen.getByRole("switch", { name: "Kräv ett lösenord för att se sidan" })).toBeTruthy();
  });

  it("before publication offers choosing an address and no QR code", () => {
    renderDrawer();
    expect(screen.getByRole("link", { name: "Välj adress" }).getAttribute("href")).toBe(
      `/redigera/${SITE_ID}/valj-adress`,
    );
    expect(screen.queryByRole("link", { name: /Ladda ner/ })).toBeNull();
    expect(screen.getByText("QR-koden finns när sidan har en adress.")).toBeTruthy();
  });

  it("in quick start shows nothing of addresses, password, visibility, QR code or versions", () => {
    renderDrawer({ quickStart: true, site: { active: true, host: "anna-och-erik.se" } });
    const text = drawer().textContent ?? "";
    for (const absent of [
      "Adress",
      "Lösenord för gästerna",
      "Synlighet i sökmotorer",
      "QR-kod",
      "Versioner",
    ]) {
      expect(within(drawer()).queryByRole("heading", { name: absent })).toBeNull();
    }
    expect(text).not.toContain("anna-och-erik.se");
    expect(within(drawer()).getByRole("heading", { name: "Språk" })).toBeTruthy();
  });
});
