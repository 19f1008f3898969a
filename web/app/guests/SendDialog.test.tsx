// @vitest-environment happy-dom
// The send dialog's rules (issue 26): the preview (POST …/sends/preview) shows one household's message,
// who is skipped and why and the day's cap; an SMS shows its parts and cost before sending; a message
// needs words (nothing is posted without them); "Skicka ett test till mig först" posts test: true; the
// chosen households go as ids; the segments (not invited, not answered, coming or declined to a part,
// a question's option) go as the server's segments; "E-post och SMS" previews both channels and posts
// one batch; the API's refusals are told by their code (SEND_CAP_REACHED with what is left,
// SEND_NO_RECIPIENTS, SEND_TEXT_REQUIRED).
import type { SendPreview } from "@core/sends";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SendDialog } from "./SendDialog";
import type { Household } from "./types";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = (n: number) => n.toString(16).padStart(24, "0");
const LIND = id(1);
const BERG = id(2);
const NONE = id(3);

function household(n: number, name: string, extra: Partial<Household> = {}): Household {
  return {
    id: id(n),
    name,
    address: null,
    email: null,
    phone: null,
    extraGuests: 0,
    side: null,
    list: null,
    groups: [],
    guests: [],
    token: "t".repeat(43),
    code: "ABCDEF",
    link: `/i/${"t".repeat(43)}`,
    linkEnabled: true,
    status: "not_answered",
    answers: [],
    needsReview: false,
    review: null,
    position: n,
    createdAt: "2026-11-27T10:00:00.000Z",
    updatedAt: "2026-11-27T10:00:00.000Z",
    ...extra,
  };
}

const HOUSEHOLDS = [
  household(1, "Familjen Lind", { email: "lind@exempel.se" }),
  household(2, "Familjen Berg", { email: "berg@exempel.se", status: "attending" }),
  household(3, "Utan adress"),
];

type PreviewAnswer = SendPreview;

function previewOf(body: { channel: "mail" | "sms"; kind: string; text?: string }): PreviewAnswer {
  const sms = body.channel === "sms";
  const text = `Hej Familjen Lind! Ni är inbjudna till Anna & Erik.${body.text ? ` ${body.text}` : ""} OSA: https://anna.brollopssidan.se/i/abc`;
  return {
    channel: body.channel,
    kind: body.kind as SendPreview["kind"],
    test: false,
    recipients: [
      { householdId: LIND, name: "Familjen Lind", address: sms ? "+46701234567" : "lind@exempel.se" },
    ],
    skipped: [{ householdId: NONE, name: "Utan adress", reason: "no-address" }],
    published: true,
    sample: { householdId: LIND, subject: sms ? null : "Inbjudan: Anna & Erik", text },
    samples: {
      mail: { householdId: LIND, subject: "Inbjudan: Anna & Erik", text },
      sms: { householdId: LIND, subject: null, text: `SMS: ${text}` },
    },
    sms: sms
      ? {
          encoding: "gsm7",
          parts: 2,
          units: 170,
          remaining: 136,
          nonGsm: [],
          recipients: 1,
          totalParts: 2,
          total: 104,
          pricePerPart: 52,
        }
      : null,
    cap: { limit: sms ? 200 : 500, used: sms ? 197 : 497, adds: 1 },
  };
}

const SITE = {
  siteModules: [
    {
      id: "osa",
      siteModuleType: "Rsvp",
      form: {
        formElements: [
          { id: "namn", formElementType: "ShortText", label: { sv: "Namn" }, showConditions: [] },
          {
            id: "buss",
            formElementType: "SingleSelect",
            label: { sv: "Åker ni buss?", en: "Taking the bus?" },
            showConditions: [],
            options: [
              { id: "ja", text: { sv: "Ja, gärna", en: "Yes, please" } },
              { id: "nej", text: { sv: "Nej tack", en: "No, thanks" } },
            ],
          },
          {
            id: "mat",
            formElementType: "SingleSelect",
            label: { sv: "Mat" },
            showConditions: [],
            options: [
              { id: "kott", text: { sv: "Kött" } },
              { id: "veg", text: { sv: "Vegetariskt" } },
            ],
          },
        ],
      },
    },
  ],
};
const GUEST_LIST = {
  households: [],
  settings: {
    parts: [
      { id: "middag", name: "Middag" },
      { id: "fest", name: "Fest" },
    ],
    groups: [],
    onlyPersonalLinks: false,
  },
};

