import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reportError } from "./report";

describe("reporting a browser error", () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response("{}", { status: 201 })));

  beforeEach(() => {
    vi.stubGlobal("window", { location: { href: "https://sara-och-johan.brollopssidan.se/sv" } });
    vi.stubGlobal("navigator", { userAgent: "TestPhone/1.0" });
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "info").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockClear();
  });

  it("posts the spec's log entry to /api/logs/", () => {
    const error = new Error("boom");
    reportError(error, { moduleId: "m1" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/logs/");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      url: "https://sara-och-johan.brollopssidan.se/sv",
      severity: 3,
      originId: "guest-page",
      userAgent: "TestPhone/1.0",
      errorObject: { message: "boom", stack: error.stack },
      info: { moduleId: "m1" },
    });
  });

  it("cuts texts to what the log route accepts and reports things that are not errors", () => {
    const error = new Error("x".repeat(9000));
    error.stack = "y".repeat(50_000);
    reportError(error, { big: "z".repeat(30_000) });
    reportError("a plain string");
    const first = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(first.errorObject.message).toHaveLength(5000);
    expect(first.errorObject.stack).toHaveLength(20_000);
    expect(JSON.stringify(first.info).length).toBeLessThanOrEqual(20_000);
    const second = JSON.parse(String((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body));
    expect(second.errorObject).toEqual({ message: "a plain string" });
  });
});
