// @vitest-environment happy-dom
// The light /logga-in page's script on the server's markup: field checks with the spec's messages, the
// login through the API, its failure by the password field, and where a success goes.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { enhanceLoginForm, failureMessage, type LoginEnvironment } from "./enhance";
import { type LoginPageState, languageChoice, parseLoginPageState } from "./state";

const STATE: LoginPageState = {
  language: "sv",
  languages: ["sv", "en", "da"],
  texts: {
    submit: "Logga in",
    loggingIn: "Loggar in…",
    failed: "Misslyckades att logga in",
    unknown: "Ett okänt fel har uppstått.",
    mailRequired: "Fyll i din e-postadress.",
    mailInvalid: "Ange en giltig e-postadress, till exempel namn@exempel.se.",
    passwordRequired: "Fyll i ditt lösenord.",
  },
};

// The login screen's form as the server renders it (server/ssr/owner-screens.ts), optionally with a failure.
function serverForm(failure?: string): HTMLFormElement {
  const described = failure ? ' aria-invalid="true" aria-describedby="_R_1_"' : "";
  document.body.innerHTML = `<form class="form" action="/logga-in" method="post">
    <label class="field"><span>E-postadress</span><input type="email" required="" maxlength="254" name="mail"/></label>
    <label class="field"><span>Lösenord</span><input type="password" required="" maxlength="200" name="password"${described}/></label>
    ${failure ? `<p class="form-failure" id="_R_1_" role="alert">${failure}</p>` : ""}
    <button class="button button--primary button--wide" type="submit">Logga in</button>
  </form>`;
  return document.querySelector("form") as HTMLFormElement;
}

type Answer = { status: number; body: unknown } | Error;

function environment(answers: Answer[]) {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const gone: string[] = [];
  const pending: ((answer: Answer) => void)[] = [];
  let hold = false;
  const env: LoginEnvironment = {
    fetch: (async (url: string, init?: RequestInit) => {
      sent.push({ url, init });
      const answer = hold
        ? await new Promise<Answer>((resolve) => pending.push(resolve))
        : (answers.shift() ?? new Error("no answer"));
      if (answer instanceof Error) throw answer;
      return new Response(answer.body === undefined ? "" : JSON.stringify(answer.body), {
        status: answer.status,
      });
    }) as typeof fetch,
    go: (path) => gone.push(path),
    afterFrame: (run) => run(),
  };
  return {
    env,
    sent,
    gone,
    holdAnswers: () => {
      hold = true;
    },
    answer: (answer: Answer) => pending.shift()?.(answer),
  };
}

const field = (name: string) => document.querySelector(`input[name=${name}]`) as HTMLInputElement;
const button = () => document.querySelector("button") as HTMLButtonElement;
const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event("submit", { cancelable: true }));
const errorOf = (input: HTMLInputElement) => input.closest("label")?.querySelector(".field__error") ?? null;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
};

beforeEach(() => {
  document.body.innerHTML = "";
});

