// SPEC §5 Link detection: only text over 5 characters that looks like a URL becomes a link by itself.
import { describe, expect, it } from "vitest";
import { shouldAutoLink } from "./autolink";

describe("shouldAutoLink", () => {
  it("leaves text of 5 characters or fewer as text", () => {
    expect(shouldAutoLink("a.se")).toBe(false);
    expect(shouldAutoLink("ab.se")).toBe(false);
    expect(shouldAutoLink("t.co")).toBe(false);
    expect(shouldAutoLink("x.nu")).toBe(false);
  });

  it("links what is over 5 characters and looks like an address", () => {
    expect(shouldAutoLink("abc.se")).toBe(true);
    expect(shouldAutoLink("www.brollopssidan.se")).toBe(true);
    expect(shouldAutoLink("https://example.com/vag")).toBe(true);
    expect(shouldAutoLink("anna@example.com")).toBe(true);
    expect(shouldAutoLink("mailto:anna@example.com")).toBe(true);
  });

  it("keeps TipTap's own rule for bare hosts: a dot, and no IP address", () => {
    expect(shouldAutoLink("localhost")).toBe(false);
    expect(shouldAutoLink("192.168.1.10")).toBe(false);
    expect(shouldAutoLink("http://192.168.1.10")).toBe(true);
  });
});
