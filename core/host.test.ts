import { describe, expect, it } from "vitest";
import { normalizeHost, siteModeFromHost } from "./host";

const editorDomains = ["brollopssidan.se", "www.brollopssidan.se"] as const;
const mode = (host?: string | null, domainHost?: string | null) =>
  siteModeFromHost({ host, domainHost, editorDomains });

describe("siteModeFromHost", () => {
  it("is EDIT with no host", () => {
    expect(mode()).toEqual({ mode: "EDIT", host: null, isDemo: false });
    expect(mode(null, null)).toEqual({ mode: "EDIT", host: null, isDemo: false });
    expect(mode("", "")).toEqual({ mode: "EDIT", host: null, isDemo: false });
    expect(mode("   ")).toEqual({ mode: "EDIT", host: null, isDemo: false });
  });

  it("is EDIT on the product's own domains, with or without www. and a port", () => {
    expect(mode("brollopssidan.se")).toEqual({ mode: "EDIT", host: "brollopssidan.se", isDemo: false });
    expect(mode("www.brollopssidan.se")).toEqual({ mode: "EDIT", host: "brollopssidan.se", isDemo: false });
    expect(mode("brollopssidan.se:443")).toEqual({ mode: "EDIT", host: "brollopssidan.se", isDemo: false });
    expect(mode("BROLLOPSSIDAN.SE.")).toEqual({ mode: "EDIT", host: "brollopssidan.se", isDemo: false });
  });

  it("compares editor domains after www-stripping and lowercasing them too", () => {
    const result = siteModeFromHost({ host: "festsidan.se", editorDomains: ["WWW.Festsidan.se"] });
    expect(result.mode).toBe("EDIT");
  });

  it("is EDIT on any host ending .vercel.app", () => {
    expect(mode("foo.vercel.app")).toEqual({ mode: "EDIT", host: "foo.vercel.app", isDemo: false });
    expect(mode("Preview-123.Vercel.App")).toMatchObject({ mode: "EDIT", host: "preview-123.vercel.app" });
    expect(mode("notvercel.app").mode).toBe("PUBLIC");
  });

  it("is PUBLIC on any other host, lowercased and without www.", () => {
    expect(mode("WWW.Anna-Och-Erik.se")).toEqual({ mode: "PUBLIC", host: "anna-och-erik.se", isDemo: false });
    expect(mode("anna.brollopssidan.se")).toEqual({
      mode: "PUBLIC",
      host: "anna.brollopssidan.se",
      isDemo: false,
    });
  });

  it("strips only a leading www.", () => {
    expect(mode("wwwanna.se").host).toBe("wwwanna.se");
    expect(mode("anna.www.se").host).toBe("anna.www.se");
  });

  it("marks hosts starting with demo. as demo sites", () => {
    expect(mode("demo.brollopssidan.se")).toEqual({
      mode: "PUBLIC",
      host: "demo.brollopssidan.se",
      isDemo: true,
    });
    expect(mode("www.demo.festsidan.se")).toMatchObject({ host: "demo.festsidan.se", isDemo: true });
    expect(mode("demo.foo.vercel.app")).toEqual({ mode: "EDIT", host: "demo.foo.vercel.app", isDemo: true });
    expect(mode("demonstration.se").isDemo).toBe(false);
  });

  it("derives no host on a local dev port (starting 30)", () => {
    expect(mode("localhost:3000")).toEqual({ mode: "EDIT", host: null, isDemo: false });
    expect(mode("127.0.0.1:3001")).toEqual({ mode: "EDIT", host: null, isDemo: false });
    expect(mode("demo.anna.se:3099")).toEqual({ mode: "EDIT", host: null, isDemo: false });
    expect(mode("[::1]:3000")).toEqual({ mode: "EDIT", host: null, isDemo: false });
  });

  it("keeps the host on other ports, removing the port", () => {
    expect(mode("localhost:5173")).toEqual({ mode: "PUBLIC", host: "localhost", isDemo: false });
    expect(mode("127.0.0.1:3100")).toEqual({ mode: "PUBLIC", host: "127.0.0.1", isDemo: false });
    expect(mode("anna.se:8030")).toEqual({ mode: "PUBLIC", host: "anna.se", isDemo: false });
    expect(mode("[::1]:8080")).toEqual({ mode: "PUBLIC", host: "[::1]", isDemo: false });
  });

  it("lets domainHost override the host, normalized the same way", () => {
    expect(mode("brollopssidan.se", "WWW.Anna-Och-Erik.SE")).toEqual({
      mode: "PUBLIC",
      host: "anna-och-erik.se",
      isDemo: false,
    });
    expect(mode("anna.se", "www.brollopssidan.se")).toEqual({
      mode: "EDIT",
      host: "brollopssidan.se",
      isDemo: false,
    });
  });

  it("lets domainHost give a host on a dev port", () => {
    expect(mode("localhost:3000", "demo.example.se")).toEqual({
      mode: "PUBLIC",
      host: "demo.example.se",
      isDemo: true,
    });
    expect(mode("localhost:3000", "anna.se:3000")).toEqual({
      mode: "PUBLIC",
      host: "anna.se",
      isDemo: false,
    });
  });

  it("ignores a blank domainHost", () => {
    expect(mode("anna.se", "  ")).toEqual({ mode: "PUBLIC", host: "anna.se", isDemo: false });
    expect(mode("localhost:3000", "")).toEqual({ mode: "EDIT", host: null, isDemo: false });
  });
});

describe("normalizeHost", () => {
  it("lowercases and strips www. and a trailing dot", () => {
    expect(normalizeHost(" WWW.Example.SE. ")).toBe("example.se");
    expect(normalizeHost("")).toBe("");
  });
});
