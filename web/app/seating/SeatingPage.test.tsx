// @vitest-environment happy-dom
// The seating screen by keyboard (issue 27): Enter (a button's click) picks a guest and takes focus to a
// table, the arrow keys go from table to table, Enter places, focus goes on to the next unplaced guest,
// Escape cancels, Delete takes a seated guest off; every step announced. Warnings for an over-full
// table and a split household; Ctrl+Z undoes; the plan is saved with the version it was made from, and
// a 409 loads the current plan and says so.
import type { SeatingGuest, SeatingView } from "@core/seating";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SeatingEditor } from "./SeatingPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = (n: number) => n.toString(16).padStart(24, "0");
const EK = id(0x100);
const LUND = id(0x200);
const guests: SeatingGuest[] = [
  { id: id(1), name: "Anna Ek", householdId: EK, householdName: "Familjen Ek", child: false },
  { id: id(2), name: "Bo Ek", householdId: EK, householdName: "Familjen Ek", child: false },
  { id: id(3), name: "Dora Lund", householdId: LUND, householdName: "Lund", child: false },
];
const table = (tableId: string, name: string, seats: number, seated: string[] = []) => ({
  id: tableId,
  name,
  shape: "round" as const,
  seats,
  x: 40,
  y: 40,
  guests: seated,
});
const VIEW: SeatingView = {
  plan: { partId: null, tables: [table("t1", "Bord 1", 2), table("t2", "Bord 2", 8)] },
  version: 3,
  guests,
  parts: [],
  dropped: 0,
};

type Call = { method: string; body: { version: number; plan: SeatingView["plan"] } | null };

