// @vitest-environment happy-dom
// The RSVP's last day on the guest page (issue 26): shown above the form while guests may answer; once
// it has ended the form is closed with a clear message, and an answer the server refuses as late
// (409 RSVP_CLOSED, the day ended while the page was open) closes it too, with nothing claimed as sent.
import { SiteContext } from "@modules/site-context";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newSiteModule } from "../new-module";
import { RsvpPageContext } from "./page-context";
import { type RsvpModule, rsvpSchema } from "./schema";
import { RsvpView } from "./View";

vi.mock("../shared/guest-form/constants", async (original) => ({
  ...(await original<typeof import("../shared/guest-form/constants")>()),
  POST_KEY_MIN_AGE_MS: 0,
}));

let late = false;
beforeEach(() => {
  late = false;
  vi.stubGlobal("fetch", async (url: string) => {
    if (url.includes("/post-key")) return new Response(JSON.stringify({ key: "k" }), { status: 200 });
    if (late)
      return new Response(JSON.stringify({ isErrorResponse: true, code: "RSVP_CLOSED" }), { status: 409 });
    return new Response(JSON.stringify({ invertedSuccess: false }), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function rsvp(language: "sv" | "en"): RsvpModule {
  const module = rsvpSchema.parse(newSiteModule("Rsvp", [language], "wedding"));
  // One question only, so a send needs nothing filled in but the name.
  return { ...module, maxNumberOfGuests: 1, form: { formElements: module.form.formElements.slice(0, 1) } };
}

function show(deadline: string | null, language: "sv" | "en" = "sv", mode: "PUBLIC" | "EDIT" = "PUBLIC") {
  const messages = language === "sv" ? sv : en;
  const i18n = createI18n(language, { [language]: { guest: messages.guest } });
  render(
    <I18nextProvider i18n={i18n}>
      <SiteContext.Provider
        value={{
          siteId: "0123456789abcdef01234567",
          mode,
          language,
          quickStart: false,
          giftRegistryReservations: [],
          setGiftRegistryReservations: () => {},
        }}
      >
        <RsvpPageContext.Provider value={{ invitation: null, findInvitation: false, deadline }}>
          <RsvpView module={rsvp(language)} language={language} mode={mode} isFirst={false} />
        </RsvpPageContext.Provider>
      </SiteContext.Provider>
    </I18nextProvider>,
  );
}

describe("the RSVP's last day", () => {
  it("is shown above the form in the page's language while guests may answer", () => {
    show("2099-05-01");
    expect(screen.getByText("Sista dag för OSA: 1 maj 2099")).toBeTruthy();
    expect(screen.getByRole("button", { name: "OSA här" })).toBeTruthy();
    cleanup();
    show("2099-05-01", "en");
    expect(screen.getByText("Please reply by 1 May 2099")).toBeTruthy();
  });

  it("closes the form once it has ended", () => {
    show("2001-05-01");
    expect(screen.getByRole("heading", { name: "OSA är stängd" })).toBeTruthy();
    expect(screen.getByText(/Sista dagen att svara var 1 maj 2001\./)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "OSA här" })).toBeNull();
  });

  it("is not shown without one, nor in the editor's canvas", () => {
    show(null);
    expect(screen.queryByText(/Sista dag/)).toBeNull();
    cleanup();
    show("2001-05-01", "sv", "EDIT");
    expect(screen.queryByText(/stängd/)).toBeNull();
    expect(screen.getByRole("button", { name: "OSA här" })).toBeTruthy();
  });

  it("closes the form when the server refuses a late answer, never thanking the guest", async () => {
    late = true;
    show("2099-05-01");
    fireEvent.click(screen.getByRole("button", { name: "OSA här" }));
    fireEvent.click(screen.getByRole("button", { name: "OSA för en person" }));
    fireEvent.change(screen.getByLabelText(/Förnamn/), { target: { value: "Sara" } });
    fireEvent.click(screen.getByRole("button", { name: /Skicka/ }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "OSA är stängd" })).toBeTruthy());
    expect(screen.queryByText(/Tack/)).toBeNull();
  });
});
