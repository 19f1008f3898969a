import { describe, expect, it } from "vitest";
import { fontFacesHref } from "./font-faces";

describe("fontFacesHref", () => {
  it("asks for both fonts of the pair, encoded", () => {
    expect(fontFacesHref({ heading: "Great Vibes", text: "Lora" })).toBe(
      "/api/fonts/faces.css?heading=Great+Vibes&text=Lora",
    );
  });
});
