// @vitest-environment happy-dom
// The reminder dialog's rules (issue 26): without a last day it says so and sets one (PUT …/rsvp-deadline);
// the chosen days (at most four, largest first) and channels make the PUT …/reminders body; the next
// reminder's preview shows when, per channel who gets it, who is skipped and why, and an SMS's cost;
// the past reminders with their status; the API's refusal is told.
import type { RemindersView } from "@core/reminders";
import type { SendPreview } from "@core/sends";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReminderDialog, reminderBodyOf } from "./ReminderDialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIND = "a".repeat(24);
const BERG = "b".repeat(24);

function preview(channel: "mail" | "sms"): SendPreview {
  const sms = channel === "sms";
  return {
    channel,
    kind: "reminder",
    test: false,
    recipients: [
      { householdId: LIND, name: "Familjen Lind", address: sms ? "+46701234567" : "lind@exempel.se" },
    ],
    skipped: [{ householdId: BERG, name: "Familjen Berg", reason: "answered" }],
    published: true,
    sample: {
      householdId: LIND,
      subject: sms ? null : "Påminnelse: Anna & Erik",
      text: "Hej Familjen Lind!",
    },
    samples: null,
    sms: sms
      ? {
          encoding: "gsm7",
          parts: 1,
          units: 120,
          remaining: 40,
          nonGsm: [],
          recipients: 1,
          totalParts: 1,
          total: 52,
          pricePerPart: 52,
        }
      : null,
    cap: { limit: 500, used: 0, adds: 1 },
  };
}

const OFF: RemindersView = {
  settings: { enabled: false, daysBefore: [], channels: [], text: null },
  deadline: "2027-05-01",
  next: null,
  idle: "off",
  runs: [],
};

const ON: RemindersView = {
  settings: { enabled: true, daysBefore: [14, 3], channels: ["mail", "sms"], text: "Hoppas ni kan!" },
  deadline: "2027-05-01",
  next: {
    daysBefore: 14,
    dueAt: "2027-04-17T08:00:00.000Z",
    channels: [preview("mail"), preview("sms")],
    overCap: [],
  },
  idle: null,
  runs: [
    {
      daysBefore: 30,
      deadline: "2027-05-01",
      channel: "mail",
      dueAt: "2027-04-01T08:00:00.000Z",
      status: "skipped",
      reason: "cap",
      sendId: null,
      createdAt: "2027-04-01T08:00:10.000Z",
    },
  ],
};

type Call = { method: string; url: string; body: unknown };

function stubServer(first: RemindersView, refuse = false) {
  const calls: Call[] = [];
  let current = first;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : null;
      const method = init.method ?? "GET";
      calls.push({ method, url, body });
      const json = (status: number, value: unknown) =>
        new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });
      if (refuse && method === "PUT")
        return json(400, {
          isErrorResponse: true,
          errorDescription: { sv: "Serverns text", en: "The server's text", da: "Serverens tekst" },
          message: "The server's text",
          code: "VALIDATION_ERROR",
        });
      if (url.endsWith("/rsvp-deadline")) {
        current = { ...current, deadline: body.date, idle: current.settings.enabled ? current.idle : "off" };
        return json(200, { date: body.date });
      }
      if (method === "PUT") return json(200, { ...current, settings: body });
      return json(200, current);
    }),
  );
  return calls;
}

