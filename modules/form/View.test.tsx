// @vitest-environment happy-dom
// A form's message on the guest page (issue 23 item 9): written in a labelled multi-line field that
// keeps a long message in sight on a phone, checked like any other answer before sending.

import { SiteContext } from "@modules/site-context";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { newSiteModule } from "../new-module";
import { FormFields } from "../shared/guest-form/FormFields";
import { FormView } from "./View";

afterEach(cleanup);

function page(node: React.ReactNode) {
  const i18n = createI18n("sv", { sv: { guest: sv.guest } });
  return (
    <I18nextProvider i18n={i18n}>
      <SiteContext.Provider
        value={{
          // No site id: nothing is fetched or sent (the form still opens and checks its answers).
          siteId: null,
          mode: "PUBLIC",
          language: "sv",
          quickStart: false,
          giftRegistryReservations: [],
          setGiftRegistryReservations: () => {},
        }}
      >
        {node}
      </SiteContext.Provider>
    </I18nextProvider>
  );
}

describe("a form's message (issue 23 item 9)", () => {
  it("is a labelled textarea of several rows in a new form, and its answer keeps its lines", () => {
    const form = newSiteModule("Form", ["sv"], "wedding");
    render(page(<FormView module={form} language="sv" mode="PUBLIC" isFirst={false} />));
    fireEvent.click(screen.getByRole("button", { name: "Skriv till oss" }));
    const message = screen.getByLabelText(/Ditt meddelande/);
    expect(message.tagName).toBe("TEXTAREA");
    expect(Number(message.getAttribute("rows"))).toBeGreaterThanOrEqual(3);
    expect(message.getAttribute("maxlength")).toBe("2000");
    expect(message.hasAttribute("required")).toBe(true);
    fireEvent.change(message, { target: { value: "Hej!\nVi kommer gärna.\nKram" } });
    expect((message as HTMLTextAreaElement).value).toBe("Hej!\nVi kommer gärna.\nKram");
    // The other questions stay one line.
    expect(screen.getByLabelText(/Förnamn/).tagName).toBe("INPUT");
  });

  it("is checked before sending like the other answers: an empty message gets its error", () => {
    const form = newSiteModule("Form", ["sv"], "wedding");
    render(page(<FormView module={form} language="sv" mode="PUBLIC" isFirst={false} />));
    fireEvent.click(screen.getByRole("button", { name: "Skriv till oss" }));
    for (const label of [/Förnamn/, /Efternamn/])
      fireEvent.change(screen.getByLabelText(label), { target: { value: "Ann" } });
    fireEvent.change(screen.getByLabelText(/E-post/), { target: { value: "ann@example.se" } });
    fireEvent.click(screen.getByRole("button", { name: "Skicka" }));
    const message = screen.getByLabelText(/Ditt meddelande/);
    expect(message.getAttribute("aria-invalid")).toBe("true");
    const errorId = message.getAttribute("aria-describedby");
    expect(errorId && document.getElementById(errorId)?.textContent).toBeTruthy();
    expect(document.activeElement).toBe(message);
  });

  it("renders on the server as a textarea with its label, no heavier than the one-line field", () => {
    const element = {
      id: "m",
      formElementType: "ShortText" as const,
      label: { sv: "Ditt meddelande" },
      required: false,
      showConditions: [],
    };
    const html = (inputKind?: "longText") =>
      renderToString(
        <FormFields
          elements={[{ ...element, ...(inputKind ? { inputKind } : {}) }]}
          answers={{}}
          language="sv"
          namePrefix="f-"
          errors={{}}
          onChange={() => {}}
        />,
      );
    const long = html("longText");
    expect(long).toMatch(/<label class="guest-field__label" for="f-m">Ditt meddelande<\/label>/);
    expect(long).toMatch(
      /<textarea id="f-m" name="f-m" rows="4"[^>]*class="guest-field__input guest-field__input--long"/,
    );
    expect(long.length).toBeLessThan(html().length + 80);
  });
});
