// @vitest-environment happy-dom
// A declined card is said once (issue 23 item 10): the simulator's card form shows the decline beside
// its own Pay button, so the owner app adds nothing above it; Stripe's CardElement shows none, so there
// the owner app says it.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CardPayment } from "./CardPayment";
import type { CardStart } from "./payments-api";

const DECLINED = "Ditt kort nekades.";

let start: CardStart;

vi.mock("./payments-api", () => ({
  paymentsApi: {
    startCard: vi.fn(async () => start),
    cardStatus: vi.fn(async () => ({ paymentConfirmed: false })),
  },
}));

// The simulator's form as the guest sees it in its iframe: a declined card's message shown by the form.
vi.mock("./SimulatorCardFrame", async () => {
  const { useState } = await import("react");
  return {
    SimulatorCardFrame: ({ onDeclined }: { onDeclined: (message: string) => void }) => {
      const [shown, setShown] = useState("");
      return (
        <div>
          <p role="alert">{shown}</p>
          <button
            type="button"
            onClick={() => {
              setShown(DECLINED);
              onDeclined(DECLINED);
            }}
          >
            Betala i formuläret
          </button>
        </div>
      );
    },
  };
});

// Stripe's CardElement shows no decline of its own.
vi.mock("./StripeCardForm", () => ({
  default: ({ onFailed }: { onFailed: (message: string) => void }) => (
    <button type="button" onClick={() => onFailed(DECLINED)}>
      Betala med Stripe
    </button>
  ),
}));

afterEach(cleanup);

function renderPayment() {
  const i18n = createI18n("sv", { sv: { app: sv.app } });
  render(
    <I18nextProvider i18n={i18n}>
      <CardPayment payFor={{ orderId: "order1" }} amountText="150 kr" onPaid={() => {}} onCancel={() => {}} />
    </I18nextProvider>,
  );
}

describe("a declined card", () => {
  it("is said once with the simulator's form, which says it itself", async () => {
    start = {
      client_secret: "pi_1_secret_2",
      reference: "ref1",
      stripe_public_key: "pk_simulator",
      card_form_url: "/payment-simulator/card?secret=x",
    };
    renderPayment();
    const pay = await screen.findByRole("button", { name: "Betala i formuläret" });
    await act(async () => fireEvent.click(pay));
    expect(screen.getAllByText(DECLINED)).toHaveLength(1);
    // The form stays for another card.
    expect(screen.getByRole("button", { name: "Betala i formuläret" })).toBeTruthy();
  });

  it("is said by the owner app with Stripe's card field, which shows none", async () => {
    start = {
      client_secret: "pi_1_secret_2",
      reference: "ref1",
      stripe_public_key: "pk_test_51AbCdEfGh",
      card_form_url: null,
    };
    renderPayment();
    const pay = await screen.findByRole("button", { name: "Betala med Stripe" });
    await act(async () => fireEvent.click(pay));
    expect(screen.getAllByText(DECLINED)).toHaveLength(1);
    expect(screen.getByRole("alert").textContent).toBe(DECLINED);
  });
});
