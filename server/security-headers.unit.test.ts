import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers";

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
