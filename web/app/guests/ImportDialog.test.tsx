// @vitest-environment happy-dom
// The import's mapping step (issue 25): pasted rows go to the server as a dry run, each column's select
// starts at the field the server guessed, a column changed by hand is sent as the mapping (and the
// field leaves the column that had it), and only "Importera" sends the file without the dry run.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImportDialog } from "./ImportDialog";
import type { ImportPreview } from "./types";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HEADINGS = ["Gäst", "Mejl", "Vilka"];
const guest = (row: number, name: string, duplicate = false) => ({
  row,
  name,
  child: false,
  email: null,
  duplicate,
});
const household = (name: string, guests: ReturnType<typeof guest>[]) => ({
  name,
  side: null,
  list: null,
  groups: undefined,
  extraGuests: 0,
  guests,
});

function previewFor(mapping: (string | null)[]): ImportPreview {
  const byHousehold = mapping[2] === "household";
  return {
    columns: HEADINGS.map((heading, index) => ({ index, heading, field: (mapping[index] ?? null) as never })),
    households: byHousehold
      ? [
          household("Familjen Holm", [guest(2, "Per Holm"), guest(3, "Lisa Holm")]),
          household("Eva", [guest(4, "Eva Nord", true)]),
        ]
      : [
          household("Per Holm", [guest(2, "Per Holm")]),
          household("Lisa Holm", [guest(3, "Lisa Holm")]),
          household("Eva Nord", [guest(4, "Eva Nord", true)]),
        ],
    errors: mapping[1] === "email" ? [] : [{ row: 3, message: '"x" is neither adult nor child' }],
    duplicates: [
      {
        row: 4,
        name: "Eva Nord",
        existing: { householdId: "a".repeat(24), household: "Nords" },
        sameAsRow: null,
      },
    ],
    skipped: [],
    counts: { households: byHousehold ? 2 : 3, guests: 3, rows: 3 },
  };
}

type Sent = { url: string; mapping: unknown; file: string };

function stubServer() {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const form = init.body as FormData;
      const mapping = form.get("mapping");
      const file = form.get("file") as File;
      sent.push({
        url,
        mapping: mapping ? JSON.parse(String(mapping)) : undefined,
        file: (await file.text()).replace(/^\uFEFF/, ""),
      });
      const chosen = (mapping ? JSON.parse(String(mapping)) : ["name", "email", null]) as (string | null)[];
      const preview = previewFor(chosen);
      const body = url.includes("dryRun=1")
        ? { stored: false, preview }
        : { stored: true, households: preview.counts.households, guests: 3, preview };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

function renderDialog() {
  const onImported = vi.fn(async () => {});
  const i18n = createI18n("sv", { sv: { app: sv.app } });
  render(
    <I18nextProvider i18n={i18n}>
      <ImportDialog
        base="/api/sites/s1"
        groups={[]}
        onClose={() => {}}
        onImported={onImported}
        onError={() => {}}
      />
    </I18nextProvider>,
  );
  return { onImported };
}

describe("the import dialog", () => {
  it("previews pasted rows with the guessed mapping, sends a changed mapping, and stores only on confirm", async () => {
    const sent = stubServer();
    const { onImported } = renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Importera gästlista" });
    fireEvent.change(within(dialog).getByLabelText("Rader från kalkylarket"), {
      target: {
        value:
          "Gäst\tMejl\tVilka\nPer Holm\tper@exempel.se\tFamiljen Holm\nLisa Holm\t\tFamiljen Holm\nEva Nord\t\tEva",
      },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Förhandsgranska" }));

    // The guesses preselected; the unguessed column is skipped.
    const column = (name: string) => within(dialog).getByLabelText(name) as HTMLSelectElement;
    await waitFor(() => expect(column("Gäst").value).toBe("name"));
    expect(column("Mejl").value).toBe("email");
    expect(column("Vilka").value).toBe("");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("/api/sites/s1/households/import?dryRun=1");
    expect(sent[0]?.mapping).toBeUndefined();
    expect(sent[0]?.file).toBe(
      '"Gäst"\t"Mejl"\t"Vilka"\r\n"Per Holm"\t"per@exempel.se"\t"Familjen Holm"\r\n"Lisa Holm"\t""\t"Familjen Holm"\r\n"Eva Nord"\t""\t"Eva"',
    );
    expect(within(dialog).getByText("3 hushåll med 3 gäster från 3 rader.")).toBeTruthy();
    // The duplicate is flagged with the household it is already in.
    expect(within(dialog).getByText("Finns redan i Nords")).toBeTruthy();

    // The third column becomes the household: a new dry run with the mapping.
    fireEvent.change(column("Vilka"), { target: { value: "household" } });
    await waitFor(() =>
      expect(within(dialog).getByText("2 hushåll med 3 gäster från 3 rader.")).toBeTruthy(),
    );
    expect(sent[1]?.url).toBe("/api/sites/s1/households/import?dryRun=1");
    expect(sent[1]?.mapping).toEqual(["name", "email", "household"]);

    // One field per column: choosing "Namn" for the mail column takes it off the first.
    fireEvent.change(column("Mejl"), { target: { value: "name" } });
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.mapping).toEqual([null, "name", "household"]);
    // That mapping gives a row in error (in this stub): named with its row, and import is refused.
    await waitFor(() =>
      expect(within(dialog).getByText("Rad 3: ”x” är varken vuxen eller barn")).toBeTruthy(),
    );
    expect(
      (within(dialog).getByRole("button", { name: /^Importera \d/ }) as HTMLButtonElement).disabled,
    ).toBe(true);

    // Back to the mail column as mail; nothing stored until confirmed.
    fireEvent.change(column("Mejl"), { target: { value: "email" } });
    fireEvent.change(column("Gäst"), { target: { value: "name" } });
    await waitFor(() => expect(sent[sent.length - 1]?.mapping).toEqual(["name", "email", "household"]));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole("button", { name: "Importera 2 hushåll" }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(sent.every((request) => request.url.endsWith("?dryRun=1"))).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Importera 2 hushåll" }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(2, 3));
    const last = sent[sent.length - 1];
    expect(last?.url).toBe("/api/sites/s1/households/import");
    expect(last?.mapping).toEqual(["name", "email", "household"]);
  });
});
