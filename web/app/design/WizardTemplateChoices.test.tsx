// @vitest-environment happy-dom
// The wizard's first step names each design template's theme for its look (issue 23 item 8), as the
// radio's description so its name stays the template's.
import { cleanup, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { WizardTemplateChoices } from "./WizardTemplateChoices";

afterEach(cleanup);

describe("the wizard's design templates", () => {
  it("say which theme each one has, by the theme's name", () => {
    render(
      <I18nextProvider i18n={createI18n("sv", { sv: { app: sv.app, guest: sv.guest } })}>
        <WizardTemplateChoices data={{}} chosen="STANDARD" onChoose={() => {}} />
      </I18nextProvider>,
    );
    const description = (name: string) => {
      const radio = screen.getByRole("radio", { name });
      return document.getElementById(radio.getAttribute("aria-describedby") ?? "")?.textContent;
    };
    expect(description("Klassisk grön")).toBe("Tema: Klassisk");
    expect(description("Romantisk ros")).toBe("Tema: Stram");
    expect(description("Blå akvarell")).toBe("Tema: Trädgård");
    for (const radio of screen.getAllByRole("radio")) {
      const line = document.getElementById(radio.getAttribute("aria-describedby") ?? "")?.textContent;
      expect(line).toMatch(/^Tema: \p{Lu}\p{L}/u);
      expect(line).not.toMatch(/\d/);
    }
  });
});
