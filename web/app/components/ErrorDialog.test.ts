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
