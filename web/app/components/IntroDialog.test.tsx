// @vitest-environment happy-dom
// Quick start's intro opens by itself, so closing it gives focus to the editor's main region (WCAG
// 2.4.3). On a busy phone the editor's page (drawn in a deferred render) may not exist yet when the
// intro is closed: focus then goes to the main region once it is drawn (seen in CI as a flaky e2e test).
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { IntroDialog } from "./IntroDialog";

afterEach(() => {
  cleanup();
  document.getElementById("main")?.remove();
});

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <IntroDialog
      open={open}
      onOpenChange={setOpen}
      fromWizard={false}
      returnFocusTo={() => document.getElementById("main")}
    />
  );
}

const renderIntro = () =>
  render(
    <I18nextProvider i18n={createI18n("sv", { sv: { app: sv.app } })}>
      <Harness />
    </I18nextProvider>,
  );

const drawMain = () => {
  const main = document.createElement("main");
  main.id = "main";
  main.tabIndex = -1;
  document.body.append(main);
  return main;
};

describe("IntroDialog", () => {
  it("gives focus to the main region when it closes", async () => {
    const main = drawMain();
    renderIntro();
    fireEvent.click(await screen.findByRole("button", { name: "Sätt igång" }));
    await expect.poll(() => document.activeElement, { timeout: 2_000 }).toBe(main);
  });

  it("gives focus to the main region once it is drawn when it closed before the page was there", async () => {
    renderIntro();
    fireEvent.click(await screen.findByRole("button", { name: "Sätt igång" }));
    await expect.poll(() => screen.queryByRole("dialog"), { timeout: 2_000 }).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.getElementById("main")).toBeNull();
    const main = drawMain();
    await expect.poll(() => document.activeElement, { timeout: 2_000 }).toBe(main);
  });
});
