// All da messages: the base file plus each feature's file.
import base from "./da.json";
import accountData from "./features/account-data.da.json";
import accounts from "./features/accounts.da.json";
import address from "./features/address.da.json";
import answers from "./features/answers.da.json";
import design from "./features/design.da.json";
import designColors from "./features/design-colors.da.json";
import designGraphics from "./features/design-graphics.da.json";
import editor from "./features/editor.da.json";
import editorForms from "./features/editor-forms.da.json";
import editorImages from "./features/editor-images.da.json";
import editorLists from "./features/editor-lists.da.json";
import editorShell from "./features/editor-shell.da.json";
import eventLogo from "./features/event-logo.da.json";
import forms from "./features/forms.da.json";
import gifts from "./features/gifts.da.json";
import invitations from "./features/invitations.da.json";
import legacy from "./features/legacy.da.json";
import modules from "./features/modules.da.json";
import more from "./features/more.da.json";
import onboarding from "./features/onboarding.da.json";
import ownerHead from "./features/owner-head.da.json";
import start from "./features/start.da.json";
import startingTexts from "./features/starting-texts.da.json";
import versions from "./features/versions.da.json";
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