describe("the light login form", () => {
  it("takes the form over: its own checks, marked as taken over, the button enabled", () => {
    const form = serverForm();
    enhanceLoginForm(form, STATE, environment([]).env);
    expect(form.noValidate).toBe(true);
    expect(form.hasAttribute("data-hydrated")).toBe(true);
    expect(button().disabled).toBe(false);
  });

  it("says what is missing by each field, puts the cursor in the first, and sends nothing", async () => {
    const form = serverForm();
    const { env, sent } = environment([]);
    enhanceLoginForm(form, STATE, env);
    submit(form);
    await settle();
    expect(sent).toEqual([]);
    expect(errorOf(field("mail"))?.textContent).toBe("Fyll i din e-postadress.");
    expect(errorOf(field("password"))?.textContent).toBe("Fyll i ditt lösenord.");
    expect(field("mail").getAttribute("aria-invalid")).toBe("true");
    expect(field("mail").getAttribute("aria-describedby")).toBe(errorOf(field("mail"))?.id);
    expect(document.activeElement).toBe(field("mail"));

    // A mail that is no address says so; the password, now typed, no longer says anything.
    type(field("mail"), "inte-en-adress");
    type(field("password"), "hemligt");
    expect(errorOf(field("mail"))).toBeNull();
    expect(field("password").hasAttribute("aria-invalid")).toBe(false);
    submit(form);
    await settle();
    expect(errorOf(field("mail"))?.textContent).toBe(
      "Ange en giltig e-postadress, till exempel namn@exempel.se.",
    );
    expect(errorOf(field("password"))).toBeNull();
    expect(sent).toEqual([]);
  });

  it("logs in through the API and goes to the account's editor, busy until the page leaves", async () => {
    const form = serverForm();
    const { env, sent, gone, holdAnswers, answer } = environment([]);
    holdAnswers();
    enhanceLoginForm(form, STATE, env);
    type(field("mail"), "anna@example.se");
    type(field("password"), "hemligt-123");
    submit(form);
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("/api/accounts/login/");
    expect(sent[0]?.init?.method).toBe("POST");
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual({
      mail: "anna@example.se",
      password: "hemligt-123",
    });
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe("Loggar in…");
    // A second press while it is on its way sends nothing more.
    submit(form);
    await settle();
    expect(sent).toHaveLength(1);
    answer({ status: 200, body: { site: "0123456789abcdef01234567", mail: "anna@example.se" } });
    await settle();
    await settle();
    expect(gone).toEqual(["/redigera/0123456789abcdef01234567/"]);
    expect(button().disabled).toBe(true);
  });

  it("sends an account without a page back to /logga-in, which then shows the account", async () => {
    const form = serverForm();
    const { env, gone } = environment([{ status: 200, body: { site: null, mail: "a@example.se" } }]);
    enhanceLoginForm(form, STATE, env);
    type(field("mail"), "a@example.se");
    type(field("password"), "hemligt-123");
    submit(form);
    await vi.waitFor(() => expect(gone).toEqual(["/logga-in"]));
  });

  it("says a wrong login by the password field, selected for a new try; typing clears it", async () => {
    const form = serverForm();
    const wrong = {
      status: 401,
      body: {
        isErrorResponse: true,
        code: "WRONG_CREDENTIALS",
        message: "Wrong e-mail address or password.",
        errorDescription: { sv: "Fel e-postadress eller lösenord.", en: "Wrong e-mail address or password." },
      },
    };
    const { env, gone } = environment([wrong]);
    enhanceLoginForm(form, STATE, env);
    type(field("mail"), "anna@example.se");
    type(field("password"), "fel-lösenord");
    submit(form);
    await vi.waitFor(() => expect(form.querySelector("[role=alert]")).not.toBeNull());
    const failure = form.querySelector(".form-failure") as HTMLElement;
    expect(failure.textContent).toBe("Fel e-postadress eller lösenord.");
    expect(failure.getAttribute("role")).toBe("alert");
    // Before the button, as the app shows it.
    expect(failure.nextElementSibling).toBe(button());
    expect(field("password").getAttribute("aria-invalid")).toBe("true");
    expect(field("password").getAttribute("aria-describedby")).toBe(failure.id);
    expect(document.activeElement).toBe(field("password"));
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe("Logga in");
    expect(gone).toEqual([]);

    type(field("password"), "ett-annat");
    expect(form.querySelector(".form-failure")).toBeNull();
    expect(field("password").hasAttribute("aria-invalid")).toBe(false);
    expect(field("password").hasAttribute("aria-describedby")).toBe(false);
  });

  it("says 'Misslyckades att logga in' when the answer says nothing better or never comes", async () => {
    const form = serverForm();
    const { env } = environment([new TypeError("Failed to fetch"), { status: 502, body: undefined }]);
    enhanceLoginForm(form, STATE, env);
    type(field("mail"), "anna@example.se");
    type(field("password"), "hemligt-123");
    for (let attempt = 0; attempt < 2; attempt++) {
      submit(form);
      await vi.waitFor(() =>
        expect(form.querySelector(".form-failure")?.textContent).toBe("Misslyckades att logga in"),
      );
      expect(button().disabled).toBe(false);
    }
  });

  it("wires a failure the server rendered (?fel=) to the password field: selected, cleared by typing", () => {
    const form = serverForm("Fel e-postadress eller lösenord.");
    enhanceLoginForm(form, STATE, environment([]).env);
    expect(document.activeElement).toBe(field("password"));
    expect(field("password").getAttribute("aria-describedby")).toBe("_R_1_");
    type(field("password"), "x");
    expect(form.querySelector("[role=alert]")).toBeNull();
    expect(field("password").hasAttribute("aria-invalid")).toBe(false);
  });
});

describe("failureMessage (SPEC §8's order)", () => {
  it("takes the answer's text in the language, then Swedish, then its message, then the description, then the fallback", () => {
    const body = { isErrorResponse: true, errorDescription: { sv: "Fel.", en: "Wrong." }, message: "M" };
    expect(failureMessage(body, "en", "D", "F")).toBe("Wrong.");
    expect(failureMessage(body, "da", "D", "F")).toBe("Fel.");
    expect(failureMessage({ message: "M" }, "sv", "D", "F")).toBe("M");
    expect(failureMessage(null, "sv", "D", "F")).toBe("D");
    expect(failureMessage(null, "sv", "", "F")).toBe("F");
  });
});

describe("the page's state and language", () => {
  it("reads what the server writes and refuses anything else", () => {
    expect(parseLoginPageState(JSON.stringify(STATE))).toEqual(STATE);
    expect(parseLoginPageState(JSON.stringify({ ...STATE, language: "fi" }))).toBeNull();
    expect(parseLoginPageState(JSON.stringify({ ...STATE, texts: { submit: "x" } }))).toBeNull();
    expect(parseLoginPageState("{not json")).toBeNull();
    expect(parseLoginPageState(null)).toBeNull();
  });

  it("remembers ?lang=, and shows the page in a language stored earlier that the request did not say", () => {
    expect(languageChoice(STATE, "EN ", null)).toEqual({ store: "en", switchTo: null });
    expect(languageChoice(STATE, null, "da")).toEqual({ store: null, switchTo: "da" });
    expect(languageChoice(STATE, null, "sv")).toEqual({ store: null, switchTo: null });
    expect(languageChoice(STATE, "fi", "fi")).toEqual({ store: null, switchTo: null });
    // ?lang= was the server's choice too: never sent elsewhere.
    expect(languageChoice(STATE, "sv", "da")).toEqual({ store: "sv", switchTo: null });
  });
});
