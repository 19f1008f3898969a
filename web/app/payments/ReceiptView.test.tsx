// @vitest-environment happy-dom
// A shown receipt is the purchase the analytics counts (SPEC §6: the receipt purchase event): the
// receipt view hands its payment to trackPurchase once it has loaded, and not while it is loading.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { trackPurchase } from "../analytics";
import { ReceiptView } from "./ReceiptView";

vi.mock("../analytics", () => ({ trackPurchase: vi.fn(async () => true) }));

const receipt = {
  product: "subdomain",
  amountWithVat: 59900,
  amountWithoutVat: 47920,
  amountVat: 11980,
  paymentMethod: "swish",
  date: "2026-11-24 10:15",
  reference: "pay_9f8e7d6c",
};

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(receipt), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(trackPurchase).mockClear();
});

describe("ReceiptView", () => {
  it("tracks the purchase of the receipt it shows, once, in the market's currency", async () => {
    const i18n = createI18n("sv", { sv: { app: sv.app } });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <ReceiptView siteId="0123456789abcdef01234567" reference="pay_9f8e7d6c" />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(trackPurchase).not.toHaveBeenCalled();
    expect(await screen.findByText("pay_9f8e7d6c")).toBeTruthy();
    expect(trackPurchase).toHaveBeenCalledTimes(1);
    expect(trackPurchase).toHaveBeenCalledWith({ ...receipt, currency: "SEK" });
  });
});
