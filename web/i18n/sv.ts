// All sv messages: the base file plus each feature's file.
import base from "./sv.json";
import accounts from "./features/accounts.sv.json";
import address from "./features/address.sv.json";
import answers from "./features/answers.sv.json";
import editor from "./features/editor.sv.json";
import editorImages from "./features/editor-images.sv.json";
import editorLists from "./features/editor-lists.sv.json";
import editorForms from "./features/editor-forms.sv.json";
import editorShell from "./features/editor-shell.sv.json";
import forms from "./features/forms.sv.json";
import gifts from "./features/gifts.sv.json";
import modules from "./features/modules.sv.json";
import onboarding from "./features/onboarding.sv.json";
import { mergeMessages } from "./merge";

export default mergeMessages(
  base,
  accounts,
  address,
  answers,
  editor,
  editorImages,
  editorLists,
  editorForms,
  editorShell,
  forms,
  gifts,
  modules,
  onboarding,
);
