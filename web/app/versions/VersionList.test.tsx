// @vitest-environment happy-dom
// Each version in the list names who saved it (issue 28): an account by its mail, in the version's own
// radio label (so a screen reader says it with the time); a version whose saver is not known says so.
import { cleanup, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { VersionList, type VersionSummary } from "./VersionList";

afterEach(cleanup);

const VERSIONS: VersionSummary[] = [
  {
    id: 3,
    createdAt: "2026-05-03T12:05:00.000Z",
    latest: true,
    current: true,
    savedBy: { kind: "account", accountId: "acc-elias", mail: "elias@example.se" },
  },
  {
    id: 2,
    createdAt: "2026-05-02T10:00:00.000Z",
    latest: false,
    current: false,
    savedBy: { kind: "account", accountId: "acc-maja", mail: "maja@example.se" },
  },
  { id: 1, createdAt: "2026-05-01T10:00:00.000Z", latest: false, current: false, savedBy: null },
];
const TIMES = ["2026-05-03 14:05", "2026-05-02 12:00", "2026-05-01 12:00"];

function renderList(language: "sv" | "en" | "da") {
  const messages = { sv, en, da }[language];
  render(
    <I18nextProvider
      i18n={createI18n(language, { [language]: { app: messages.app, guest: messages.guest } })}
    >
      <VersionList versions={VERSIONS} times={TIMES} chosen={3} onChoose={() => {}} />
    </I18nextProvider>,
  );
}

describe("the version list's saver", () => {
  it("names the account that saved each version, in the version's label", () => {
    renderList("sv");
    const radios = screen.getAllByRole("radio");
    expect(radios).toHaveLength(3);
    const label = (index: number) =>
      document.querySelector(`label[for="${radios[index]?.id}"]`)?.textContent ?? "";
    expect(label(0)).toContain("2026-05-03 14:05");
    expect(label(0)).toContain("Sparad av elias@example.se");
    expect(label(1)).toContain("Sparad av maja@example.se");
    expect(label(1)).not.toContain("elias@example.se");
    expect(label(2)).toContain("Okänt vem som sparade");
    expect(screen.getByRole("radio", { name: /Sparad av maja@example\.se/ })).toBe(radios[1]);
  });

  it("says it in English and Danish too", () => {
    renderList("en");
    expect(screen.getByText("Saved by elias@example.se")).toBeTruthy();
    expect(screen.getByText("Not known who saved it")).toBeTruthy();
    cleanup();
    renderList("da");
    expect(screen.getByText("Gemt af maja@example.se")).toBeTruthy();
    expect(screen.getByText("Ukendt, hvem der gemte den")).toBeTruthy();
  });
});
