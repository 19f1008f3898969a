// @vitest-environment happy-dom
// Back from the Swish app after paying on this phone (m-commerce, issue 23): phones open the callback
// URL in a new tab, where the screen the payment began on is gone. /betalning/swish/{swishId} takes
// over its waiting step from what the start kept in the browser: it polls at once, and when paid does
// what that screen does (the subdomain put on the site) and goes on to its confirmation; a declined
// payment says so and leads back to where it began.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hostsApi } from "../address/hosts-api";
import { paymentsApi } from "./payments-api";
import { type PendingSwish, pendingSwish, rememberPendingSwish } from "./swish-return";
import { SwishReturnPage } from "./SwishReturnPage";

vi.mock("./payments-api", () => ({ paymentsApi: { swishStatus: vi.fn() } }));
vi.mock("../address/hosts-api", () => ({
  hostsApi: { putHost: vi.fn(async () => ({})), register: vi.fn() },
}));
const swishStatus = vi.mocked(paymentsApi.swishStatus);
const putHost = vi.mocked(hostsApi.putHost);

const pending: PendingSwish = {
  swishId: "SWISH1",
  reference: "REF1",
  payFor: { siteId: "site1", purchase: { paymentProduct: "subdomain", host: "anna-och-erik" } },
  amountText: "599 kr",
  startedOn: "/redigera/site1/valj-adress/subdoman/",
  startedAt: Date.now(),
};

beforeEach(() => {
  swishStatus.mockReset();
  putHost.mockClear();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderReturn() {
  const router = createMemoryRouter(
    [
      { path: "/betalning/swish/:swishId", element: <SwishReturnPage /> },
      { path: "/redigera/site1/valj-adress/subdoman/bekraftelse/:reference", element: <p>Bekräftelsen</p> },
      { path: "/redigera/site1/valj-adress/subdoman/", element: <p>Adressvalet</p> },
      { path: "/", element: <p>Startsidan</p> },
    ],
    { initialEntries: ["/betalning/swish/SWISH1"] },
  );
  render(
    <I18nextProvider i18n={createI18n("sv", { sv: { app: sv.app } })}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

describe("the page the Swish app sends the owner back to", () => {
  it("waits while Swish has not confirmed, with the amount and a way back", async () => {
    rememberPendingSwish(pending);
    swishStatus.mockResolvedValue({ status: "NOT_SET", errorMessage: null, reference: "REF1" });
    renderReturn();
    expect(screen.getByRole("heading", { name: "Swish-betalning" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Vi väntar på bekräftelsen från Swish.");
    expect(screen.getByText("Att betala: 599 kr inkl. moms")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Avbryt" }).getAttribute("href")).toBe(pending.startedOn);
    // Asked at once, not after the first 5 s.
    await vi.waitFor(() => expect(swishStatus).toHaveBeenCalledWith("SWISH1"));
  });

  it("once paid puts the subdomain on the site and goes on to the confirmation", async () => {
    rememberPendingSwish(pending);
    swishStatus.mockResolvedValue({ status: "PAID", errorMessage: null, reference: "REF1" });
    const router = renderReturn();
    await screen.findByText("Bekräftelsen");
    expect(putHost).toHaveBeenCalledWith("site1", "anna-och-erik");
    expect(router.state.location.pathname).toBe("/redigera/site1/valj-adress/subdoman/bekraftelse/REF1");
    expect(pendingSwish("SWISH1")).toBeNull();
  });

  it("says a declined payment and leads back to where it began", async () => {
    rememberPendingSwish(pending);
    swishStatus.mockResolvedValue({ status: "DECLINED", errorMessage: null, reference: "REF1" });
    renderReturn();
    expect((await screen.findByRole("alert")).textContent).toBe("Ditt köp nekades.");
    expect(screen.getByRole("link", { name: "Tillbaka till betalningen" }).getAttribute("href")).toBe(
      pending.startedOn,
    );
    expect(putHost).not.toHaveBeenCalled();
    expect(pendingSwish("SWISH1")).toBeNull();
  });

  it("in a browser that knows nothing of the payment still reports it, and leads to the start page", async () => {
    swishStatus.mockResolvedValue({ status: "PAID", errorMessage: null, reference: "REF1" });
    renderReturn();
    await act(async () => {});
    expect(await screen.findByText(/vet inte vad betalningen gällde/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Till startsidan" }).getAttribute("href")).toBe("/");
    expect(putHost).not.toHaveBeenCalled();
  });
});
