// The wizard's answers live in session storage (SPEC §3 Wizard data) until the generated page is saved.
import { type WizardData, wizardDataSchema } from "@core/site";
import { readSession, removeSession, writeSession } from "../session-store";

const KEY = "wizardData";

export function readWizardData(): WizardData {
  const stored = readSession(KEY);
  const parsed = stored ? wizardDataSchema.safeParse(stored) : null;
  return parsed?.success ? parsed.data : {};
}

export function writeWizardData(data: WizardData): void {
  writeSession(KEY, data);
}

export function clearWizardData(): void {
  removeSession(KEY);
}
