// @vitest-environment happy-dom
// A shown receipt is the purchase the analytics counts (SPEC §6: the receipt purchase event): the
// receipt view hands its payment to trackPurchase once it has loaded, and not while it is loading.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
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

let answer: Record<string, unknown> = receipt;

beforeEach(() => {
  answer = receipt;
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(answer), {
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

function renderReceipt(language: "sv" | "da", messages: typeof sv) {
  const i18n = createI18n(language, { [language]: { app: messages.app } });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ReceiptView siteId="0123456789abcdef01234567" reference="pay_9f8e7d6c" />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe("ReceiptView", () => {
  it("names the seller (name, address, organisation and VAT numbers) and the address bought (issue 23 item 10)", async () => {
    answer = {
      ...receipt,
      reference: "KV7X2M9P",
      target: "anna-och-erik.brollopssidan.se",
      refund: null,
      seller: {
        name: "Sidbolaget i Sverige AB",
        orgNumber: "556677-8899",
        vatNumber: "SE556677889901",
        address: "Storgatan 1, 111 22 Stockholm",
      },
    };
    const { container } = renderReceipt("sv", sv);
    expect(await screen.findByText("KV7X2M9P")).toBeTruthy();
    const text = (container.textContent ?? "").replace(/\u00a0/g, " ");
    expect(text).toContain("Sidbolaget i Sverige AB");
    expect(text).toContain("Storgatan 1, 111 22 Stockholm");
    expect(text).toContain("Org.nr 556677-8899");
    expect(text).toContain("Momsreg.nr SE556677889901");
    expect(screen.getByText("Adress").nextElementSibling?.textContent).toBe("anna-och-erik.brollopssidan.se");
    expect(screen.getByRole("row", { name: /Moms 25 %/ }).textContent).toContain("119,80");
  });

  it("names the co-owner who paid, and no payer when the owner did (issue 28)", async () => {
    answer = { ...receipt, reference: "PAIDBY01", paidBy: "erik@example.se" };
    renderReceipt("sv", sv);
    expect(await screen.findByText("PAIDBY01")).toBeTruthy();
    expect(screen.getByText("Betald av").nextElementSibling?.textContent).toBe("erik@example.se");
    cleanup();
    answer = { ...receipt, reference: "PAIDBY02" };
    renderReceipt("sv", sv);
    expect(await screen.findByText("PAIDBY02")).toBeTruthy();
    expect(screen.queryByText("Betald av")).toBeNull();
  });

  it("calls a Danish seller's number a CVR number", async () => {
    answer = {
      ...receipt,
      currency: "DKK",
      target: null,
      seller: {
        name: "Sideselskabet ApS",
        orgNumber: "12345674",
        vatNumber: "DK12345674",
        address: "Vestergade 1, 1456 København K",
      },
    };
    const { container } = renderReceipt("da", da);
    expect(await screen.findByText("pay_9f8e7d6c")).toBeTruthy();
    const text = (container.textContent ?? "").replace(/\u00a0/g, " ");
    expect(text).toContain("CVR-nr. 12345674");
    expect(text).toContain("Momsnr. DK12345674");
    expect(screen.queryByText("Adresse")).toBeNull();
  });

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

  it("says a payment that could not deliver is paid back, and why, and counts no purchase (issue 22)", async () => {
    answer = {
      ...receipt,
      target: "forlorad.brollopssidan.se",
      refund: { reason: "host_taken", status: "REQUESTED" },
    };
    renderReceipt("sv", sv);
    expect(await screen.findByText("Betalningen betalas tillbaka")).toBeTruthy();
    expect(screen.getByText(/Adressen forlorad\.brollopssidan\.se hann tas av en annan sida/)).toBeTruthy();
    expect(screen.getByText(/Hela beloppet betalas tillbaka på samma sätt som ni betalade/)).toBeTruthy();
    expect(trackPurchase).not.toHaveBeenCalled();
  });

  it("tells the owner when support pays a refused refund back by hand", async () => {
    answer = { ...receipt, refund: { reason: "order_paid", status: "FAILED" } };
    renderReceipt("da", da);
    expect(await screen.findByText("Betalingen bliver betalt tilbage")).toBeTruthy();
    expect(screen.getByText(/Bestillingen var allerede betalt\./)).toBeTruthy();
    expect(screen.getByText(/Vi betaler beløbet tilbage, så snart vi kan/)).toBeTruthy();
  });
});