function renderDialog(language: "sv" | "en" | "da" = "sv") {
  const onSaved = vi.fn(async () => {});
  const onOpenChange = vi.fn();
  const onOpenSettings = vi.fn();
  const messages = { sv, en, da }[language];
  const i18n = createI18n(language, { [language]: { app: messages.app } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ReminderDialog
          open
          onOpenChange={onOpenChange}
          base="/api/sites/s1"
          onSaved={onSaved}
          onOpenSettings={onOpenSettings}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  const title = { sv: "Påminnelser", en: "Reminders", da: "Påmindelser" }[language];
  return { dialog: screen.getByRole("dialog", { name: title }), onSaved, onOpenChange, onOpenSettings };
}

const puts = (calls: Call[]) =>
  calls.filter((call) => call.method === "PUT" && call.url.endsWith("/reminders"));

describe("the reminder dialog", () => {
  it("without a last day says so, sets one (PUT rsvp-deadline) or opens Delar och grupper", async () => {
    const calls = stubServer({ ...OFF, deadline: null, idle: "no-deadline" });
    const { dialog, onOpenSettings } = renderDialog();
    await waitFor(() => expect(within(dialog).getByText(/OSA:n har ingen sista dag ännu/)).toBeTruthy());
    expect(within(dialog).getByText("Ingen påminnelse går förrän OSA:n har en sista dag.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Öppna Delar och grupper" }));
    expect(onOpenSettings).toHaveBeenCalled();
    const save = within(dialog).getByRole("button", { name: "Spara sista dag" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Sista dag för OSA"), { target: { value: "2027-05-01" } });
    fireEvent.click(save);
    await waitFor(() => expect(within(dialog).getByText("Sista dag för OSA: 1 maj 2027")).toBeTruthy());
    // The field is gone; focus is on the words that now name the last day.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Sista dag för OSA: 1 maj 2027"));
    expect(calls.find((call) => call.url.endsWith("/rsvp-deadline"))).toEqual({
      method: "PUT",
      url: "/api/sites/s1/rsvp-deadline",
      body: { date: "2027-05-01" },
    });
  });

  it("builds the PUT body from the chosen days and channels (at most four days, largest first)", async () => {
    const calls = stubServer(OFF);
    const { dialog, onSaved, onOpenChange } = renderDialog();
    await waitFor(() => expect(within(dialog).getByText("Sista dag för OSA: 1 maj 2027")).toBeTruthy());
    expect(within(dialog).getByText("Påminnelserna är avstängda.")).toBeTruthy();
    expect(within(dialog).getByText("Ingen påminnelse har gått ännu.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Skicka påminnelser" }));
    for (const name of ["3 dagar före", "14 dagar före", "1 dag före", "30 dagar före"])
      fireEvent.click(within(dialog).getByRole("checkbox", { name }));
    // Four is the most: the other days cannot be chosen until one is unticked.
    expect(
      (within(dialog).getByRole("checkbox", { name: "7 dagar före" }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(within(dialog).getByText(/Ni har valt 4 dagar, det är max/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "30 dagar före" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "SMS" }));
    fireEvent.change(within(dialog).getByLabelText("Egen hälsning (frivillig)"), {
      target: { value: "  Hoppas ni kan!  " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith("Påminnelserna är sparade."));
    expect(puts(calls).map((call) => call.body)).toEqual([
      { enabled: true, daysBefore: [14, 3, 1], channels: ["mail", "sms"], text: "Hoppas ni kan!" },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("asks for a day and a channel before saving reminders that are on", async () => {
    const calls = stubServer(OFF);
    const { dialog } = renderDialog();
    await waitFor(() =>
      expect(within(dialog).getByRole("checkbox", { name: "Skicka påminnelser" })).toBeTruthy(),
    );
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Skicka påminnelser" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    expect(within(dialog).getByText("Välj minst en dag.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "7 dagar före" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "E-post" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    expect(within(dialog).getByText("Välj e-post, SMS eller båda.")).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it("shows the next reminder: when, who gets it per channel, who is skipped and why, the SMS cost, past runs", async () => {
    stubServer(ON);
    const { dialog } = renderDialog();
    await waitFor(() => expect(within(dialog).getByText("Nästa påminnelse")).toBeTruthy());
    expect(within(dialog).getByText(/^17 april 2027 (kl\. )?10:00 \(14 dagar före\)$/)).toBeTruthy();
    expect(within(dialog).getAllByText("1 hushåll får den")).toHaveLength(2);
    expect(within(dialog).getAllByText("har redan svarat")).toHaveLength(2);
    expect(within(dialog).getAllByText("1 hushåll hoppas över")).toHaveLength(2);
    expect(
      within(dialog)
        .getByText(/Kostnad:/)
        .textContent?.replace(/\s/g, " "),
    ).toBe("Kostnad: 0,52 kr (0,52 kr per del)");
    expect(within(dialog).getByText(/hoppades över: dagens gräns var nådd/)).toBeTruthy();
    // The saved choices are ticked.
    expect(
      (within(dialog).getByRole("checkbox", { name: "14 dagar före" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((within(dialog).getByRole("checkbox", { name: "SMS" }) as HTMLInputElement).checked).toBe(true);
  });

  it("tells the API's refusal and stays open, in English too", async () => {
    stubServer(ON, true);
    const { dialog, onSaved } = renderDialog("en");
    await waitFor(() => expect(within(dialog).getByText("Next reminder")).toBeTruthy());
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toContain("The server's text"));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("reminderBodyOf turns reminders off with the rest kept", () => {
    expect(
      reminderBodyOf({ enabled: false, days: new Set([3, 14]), channels: new Set(["sms"]), text: " " }),
    ).toEqual({ enabled: false, daysBefore: [14, 3], channels: ["sms"], text: null });
  });
});
