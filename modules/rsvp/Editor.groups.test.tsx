// @vitest-environment happy-dom
// An RSVP question limited to guest groups (issue 25): each question card has "Visas för", with the
// site's groups loaded when the editor opens; a ticked group is stored on that question only.

import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { GuestGroupsProvider } from "@web/app/editor/GroupVisibility";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditorContext, type EditorContextValue } from "../shared/editor/context";
import { RsvpEditor } from "./Editor";
import { type RsvpModule, rsvpSchema } from "./schema";

const question = (id: string, label: string) => ({
  id,
  formElementType: "ShortText" as const,
  label: { sv: label },
  required: false,
  showConditions: [],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the RSVP editor's questions per guest group", () => {
  it("stores the evening group on the one question it was ticked for", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              settings: {
                parts: [],
                groups: [{ id: "evening", name: "Kvällsgäster", partIds: [], isDefault: false }],
                onlyPersonalLinks: false,
              },
            }),
          ),
      ),
    );
    const module = rsvpSchema.parse({
      id: "r1",
      siteModuleType: "Rsvp",
      form: { formElements: [question("name", "Namn"), question("late", "Nattmacka?")] },
    });
    const changes: RsvpModule[] = [];
    const context = {
      siteId: "site1",
      quickStart: false,
      languages: ["sv"],
      language: "sv",
      translateMode: false,
      ownerMail: "anna@example.se",
      formRecipients: [],
      setFormRecipients: () => {},
    } as unknown as EditorContextValue;
    const i18n = createI18n("sv", { sv: { app: sv.app, guest: sv.guest } });
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <EditorContext.Provider value={context}>
            <GuestGroupsProvider>
              <RsvpEditor module={module} language="sv" onChange={(next) => changes.push(next)} />
            </GuestGroupsProvider>
          </EditorContext.Provider>
        </MemoryRouter>
      </I18nextProvider>,
    );
    const groups = await screen.findAllByRole("group", { name: "Visas för" });
    expect(groups).toHaveLength(2);
    const late = groups[1] as HTMLElement;
    fireEvent.click(within(late).getByRole("radio", { name: "Valda gästgrupper" }));
    fireEvent.click(within(late).getByRole("checkbox", { name: "Kvällsgäster" }));
    const elements = changes.at(-1)?.form.formElements;
    expect(elements?.[0]).not.toHaveProperty("visibleToGroups");
    expect(elements?.[1]).toMatchObject({ id: "late", visibleToGroups: ["evening"] });
  });
});
