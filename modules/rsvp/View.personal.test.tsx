// @vitest-environment happy-dom
// The personal RSVP (issue 25): a household that came by its personal link gets its own guests, each in
// a fieldset named by the guest, a Yes or No per part it is invited to (or the RSVP's own "Kommer du?"
// when it has none), the questions as today, and up to its allowance of extra guests; the body carries
// guestId and parts per guest. The open page keeps today's RSVP, and may offer "Hitta din inbjudan".
import { SiteContext } from "@modules/site-context";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newSiteModule } from "../new-module";
import { RsvpPageContext, type RsvpPageFacts } from "./page-context";
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
let failSend = false;
beforeEach(() => {
  sent = [];
  failSend = false;
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    if (url.includes("/post-key")) return new Response(JSON.stringify({ key: "k" }), { status: 200 });
    if (failSend) return new Response("{}", { status: 500 });
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ invertedSuccess: false }), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The wedding RSVP: Förnamn, Efternamn, E-post, Telefon, Kommer du?, food (if Ja), allergies, greeting. */
function weddingRsvp(): RsvpModule {
  const module = rsvpSchema.parse(newSiteModule("Rsvp", ["sv"], "wedding"));
  // E-post and telefon optional, so a reply needs only the parts and the food.
  return {
    ...module,
    form: {
      formElements: module.form.formElements.map((element) =>
        /Email|Phone/.test(element.id) ? { ...element, required: false } : element,
      ),
    },
  };
}

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
};

