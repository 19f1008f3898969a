// @vitest-environment happy-dom
// Swish on this phone (m-commerce, issue 23): on a touch screen, paying for the site first offers
// 'Swish på den här telefonen' (no number: the request opens in the app with its token, and the app
// sends the owner back to /betalning/swish/{swishId}) and 'Swish på en annan enhet' (the number, as on
// a computer). What the return page needs is kept in the browser when the payment starts.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PayFor } from "./payments-api";
import { paymentsApi } from "./payments-api";
import { SwishPayment } from "./SwishPayment";
import { pendingSwish } from "./swish-return";

vi.mock("./payments-api", () => ({
  paymentsApi: {
    startSwish: vi.fn(),
    swishStatus: vi.fn(async () => ({ status: "NOT_SET" })),
  },
}));
const startSwish = vi.mocked(paymentsApi.startSwish);

beforeEach(() => {
  startSwish.mockReset();
  startSwish.mockImplementation(async (_payFor, payerAlias) => ({
    swishId: "SWISH1",
    reference: "REF1",
    appUrl: payerAlias === null ? "swish://paymentrequest?token=tok123" : null,
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function pointer(coarse: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ matches: coarse && query === "(pointer: coarse)", media: query })),
  );
}

const MESSAGES = { sv, en, da } as const;
const subdomain: PayFor = {
  siteId: "site1",
  purchase: { paymentProduct: "subdomain", host: "anna-och-erik" },
};

function pay(payFor: PayFor = subdomain, ui: keyof typeof MESSAGES = "sv") {
  const i18n = createI18n(ui, { [ui]: { app: MESSAGES[ui].app } });
  render(
    <I18nextProvider i18n={i18n}>
      <SwishPayment
        payFor={payFor}
        amountText="599 kr"
        onStepChange={() => {}}
        onPaid={() => {}}
        onCancel={() => {}}
      />
    </I18nextProvider>,
  );
}

describe("Swish on a touch screen, paying for the site", () => {
  it("offers this phone and another device, in sv, en and da", () => {
    pointer(true);
    const words = {
      sv: ["Swish på den här telefonen", "Swish på en annan enhet"],
      en: ["Swish on this phone", "Swish on another device"],
      da: ["Swish på denne telefon", "Swish på en anden enhed"],
    } as const;
    for (const ui of ["sv", "en", "da"] as const) {
      pay(subdomain, ui);
      expect(screen.getByRole("button", { name: words[ui][0] })).toBeTruthy();
      expect(screen.getByRole("button", { name: words[ui][1] })).toBeTruthy();
      expect(screen.queryByRole("textbox")).toBeNull();
      cleanup();
    }
  });

  it("on this phone starts without a number and opens the request in the app, coming back to the return page", async () => {
    pointer(true);
    pay();
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Swish på den här telefonen" })),
    );
    expect(startSwish).toHaveBeenCalledWith(subdomain, null);
    expect(screen.getByRole("status").textContent).toBe(
      "Tryck på Öppna Swish och godkänn betalningen på 599 kr i appen.",
    );
    const open = screen.getByRole("link", { name: "Öppna Swish" });
    expect(open.getAttribute("href")).toBe(
      `swish://paymentrequest?token=tok123&callbackurl=${encodeURIComponent(`${window.location.origin}/betalning/swish/SWISH1`)}`,
    );
    expect(pendingSwish("SWISH1")).toMatchObject({
      swishId: "SWISH1",
      reference: "REF1",
      payFor: subdomain,
      amountText: "599 kr",
      startedOn: window.location.pathname + window.location.search,
    });
    // Cancel goes back to the two ways.
    fireEvent.click(screen.getByRole("button", { name: "Avbryt" }));
    expect(screen.getByRole("button", { name: "Swish på den här telefonen" })).toBeTruthy();
  });

  it("on another device asks for the number as before, and the request waits for that number", async () => {
    pointer(true);
    pay();
    fireEvent.click(screen.getByRole("button", { name: "Swish på en annan enhet" }));
    fireEvent.change(screen.getByLabelText("Ditt swish-nummer"), { target: { value: "0701234567" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Betala 599 kr med Swish" })));
    expect(startSwish).toHaveBeenCalledWith(subdomain, "46701234567");
    expect(screen.getByRole("link", { name: "Öppna Swish" }).getAttribute("href")).toBe("swish://");
    expect(pendingSwish("SWISH1")).toBeNull();
  });
});

describe("where Swish on this phone is not offered", () => {
  it("on a computer: the number at once", () => {
    pointer(false);
    pay();
    expect(screen.queryByRole("button", { name: "Swish på den här telefonen" })).toBeNull();
    expect(screen.getByLabelText("Ditt swish-nummer")).toBeTruthy();
  });

  it("for an order of printed cards, whose start takes a number", () => {
    pointer(true);
    pay({ orderId: "order1" });
    expect(screen.queryByRole("button", { name: "Swish på den här telefonen" })).toBeNull();
    expect(screen.getByLabelText("Ditt swish-nummer")).toBeTruthy();
  });
});
