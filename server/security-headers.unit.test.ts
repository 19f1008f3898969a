import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, crossOriginOpenerPolicy, permissionsPolicy } from "./security-headers";

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

describe("the Content-Security-Policy", () => {
  it("lets our own pages frame our own card form and the privacy video player, nothing else", () => {
    const csp = contentSecurityPolicy();
    expect(directive(csp, "frame-src")).toEqual(["'self'", "https://www.youtube-nocookie.com"]);
    expect(directive(csp, "script-src")).toEqual(["'self'"]);
    expect(directive(csp, "connect-src")).toEqual(["'self'"]);
  });

  it("adds Stripe's origins only when real card payments are configured", () => {
    const csp = contentSecurityPolicy({ stripe: true });
    expect(directive(csp, "script-src")).toEqual(["'self'", "https://js.stripe.com"]);
    expect(directive(csp, "frame-src")).toContain("https://hooks.stripe.com");
    expect(directive(csp, "connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
  });
});

describe("Permissions-Policy and Cross-Origin-Opener-Policy", () => {
  it("lets Stripe's frames use the Payment Request API only when real card payments are configured", () => {
    expect(permissionsPolicy()).toContain("payment=(self)");
    expect(permissionsPolicy({ stripe: true })).toContain('payment=(self "https://js.stripe.com")');
    expect(permissionsPolicy({ stripe: true })).toContain("camera=()");
  });

  it("keeps the link to pop-ups (Stripe's authentication) only with real card payments", () => {
    expect(crossOriginOpenerPolicy()).toBe("same-origin");
    expect(crossOriginOpenerPolicy({ stripe: true })).toBe("same-origin-allow-popups");
  });
});
