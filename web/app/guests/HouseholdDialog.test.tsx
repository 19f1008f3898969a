// @vitest-environment happy-dom
// A household's answers in its dialog (issue 25): each guest's answer per part ("Vigsel ✓ · Middag ✗"),
// "Ange svar" sending PUT …/answers with the guests and parts chosen (an answer taken away as null,
// the whole event on a site without parts), marked "satt av er"; and a household to review merged into
// the suggestion or another household (POST …/merge), or kept (PUT with needsReview false).
import type { GuestListSettings } from "@core/guest-list";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HouseholdDialog } from "./HouseholdDialog";
import type { Household, HouseholdAnswer } from "./types";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = (n: number) => n.toString(16).padStart(24, "0");
const PER = id(11);
const LISA = id(12);
const EVA = id(21);

const SETTINGS: GuestListSettings = {
  parts: [
    { id: "vigsel", name: "Vigsel" },
    { id: "middag", name: "Middag" },
  ],
  groups: [],
  onlyPersonalLinks: false,
};

const answer = (guestId: string, partId: string, attending: boolean, setBy: "guest" | "owner" = "guest") =>
  ({
    guestId,
    partId,
    attending,
    child: false,
    setBy,
    note: setBy === "owner" ? "Ringde i tisdags" : null,
    updatedAt: "2026-11-27T10:00:00.000Z",
  }) satisfies HouseholdAnswer;

function household(
  n: number,
  name: string,
  guests: [string, string][],
  extra: Partial<Household> = {},
): Household {
  return {
    id: id(n),
    name,
    address: null,
    email: null,
    phone: null,
    extraGuests: 0,
    side: null,
    list: null,
    groups: [],
    guests: guests.map(([guestId, guestName]) => ({
      id: guestId,
      name: guestName,
      child: false,
      email: null,
      phone: null,
      note: null,
    })),
    token: "t".repeat(43),
    code: "ABCDEF",
    link: `/i/${"t".repeat(43)}`,
    linkEnabled: true,
    status: "not_answered",
    answers: [],
    needsReview: false,
    review: null,
    position: n,
    createdAt: "2026-11-27T10:00:00.000Z",
    updatedAt: "2026-11-27T10:00:00.000Z",
    ...extra,
  };
}

type Sent = { method: string; url: string; body: unknown };

