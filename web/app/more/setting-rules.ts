// The rules of the Mer drawer's two site settings (SPEC §4 Editor, §5): the guests' password is trimmed
// and required while its switch is on, switching off saves an empty string; each setting's save button
// appears only when what would be saved differs from what is stored. Kept apart from the components so
// the rules are tested on their own.
import { guestPasswordProblem } from "@core/guest-password";

/** The password form: the switch and the field, as the owner left them. */
export type PasswordForm = { on: boolean; value: string };

/** The form as the stored password shows it: on with the password, or off and empty. */
export const passwordFormOf = (stored: string | null): PasswordForm => ({
  on: Boolean(stored),
  value: stored ?? "",
});

/**
 * Whether the form differs from the stored password. Switching on counts even before anything is typed
 * (the save button then appears and says the field is required); spaces around the same password do not.
 */
export function passwordChanged(stored: string | null, form: PasswordForm): boolean {
  if (form.on !== Boolean(stored)) return true;
  return form.on && form.value.trim() !== (stored ?? "");
}

/**
 * What PUT .../password is sent: the trimmed password, '' when switched off, or why it cannot be sent
 * (empty, or shorter than the shared rule's 4 characters, core/guest-password.ts).
 */
export function passwordToSave(
  form: PasswordForm,
): { password: string } | { error: "required" | "tooShort" } {
  if (!form.on) return { password: "" };
  const password = form.value.trim();
  if (!password) return { error: "required" };
  return guestPasswordProblem(password) ? { error: "tooShort" } : { password };
}