function stubServer(answer?: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      const reply = answer?.(call) ?? {
        status: 200,
        body: { ...VIEW, plan: call.body?.plan, version: (call.body?.version ?? 0) + 1 },
      };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

function renderEditor(view: SeatingView = VIEW) {
  const i18n = createI18n("sv", { sv: { app: sv.app } });
  render(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <SeatingEditor initial={view} url="/api/sites/s/seating" siteId="s" />
      </I18nextProvider>
    </MemoryRouter>,
  );
}

const unplacedList = () => screen.getByRole("region", { name: /Ej placerade/ });
const tableRegion = (name: string) => screen.getByRole("region", { name: new RegExp(`^${name}`) });
const guestIn = (region: HTMLElement, name: string) =>
  within(region).getByRole("button", { name: new RegExp(name) });
const announced = () => document.querySelector("[aria-live='assertive']")?.textContent ?? "";
const tableHandle = (name: string) =>
  screen
    .getAllByRole("button")
    .find((button) => button.dataset.table && button.textContent?.startsWith(name)) as HTMLElement;

describe("placing guests by keyboard", () => {
  it("picks a guest, goes from table to table with the arrow keys, places with Enter and moves on", async () => {
    stubServer();
    renderEditor();
    const anna = guestIn(unplacedList(), "Anna Ek");
    anna.focus();
    fireEvent.click(anna); // Enter or Space on a button
    expect(anna.getAttribute("aria-pressed")).toBe("true");
    expect(announced()).toContain("Anna Ek vald");
    await waitFor(() => expect(document.activeElement).toBe(tableHandle("Bord 1")));

    fireEvent.keyDown(tableHandle("Bord 1"), { key: "ArrowRight" });
    await waitFor(() => expect(document.activeElement).toBe(tableHandle("Bord 2")));
    fireEvent.click(tableHandle("Bord 2")); // Enter
    expect(announced()).toBe("Anna Ek placerad vid Bord 2, plats 1.");
    expect(within(tableRegion("Bord 2")).getByRole("button", { name: /Anna Ek/ })).toBeTruthy();
    expect(within(unplacedList()).queryByRole("button", { name: /Anna Ek/ })).toBeNull();
    // On to the next unplaced guest, whose table is the last one used.
    await waitFor(() => expect(document.activeElement).toBe(guestIn(unplacedList(), "Bo Ek")));
    fireEvent.click(guestIn(unplacedList(), "Bo Ek"));
    await waitFor(() => expect(document.activeElement).toBe(tableHandle("Bord 2")));
    fireEvent.click(tableHandle("Bord 2"));
    expect(announced()).toBe("Bo Ek placerad vid Bord 2, plats 2.");
    expect(screen.getByText("2 av 3 gäster placerade · 10 platser")).toBeTruthy();
  });

  it("cancels with Escape, and Delete takes a seated guest off the table", async () => {
    stubServer();
    renderEditor({
      ...VIEW,
      plan: { partId: null, tables: [table("t1", "Bord 1", 2, [id(3)]), table("t2", "Bord 2", 8)] },
    });
    const anna = guestIn(unplacedList(), "Anna Ek");
    fireEvent.click(anna);
    await waitFor(() => expect(document.activeElement).toBe(tableHandle("Bord 1")));
    fireEvent.keyDown(tableHandle("Bord 1"), { key: "Escape" });
    expect(announced()).toBe("Avbrutet.");
    expect(anna.getAttribute("aria-pressed")).toBe("false");
    await waitFor(() => expect(document.activeElement).toBe(anna));

    const dora = guestIn(tableRegion("Bord 1"), "Dora Lund");
    fireEvent.keyDown(dora, { key: "Delete" });
    expect(announced()).toBe("Dora Lund är inte placerad längre.");
    expect(guestIn(unplacedList(), "Dora Lund")).toBeTruthy();
  });

  it("warns of an over-full table and a split household, and Ctrl+Z undoes step by step", async () => {
    stubServer();
    renderEditor({
      ...VIEW,
      plan: { partId: null, tables: [table("t1", "Bord 1", 2, [id(1), id(3)]), table("t2", "Bord 2", 8)] },
    });
    fireEvent.click(guestIn(unplacedList(), "Bo Ek"));
    fireEvent.click(tableHandle("Bord 2"));
    expect(screen.getByText("Familjen Ek sitter vid olika bord: Bord 1, Bord 2.")).toBeTruthy();
    fireEvent.click(guestIn(tableRegion("Bord 2"), "Bo Ek"));
    fireEvent.click(tableHandle("Bord 1"));
    expect(announced()).toContain("Bord 1 har nu fler gäster än platser.");
    expect(within(tableRegion("Bord 1")).getByText("För många gäster: 3 på 2 platser.")).toBeTruthy();
    expect(screen.queryByText(/sitter vid olika bord/)).toBeNull();

    fireEvent.keyDown(tableHandle("Bord 1"), { key: "z", ctrlKey: true });
    expect(announced()).toBe("Ångrat.");
    expect(within(tableRegion("Bord 2")).getByRole("button", { name: /Bo Ek/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Ångra" }));
    expect(guestIn(unplacedList(), "Bo Ek")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Ångra" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("moves a table with the arrow keys when no guest is picked", () => {
    stubServer();
    renderEditor();
    const region = tableRegion("Bord 1");
    fireEvent.keyDown(tableHandle("Bord 1"), { key: "ArrowRight" });
    fireEvent.keyDown(tableHandle("Bord 1"), { key: "ArrowDown", shiftKey: true });
    expect(region.style.left).toBe("50px");
    expect(region.style.top).toBe("90px");
  });
});

describe("a plan saved in another tab", () => {
  it("keeps the changes made here on top of it and saves that on its version", async () => {
    const current: SeatingView = {
      ...VIEW,
      version: 7,
      plan: { partId: null, tables: [...VIEW.plan.tables, table("t3", "Bord 3", 6, [id(1)])] },
    };
    const calls = stubServer((call) =>
      call.body?.version === 3
        ? {
            status: 409,
            body: { isErrorResponse: true, code: "SEATING_PLAN_CHANGED", message: "changed", current },
          }
        : { status: 200, body: { ...current, plan: call.body?.plan, version: 8 } },
    );
    renderEditor();
    fireEvent.click(guestIn(unplacedList(), "Dora Lund"));
    fireEvent.click(tableHandle("Bord 1"));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(2), {
      timeout: 5000,
    });
    const merged = calls.filter((call) => call.method === "PUT")[1]?.body;
    expect(merged?.version).toBe(7);
    expect(merged?.plan.tables.map((t) => [t.id, t.guests])).toEqual([
      ["t1", [id(3)]],
      ["t2", []],
      ["t3", [id(1)]],
    ]);
    expect(document.querySelector(".seating__notice")?.textContent).toMatch(
      /ändrades i en annan flik. Dina ändringar här har lagts ovanpå den senaste/,
    );
    expect(within(tableRegion("Bord 1")).getByRole("button", { name: /Dora Lund/ })).toBeTruthy();
    expect(within(tableRegion("Bord 3")).getByRole("button", { name: /Anna Ek/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Sparat"));
  });
});

describe("guests no longer coming", () => {
  it("says how many the server took off their tables", () => {
    stubServer();
    renderEditor({ ...VIEW, dropped: 2 });
    expect(screen.getByText("2 gäster kommer inte längre och har tagits bort från sina bord.")).toBeTruthy();
  });
});

describe("saving", () => {
  it("saves by itself with the version it was made from, and says so", async () => {
    const calls = stubServer();
    renderEditor();
    fireEvent.click(guestIn(unplacedList(), "Dora Lund"));
    fireEvent.click(tableHandle("Bord 1"));
    expect(screen.getByRole("status").textContent).toBe("Ändrat – sparas strax");
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1), {
      timeout: 5000,
    });
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body?.version).toBe(3);
    expect(put?.body?.plan.tables[0]?.guests).toEqual([id(3)]);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Sparat"));
  });

  it("loads the current plan when another tab saved first, and says so", async () => {
    const current: SeatingView = {
      ...VIEW,
      version: 4,
      plan: { partId: null, tables: [table("t9", "Brudparets bord", 4, [id(1)])] },
    };
    stubServer(() => ({
      status: 409,
      body: { isErrorResponse: true, code: "SEATING_PLAN_CHANGED", message: "changed", current },
    }));
    renderEditor();
    fireEvent.click(guestIn(unplacedList(), "Dora Lund"));
    fireEvent.click(tableHandle("Bord 1"));
    await waitFor(
      () => expect(screen.getByRole("status").textContent).toContain("ändrades i en annan flik"),
      {
        timeout: 5000,
      },
    );
    expect(tableRegion("Brudparets bord")).toBeTruthy();
    expect(screen.queryByRole("region", { name: /^Bord 1/ })).toBeNull();
    expect(guestIn(unplacedList(), "Dora Lund")).toBeTruthy();
  });
});
