// The life of one guest form (SPEC §4 Public RSVP/form): hidden until the show button, which fetches a
// post key; the guest fills in; sending shows loading, then the confirmation (SUCCESS), the robot
// message (SPAM: invertedSuccess) or, in the editor, an info dialog (EDIT_MODE: nothing sent). A
// failed send keeps everything the guest typed, and the same key, so sending again loses nothing and
// cannot store twice. A send quicker than the server's robot rule (autofill makes that normal) waits
// out the rest first. After SUCCESS the answers and the key are cleared; after SPAM the answers stay
// for 'Fyll i igen' with a new key, so even a guest taken for a robot loses nothing typed.
import { useCallback, useEffect, useRef, useState } from "react";
import { useSiteContext } from "../../site-context";
import type { ViewMode } from "../../view-types";
import type { Answers } from "./answers";
import { newSubmissionId } from "./answers";
import { fetchPostKey, type SubmissionKind, sendSubmission } from "./api";
import { POST_KEY_MIN_AGE_MS } from "./constants";

/** Beyond the server's minimum, for the request's own way there and the two clocks' rounding. */
const KEY_AGE_MARGIN_MS = 300;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** "late": the RSVP's last day had ended when the answer arrived (issue 26); nothing was stored. */
export type Stage = "closed" | "open" | "success" | "spam" | "late";

export type GuestSubmission = {
  stage: Stage;
  /** Number of guests chosen (RSVP); a form is always one. 0: not chosen yet. */
  guestCount: number;
  setGuestCount: (count: number) => void;
  /** Answers per guest (a form uses index 0). */
  answers: readonly Answers[];
  /** Sets one answer and clears the error shown for its input. */
  setAnswer: (
    guest: number,
    elementId: string,
    answer: { value?: string; optionId?: string },
    inputName: string,
  ) => void;
  /** Messages by input name, from the browser's validity check on submit. */
  errors: Readonly<Record<string, string>>;
  setErrors: (errors: Record<string, string>) => void;
  honeypot: string;
  setHoneypot: (value: string) => void;
  keyFailed: boolean;
  retryKey: () => void;
  sending: boolean;
  sendFailed: boolean;
  editDialogOpen: boolean;
  closeEditDialog: () => void;
  open: (guestCount?: number) => void;
  /** Back to the form after SPAM, with everything the guest typed, and a new key. */
  retry: () => void;
  /** Sends what buildBody makes of the post key and the submission's id. */
  submit: (buildBody: (postKey: string, submissionId: string) => object) => Promise<void>;
};

export function useGuestSubmission(kind: SubmissionKind, mode: ViewMode): GuestSubmission {
  const { siteId } = useSiteContext();
  // Only the published page sends; the editor (EDIT and REVIEW) explains instead.
  const live = mode === "PUBLIC" && siteId !== null;
  const [stage, setStage] = useState<Stage>("closed");
  const [guestCount, setGuestCountState] = useState(0);
  const [answers, setAnswers] = useState<Answers[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [honeypot, setHoneypot] = useState("");
  const [keyFailed, setKeyFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const [editDialogOpen, setEditDialogOpen] = useState(false);
  const key = useRef<Promise<string> | null>(null);
  /** When (performance.now()) the current key arrived: the server counts its age from before that. */
  const keyArrivedAt = useRef<number | null>(null);
  const submissionId = useRef<string | null>(null);
  const busy = useRef(false);

  const loadKey = useCallback((): Promise<string> | null => {
    if (!live || siteId === null) return null;
    setKeyFailed(false);
    const promise = fetchPostKey(kind, siteId);
    key.current = promise;
    keyArrivedAt.current = null;
    promise.then(
      () => {
        if (key.current === promise) keyArrivedAt.current = performance.now();
      },
      () => {},
    );
    promise.catch(() => {
      if (key.current === promise) {
        key.current = null;
        setKeyFailed(true);
      }
    });
    return promise;
  }, [live, siteId, kind]);

  const open = useCallback(
    (count = 0) => {
      setStage("open");
      setGuestCountState(count);
      setAnswers([]);
      setErrors({});
      setHoneypot("");
      setSendFailed(false);
      submissionId.current = null;
      loadKey();
    },
    [loadKey],
  );

  const retry = useCallback(() => {
    setStage("open");
    // A browser that autofilled the hidden field would otherwise be taken for a robot again.
    setHoneypot("");
    setErrors({});
    setSendFailed(false);
    loadKey();
  }, [loadKey]);

  const setGuestCount = useCallback((count: number) => {
    setGuestCountState(count);
    setErrors({});
  }, []);

  const setAnswer = useCallback(
    (guest: number, elementId: string, answer: { value?: string; optionId?: string }, inputName: string) => {
      setAnswers((previous) => {
        const next = [...previous];
        next[guest] = { ...(next[guest] ?? {}), [elementId]: answer };
        return next;
      });
      setErrors((previous) => {
        if (!(inputName in previous)) return previous;
        const { [inputName]: _, ...rest } = previous;
        return rest;
      });
    },
    [],
  );

  const submit = useCallback(
    async (buildBody: (postKey: string, submissionId: string) => object) => {
      if (busy.current) return;
      if (!live || siteId === null) {
        setEditDialogOpen(true);
        return;
      }
      busy.current = true;
      setSending(true);
      setSendFailed(false);
      try {
        const postKey = await (key.current ?? loadKey());
        if (!postKey) throw new Error("no post key");
        const age = performance.now() - (keyArrivedAt.current ?? performance.now());
        if (age < POST_KEY_MIN_AGE_MS + KEY_AGE_MARGIN_MS)
          await sleep(POST_KEY_MIN_AGE_MS + KEY_AGE_MARGIN_MS - age);
        submissionId.current ??= newSubmissionId();
        const result = await sendSubmission(kind, siteId, buildBody(postKey, submissionId.current));
        key.current = null;
        submissionId.current = null;
        if (result === "stored") {
          setAnswers([]);
          setHoneypot("");
          setGuestCountState(0);
        }
        setStage(result === "stored" ? "success" : result === "late" ? "late" : "spam");
      } catch {
        setSendFailed(true);
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [live, siteId, kind, loadKey],
  );

  return {
    stage,
    guestCount,
    setGuestCount,
    answers,
    setAnswer,
    errors,
    setErrors,
    honeypot,
    setHoneypot,
    keyFailed,
    retryKey: () => void loadKey(),
    sending,
    sendFailed,
    editDialogOpen,
    closeEditDialog: () => setEditDialogOpen(false),
    open,
    retry,
    submit,
  };
}

/**
 * Moves focus to the element when `when` becomes true (the confirmation, the error message) and
 * brings it to the middle of the screen, clear of the sticky top bar.
 */
export function useFocusWhen<T extends HTMLElement>(when: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!when || !element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: "center" });
  }, [when]);
  return ref;
}
