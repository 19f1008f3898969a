// @vitest-environment happy-dom
// An RSVP for several guests is thanked in the plural (issue 23 item 10): two guests got 'Tack för
// ditt svar!' and 'fira med dig!'. A new RSVP module now says 'Tack för ert svar!' and 'fira med er!'
// (da 'jeres' and 'jer'; en 'you' either way) to a reply of more than one guest, also when they all
// decline; one guest still gets the singular. A page saved before the fields existed keeps its text.
import { SiteContext } from "@modules/site-context";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newSiteModule } from "../new-module";
import { type RsvpModule, rsvpSchema } from "./schema";
import { RsvpView } from "./View";

// The wait the server asks for between the post key and the answer is not what is tested here.
vi.mock("../shared/guest-form/constants", async (original) => ({
  ...(await original<typeof import("../shared/guest-form/constants")>()),
  POST_KEY_MIN_AGE_MS: 0,
}));

const MESSAGES = { sv, en, da } as const;
type Ui = keyof typeof MESSAGES;

let sent: { guests: unknown[] }[] = [];
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

/** A new wedding RSVP in one language, every question optional so a reply can be sent empty. */
function newRsvp(ui: Ui): RsvpModule {
  const module = rsvpSchema.parse(newSiteModule("Rsvp", [ui], "wedding"));
  return {
    ...module,
    form: { formElements: module.form.formElements.map((element) => ({ ...element, required: false })) },
  };
}

/** Opens the form, chooses the number of guests, answers No for each when asked, and sends. */
async function reply(module: RsvpModule, ui: Ui, guests: number, decline = false) {
  const i18n = createI18n(ui, { [ui]: { guest: MESSAGES[ui].guest } });
  render(
    <I18nextProvider i18n={i18n}>
      <SiteContext.Provider
        value={{
          siteId: "0123456789abcdef01234567",
          mode: "PUBLIC",
          language: ui,
          quickStart: false,
          giftRegistryReservations: [],
          setGiftRegistryReservations: () => {},
        }}
      >
        <RsvpView module={module} language={ui} mode="PUBLIC" isFirst={false} />
      </SiteContext.Provider>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: module.showFormButton?.[ui] }));
  fireEvent.change(screen.getByRole("combobox"), { target: { value: String(guests) } });
  if (decline) {
    const no = { sv: "Nej", en: "No", da: "Nej" }[ui];
    const radios = screen.getAllByRole("radio", { name: no });
    expect(radios).toHaveLength(guests);
    for (const radio of radios) fireEvent.click(radio);
  }
  fireEvent.click(screen.getByRole("button", { name: module.sendButton?.[ui] }));
  const title = await screen.findByRole("heading", { level: 3 }, { timeout: 3000 });
  expect(sent.at(-1)?.guests).toHaveLength(guests);
  const text = title.parentElement?.querySelector(".guest-outcome__text")?.textContent ?? "";
  return { title: title.textContent, text };
}

const EXPECTED: Record<
  Ui,
  { one: [string, RegExp]; several: [string, RegExp]; severalNo: [string, RegExp] }
> = {
  sv: {
    one: ["Tack för ditt svar!", /fira med dig!/],
    several: ["Tack för ert svar!", /tagit emot ert svar och längtar efter att fira med er!/],
    severalNo: ["Tack för att ni svarade", /synd att ni inte kan komma.*tänka på er/],
  },
  en: {
    one: ["Thank you for your reply!", /celebrate with you!/],
    several: ["Thank you for your reply!", /celebrate with you!/],
    severalNo: ["Thank you for letting us know", /sorry you cannot come/],
  },
  da: {
    one: ["Tak for dit svar!", /fejre dagen med dig!/],
    several: ["Tak for jeres svar!", /modtaget jeres svar og glæder os til at fejre dagen med jer!/],
    severalNo: ["Tak for jeres svar", /at I ikke kan komme.*tænker på jer/],
  },
};

describe("the RSVP's thanks, for one guest or several (issue 23 item 10)", () => {
  for (const ui of ["sv", "en", "da"] as const) {
    it(`thanks two guests in the plural (${ui})`, async () => {
      const { title, text } = await reply(newRsvp(ui), ui, 2);
      expect(title).toBe(EXPECTED[ui].several[0]);
      expect(text).toMatch(EXPECTED[ui].several[1]);
    });

    it(`thanks one guest in the singular (${ui})`, async () => {
      const { title, text } = await reply(newRsvp(ui), ui, 1);
      expect(title).toBe(EXPECTED[ui].one[0]);
      expect(text).toMatch(EXPECTED[ui].one[1]);
    });

    it(`answers two guests who both decline in the plural (${ui})`, async () => {
      const { title, text } = await reply(newRsvp(ui), ui, 2, true);
      expect(title).toBe(EXPECTED[ui].severalNo[0]);
      expect(text).toMatch(EXPECTED[ui].severalNo[1]);
    });
  }

  it("a page saved before the plural fields keeps its own text for several guests", async () => {
    const {
      confirmationTitleMany: _t,
      confirmationTextMany: _x,
      confirmationTitleNoMany: _tn,
      confirmationTextNoMany: _xn,
      ...before
    } = newRsvp("sv");
    const { title, text } = await reply(before, "sv", 3);
    expect(title).toBe("Tack för ditt svar!");
    expect(text).toMatch(/fira med dig!/);
  });

  it("an emptied plural text gives the page's own words for several", async () => {
    const module = { ...newRsvp("sv"), confirmationTitleMany: { sv: "" }, confirmationTextMany: { sv: "" } };
    const { title, text } = await reply(module, "sv", 2);
    expect(title).toBe("Tack!");
    expect(text).toBe("Tack för att ni OSA, vi har tagit emot era uppgifter.");
  });
});
