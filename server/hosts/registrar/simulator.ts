// The local registrar (default): behaves like a real one without the network. It keeps its own
// registry — a few well-known names, every name containing 'upptagen' or 'taken', and what this
// server registered (kept in DATA_DIR so a restart remembers it) — answers after a short delay, and
// says UNPAID when asked to register within UNPAID_WINDOW_MS of the payment, as a registrar does
// before the money has reached it; the client's retries (SPEC §9: wait 5 s, up to 10 retries) carry
// it through. A name containing 'obetald' or 'unpaid' is never paid, for the 'no payment' message.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { RegisterRequest, Registrar, RegistrationOutcome } from "./types";

/** Taken at the simulated registry from the start (names a couple might try first). */
export const SIMULATOR_TAKEN = new Set([
  "google.se",
  "google.com",
  "volvo.se",
  "ikea.se",
  "ikea.com",
  "example.com",
  "example.se",
  "brollop.se",
  "brollop.nu",
  "brollop.com",
  "wedding.com",
  "wedding.eu",
  "fest.se",
  "fest.nu",
  "party.com",
  "event.se",
  "anna.se",
  "erik.se",
  "anna-och-erik.se",
  "europa.eu",
]);

const TAKEN_WORDS = ["upptagen", "taken"];
const NEVER_PAID_WORDS = ["obetald", "unpaid"];
/** The client waits 5 s before its first try: 8 s makes that try UNPAID and the next one succeed. */
export const UNPAID_WINDOW_MS = 8000;
const DEFAULT_DELAY_MS = 400;

export type SimulatorOptions = {
  /** JSON file of the names this server registered; null keeps them in memory only (tests). */
  stateFile: string | null;
  delayMs?: number;
  unpaidWindowMs?: number;
  now?: () => Date;
};

type State = { registered: Record<string, string> };

function readState(file: string | null): State {
  if (!file) return { registered: {} };
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<State>;
    return {
      registered: typeof parsed.registered === "object" && parsed.registered ? parsed.registered : {},
    };
  } catch {
    return { registered: {} };
  }
}

function writeState(file: string | null, state: State): void {
  if (!file) return;
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, JSON.stringify(state, null, 2));
  renameSync(temporary, file);
}

const contains = (domain: string, words: readonly string[]) => words.some((w) => domain.includes(w));

export function simulatorRegistrar(options: SimulatorOptions): Registrar & { registered(): string[] } {
  const state = readState(options.stateFile);
  const delayMs = options.delayMs ?? DEFAULT_DELAY_MS;
  const unpaidWindowMs = options.unpaidWindowMs ?? UNPAID_WINDOW_MS;
  const now = options.now ?? (() => new Date());
  const takenElsewhere = (domain: string) => SIMULATOR_TAKEN.has(domain) || contains(domain, TAKEN_WORDS);

  return {
    kind: "simulator",
    async isFree(domain) {
      await sleep(delayMs);
      return !takenElsewhere(domain) && !Object.hasOwn(state.registered, domain);
    },
    async register({ domain, paidAt }: RegisterRequest): Promise<RegistrationOutcome> {
      await sleep(delayMs);
      if (Object.hasOwn(state.registered, domain)) return "REGISTERED";
      if (takenElsewhere(domain)) return "TAKEN";
      if (contains(domain, NEVER_PAID_WORDS)) return "UNPAID";
      if (now().getTime() - paidAt.getTime() < unpaidWindowMs) return "UNPAID";
      state.registered[domain] = now().toISOString();
      writeState(options.stateFile, state);
      return "REGISTERED";
    },
    registered: () => Object.keys(state.registered),
  };
}
