// The light /logga-in page's behaviour (issue 24): the server's login form (the same markup as the owner
// app's LoginPage, server/ssr/owner-screens.ts) taken over by plain DOM code, no React. What LoginPage
// does, done here:
// - each field checked by the browser's own validity when sent, the message by the field (SPEC §5:
//   mail and password required, the mail an address), the cursor put in the first field that is wrong;
// - the login sent to POST /api/accounts/login/ as the app sends it; the button says it is logging in;
// - a failure said by the password field (SPEC §8: the answer's text in the UI language, else its
//   message, else 'Misslyckades att logga in'), the wrong password selected, ready to type again;
//   typing in the password clears it;
// - on success the account's editor, or, for an account without a site, /logga-in again, which the
//   server now answers with the signed-in screen (as the app shows it after its login).
// Until this has run the form is posted to the server itself (server/ssr/login-form.ts).
import { loginFieldMessage } from "./field-checks";
import type { LoginPageState } from "./state";

export type LoginEnvironment = {
  fetch: typeof fetch;
  /** Leaves for another page of the owner app (location.assign in the browser). */
  go: (path: string) => void;
  /** Runs after the next frame (requestAnimationFrame in the browser). */
  afterFrame: (run: () => void) => void;
};

type ErrorBody = { isErrorResponse?: unknown; errorDescription?: unknown; message?: unknown };

/** SPEC §8's order: the answer's text in the UI language (else Swedish), its message, the description, the fallback. */
export function failureMessage(
  body: unknown,
  language: string,
  description: string,
  fallback: string,
): string {
  if (typeof body === "object" && body !== null) {
    const { isErrorResponse, errorDescription, message } = body as ErrorBody;
    if (isErrorResponse === true && typeof errorDescription === "object" && errorDescription !== null) {
      const texts = errorDescription as Record<string, unknown>;
      const text = texts[language] ?? texts.sv;
      if (typeof text === "string" && text) return text;
    }
    if (typeof message === "string" && message) return message;
  }
  return description || fallback;
}

const FIELD_ERROR_CLASS = "field__error";

export function enhanceLoginForm(form: HTMLFormElement, state: LoginPageState, env: LoginEnvironment): void {
  const { texts } = state;
  const mailField = form.elements.namedItem("mail");
  const passwordField = form.elements.namedItem("password");
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!(mailField instanceof HTMLInputElement) || !(passwordField instanceof HTMLInputElement) || !button)
    return;
  const mail: HTMLInputElement = mailField;
  const password: HTMLInputElement = passwordField;
  const document = form.ownerDocument;
  let busy = false;

  const fieldErrorOf = (input: HTMLInputElement) =>
    input.closest("label")?.querySelector<HTMLElement>(`.${FIELD_ERROR_CLASS}`) ?? null;
  // The server renders a failure (/logga-in?fel=…) with an id of its own; one made here gets this one.
  const failureElement = () => form.querySelector<HTMLElement>(".form-failure");

  /** aria-invalid and aria-describedby from what is shown now: the field's message, and for the password the failure. */
  const markField = (input: HTMLInputElement) => {
    const ids: string[] = [];
    const own = fieldErrorOf(input);
    if (own) ids.push(own.id);
    const failure = input === password ? failureElement() : null;
    if (failure?.id) ids.push(failure.id);
    if (ids.length > 0) {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", ids.join(" "));
    } else {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
  };

  const setFieldError = (input: HTMLInputElement, message: string | null) => {
    let element = fieldErrorOf(input);
    if (message === null) {
      element?.remove();
    } else {
      if (!element) {
        element = document.createElement("span");
        element.className = FIELD_ERROR_CLASS;
        element.id = `login-${input.name}-error`;
        // Inside the field's label (the server's markup), shown under the field: read as the field's
        // description (aria-describedby), not as part of its name.
        element.setAttribute("aria-hidden", "true");
        input.after(element);
      }
      element.textContent = message;
    }
    markField(input);
  };

  const setFailure = (message: string | null) => {
    let element = failureElement();
    if (message === null) {
      element?.remove();
    } else {
      // A new element each time, so a screen reader says the alert again.
      element?.remove();
      element = document.createElement("p");
      element.className = "form-failure";
      element.id = "login-failure";
      element.setAttribute("role", "alert");
      element.textContent = message;
      button.before(element);
    }
    markField(password);
  };

  const setBusy = (next: boolean) => {
    busy = next;
    button.disabled = next;
    button.textContent = next ? texts.loggingIn : texts.submit;
  };

  const selectPassword = () => {
    password.focus();
    password.select();
  };

  async function logIn() {
    setBusy(true);
    let response: Response;
    try {
      response = await env.fetch("/api/accounts/login/", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ mail: mail.value, password: password.value }),
      });
    } catch {
      // No answer at all (offline, the connection dropped): the description, as the app says it.
      fail(null);
      return;
    }
    let body: unknown = null;
    try {
      const text = await response.text();
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): the status alone says it failed.
    }
    if (response.ok) {
      const site = (body as { site?: unknown } | null)?.site;
      // Still busy: the page is leaving, a second press must not send again.
      env.go(typeof site === "string" && site ? `/redigera/${encodeURIComponent(site)}/` : "/logga-in");
      return;
    }
    fail(body);
  }

  function fail(body: unknown) {
    setBusy(false);
    setFailure(failureMessage(body, state.language, texts.failed, texts.unknown));
    // A failed login is nearly always the password: the cursor goes back there, ready to type again.
    env.afterFrame(selectPassword);
  }

  form.noValidate = true;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (busy) return;
    let firstInvalid: HTMLInputElement | null = null;
    for (const input of [mail, password]) {
      const message = loginFieldMessage(input, texts);
      setFieldError(input, message);
      if (message !== null) firstInvalid ??= input;
    }
    if (firstInvalid) {
      firstInvalid.focus();
      return;
    }
    setFailure(null);
    void logIn();
  });
  mail.addEventListener("input", () => setFieldError(mail, null));
  password.addEventListener("input", () => {
    setFieldError(password, null);
    setFailure(null);
  });
  // Back from the editor through the browser's page cache: the form as it was before it was sent.
  document.defaultView?.addEventListener("pageshow", (event) => {
    if (event.persisted) setBusy(false);
  });

  // The server's own failure (a login sent before this script ran): wired to the field as one made here.
  if (failureElement()) {
    markField(password);
    selectPassword();
  }
  setBusy(false);
  form.dataset.hydrated = "";
}
