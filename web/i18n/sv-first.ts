// The sv messages the owner app needs from its first screen on (the editor, the guest views of its canvas,
// the side menu, login): loaded with the app. The rest (sv-later.ts) comes once the first screen is up, and
// before any screen or opened part that uses it (web/app/i18n.ts). sv.ts is both, for the server and tests.
import accounts from "./features/accounts.sv.json";
import address from "./features/address.sv.json";
import design from "./features/design.sv.json";
import editorForms from "./features/editor-forms.sv.json";
import editorShell from "./features/editor-shell.sv.json";
import editor from "./features/editor.sv.json";
import forms from "./features/forms.sv.json";
import gifts from "./features/gifts.sv.json";
import modules from "./features/modules.sv.json";
import ownerHead from "./features/owner-head.sv.json";
import start from "./features/start.sv.json";
import startingTexts from "./features/starting-texts.sv.json";
import base from "./sv.json";
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
