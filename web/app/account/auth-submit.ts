// One submit for the owner app's small account forms (login, password reset, feedback): reads the
// form, calls `send`, keeps the busy flag while it runs and the error for the error dialog (with
// `failed` as the supplied description, SPEC §8). The send button is disabled while busy, so the
// browser drops its focus; `returnFocus` names where the error dialog gives focus back instead: the
// form's field that needs attention (`attention`, by input name; else the form's first field).
import { type FormEvent, useCallback, useRef, useState } from "react";
import type { ShownError } from "../components/ErrorDialog";

export function useAuthSubmit(
  send: (form: FormData) => Promise<void>,
  failed: string,
  { attention }: { attention?: string } = {},
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);

  /** Runs `action` with the busy flag and the error dialog (also for a button outside the form). */
  async function run(action: () => Promise<void>, description = failed) {
    setBusy(true);
    try {
      await action();
    } catch (cause) {
      setError({ error: cause, description });
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    formRef.current = event.currentTarget;
    const form = new FormData(event.currentTarget);
    await run(() => send(form));
  }

  const returnFocus = useCallback((): HTMLElement | null => {
    const form = formRef.current;
    if (!form?.isConnected) return null;
    const named = attention ? form.elements.namedItem(attention) : null;
    return named instanceof HTMLElement
      ? named
      : form.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select");
  }, [attention]);

  return { busy, error, submit, run, returnFocus };
}
