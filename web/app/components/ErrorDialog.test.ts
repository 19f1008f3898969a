import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../api";
import { errorMessage } from "./ErrorDialog";

const fallback = "Ett okänt fel har uppstått.";

describe("error dialog message (SPEC §8 order)", () => {
  it("uses the error response's description in the UI language, else the Swedish one", () => {
    const error = new ApiRequestError(403, {
      isErrorResponse: true,
      errorDescription: { sv: "Ingen behörighet", en: "No access" },
      message: "No access (message)",
    });
    expect(errorMessage(error, "en", "beskrivning", fallback)).toBe("No access");
    expect(errorMessage(error, "da", "beskrivning", fallback)).toBe("Ingen behörighet");
  });

  it("then the response's message, then the supplied description, then the fallback", () => {
    expect(errorMessage(new ApiRequestError(400, { message: "Bad" }), "sv", "beskrivning", fallback)).toBe("Bad");
    expect(errorMessage(new ApiRequestError(500, null), "sv", "beskrivning", fallback)).toBe("beskrivning");
    expect(errorMessage(new Error("boom"), "sv", undefined, fallback)).toBe(fallback);
  });
});

describe("the API client", () => {
  it("turns a non-JSON error page into an ApiRequestError with its status", async () => {
    const { api } = await import("../api");
    const original = globalThis.fetch;
    globalThis.fetch = async () => new Response("<html>Bad gateway</html>", { status: 502 });
    try {
      const error = await api.get("/api/x").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).status).toBe(502);
      expect(errorMessage(error, "sv", "Misslyckades att hämta sidan", fallback)).toBe("Misslyckades att hämta sidan");
    } finally {
      globalThis.fetch = original;
    }
  });
});
