// @vitest-environment happy-dom
// The Mer drawer's password and search-engine settings as an owner uses them: the save button appears
// only when something changed, the password is required while switched on and sent trimmed, switching
// off sends '', and an unpublished site gets a note to publish first instead of the controls.
import { type Site, siteDocumentSchema } from "@core/site";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NoindexSection, PasswordSection } from "./SiteSettings";

const SITE_ID = "0123456789abcdef01234567";

function siteWith(fields: Partial<Site>): Site {
  return {
    ...siteDocumentSchema.parse({ siteModules: [] }),
    _id: SITE_ID,
    host: "anna-och-erik.se",
    usesSiteModules: true,
    siteVersion: 2,
    active: true,
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
    ...fields,
  } as Site;
}

type Sent = { url: string; method: string; body: unknown };
let sent: Sent[];

beforeEach(() => {
  sent = [];
  // The server answers with the site as it is after the change, as PUT .../password and .../metaNoindex do.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      sent.push({ url, method: String(init.method), body });
      const site = url.endsWith("/password")
        ? siteWith({ password: body.password || null })
        : siteWith({ metaNoindex: body.metaNoindex });
      return new Response(JSON.stringify(site), {
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

function renderSection(section: "password" | "noindex", site: Site) {
  const i18n = createI18n("sv", { sv: { app: sv.app } });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const Section = section === "password" ? PasswordSection : NoindexSection;
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <Section siteId={SITE_ID} site={site} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return client;
}

const saveButton = (name: RegExp) => screen.queryByRole("button", { name });
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe("Lösenord för gästerna", () => {
  it("offers saving only after a change, requires a password when on, and sends it trimmed", async () => {
    const client = renderSection("password", siteWith({ password: null }));
    const toggle = screen.getByRole("switch", { name: "Kräv ett lösenord för att se sidan" });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText("Lösenord")).toBeNull();
    expect(saveButton(/Spara lösenordet/)).toBeNull();

    fireEvent.click(toggle);
    const field = screen.getByLabelText("Lösenord") as HTMLInputElement;
    fireEvent.click(saveButton(/Spara lösenordet/) as HTMLElement);
    await settle();
    expect(sent).toEqual([]);
    expect(screen.getByRole("alert").textContent).toBe("Skriv ett lösenord, eller stäng av lösenordet.");
    expect(field.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(field, { target: { value: "   " } });
    fireEvent.click(saveButton(/Spara lösenordet/) as HTMLElement);
    await settle();
    expect(sent).toEqual([]);

    fireEvent.change(field, { target: { value: "  Blåbär  " } });
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(saveButton(/Spara lösenordet/) as HTMLElement);
    await settle();
    expect(sent).toEqual([
      { url: `/api/sites/${SITE_ID}/password`, method: "PUT", body: { password: "Blåbär" } },
    ]);
    expect(saveButton(/Spara lösenordet/)).toBeNull();
    expect(screen.getByRole("status").textContent).toContain("Lösenordet är sparat");
    expect((screen.getByLabelText("Lösenord") as HTMLInputElement).value).toBe("Blåbär");
    expect(client.getQueryData<Site>(["site", SITE_ID])?.password).toBe("Blåbär");
  });

  it("refuses a password shorter than 4 characters before sending it (issue 23 item 10)", async () => {
    renderSection("password", siteWith({ password: null }));
    fireEvent.click(screen.getByRole("switch", { name: "Kräv ett lösenord för att se sidan" }));
    const field = screen.getByLabelText("Lösenord") as HTMLInputElement;
    fireEvent.change(field, { target: { value: " ab " } });
    fireEvent.click(saveButton(/Spara lösenordet/) as HTMLElement);
    await settle();
    expect(sent).toEqual([]);
    expect(screen.getByRole("alert").textContent).toBe("Lösenordet behöver minst 4 tecken.");
    expect(field.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(field, { target: { value: "abcd" } });
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(saveButton(/Spara lösenordet/) as HTMLElement);
    await settle();
    expect(sent.map((s) => s.body)).toEqual([{ password: "abcd" }]);
  });

  it("counts spaces around the stored password as no change, and switching off sends ''", async () => {
    renderSection("password", siteWith({ password: "Blåbär" }));
    const toggle = screen.getByRole("switch", { name: "Kräv ett lösenord för att se sidan" });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    const field = screen.getByLabelText("Lösenord") as HTMLInputElement;
    expect(field.value).toBe("Blåbär");
    fireEvent.change(field, { target: { value: " Blåbär " } });
    expect(saveButton(/Spara lösenordet/)).toBeNull();
    fireEvent.change(field, { target: { value: "Hallon" } });
    expect(saveButton(/Spara lösenordet/)).not.toBeNull();
    fireEvent.change(field, { target: { value: "Blåbär" } });
    expect(saveButton(/Spara lösenordet/)).toBeNull();

    fireEvent.click(toggle);
    expect(screen.queryByLabelText("Lösenord")).toBeNull();
    fireEvent.click(saveButton(/Spara lösenordet/) as HTMLElement);
    await settle();
    expect(sent.map((s) => s.body)).toEqual([{ password: "" }]);
    expect(screen.getByRole("status").textContent).toContain("Lösenordet är borttaget");
    expect(saveButton(/Spara lösenordet/)).toBeNull();
  });

  it("asks to publish first on a site that is not published", () => {
    renderSection("password", siteWith({ active: false, host: null }));
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.getByText("Publicera sidan först, så kan du ändra det här.")).toBeTruthy();
  });
});

describe("Synlighet i sökmotorer", () => {
  it("offers saving only while the switch differs from what is stored, and sends the new value", async () => {
    renderSection("noindex", siteWith({ metaNoindex: false }));
    const toggle = screen.getByRole("switch", { name: "Dölj sidan i sökmotorer" });
    expect(saveButton(/^Spara$/)).toBeNull();
    fireEvent.click(toggle);
    expect(saveButton(/^Spara$/)).not.toBeNull();
    fireEvent.click(toggle);
    expect(saveButton(/^Spara$/)).toBeNull();
    fireEvent.click(toggle);
    fireEvent.click(saveButton(/^Spara$/) as HTMLElement);
    await settle();
    expect(sent).toEqual([
      { url: `/api/sites/${SITE_ID}/metaNoindex`, method: "PUT", body: { metaNoindex: true } },
    ]);
    expect(saveButton(/^Spara$/)).toBeNull();
    expect(screen.getByRole("status").textContent).toContain("ombeds att inte visa sidan");
  });

  it("asks to publish first on a site that is not published", () => {
    renderSection("noindex", siteWith({ active: false }));
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.getByText("Publicera sidan först, så kan du ändra det här.")).toBeTruthy();
  });
});
