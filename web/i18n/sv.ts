// All sv messages: the base file plus each feature's file.

import accountData from "./features/account-data.sv.json";
import accounts from "./features/accounts.sv.json";
import address from "./features/address.sv.json";
import answers from "./features/answers.sv.json";
import design from "./features/design.sv.json";
import designColors from "./features/design-colors.sv.json";
import designGraphics from "./features/design-graphics.sv.json";
import editor from "./features/editor.sv.json";
import editorForms from "./features/editor-forms.sv.json";
import editorImages from "./features/editor-images.sv.json";
import editorLists from "./features/editor-lists.sv.json";
import editorShell from "./features/editor-shell.sv.json";
import eventLogo from "./features/event-logo.sv.json";
import forms from "./features/forms.sv.json";
import gifts from "./features/gifts.sv.json";
import invitations from "./features/invitations.sv.json";
import legacy from "./features/legacy.sv.json";
import modules from "./features/modules.sv.json";
import more from "./features/more.sv.json";
import onboarding from "./features/onboarding.sv.json";
import ownerHead from "./features/owner-head.sv.json";
import start from "./features/start.sv.json";
import startingTexts from "./features/starting-texts.sv.json";
import versions from "./features/versions.sv.json";
import { mergeMessages } from "./merge";
import base from "./sv.json";

export default mergeMessages(
  base,
  invitations,
  legacy,
  accounts,
  accountData,
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
  design,
  designColors,
  designGraphics,
  eventLogo,
  more,
  versions,
  ownerHead,
  start,
  startingTexts,
);