/** The server: answers every call with the household given (or the one named by `reply`). */
function stubServer(reply: (sent: Sent) => Household) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const call = {
        method: init.method ?? "GET",
        url,
        body: init.body ? JSON.parse(String(init.body)) : null,
      };
      sent.push(call);
      return new Response(JSON.stringify({ household: reply(call) }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

function renderDialog(shown: Household, all: Household[], settings = SETTINGS) {
  const props = {
    onClose: vi.fn(),
    onSaved: vi.fn(async () => {}),
    onDeleted: vi.fn(async () => {}),
    onChanged: vi.fn(),
    onMerged: vi.fn(async () => {}),
    onError: vi.fn(),
  };
  const i18n = createI18n("sv", { sv: { app: sv.app } });
  const view = (current: Household) => (
    <I18nextProvider i18n={i18n}>
      <HouseholdDialog
        base="/api/sites/s1"
        household={current}
        all={all}
        settings={settings}
        pageHost="maja-elias.se"
        sideLabel={(side) => side}
        {...props}
      />
    </I18nextProvider>
  );
  const { rerender } = render(view(shown));
  return { ...props, rerender: (next: Household) => rerender(view(next)) };
}

describe("a household's answers", () => {
  it("shows each guest's answer per part and sends the answer set by hand", async () => {
    const holm = household(1, "Familjen Holm", [
      [PER, "Per Holm"],
      [LISA, "Lisa Holm"],
    ]);
    const answered: Household = {
      ...holm,
      status: "partly",
      answers: [answer(PER, "vigsel", true), answer(PER, "middag", false)],
    };
    const afterSave: Household = {
      ...answered,
      status: "attending",
      answers: [
        answer(PER, "vigsel", true),
        answer(PER, "middag", false),
        answer(LISA, "vigsel", true, "owner"),
        answer(LISA, "middag", false, "owner"),
      ],
    };
    const sent = stubServer(() => afterSave);
    const { onChanged, rerender } = renderDialog(answered, [answered]);
    const dialog = screen.getByRole("dialog", { name: "Redigera Familjen Holm" });
    const answers = within(dialog).getByRole("region", { name: "Svar" });
    const per = within(answers).getByText("Per Holm").closest("li") as HTMLElement;
    expect(per.textContent).toBe("Per Holm Vigsel ✓: Kommer · Middag ✗: Kommer inte");
    const lisa = within(answers).getByText("Lisa Holm").closest("li") as HTMLElement;
    expect(lisa.textContent).toBe("Lisa Holm Vigsel –: Inget svar · Middag –: Inget svar");
    expect(within(answers).getByText("Några kommer")).toBeTruthy();

    fireEvent.click(within(answers).getByRole("button", { name: "Ange svar" }));
    const setting = await screen.findByRole("dialog", { name: "Ange svar för Familjen Holm" });
    // Per guest, per part, the answer now: Per's checked, Lisa's none.
    const part = (guest: string, name: string) =>
      within(within(setting).getByRole("group", { name: guest })).getByRole("group", { name });
    const choice = (guest: string, partName: string, label: string) =>
      within(part(guest, partName)).getByRole("radio", { name: label }) as HTMLInputElement;
    expect(choice("Per Holm", "Vigsel", "Kommer").checked).toBe(true);
    expect(choice("Per Holm", "Middag", "Kommer inte").checked).toBe(true);
    expect(choice("Lisa Holm", "Vigsel", "Inget svar").checked).toBe(true);

    // Per's answer was entered by mistake: "Inget svar" on every part takes it away on save.
    for (const partName of ["Vigsel", "Middag"]) fireEvent.click(choice("Per Holm", partName, "Inget svar"));
    expect(within(setting).getByText("Per Holms svar tas bort när ni sparar.")).toBeTruthy();

    // Lisa called: she comes to the wedding, not to the dinner.
    fireEvent.click(choice("Lisa Holm", "Vigsel", "Kommer"));
    fireEvent.click(choice("Lisa Holm", "Middag", "Kommer inte"));
    fireEvent.change(within(setting).getByLabelText("Anteckning (frivillig)"), {
      target: { value: "  Ringde i tisdags " },
    });
    fireEvent.click(within(setting).getByRole("button", { name: "Spara svar" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: "PUT",
      url: `/api/sites/s1/households/${holm.id}/answers`,
      body: {
        guests: [
          { guestId: PER, attending: null },
          {
            guestId: LISA,
            parts: [
              { partId: "vigsel", attending: true },
              { partId: "middag", attending: false },
            ],
          },
        ],
        note: "Ringde i tisdags",
      },
    });
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(afterSave));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Ange svar för Familjen Holm" })).toBeNull(),
    );

    // The dialog shows the household as it is now: Lisa's answer marked as the owner's, with the note.
    rerender(afterSave);
    const now = within(screen.getByRole("dialog", { name: "Redigera Familjen Holm" })).getByRole("region", {
      name: "Svar",
    });
    const lisaNow = within(now).getByText("Lisa Holm").closest("li") as HTMLElement;
    expect(lisaNow.textContent).toBe("Lisa Holm Vigsel ✓: Kommer · Middag ✗: Kommer inte satt av er");
    expect(within(now).queryAllByText("satt av er")).toHaveLength(1);
    expect(within(now).getByText("Anteckning: Ringde i tisdags")).toBeTruthy();
    expect(within(now).getByText("Kommer")).toBeTruthy();
  });

  it("answers for the whole event on a site without parts", async () => {
    const eva = household(2, "Eva Nord", [[EVA, "Eva Nord"]]);
    const sent = stubServer(() => ({
      ...eva,
      status: "declined",
      answers: [answer(EVA, "", false, "owner")],
    }));
    renderDialog(eva, [eva], { parts: [], groups: [], onlyPersonalLinks: false });
    const answers = within(screen.getByRole("dialog", { name: "Redigera Eva Nord" })).getByRole("region", {
      name: "Svar",
    });
    expect((within(answers).getByText("Eva Nord").closest("li") as HTMLElement).textContent).toBe(
      "Eva Nord – Inget svar",
    );
    fireEvent.click(within(answers).getByRole("button", { name: "Ange svar" }));
    const setting = await screen.findByRole("dialog", { name: "Ange svar för Eva Nord" });
    const whole = within(within(setting).getByRole("group", { name: "Eva Nord" })).getByRole("group", {
      name: "Hela dagen",
    });
    fireEvent.click(within(whole).getByRole("radio", { name: "Kommer inte" }));
    fireEvent.click(within(setting).getByRole("button", { name: "Spara svar" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ guests: [{ guestId: EVA, attending: false }], note: null });
  });
});

describe("a household to review", () => {
  const holm = household(1, "Familjen Holm", [
    [PER, "Per Holm"],
    [LISA, "Lisa Holm"],
  ]);
  const eva = household(2, "Eva Nord", [[EVA, "Eva Nord"]]);
  const open = household(3, "Lisa Holm", [[id(31), "Lisa Holm"]], {
    status: "attending",
    needsReview: true,
    review: { suggestedHouseholdId: holm.id, suggestedName: "Familjen Holm" },
    answers: [answer(id(31), "vigsel", true), answer(id(31), "middag", true)],
  });

  it("merges into the suggested household", async () => {
    const sent = stubServer(() => holm);
    const { onMerged } = renderDialog(open, [holm, eva, open]);
    const review = within(screen.getByRole("dialog", { name: "Redigera Lisa Holm" })).getByRole("region", {
      name: "Att granska",
    });
    expect(
      within(review).getByText("Det liknar Familjen Holm: en gäst med samma namn finns där."),
    ).toBeTruthy();
    fireEvent.click(within(review).getByRole("button", { name: "Slå ihop med Familjen Holm" }));
    await waitFor(() => expect(onMerged).toHaveBeenCalledWith(open, holm));
    expect(sent).toEqual([
      {
        method: "POST",
        url: `/api/sites/s1/households/${open.id}/merge`,
        body: { intoHouseholdId: holm.id },
      },
    ]);
  });

  it("merges into another household chosen from the list", async () => {
    const sent = stubServer(() => eva);
    const { onMerged } = renderDialog(open, [holm, eva, open]);
    const review = within(screen.getByRole("dialog", { name: "Redigera Lisa Holm" })).getByRole("region", {
      name: "Att granska",
    });
    const select = within(review).getByLabelText("Eller slå ihop med ett annat hushåll") as HTMLSelectElement;
    // The suggestion has its own button; the household itself is no target.
    expect([...select.options].map((option) => option.text)).toEqual(["Välj hushåll", "Eva Nord"]);
    const merge = within(review).getByRole("button", { name: "Slå ihop" }) as HTMLButtonElement;
    expect(merge.disabled).toBe(true);
    fireEvent.change(select, { target: { value: eva.id } });
    fireEvent.click(merge);
    await waitFor(() => expect(onMerged).toHaveBeenCalledWith(open, eva));
    expect(sent[0]?.body).toEqual({ intoHouseholdId: eva.id });
  });

  it("is kept as a household of its own: saved with needsReview false", async () => {
    const kept = { ...open, needsReview: false, review: null };
    const sent = stubServer(() => kept);
    const { onChanged, onMerged } = renderDialog(open, [holm, eva, open]);
    const dialog = screen.getByRole("dialog", { name: "Redigera Lisa Holm" });
    fireEvent.click(
      within(within(dialog).getByRole("region", { name: "Att granska" })).getByRole("button", {
        name: "Behåll som eget hushåll",
      }),
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(kept));
    expect(onMerged).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe("PUT");
    expect(sent[0]?.url).toBe(`/api/sites/s1/households/${open.id}`);
    expect(sent[0]?.body).toMatchObject({
      name: "Lisa Holm",
      guests: [{ id: id(31), name: "Lisa Holm", child: false }],
      needsReview: false,
    });
    expect(await within(dialog).findByText("Lisa Holm är nu ett eget hushåll.")).toBeTruthy();
  });
});

describe("who changed it last (issue 28)", () => {
  // Local times: the dialog writes the owner's own clock's time.
  const year = new Date().getFullYear();
  const thisYear = new Date(year, 4, 3, 14, 5).toISOString();
  const lastYear = new Date(year - 1, 4, 3, 14, 5).toISOString();

  it("says under the title who changed it and when: a person, the guests, or only when", () => {
    const ek = household(41, "Familjen Ek", [[id(42), "Eva Ek"]], {
      updatedAt: thisYear,
      updatedBy: { kind: "account", accountId: id(99), mail: "maja@example.se" },
    });
    const { rerender } = renderDialog(ek, [ek]);
    const dialog = screen.getByRole("dialog", { name: "Redigera Familjen Ek" });
    expect(within(dialog).getByText("Senast ändrad av maja@example.se 3 maj 14:05")).toBeTruthy();

    rerender({ ...ek, updatedBy: { kind: "guests" } });
    expect(within(dialog).getByText("Senast ändrad av gästerna 3 maj 14:05")).toBeTruthy();
    expect(within(dialog).queryByText(/maja@example\.se/)).toBeNull();

    // Not known (a change from before, or by an account since deleted): only when, never "the guests".
    rerender({ ...ek, updatedAt: lastYear, updatedBy: null });
    expect(within(dialog).getByText(`Senast ändrad 3 maj ${year - 1} 14:05`)).toBeTruthy();
    expect(within(dialog).queryByText(/gästerna/)).toBeNull();
  });
});
