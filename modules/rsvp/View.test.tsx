// The RSVP and Form views as the server renders them: closed, with the module's show button text or
// the product's fallback, and nothing of the form yet.
import { siteDocumentSchema } from "@core/site";
import { SiteContext } from "@modules/site-context";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { FormView } from "../form/View";
import { RsvpView } from "./View";

function render(node: React.ReactNode) {
  const i18n = createI18n("sv", { sv: { guest: sv.guest } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <SiteContext.Provider
        value={{
          siteId: "0123456789abcdef01234567",
          mode: "PUBLIC",
          language: "sv",
          quickStart: false,
          giftRegistryReservations: [],
          setGiftRegistryReservations: () => {},
        }}
      >
        {node}
      </SiteContext.Provider>
    </I18nextProvider>,
  );
}

const [rsvp, form] = siteDocumentSchema.parse({
  siteModules: [
    {
      id: "r1",
      siteModuleType: "Rsvp",
      title: { sv: "OSA" },
      text: { sv: "<p>Svara senast 1 maj.</p>" },
      showFormButton: { sv: "Svara här" },
      form: {
        formElements: [{ id: "n", formElementType: "ShortText", label: { sv: "Namn" }, required: true }],
      },
    },
    { id: "f1", siteModuleType: "Form", title: { sv: "Tal" } },
  ],
}).siteModules;

describe("guest form views on the server", () => {
  it("render the title, text and show button, and no form until it is pressed", () => {
    if (rsvp?.siteModuleType !== "Rsvp" || form?.siteModuleType !== "Form") throw new Error("fixture");
    const html = render(<RsvpView module={rsvp} language="sv" mode="PUBLIC" isFirst={false} />);
    expect(html).toContain("Svara senast 1 maj.");
    expect(html).toMatch(
      /<button type="button" class="guest-button guest-button--primary">Svara här<\/button>/,
    );
    expect(html).not.toContain("<form");
    expect(html).not.toContain("Namn");
    const formHtml = render(<FormView module={form} language="sv" mode="PUBLIC" isFirst={false} />);
    expect(formHtml).toContain(">Visa formulär</button>");
  });
});
