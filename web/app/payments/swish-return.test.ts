// @vitest-environment happy-dom
// What a Swish payment on this phone keeps for the page the app sends the owner back to, and what that
// page does once it is paid for each product (issue 23).
import { afterEach, describe, expect, it } from "vitest";
import {
  afterSwishPaid,
  forgetPendingSwish,
  type PendingSwish,
  pendingSwish,
  rememberPendingSwish,
  swishAppLink,
} from "./swish-return";

afterEach(() => localStorage.clear());

const base: PendingSwish = {
  swishId: "SWISH1",
  reference: "REF1",
  payFor: { siteId: "s1", purchase: { paymentProduct: "subdomain", host: "anna" } },
  amountText: "599 kr",
  startedOn: "/redigera/s1/valj-adress/subdoman/",
  startedAt: 1_000_000,
};

describe("swishAppLink", () => {
  it("adds the URL-encoded return address to the app's link, as Swish asks", () => {
    expect(swishAppLink("swish://paymentrequest?token=T1", "https://brollopssidan.se", "AB12")).toBe(
      "swish://paymentrequest?token=T1&callbackurl=https%3A%2F%2Fbrollopssidan.se%2Fbetalning%2Fswish%2FAB12",
    );
    expect(swishAppLink("/payment-simulator/swish?token=T1", "http://localhost:3000", "AB12")).toBe(
      "/payment-simulator/swish?token=T1&callbackurl=http%3A%2F%2Flocalhost%3A3000%2Fbetalning%2Fswish%2FAB12",
    );
  });
});

describe("the pending payment", () => {
  it("is kept by swishId, let go after a day, and forgotten on request", () => {
    rememberPendingSwish(base);
    expect(pendingSwish("SWISH1", base.startedAt + 60_000)).toEqual(base);
    expect(pendingSwish("OTHER", base.startedAt)).toBeNull();
    expect(pendingSwish("SWISH1", base.startedAt + 25 * 3600_000)).toBeNull();
    forgetPendingSwish("SWISH1");
    expect(pendingSwish("SWISH1", base.startedAt)).toBeNull();
  });

  it("is not trusted to lead elsewhere: a start page off this site is refused", () => {
    localStorage.setItem("swishPending.SWISH1", JSON.stringify({ ...base, startedOn: "//evil.example/" }));
    expect(pendingSwish("SWISH1", base.startedAt)).toBeNull();
    localStorage.setItem("swishPending.SWISH1", "not json");
    expect(pendingSwish("SWISH1", base.startedAt)).toBeNull();
  });
});

describe("afterSwishPaid: what the screen the payment began on does after it", () => {
  const of = (paymentProduct: string, host?: string) =>
    afterSwishPaid(
      { ...base, payFor: { siteId: "s1", purchase: { paymentProduct, host } as never } },
      "REF9",
    );
  it("puts a subdomain on the site, then its confirmation", () => {
    expect(of("subdomain", "anna")).toEqual({
      siteId: "s1",
      action: { kind: "putHost", host: "anna" },
      next: "/redigera/s1/valj-adress/subdoman/bekraftelse/REF9",
    });
  });
  it("registers a domain of ours, upgrade or not; another registrar's domain only confirms", () => {
    for (const product of ["domain_name", "domain_name_upgrade_from_subdomain"])
      expect(of(product, "anna.se")).toEqual({
        siteId: "s1",
        action: { kind: "registerDomain", domain: "anna.se" },
        next: "/redigera/s1/valj-adress/doman/bekraftelse/REF9",
      });
    expect(of("domain_name_other_registrar", "anna.se")).toEqual({
      siteId: "s1",
      action: null,
      next: "/redigera/s1/valj-adress/doman-annan-registrar/bekraftelse/REF9?doman=anna.se",
    });
  });
  it("an extension goes to its confirmation", () => {
    expect(of("extend_subdomain")).toEqual({
      siteId: "s1",
      action: null,
      next: "/redigera/s1/konto/forlang/subdoman/bekraftelse/REF9",
    });
  });
});
