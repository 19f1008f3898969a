// @vitest-environment happy-dom
// A household's delivery problems on the guest list (issue 26): "Mejlet studsade", "SMS misslyckades"
// and "Vill inte ha mejl" as badges on its row (only those it has; none for a household without), and
// in its dialog with the reason and what clears it, in sv, en and da.
import type { GuestListSettings } from "@core/guest-list";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeliveryProblems } from "./DeliveryBadges";
import { HouseholdList } from "./HouseholdList";
import type { Household } from "./types";

afterEach(cleanup);

const SETTINGS: GuestListSettings = { parts: [], groups: [], onlyPersonalLinks: false };

function household(n: number, name: string, extra: Partial<Household> = {}): Household {
  return {
    id: n.toString(16).padStart(24, "0"),
    name,
    address: null,
    email: null,
    phone: null,
    extraGuests: 0,
    side: null,
    list: null,
    groups: [],
    guests: [{ id: `g${n}`, name: `${name} Gäst`, child: false, email: null, phone: null, note: null }],
    token: "t".repeat(43),
    code: "ABCDEF",
    link: `/i/${"t".repeat(43)}`,
    linkEnabled: true,
    status: "not_answered",
    answers: [],
    needsReview: false,
    mailUnsubscribedAt: null,
    mailFailedAt: null,
    mailFailedReason: null,
    smsFailedAt: null,
    smsFailedReason: null,
    review: null,
    position: n,
    createdAt: "2026-11-27T10:00:00.000Z",
    updatedAt: "2026-11-27T10:00:00.000Z",
    ...extra,
  };
}

const MESSAGES = { sv, en, da } as const;
const i18nOf = (language: keyof typeof MESSAGES) =>
  createI18n(language, { [language]: { app: MESSAGES[language].app } });

function renderList(households: Household[], language: keyof typeof MESSAGES = "sv") {
  return render(
    <I18nextProvider i18n={i18nOf(language)}>
      <HouseholdList
        households={households}
        settings={SETTINGS}
        sideLabel={(side) => side}
        onOpen={vi.fn()}
      />
    </I18nextProvider>,
  );
}

/** The tags of the row of the household named. */
const tagsOf = (name: string) => {
  const row = screen.getByRole("button", { name: `Redigera ${name}` }).closest("li");
  if (!row) throw new Error(`no row for ${name}`);
  return within(row as HTMLElement)
    .queryAllByRole("listitem")
    .map((item) => item.textContent);
};

describe("delivery badges on the guest list", () => {
  it("shows each problem a household has, and none on a household without", () => {
    renderList([
      household(1, "Familjen Lind"),
      household(2, "Familjen Studs", {
        mailFailedAt: "2026-11-27T10:00:00.000Z",
        mailFailedReason: "550 5.1.1 user unknown",
      }),
      household(3, "Familjen Sms", {
        smsFailedAt: "2026-11-27T10:00:00.000Z",
        smsFailedReason: "not delivered",
      }),
      household(4, "Familjen Nej", { mailUnsubscribedAt: "2026-11-27T10:00:00.000Z" }),
    ]);
    expect(tagsOf("Familjen Lind")).toEqual([]);
    expect(tagsOf("Familjen Studs")).toEqual(["Mejlet studsade"]);
    expect(tagsOf("Familjen Sms")).toEqual(["SMS misslyckades"]);
    expect(tagsOf("Familjen Nej")).toEqual(["Vill inte ha mejl"]);
    // The reason on hover.
    expect(screen.getByText("Mejlet studsade").getAttribute("title")).toBe("550 5.1.1 user unknown");
  });

  it("shows all three at once, in English and Danish too", () => {
    const all = household(5, "Familjen Allt", {
      mailFailedAt: "2026-11-27T10:00:00.000Z",
      smsFailedAt: "2026-11-27T10:00:00.000Z",
      mailUnsubscribedAt: "2026-11-27T10:00:00.000Z",
    });
    const english = renderList([all], "en");
    expect(english.getByText("Mail bounced")).toBeTruthy();
    expect(english.getByText("SMS failed")).toBeTruthy();
    expect(english.getByText("No mails wanted")).toBeTruthy();
    cleanup();
    const danish = renderList([all], "da");
    expect(danish.getByText("Mailen kom retur")).toBeTruthy();
    expect(danish.getByText("SMS mislykkedes")).toBeTruthy();
    expect(danish.getByText("Vil ikke have mails")).toBeTruthy();
  });
});

describe("delivery problems in the household's dialog", () => {
  it("says what happened, the reason and what clears it; nothing for a household without", () => {
    const studs = household(2, "Familjen Studs", {
      mailFailedAt: "2026-11-27T10:00:00.000Z",
      mailFailedReason: "550 5.1.1 user unknown",
    });
    render(
      <I18nextProvider i18n={i18nOf("sv")}>
        <DeliveryProblems household={studs} headingId="d1" />
      </I18nextProvider>,
    );
    const section = screen.getByRole("region", { name: "Leverans" });
    expect(section.textContent).toContain("Mejlet studsade");
    expect(section.textContent).toContain("Orsak: 550 5.1.1 user unknown");
    expect(section.textContent).toContain("Rätta e-postadressen så försvinner markeringen.");
    cleanup();
    // A failed SMS report's reason, said in the owner's language.
    render(
      <I18nextProvider i18n={i18nOf("sv")}>
        <DeliveryProblems
          household={household(3, "Familjen Sms", {
            smsFailedAt: "2026-11-27T10:00:00.000Z",
            smsFailedReason: "not-delivered",
          })}
          headingId="d3"
        />
      </I18nextProvider>,
    );
    const sms = screen.getByRole("region", { name: "Leverans" }).textContent ?? "";
    expect(sms).toContain("SMS misslyckades");
    expect(sms).toContain("Orsak: mobilnätet kunde inte leverera det");
    expect(sms).not.toContain("not-delivered");
    cleanup();
    const none = render(
      <I18nextProvider i18n={i18nOf("sv")}>
        <DeliveryProblems household={household(1, "Familjen Lind")} headingId="d2" />
      </I18nextProvider>,
    );
    expect(none.container.textContent).toBe("");
  });
});
