// @vitest-environment happy-dom
// "Visas för" (issue 25): a module or RSVP question shown to everyone, or to chosen guest groups and,
// when ticked, the open page; a site without groups gets a hint leading to the guest list; the groups
// are loaded from the guest list's settings when the editor opens; the canvas badge names them.
import type { GroupVisibility } from "@core/group-visibility";
import { EditorContext, type EditorContextValue } from "@modules/shared/editor/context";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { type ReactNode, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  GroupBadge,
  type GroupsState,
  GroupVisibilityField,
  GuestGroupsProvider,
  loadGuestGroups,
  shownToNames,
  withGroupVisibility,
} from "./GroupVisibility";

const i18n = createI18n("sv", { sv: { app: sv.app, guest: sv.guest } });
const GROUPS: GroupsState = {
  status: "ready",
  groups: [
    { id: "ceremony", name: "Vigselgäster" },
    { id: "evening", name: "Kvällsgäster" },
  ],
};

function wrap(children: ReactNode, context?: Partial<EditorContextValue>) {
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <EditorContext.Provider value={(context ?? null) as EditorContextValue | null}>
          {children}
        </EditorContext.Provider>
      </MemoryRouter>
    </I18nextProvider>
  );
}

type Item = GroupVisibility & { id: string };

function Harness({
  start,
  groupsState,
  changes,
}: {
  start: Item;
  groupsState: GroupsState;
  changes: Item[];
}) {
  const [item, setItem] = useState(start);
  return (
    <GroupVisibilityField
      item={item}
      what="module"
      siteId="site1"
      groupsState={groupsState}
      onChange={(next) => {
        changes.push(next);
        setItem(next);
      }}
    />
  );
}

function renderField(start: Item, groupsState: GroupsState = GROUPS) {
  const changes: Item[] = [];
  render(wrap(<Harness start={start} groupsState={groupsState} changes={changes} />));
  return changes;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Visas för", () => {
  it("shows a module to everyone until groups are chosen, then to those groups and the open page if ticked", () => {
    const changes = renderField({ id: "m1" });
    const group = screen.getByRole("group", { name: "Visas för" });
    expect(group).toBeTruthy();
    const everyone = screen.getByRole("radio", { name: "Alla gäster" }) as HTMLInputElement;
    expect(everyone.checked).toBe(true);
    expect(screen.queryByRole("checkbox", { name: "Kvällsgäster" })).toBeNull();

    fireEvent.click(screen.getByRole("radio", { name: "Valda gästgrupper" }));
    // Nothing stored yet (no group ticked means everyone), and the owner is told so.
    expect(changes).toEqual([]);
    expect(screen.getByText(/Välj minst en grupp/)).toBeTruthy();

    fireEvent.click(screen.getByRole("checkbox", { name: "Kvällsgäster" }));
    expect(changes.at(-1)).toEqual({ id: "m1", visibleToGroups: ["evening"] });
    fireEvent.click(screen.getByRole("checkbox", { name: /den öppna sidan/ }));
    expect(changes.at(-1)).toEqual({ id: "m1", visibleToGroups: ["evening"], visibleOnOpenPage: true });
    fireEvent.click(screen.getByRole("checkbox", { name: "Vigselgäster" }));
    expect(changes.at(-1)?.visibleToGroups).toEqual(["evening", "ceremony"]);

    fireEvent.click(screen.getByRole("radio", { name: "Alla gäster" }));
    expect(changes.at(-1)).toEqual({ id: "m1" });
    expect(screen.queryByRole("checkbox", { name: "Kvällsgäster" })).toBeNull();
  });

  it("opens with the module's groups ticked, a deleted group among them to take off", () => {
    const changes = renderField({ id: "m1", visibleToGroups: ["ceremony", "gone"] });
    expect((screen.getByRole("radio", { name: "Valda gästgrupper" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Vigselgäster" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Kvällsgäster" }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole("checkbox", { name: "Borttagen grupp" }));
    expect(changes.at(-1)).toEqual({ id: "m1", visibleToGroups: ["ceremony"] });
  });

  it("leads to the guest list when the site has no groups", () => {
    renderField({ id: "m1" }, { status: "ready", groups: [] });
    expect(screen.queryByRole("radio")).toBeNull();
    const link = screen.getByRole("link", { name: "Till gästlistan" });
    expect(link.getAttribute("href")).toBe("/redigera/site1/gaster");
  });

  it("loads the site's groups when the editor opens, and never in quick start", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            settings: {
              parts: [],
              groups: [{ id: "evening", name: "Kvällsgäster", partIds: [], isDefault: false }],
              onlyPersonalLinks: false,
            },
          }),
          { status: 200 },
        ),
    );
    vi.stubGlobal("fetch", fetch);
    const field = (
      <GuestGroupsProvider>
        <GroupVisibilityField<Item> item={{ id: "q1" }} what="question" onChange={() => undefined} />
      </GuestGroupsProvider>
    );
    render(wrap(field, { siteId: "abc", quickStart: false }));
    expect(await screen.findByRole("radio", { name: "Valda gästgrupper" })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith("/api/sites/abc/guest-list/settings", expect.anything());
    cleanup();
    fetch.mockClear();
    render(wrap(field, { siteId: "START-WIZARD", quickStart: true }));
    expect(screen.queryByRole("group", { name: "Visas för" })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sets and clears the fields", () => {
    expect(
      withGroupVisibility<Item>({ id: "a", visibleToGroups: ["x"], visibleOnOpenPage: true }, null, false),
    ).toEqual({
      id: "a",
    });
    expect(withGroupVisibility<Item>({ id: "a" }, ["x"], false)).toEqual({ id: "a", visibleToGroups: ["x"] });
  });
});

describe("the canvas badge", () => {
  it("names the groups and the open page", () => {
    const names = shownToNames(
      { visibleToGroups: ["evening", "gone"], visibleOnOpenPage: true },
      GROUPS.status === "ready" ? GROUPS.groups : [],
      { openPage: "den öppna sidan", removed: "Borttagen grupp" },
    );
    expect(names).toBe("Kvällsgäster, Borttagen grupp, den öppna sidan");
  });

  it("shows the groups' names on a limited module, nothing on another", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ settings: { parts: [], groups: [{ id: "evening", name: "Kvällsgäster" }] } }),
          ),
      ),
    );
    render(wrap(<GroupBadge siteId="badge-site" module={{ visibleToGroups: ["evening"] }} />));
    expect(await screen.findByText("Visas för: Kvällsgäster")).toBeTruthy();
    cleanup();
    const { container } = render(wrap(<GroupBadge siteId="badge-site" module={{}} />));
    expect(container.textContent).toBe("");
  });

  it("hears of a group renamed in the guest list when the editor asks again", async () => {
    const answer = (name: string) =>
      new Response(JSON.stringify({ settings: { parts: [], groups: [{ id: "evening", name }] } }));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer("Kväll")),
    );
    render(wrap(<GroupBadge siteId="rename-site" module={{ visibleToGroups: ["evening"] }} />));
    expect(await screen.findByText("Visas för: Kväll")).toBeTruthy();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer("Kvällsgäster")),
    );
    await loadGuestGroups("rename-site", true);
    expect(await screen.findByText("Visas för: Kvällsgäster")).toBeTruthy();
  });
});
