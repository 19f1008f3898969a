import { siteDocumentSchema } from "@core/site";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { SitePage } from "./SitePage";

const brand = {
  displayName: "Bröllopssidan",
  contactMail: "info@brollopssidan.se",
  landingUrl: "https://brollopssidan.se/",
  termsUrl: "https://brollopssidan.se/villkor",
  privacyUrl: "https://brollopssidan.se/integritet",
};

function render(siteModules: unknown[], mode: "PUBLIC" | "EDIT" = "PUBLIC") {
  const site = siteDocumentSchema.parse({ siteModules });
  const i18n = createI18n("sv", { sv: { guest: sv.guest } });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <SitePage site={site} language="sv" mode={mode} brand={brand} linkQuery="" />
    </I18nextProvider>,
  );
}

describe("the page of modules", () => {
  it("links each menu entry to its section, numbering anchors that clash", () => {
    const html = render([
      { id: "v", siteModuleType: "Video", title: { sv: "Program" } },
      { id: "t", siteModuleType: "Text", title: { sv: "Program" }, text: { sv: "<p>Kl. 14</p>" } },
    ]);
    expect(html).toContain('href="#program"');
    expect(html).toContain('href="#program-2"');
    expect(html).toMatch(/<section id="program" class="module module--Video" data-module-id="v">/);
    expect(html).toMatch(/<section id="program-2" class="module module--Text" data-module-id="t">/);
  });

  it("renders the menu unmeasured on the server, with an invisible copy of the links to measure", () => {
    const html = render([{ id: "a", siteModuleType: "Text", title: { sv: "Välkomna" } }]);
    expect(html).toContain('class="site-menu is-unmeasured"');
    expect(html).toMatch(/<div class="site-menu__measurer" aria-hidden="true">.*Välkomna/);
    expect(html.match(/<a href="#valkomna">/g)).toHaveLength(1);
  });

  it("leaves hidden modules and hideInMenu entries out for guests, and shows hidden ones in the editor", () => {
    const modules = [
      { id: "a", siteModuleType: "Text", title: { sv: "Synlig" } },
      { id: "b", siteModuleType: "Text", title: { sv: "Dold" }, hide: true },
      { id: "c", siteModuleType: "Text", title: { sv: "Utan meny" }, hideInMenu: true },
    ];
    const guest = render(modules);
    expect(guest).toContain('href="#synlig"');
    expect(guest).not.toContain("Dold");
    expect(guest).not.toContain('href="#utan-meny"');
    expect(guest).toContain('id="utan-meny"');
    const editor = render(modules, "EDIT");
    expect(editor).toContain('href="#dold"');
  });

  it("shows no menu when nothing is listed, except in the editor", () => {
    const modules = [{ id: "a", siteModuleType: "Text", title: { sv: "X" }, hideInMenu: true }];
    expect(render(modules)).not.toContain('aria-label="Meny"');
    expect(render(modules, "EDIT")).toContain('aria-label="Meny"');
  });
});

describe("the page's footer", () => {
  it("names the service's contact address as the brand's, not as the hosts' (issue 23 item 10)", () => {
    const html = render([{ id: "a", siteModuleType: "Text", title: { sv: "X" } }]).replace(/<!-- -->/g, "");
    expect(html).toMatch(
      /<a class="site-footer__contact" href="mailto:info@brollopssidan.se">Frågor om tjänsten Bröllopssidan: info@brollopssidan.se<\/a>/,
    );
    expect(html).not.toContain("Kontakta oss");
  });
});