type Sent = { method: string; url: string; body: Record<string, unknown> | null };
type Refusal = { status: number; code: string; issues?: { path: string; message: string }[] };

/** The server: previews as above; a send answers 202, or the refusal given. */
function stubServer(refuse?: Refusal) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      sent.push({ method: init.method ?? "GET", url, body });
      const json = (status: number, value: unknown) =>
        new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });
      if (url.endsWith("/sends/preview")) return json(200, previewOf(body as never));
      // The page's own queries: the site (its RSVP's questions) and the guest list (its parts).
      if (url === "/api/sites/s1") return json(200, SITE);
      if (url === "/api/sites/s1/households") return json(200, GUEST_LIST);
      if (refuse)
        return json(refuse.status, {
          isErrorResponse: true,
          errorDescription: { sv: "Serverns text", en: "The server's text", da: "Serverens tekst" },
          message: "The server's text",
          code: refuse.code,
          ...(refuse.issues ? { issues: refuse.issues } : {}),
        });
      return json(202, { id: "f".repeat(24) });
    }),
  );
  return sent;
}

function renderDialog(language: "sv" | "en" | "da" = "sv") {
  const onSent = vi.fn(async () => {});
  const onOpenChange = vi.fn();
  const messages = { sv, en, da }[language];
  const i18n = createI18n(language, { [language]: { app: messages.app } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <SendDialog
          open
          onOpenChange={onOpenChange}
          base="/api/sites/s1"
          households={HOUSEHOLDS}
          shownIds={[LIND, BERG]}
          groups={[{ id: "kvall", name: "Kvällsgäster" }]}
          sideLabel={(side) => side}
          sends={[]}
          onSent={onSent}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  const title = { sv: "Skicka till gästerna", en: "Send to the guests", da: "Send til gæsterne" }[language];
  return { dialog: screen.getByRole("dialog", { name: title }), onSent, onOpenChange };
}

const posts = (sent: Sent[]) => sent.filter((call) => call.url === "/api/sites/s1/sends");
const previews = (sent: Sent[]) => sent.filter((call) => call.url === "/api/sites/s1/sends/preview");
const lastPreview = (sent: Sent[]) => previews(sent)[previews(sent).length - 1]?.body;

describe("the send dialog", () => {
  it("previews an invitation by mail: one household's message, who is skipped and why, the day's cap", async () => {
    const sent = stubServer();
    const { dialog, onSent, onOpenChange } = renderDialog();
    await waitFor(() => expect(within(dialog).getByText(/^Hej Familjen Lind!/)).toBeTruthy());
    expect(previews(sent)[0]?.body).toEqual({ channel: "mail", kind: "invitation", households: "all" });
    expect(within(dialog).getByText("Så här ser det ut för Familjen Lind")).toBeTruthy();
    expect(within(dialog).getByText("Inbjudan: Anna & Erik")).toBeTruthy();
    expect(within(dialog).getByText("1 hushåll hoppas över")).toBeTruthy();
    expect(within(dialog).getByText("ingen adress")).toBeTruthy();
    expect(within(dialog).getByText("Kvar i dag: 3 av 500. Det här utskicket använder 1.")).toBeTruthy();
    expect(within(dialog).queryByText(/Kostnad/)).toBeNull();
    // The same words by SMS, one click away.
    expect(within(dialog).getByText("Samma utskick som SMS")).toBeTruthy();
    expect(within(dialog).getByText(/^SMS: Hej Familjen Lind!/)).toBeTruthy();

    // The optional greeting goes with the send.
    fireEvent.change(within(dialog).getByLabelText("Egen hälsning (frivillig)"), {
      target: { value: "Välkomna!" },
    });
    await waitFor(() =>
      expect(within(dialog).getByText(/^Hej Familjen Lind!.*Välkomna!/, { selector: "p" })).toBeTruthy(),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Skicka till 1 hushåll" }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith("Inbjudan skickas till 1 hushåll."));
    expect(posts(sent).map((call) => call.body)).toEqual([
      { channel: "mail", kind: "invitation", households: "all", text: "Välkomna!" },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows an SMS's parts and cost before sending", async () => {
    stubServer();
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole("radio", { name: "SMS" }));
    await waitFor(() => expect(within(dialog).getByText(/Kostnad:/)).toBeTruthy());
    expect(
      within(dialog)
        .getByText(/Kostnad:/)
        .textContent?.replace(/\s/g, " "),
    ).toBe("Kostnad: 1,04 kr (0,52 kr per del)");
    expect(within(dialog).getByText("2 SMS-delar per hushåll, 2 delar totalt")).toBeTruthy();
    expect(within(dialog).getByText("Kvar i dag: 3 av 200. Det här utskicket använder 1.")).toBeTruthy();
    // A test SMS needs the owner's number.
    const test = within(dialog).getByRole("button", { name: "Skicka ett test till mig först" });
    expect((test as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Ditt mobilnummer för testet"), {
      target: { value: "070-123 45 67" },
    });
    expect((test as HTMLButtonElement).disabled).toBe(false);
  });

  it("needs words for a message: nothing is previewed or sent without them", async () => {
    const sent = stubServer();
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Meddelande" }));
    const text = within(dialog).getByLabelText("Ert meddelande");
    fireEvent.click(within(dialog).getByRole("button", { name: "Skicka" }));
    expect(within(dialog).getByText("Skriv meddelandet som ska skickas.")).toBeTruthy();
    expect(text.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(text);
    fireEvent.click(within(dialog).getByRole("button", { name: "Skicka ett test till mig först" }));
    expect(posts(sent)).toEqual([]);
    expect(sent.filter((call) => (call.body as { kind?: string })?.kind === "message")).toEqual([]);

    fireEvent.change(text, { target: { value: "Bussen går 15.30 från kyrkan" } });
    expect(within(dialog).queryByText("Skriv meddelandet som ska skickas.")).toBeNull();
    await waitFor(() =>
      expect(
        within(dialog).getByText(/^Hej Familjen Lind!.*Bussen går 15.30/, { selector: "p" }),
      ).toBeTruthy(),
    );
  });

  it("sends a test to the owner first, and the households chosen by hand as ids", async () => {
    const sent = stubServer();
    const { dialog, onSent } = renderDialog();
    await waitFor(() => expect(within(dialog).getByText(/^Hej Familjen Lind!/)).toBeTruthy());
    fireEvent.click(within(dialog).getByRole("button", { name: "Skicka ett test till mig först" }));
    await waitFor(() =>
      expect(within(dialog).getByText("Testet är skickat till din e-postadress.")).toBeTruthy(),
    );
    expect(posts(sent)[0]?.body).toEqual({
      channel: "mail",
      kind: "invitation",
      households: "all",
      test: true,
    });

    // Not answered: the server's segment (it knows every answer), the count from the list's statuses.
    fireEvent.click(within(dialog).getByRole("radio", { name: "Inte svarat (2)" }));
    await waitFor(() =>
      expect(lastPreview(sent)).toEqual({
        channel: "mail",
        kind: "invitation",
        households: { answer: "none" },
      }),
    );
    // Chosen by hand: the list's households to start with; one taken away.
    fireEvent.click(within(dialog).getByRole("radio", { name: "Valda hushåll" }));
    const chosen = within(dialog).getByRole("group", { name: "Hushåll att skicka till" });
    expect(within(chosen).getByText("2 valda")).toBeTruthy();
    fireEvent.click(within(chosen).getByRole("checkbox", { name: "Familjen Berg" }));
    expect(within(chosen).getByText("1 valt")).toBeTruthy();
    fireEvent.click(within(chosen).getByRole("button", { name: "Välj inga" }));
    expect(within(chosen).getAllByText("Välj minst ett hushåll.").length).toBeGreaterThan(0);
    expect((within(dialog).getByRole("button", { name: "Skicka" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(chosen).getByRole("checkbox", { name: "Familjen Lind" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Skicka till 1 hushåll" })).toBeTruthy(),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Skicka till 1 hushåll" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(posts(sent)[1]?.body).toEqual({ channel: "mail", kind: "invitation", households: [LIND] });
  });

  it("offers the segments by answer: not invited, coming or declined (to a part), a question answered a certain way", async () => {
    const sent = stubServer();
    const { dialog, onSent } = renderDialog();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Meddelande" }));
    fireEvent.change(within(dialog).getByLabelText("Ert meddelande"), {
      target: { value: "Bussen går 15.30 från kyrkan" },
    });
    const body = (households: unknown) => ({
      channel: "mail",
      kind: "message",
      households,
      text: "Bussen går 15.30 från kyrkan",
    });

    fireEvent.click(within(dialog).getByRole("radio", { name: "Inte inbjudna ännu (3)" }));
    await waitFor(() => expect(lastPreview(sent)).toEqual(body({ invited: false })));

    fireEvent.click(within(dialog).getByRole("radio", { name: "De som kommer" }));
    await waitFor(() => expect(lastPreview(sent)).toEqual(body({ answer: "attending" })));
    // The event's parts, from the guest list's settings.
    const part = await within(dialog).findByLabelText("Vilken del");
    expect([...(part as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      "Kommer till någon del",
      "Middag",
      "Fest",
    ]);
    fireEvent.change(part, { target: { value: "fest" } });
    await waitFor(() => expect(lastPreview(sent)).toEqual(body({ answer: "attending", part: "fest" })));

    fireEvent.click(within(dialog).getByRole("radio", { name: "De som har tackat nej" }));
    await waitFor(() => expect(lastPreview(sent)).toEqual(body({ answer: "declined", part: "fest" })));
    fireEvent.change(within(dialog).getByLabelText("Vilken del"), { target: { value: "" } });
    expect(within(dialog).getByRole("option", { name: "Kommer inte till något" })).toBeTruthy();
    await waitFor(() => expect(lastPreview(sent)).toEqual(body({ answer: "declined" })));

    // A question with options of the RSVP (not the free-text one), then its option.
    fireEvent.click(
      await within(dialog).findByRole("radio", { name: "De som svarat på en fråga på ett visst sätt" }),
    );
    const question = within(dialog).getByLabelText("Fråga i OSA:n") as HTMLSelectElement;
    expect([...question.options].map((o) => o.text)).toEqual(["Åker ni buss?", "Mat"]);
    await waitFor(() => expect(lastPreview(sent)).toEqual(body({ question: "buss", option: "ja" })));
    fireEvent.change(within(dialog).getByLabelText("Svar"), { target: { value: "nej" } });
    await waitFor(() => expect(lastPreview(sent)).toEqual(body({ question: "buss", option: "nej" })));
    fireEvent.change(question, { target: { value: "mat" } });
    const option = within(dialog).getByLabelText("Svar") as HTMLSelectElement;
    expect([...option.options].map((o) => o.text)).toEqual(["Kött", "Vegetariskt"]);
    await waitFor(() => expect(lastPreview(sent)).toEqual(body({ question: "mat", option: "kott" })));

    fireEvent.click(await within(dialog).findByRole("button", { name: "Skicka till 1 hushåll" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(posts(sent).map((call) => call.body)).toEqual([body({ question: "mat", option: "kott" })]);
  });

  it("by mail and SMS: previews both channels and posts both sends as one batch", async () => {
    const sent = stubServer();
    const { dialog, onSent } = renderDialog();
    fireEvent.click(within(dialog).getByRole("radio", { name: "E-post och SMS" }));
    await waitFor(() =>
      expect(previews(sent).map((call) => call.body?.channel)).toEqual(
        expect.arrayContaining(["mail", "sms"]),
      ),
    );
    expect(await within(dialog).findByRole("heading", { name: "E-post" })).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: "SMS" })).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByText(/Kostnad:/)).toBeTruthy());
    // Each channel's cap, and no "the same by the other channel": both are shown.
    expect(within(dialog).getByText("Kvar i dag: 3 av 500. Det här utskicket använder 1.")).toBeTruthy();
    expect(within(dialog).getByText("Kvar i dag: 3 av 200. Det här utskicket använder 1.")).toBeTruthy();
    expect(within(dialog).queryByText("Samma utskick som SMS")).toBeNull();
    // The words fit an SMS.
    expect(within(dialog).getByLabelText("Egen hälsning (frivillig)").getAttribute("maxLength")).toBe("480");

    // A test needs the owner's number, and goes by both.
    fireEvent.change(within(dialog).getByLabelText("Ditt mobilnummer för testet"), {
      target: { value: "070-123 45 67" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Skicka ett test till mig först" }));
    await waitFor(() =>
      expect(
        within(dialog).getByText("Testet är skickat till din e-postadress och till 070-123 45 67."),
      ).toBeTruthy(),
    );
    const batches = () => sent.filter((call) => call.url === "/api/sites/s1/sends/batch");
    expect(batches()[0]?.body).toEqual({
      sends: [
        { channel: "mail", kind: "invitation", households: "all", test: true },
        { channel: "sms", kind: "invitation", households: "all", test: true, testPhone: "070-123 45 67" },
      ],
    });

    fireEvent.click(within(dialog).getByRole("button", { name: "Skicka till 1 med e-post och 1 med SMS" }));
    await waitFor(() =>
      expect(onSent).toHaveBeenCalledWith("Inbjudan skickas till 1 hushåll med e-post och 1 med SMS."),
    );
    expect(batches()[1]?.body).toEqual({
      sends: [
        { channel: "mail", kind: "invitation", households: "all" },
        { channel: "sms", kind: "invitation", households: "all" },
      ],
    });
    expect(posts(sent)).toEqual([]);
  });

  it.each<[Refusal, string]>([
    [
      { status: 429, code: "SEND_CAP_REACHED" },
      "Dagens gräns för utskick är nådd: 3 av 500 finns kvar i dag. Vänta till i morgon eller skicka till färre hushåll.",
    ],
    [
      { status: 429, code: "SEND_CAP_REACHED", issues: [{ path: "test", message: "20 of 20" }] },
      "Dagens gräns för utskick är nådd. Vänta till i morgon eller skicka till färre hushåll.",
    ],
    [
      { status: 422, code: "SEND_NO_RECIPIENTS" },
      "Inget av de valda hushållen kan få utskicket: de saknar adress, länken är avstängd eller de är borttagna.",
    ],
    [{ status: 400, code: "SEND_TEXT_REQUIRED" }, "Skriv meddelandet som ska skickas."],
    [
      { status: 409, code: "SEND_PAGE_NOT_PUBLISHED" },
      "Gästerna kan bara öppna sin inbjudan på en publicerad sida. Publicera sidan först; ett test till dig själv går bra redan nu.",
    ],
    [{ status: 400, code: "INVALID_INPUT" }, "Serverns text"],
  ])("tells the refusal %o in the dialog", async (refusal, text) => {
    stubServer(refusal);
    const { dialog, onSent } = renderDialog();
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Skicka till 1 hushåll" })).toBeTruthy(),
    );
    fireEvent.click(
      within(dialog).getByRole(
        "button",
        refusal.issues ? { name: "Skicka ett test till mig först" } : { name: "Skicka till 1 hushåll" },
      ),
    );
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe(text));
    expect(onSent).not.toHaveBeenCalled();
  });

  it.each([
    ["en", "Send to 1 household", "Left today: 3 of 500. This send uses 1.", "no address"],
    ["da", "Send til 1 husstand", "Tilbage i dag: 3 af 500. Denne udsendelse bruger 1.", "ingen adresse"],
  ] as const)("speaks %s", async (language, button, cap, reason) => {
    stubServer();
    const { dialog } = renderDialog(language);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: button })).toBeTruthy());
    expect(within(dialog).getByText(cap)).toBeTruthy();
    expect(within(dialog).getByText(reason)).toBeTruthy();
  });
});
