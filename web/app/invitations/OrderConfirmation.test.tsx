// @vitest-environment happy-dom
// The order confirmation (issue 23 items 6 and 10): the VAT said as customers expect it ('Moms 25 %',
// not 'Varav moms (20 %)'), the order named by its short reference only (never our 24-character id),
// and the receipt naming the seller.
import type { Order } from "@core/orders/schema";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OrderConfirmation } from "./OrderConfirmation";

const ORDER_ID = "0123456789abcdef01234567";
const SITE_ID = "fedcba9876543210fedcba98";

const order: Order = {
  _id: ORDER_ID,
  status: "PAID",
  site: SITE_ID,
  print: "aaaaaaaaaaaaaaaaaaaaaaaa",
  quantity: 20,
  perHousehold: false,
  envelopes: "premium",
  trim: "none",
  totalInclVat: 49500,
  totalVat: 9900,
  items: [],
  shipment: {
    shipmentMethodUid: "postnord-1",
    name: "MyPack Home",
    carrier: "postnord",
    type: "normal",
    priceInclVat: 9500,
    minDeliveryDays: 1,
    maxDeliveryDays: 3,
  },
  shippingAddress: {
    firstName: "Anna",
    lastName: "Andersson",
    addressLine1: "Kyrkvägen 2",
    postCode: "123 45",
    city: "Ort",
    email: "anna@example.se",
    phone: "+46701234567",
  },
  createdAt: "2026-11-24T09:00:00.000Z",
  paidAt: "2026-11-24T09:05:00.000Z",
  sentToPrintAt: null,
  shippedAt: null,
  shipmentReference: null,
  receipt: {
    reference: "KV7X2M9P",
    paymentMethod: "swish",
    date: "2026-11-24 10:05",
    seller: {
      name: "Sidbolaget i Sverige AB",
      orgNumber: "556677-8899",
      vatNumber: "SE556677889901",
      address: "Storgatan 1, 111 22 Stockholm",
    },
  },
};

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(order), { status: 200, headers: { "content-type": "application/json" } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("OrderConfirmation", () => {
  it("shows 'Moms 25 %', the short reference without the order's id, and the seller", async () => {
    const i18n = createI18n("sv", { sv: { app: sv.app } });
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[`/redigera/${SITE_ID}/inbjudningar/bekraftelse/${ORDER_ID}`]}>
            <Routes>
              <Route
                path="/redigera/:siteId/inbjudningar/bekraftelse/:orderId"
                element={<OrderConfirmation siteId={SITE_ID} />}
              />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("heading", { name: "Beställning KV7X2M9P" })).toBeTruthy();
    const text = (container.textContent ?? "").replace(/\u00a0/g, " ");
    expect(text).not.toContain(ORDER_ID);
    expect(text).not.toContain("20 %");
    expect(screen.getByRole("row", { name: /^Moms 25 %/ }).textContent?.replace(/\u00a0/g, " ")).toContain(
      "99 kr",
    );
    expect(text).toContain("Sidbolaget i Sverige AB");
    expect(text).toContain("Storgatan 1, 111 22 Stockholm");
    expect(text).toContain("Org.nr 556677-8899");
    expect(text).toContain("Momsreg.nr SE556677889901");
  });
});
