// @vitest-environment happy-dom
// Changing an answer (issue 26): a household that has answered sees on its own page when it answered
// and that sending again changes it (until the last day), and its RSVP opens filled in with its current
// answer: each guest's Yes or No per part, the questions' answers, and the extra guests it brought.
import { SiteContext } from "@modules/site-context";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newSiteModule } from "../new-module";
import { RsvpPageContext, type RsvpPageFacts } from "./page-context";
import { answeredFields, PART_NO, PART_YES, partKey } from "./personal";
import { type RsvpModule, rsvpSchema } from "./schema";
import { RsvpView } from "./View";

vi.mock("../shared/guest-form/constants", async (original) => ({
  ...(await original<typeof import("../shared/guest-form/constants")>()),
  POST_KEY_MIN_AGE_MS: 0,
}));

type SentGuest = {
  guestId?: string;
  parts?: { partId: string; attending: boolean }[];
  formElements: { formElement: { id: string }; value: string; selectedOption: { id: string } | null }[];
};
let sent: { guests: SentGuest[] }[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    if (url.includes("/post-key")) return new Response(JSON.stringify({ key: "k" }), { status: 200 });
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ invertedSuccess: false }), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function weddingRsvp(): RsvpModule {
  const module = rsvpSchema.parse(newSiteModule("Rsvp", ["sv"], "wedding"));
  return {
    ...module,
    form: {
      formElements: module.form.formElements.map((element) =>
        /Email|Phone/.test(element.id) ? { ...element, required: false } : element,
      ),
    },
  };
}

const module = weddingRsvp();
const food = module.form.formElements.find((element) => element.id.startsWith("rsvpFood"));
const fish =
  food?.formElementType === "SingleSelect" ? food.options.find((o) => o.text.sv === "Fisk") : undefined;
const firstName = module.form.formElements.find((element) => element.id.startsWith("rsvpFirstName"));

const HOUSEHOLD = {
  guests: [
    { id: "g-sara", name: "Sara Lind", child: false },
    { id: "g-mira", name: "Mira Lind", child: true },
  ],
  extraGuests: 1,
  parts: [
    { id: "p-vigsel", name: "Vigsel" },
    { id: "p-middag", name: "Middag" },
  ],
  answered: {
    on: "2027-05-03",
    guests: [
      {
        guestId: "g-sara",
        parts: { "p-vigsel": true, "p-middag": true },
        answers: { [food?.id ?? ""]: { optionId: fish?.id ?? "" } },
      },
      { guestId: "g-mira", parts: { "p-vigsel": true, "p-middag": false }, answers: {} },
      {
        guestId: null,
        parts: { "p-vigsel": false, "p-middag": false },
        answers: { [firstName?.id ?? ""]: { value: "Nils" } },
      },
    ],
  },
};

function show(facts: RsvpPageFacts) {
  const i18n = createI18n("sv", { sv: { guest: sv.guest } });
  render(
    <I18nextProvider i18n={i18n}>
      <SiteContext.Provider
        value={{
          siteId: "0123456789abcdef01234567",
          mode: "PUBLIC",
          language: "sv",
          quickStart: false,
          giftRegistryReservations: [],
          setGiftRegistryReservations: () => {},
        }}
      >
        <RsvpPageContext.Provider value={facts}>
          <RsvpView module={module} language="sv" mode="PUBLIC" isFirst={false} />
        </RsvpPageContext.Provider>
      </SiteContext.Provider>
    </I18nextProvider>,
  );
}

const guestBlock = (name: string) => screen.getByRole("group", { name: new RegExp(`^${name}`) });
const radio = (guest: HTMLElement, partName: string, answer: "Kommer" | "Kommer inte") =>
  within(within(guest).getByRole("group", { name: partName })).getByRole("radio", {
    name: answer,
  }) as HTMLInputElement;

