// The wizard's answers live in session storage (SPEC §3 Wizard data) until the generated page is saved.
import { type WizardData, wizardDataSchema } from "@core/site";

const KEY = "wizardData";

export function readWizardData(): WizardData {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw ? wizardDataSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function writeWizardData(data: WizardData): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    // Private mode with storage refused: the answers last for this page only.
  }
}

export function clearWizardData(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
