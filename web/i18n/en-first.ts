// The en messages the owner app needs from its first screen on (the editor, the guest views of its canvas,
// the side menu, login): loaded with the app. The rest (en-later.ts) comes once the first screen is up, and
// before any screen or opened part that uses it (web/app/i18n.ts). en.ts is both, for the server and tests.
import base from "./en.json";
import accounts from "./features/accounts.en.json";
import address from "./features/address.en.json";
import design from "./features/design.en.json";
import editorForms from "./features/editor-forms.en.json";
import editorShell from "./features/editor-shell.en.json";
import editor from "./features/editor.en.json";
import forms from "./features/forms.en.json";
import gifts from "./features/gifts.en.json";
import modules from "./features/modules.en.json";
import ownerHead from "./features/owner-head.en.json";
import start from "./features/start.en.json";
import startingTexts from "./features/starting-texts.en.json";
import { mergeMessages } from "./merge";

export default mergeMessages(
  base,
  accounts,
  address,
  editor,
  editorForms,
  editorShell,
  forms,
  gifts,
  modules,
  design,
  ownerHead,
  start,
  startingTexts,
);
