// The wizard's answers live in session storage (SPEC §3 Wizard data) until the generated page is saved,
// and in local storage too (draft-store.ts), so a closed tab finds them again (issue 23 item 10).
import { type WizardData, wizardDataSchema } from "@core/site";
import { clearDraftStore, readDraftStore, writeDraftStore } from "../draft-store";
import { readSession, removeSession, writeSession } from "../session-store";

const KEY = "wizardData";

function parsed(stored: unknown): WizardData | null {
  if (!stored) return null;
  const result = wizardDataSchema.safeParse(stored);
  return result.success ? result.data : null;
}

export function readWizardData(): WizardData {
  return parsed(readSession(KEY)) ?? parsed(readDraftStore(KEY)) ?? {};
}

export function writeWizardData(data: WizardData): void {
  writeSession(KEY, data);
  writeDraftStore(KEY, data);
}

export function clearWizardData(): void {
  removeSession(KEY);
  clearDraftStore(KEY);
}
