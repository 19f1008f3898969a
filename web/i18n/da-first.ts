// The da messages the owner app needs from its first screen on (the editor, the guest views of its canvas,
// the side menu, login): loaded with the app. The rest (da-later.ts) comes once the first screen is up, and
// before any screen or opened part that uses it (web/app/i18n.ts). da.ts is both, for the server and tests.
import base from "./da.json";
import accounts from "./features/accounts.da.json";
import address from "./features/address.da.json";
import design from "./features/design.da.json";
import editorForms from "./features/editor-forms.da.json";
import editorShell from "./features/editor-shell.da.json";
import editor from "./features/editor.da.json";
import forms from "./features/forms.da.json";
import gifts from "./features/gifts.da.json";
import modules from "./features/modules.da.json";
import ownerHead from "./features/owner-head.da.json";
import start from "./features/start.da.json";
import startingTexts from "./features/starting-texts.da.json";
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