describe("a household that has answered", () => {
  it("is told when, and until when it can change it, and its RSVP opens filled in with its answer", async () => {
    show({ invitation: HOUSEHOLD, findInvitation: false, deadline: "2099-05-01" });
    expect(
      screen.getByText("Ni svarade 3 maj 2027. Ändra och skicka igen för att ändra svaret."),
    ).toBeTruthy();
    expect(screen.getByText("Ni kan ändra svaret till och med 1 maj 2099.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Ändra svaret" }));

    const sara = guestBlock("Sara Lind");
    const mira = guestBlock("Mira Lind Barn");
    const extra = guestBlock("Extra gäst 1");
    expect(radio(sara, "Vigsel", "Kommer").checked).toBe(true);
    expect(radio(sara, "Middag", "Kommer").checked).toBe(true);
    expect((within(sara).getByRole("radio", { name: "Fisk" }) as HTMLInputElement).checked).toBe(true);
    expect(radio(mira, "Middag", "Kommer inte").checked).toBe(true);
    expect(radio(extra, "Vigsel", "Kommer inte").checked).toBe(true);
    expect((within(extra).getByLabelText(/Förnamn/) as HTMLInputElement).value).toBe("Nils");

    // Changed and sent again: the new answer, for the same guests.
    fireEvent.click(radio(mira, "Middag", "Kommer"));
    fireEvent.click(within(mira).getByRole("radio", { name: "Kött" }));
    fireEvent.change(within(extra).getByLabelText(/Efternamn/), { target: { value: "Berg" } });
    fireEvent.click(screen.getByRole("button", { name: /Skicka/ }));
    await screen.findByRole("heading", { level: 3 }, { timeout: 3000 });
    const guests = sent[0]?.guests ?? [];
    expect(guests.map((guest) => guest.guestId)).toEqual(["g-sara", "g-mira", undefined]);
    expect(guests[1]?.parts).toEqual([
      { partId: "p-vigsel", attending: true },
      { partId: "p-middag", attending: true },
    ]);
    expect(guests[0]?.formElements.find((e) => e.formElement.id === food?.id)?.selectedOption?.id).toBe(
      fish?.id,
    );
    // The line about the earlier answer is gone with it.
    expect(screen.queryByText(/Ni svarade/)).toBeNull();
  });

  it("shows nothing of it to a household that has not answered", () => {
    const { answered: _, ...fresh } = HOUSEHOLD;
    show({ invitation: fresh, findInvitation: false, deadline: "2099-05-01" });
    expect(screen.queryByText(/Ni svarade/)).toBeNull();
    expect(screen.getByText("Sista dag för OSA: 1 maj 2099")).toBeTruthy();
    expect(screen.getByRole("button", { name: "OSA här" })).toBeTruthy();
  });
});

describe("answeredFields", () => {
  it("places the household's guests by id and its extra guests after them, within its allowance", () => {
    const filled = answeredFields({ ...HOUSEHOLD, extraGuests: 0 }, null);
    expect(filled.count).toBe(2);
    expect(filled.fields).toContainEqual({
      guest: 1,
      key: partKey("p-middag"),
      answer: { optionId: PART_NO },
    });
    expect(filled.fields.some((field) => field.guest === 2)).toBe(false);
  });

  it("answers Kommer du? from the whole event's answer when the RSVP row has none (set by the owner)", () => {
    const attend = { elementId: "attend", yesOptionId: "ja", noOptionId: "nej" };
    const filled = answeredFields(
      {
        guests: [{ id: "g1", name: "Ann", child: false }],
        extraGuests: 0,
        parts: [],
        answered: { on: "2027-05-03", guests: [{ guestId: "g1", parts: { "": false }, answers: {} }] },
      },
      attend,
    );
    expect(filled).toEqual({ count: 1, fields: [{ guest: 0, key: "attend", answer: { optionId: "nej" } }] });
    expect(PART_YES).toBe("yes");
  });
});
