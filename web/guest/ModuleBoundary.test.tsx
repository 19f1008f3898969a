import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ModuleBoundary, PageBoundary } from "./ModuleBoundary";
import { reportError } from "./report";

vi.mock("./report", () => ({ reportError: vi.fn() }));

function Exploding(): never {
  throw new Error("the gift list fell over");
}

// What React does when a child throws: it asks the class for its error state, renders the boundary
// again with it, then calls componentDidCatch. Without a browser DOM the steps are run by hand.
function crash(boundary: ModuleBoundary | PageBoundary): Error {
  let error: Error | undefined;
  try {
    renderToString(<Exploding />);
  } catch (caught) {
    error = caught as Error;
  }
  if (!error) throw new Error("the child did not throw");
  const Boundary = boundary.constructor as typeof ModuleBoundary;
  boundary.state = Boundary.getDerivedStateFromError();
  boundary.componentDidCatch(error, { componentStack: "\n    at Exploding" });
  return error;
}

afterEach(() => vi.mocked(reportError).mockClear());

describe("a crashing module", () => {
  it("is shown with the message to save and reload, and the contact address", () => {
    const boundary = new ModuleBoundary({
      moduleId: "gifts1",
      moduleType: "GiftRegistry",
      message: sv.guest.moduleCrash,
      contactMail: "info@brollopssidan.se",
      children: <Exploding />,
    });
    crash(boundary);
    const html = renderToString(boundary.render());
    expect(html).toContain('role="alert"');
    expect(html).toContain("Spara dina ändringar och ladda om sidan");
    expect(html).toContain('href="mailto:info@brollopssidan.se"');
    expect(html).not.toContain("the gift list fell over");
  });

  it("is reported to the log with the error and which module it was", () => {
    const boundary = new ModuleBoundary({
      moduleId: "gifts1",
      moduleType: "GiftRegistry",
      message: "x",
      children: null,
    });
    const error = crash(boundary);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(error, {
      moduleId: "gifts1",
      moduleType: "GiftRegistry",
      componentStack: "\n    at Exploding",
    });
  });

  it("renders its module untouched while nothing has failed", () => {
    const html = renderToString(
      <ModuleBoundary moduleId="m" message="crash">
        <p>hello</p>
      </ModuleBoundary>,
    );
    expect(html).toBe("<p>hello</p>");
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe("a crash of the whole page", () => {
  it("shows 'Fel inträffat' and is reported", () => {
    const boundary = new PageBoundary({ children: <Exploding /> });
    const error = crash(boundary);
    const i18n = createI18n("sv", { sv: { guest: sv.guest } });
    const html = renderToString(<I18nextProvider i18n={i18n}>{boundary.render()}</I18nextProvider>);
    expect(html).toContain("Fel inträffat");
    expect(html).toContain("Ladda om sidan");
    expect(reportError).toHaveBeenCalledWith(error, expect.objectContaining({ boundary: "page" }));
  });
});
