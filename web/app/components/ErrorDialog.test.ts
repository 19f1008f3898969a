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
    expect(errorMessage(new ApiRequestError(400, { message: "Bad" }), "sv", "beskrivning", fallback)).toBe(
      "Bad",
    );
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
      expect(errorMessage(error, "sv", "Misslyckades att hämta sidan", fallback)).toBe(
        "Misslyckades att hämta sidan",
      );
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe("error dialog texts (SPEC §8, exact words)", () => {
  it("has the title, fallback, login and close words in sv, en and da", async () => {
    const [sv, en, da] = await Promise.all([
      import("@web/i18n/sv"),
      import("@web/i18n/en"),
      import("@web/i18n/da"),
    ]);
    expect(sv.default.app.errors).toMatchObject({
      title: "Fel",
      unknown: "Ett okänt fel har uppstått.",
      login: "Logga in",
      close: "Stäng",
    });
    expect(en.default.app.errors).toMatchObject({
      title: "Error",
      unknown: "A unknown error occured.",
      login: "Log in",
      close: "Close",
    });
    expect(da.default.app.errors).toMatchObject({
      title: "Fejl",
      unknown: "En ukendt fejl opstod.",
      login: "Log ind",
      close: "Luk",
    });
  });

  it("shows the server's text for the reset link errors in the owner's language", () => {
    const error = new ApiRequestError(410, {
      isErrorResponse: true,
      errorDescription: {
        sv: "Länken har slutat gälla.",
        en: "The link has expired.",
        da: "Linket er udløbet.",
      },
      message: "The link has expired.",
    });
    expect(errorMessage(error, "da", "Kunde inte byta", fallback)).toBe("Linket er udløbet.");
    expect(errorMessage(error, "sv", "Misslyckades att byta lösenord", fallback)).toBe(
      "Länken har slutat gälla.",
    );
  });
});