function show(module: RsvpModule, facts: RsvpPageFacts) {
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
const part = (guest: HTMLElement, name: string) => within(guest).getByRole("group", { name });
const choose = (guest: HTMLElement, partName: string, answer: "Kommer" | "Kommer inte") =>
  fireEvent.click(within(part(guest, partName)).getByRole("radio", { name: answer }));
const answerOf = (guest: SentGuest, id: string) =>
  guest.formElements.find((e) => e.formElement.id.startsWith(id));

describe("the personal RSVP", () => {
  it("is filled in with the household's guests, each answering per part, and sends guestId and parts", async () => {
    const module = weddingRsvp();
    show(module, { invitation: HOUSEHOLD, findInvitation: false });
    fireEvent.click(screen.getByRole("button", { name: "OSA här" }));

    // No number of guests to choose: one block per guest, named, the child marked.
    expect(screen.queryByRole("combobox")).toBeNull();
    const sara = guestBlock("Sara Lind");
    const mira = guestBlock("Mira Lind Barn");
    // The names answer the name questions; the parts take the place of "Kommer du?".
    expect(within(sara).queryByLabelText(/Förnamn/)).toBeNull();
    expect(within(sara).queryByText("Kommer du?")).toBeNull();
    expect(within(part(sara, "Vigsel")).getAllByRole("radio")).toHaveLength(2);
    expect(within(part(mira, "Middag")).getAllByRole("radio")).toHaveLength(2);

    // Nothing is sent before every part is answered.
    fireEvent.click(screen.getByRole("button", { name: /Skicka/ }));
    expect(await within(part(sara, "Vigsel")).findByText(/Välj/)).toBeTruthy();
    expect(sent).toHaveLength(0);

    choose(sara, "Vigsel", "Kommer");
    choose(sara, "Middag", "Kommer");
    choose(mira, "Vigsel", "Kommer");
    choose(mira, "Middag", "Kommer inte");
    // Coming to a part: the RSVP's questions for a Yes appear (food).
    fireEvent.click(within(sara).getByRole("radio", { name: "Fisk" }));
    fireEvent.click(within(mira).getByRole("radio", { name: "Vegetariskt" }));
    fireEvent.click(screen.getByRole("button", { name: /Skicka/ }));
    await screen.findByRole("heading", { level: 3 }, { timeout: 3000 });

    const [first, second] = sent[0]?.guests ?? [];
    expect(sent[0]?.guests).toHaveLength(2);
    expect(first?.guestId).toBe("g-sara");
    expect(first?.parts).toEqual([
      { partId: "p-vigsel", attending: true },
      { partId: "p-middag", attending: true },
    ]);
    expect(second?.guestId).toBe("g-mira");
    expect(second?.parts).toEqual([
      { partId: "p-vigsel", attending: true },
      { partId: "p-middag", attending: false },
    ]);
    expect(answerOf(first as SentGuest, "rsvpFirstName")?.value).toBe("Sara");
    expect(answerOf(first as SentGuest, "rsvpLastName")?.value).toBe("Lind");
    // "Kommer du?" follows the parts: Ja when coming to any.
    expect(answerOf(second as SentGuest, "rsvpAttending")?.value).toBe("Ja");
    expect(answerOf(second as SentGuest, "rsvpFood")?.value).toBe("Vegetariskt");
    expect(JSON.stringify(sent[0])).not.toContain("household");
  });

  it("adds extra guests up to the household's allowance, each with a name and the same questions", async () => {
    show(weddingRsvp(), { invitation: HOUSEHOLD, findInvitation: false });
    fireEvent.click(screen.getByRole("button", { name: "OSA här" }));
    expect(screen.getByText("Ni får ta med en gäst till.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Lägg till gäst" }));
    // The allowance is one: no more to add.
    expect(screen.queryByRole("button", { name: "Lägg till gäst" })).toBeNull();
    const extra = guestBlock("Extra gäst 1");
    expect(document.activeElement).toBe(within(extra).getByLabelText(/Förnamn/));
    fireEvent.change(within(extra).getByLabelText(/Förnamn/), { target: { value: "Nils" } });
    fireEvent.change(within(extra).getByLabelText(/Efternamn/), { target: { value: "Berg" } });
    for (const name of ["Sara Lind", "Mira Lind Barn", "Extra gäst 1"]) {
      const guest = guestBlock(name);
      choose(guest, "Vigsel", "Kommer inte");
      choose(guest, "Middag", "Kommer inte");
    }
    fireEvent.click(screen.getByRole("button", { name: /Skicka/ }));
    // Every guest said no to every part: the No confirmation.
    const title = await screen.findByRole("heading", { level: 3 }, { timeout: 3000 });
    expect(title.textContent).toMatch(/svar/i);
    const guests = sent[0]?.guests ?? [];
    expect(guests).toHaveLength(3);
    expect(guests[2]?.guestId).toBeUndefined();
    expect(guests[2]?.parts?.every((p) => !p.attending)).toBe(true);
    expect(answerOf(guests[2] as SentGuest, "rsvpFirstName")?.value).toBe("Nils");
    expect(answerOf(guests[0] as SentGuest, "rsvpAttending")?.value).toBe("Nej");
  });

  it("removes an extra guest again", () => {
    show(weddingRsvp(), { invitation: HOUSEHOLD, findInvitation: false });
    fireEvent.click(screen.getByRole("button", { name: "OSA här" }));
    fireEvent.click(screen.getByRole("button", { name: "Lägg till gäst" }));
    fireEvent.click(screen.getByRole("button", { name: "Ta bort extra gäst 1" }));
    expect(screen.queryByRole("group", { name: /^Extra gäst 1/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Lägg till gäst" })).toBeTruthy();
  });

  it("keeps every answer when the send fails", async () => {
    failSend = true;
    show(weddingRsvp(), { invitation: HOUSEHOLD, findInvitation: false });
    fireEvent.click(screen.getByRole("button", { name: "OSA här" }));
    const sara = guestBlock("Sara Lind");
    const mira = guestBlock("Mira Lind Barn");
    choose(sara, "Vigsel", "Kommer");
    choose(sara, "Middag", "Kommer inte");
    choose(mira, "Vigsel", "Kommer inte");
    choose(mira, "Middag", "Kommer inte");
    fireEvent.click(within(sara).getByRole("radio", { name: "Kött" }));
    fireEvent.click(screen.getByRole("button", { name: /Skicka/ }));
    expect(await screen.findByRole("alert", {}, { timeout: 3000 })).toBeTruthy();
    expect(
      (within(part(sara, "Vigsel")).getByRole("radio", { name: "Kommer" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((within(sara).getByRole("radio", { name: "Kött" }) as HTMLInputElement).checked).toBe(true);
  });

  it("asks the RSVP's own Kommer du? per guest when the household has no parts", async () => {
    show(weddingRsvp(), { invitation: { ...HOUSEHOLD, parts: [], extraGuests: 0 }, findInvitation: false });
    fireEvent.click(screen.getByRole("button", { name: "OSA här" }));
    expect(screen.queryByRole("button", { name: "Lägg till gäst" })).toBeNull();
    for (const name of ["Sara Lind", "Mira Lind Barn"]) {
      const guest = guestBlock(name);
      const attend = within(guest).getByRole("group", { name: /Kommer du\?/ });
      fireEvent.click(within(attend).getByRole("radio", { name: "Nej" }));
    }
    fireEvent.click(screen.getByRole("button", { name: /Skicka/ }));
    await screen.findByRole("heading", { level: 3 }, { timeout: 3000 });
    const guests = sent[0]?.guests ?? [];
    expect(guests.map((g) => g.guestId)).toEqual(["g-sara", "g-mira"]);
    expect(guests[0]?.parts).toBeUndefined();
    expect(answerOf(guests[1] as SentGuest, "rsvpFirstName")?.value).toBe("Mira");
  });

  it("shows a name question a guest's name cannot answer", () => {
    show(weddingRsvp(), {
      invitation: { guests: [{ id: "g1", name: "Mira", child: true }], extraGuests: 0, parts: [] },
      findInvitation: false,
    });
    fireEvent.click(screen.getByRole("button", { name: "OSA här" }));
    const mira = guestBlock("Mira Barn");
    expect(within(mira).queryByLabelText(/Förnamn/)).toBeNull();
    expect(within(mira).getByLabelText(/Efternamn/)).toBeTruthy();
  });
});

describe("the open page's RSVP", () => {
  it("is today's RSVP without an invitation, with no search unless the page offers it", () => {
    show(weddingRsvp(), { invitation: null, findInvitation: false });
    expect(screen.queryByRole("heading", { name: "Hitta din inbjudan" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "OSA här" }));
    expect(screen.getByRole("combobox")).toBeTruthy();
    expect(screen.queryByRole("group", { name: /Vigsel/ })).toBeNull();
  });

  it("offers Hitta din inbjudan below it when the page offers it, never on a household's own page", () => {
    show(weddingRsvp(), { invitation: null, findInvitation: true });
    expect(screen.getByRole("heading", { name: "Hitta din inbjudan" })).toBeTruthy();
    cleanup();
    show(weddingRsvp(), { invitation: HOUSEHOLD, findInvitation: true });
    expect(screen.queryByRole("heading", { name: "Hitta din inbjudan" })).toBeNull();
  });
});
