// @vitest-environment happy-dom
// Swish on a phone (issue 23 item 10): once the request is sent to the owner's number it waits in the
// Swish app, and on a touch screen the waiting step offers 'Öppna Swish', a link that opens the app.
// On a computer the app is on another device: no such link.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SwishPayment } from "./SwishPayment";

vi.mock("./payments-api", () => ({
  paymentsApi: {
    startSwish: vi.fn(async () => ({ swishId: "swish1", reference: "ref1" })),
    swishStatus: vi.fn(async () => ({ status: "NOT_SET" })),
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function pointer(coarse: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ matches: coarse && query === "(pointer: coarse)", media: query })),
  );
}

async function startPaying() {
  const i18n = createI18n("sv", { sv: { app: sv.app } });
  render(
    <I18nextProvider i18n={i18n}>
      <SwishPayment
        payFor={{ orderId: "order1" }}
        amountText="150 kr"
        onStepChange={() => {}}
        onPaid={() => {}}
        onCancel={() => {}}
      />
    </I18nextProvider>,
  );
  fireEvent.change(screen.getByLabelText(/nummer/i), { target: { value: "0701234567" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Betala 150 kr med Swish" })));
  await screen.findByText(/godkänn betalningen på 150 kr/);
}

describe("the Swish app on a phone", () => {
  it("is opened by 'Öppna Swish' once the request waits there", async () => {
    pointer(true);
    await startPaying();
    const open = screen.getByRole("link", { name: "Öppna Swish" });
    expect(open.getAttribute("href")).toBe("swish://");
  });

  it("is not offered on a computer, where the app is on another device", async () => {
    pointer(false);
    await startPaying();
    expect(screen.queryByRole("link", { name: "Öppna Swish" })).toBeNull();
  });
});
