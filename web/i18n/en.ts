// All en messages: the base file plus each feature's file.
import base from "./en.json";
import accountData from "./features/account-data.en.json";
import accounts from "./features/accounts.en.json";
import address from "./features/address.en.json";
import answers from "./features/answers.en.json";
import design from "./features/design.en.json";
import designColors from "./features/design-colors.en.json";
import designGraphics from "./features/design-graphics.en.json";
import editor from "./features/editor.en.json";
import editorForms from "./features/editor-forms.en.json";
import editorImages from "./features/editor-images.en.json";
import editorLists from "./features/editor-lists.en.json";
import editorShell from "./features/editor-shell.en.json";
import eventLogo from "./features/event-logo.en.json";
import forms from "./features/forms.en.json";
import gifts from "./features/gifts.en.json";
import invitations from "./features/invitations.en.json";
import legacy from "./features/legacy.en.json";
import modules from "./features/modules.en.json";
import more from "./features/more.en.json";
import onboarding from "./features/onboarding.en.json";
import ownerHead from "./features/owner-head.en.json";
import start from "./features/start.en.json";
import startingTexts from "./features/starting-texts.en.json";
import versions from "./features/versions.en.json";
import { mergeMessages } from "./merge";

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
