// The sv messages of screens and parts the owner opens later (answers, invitations, versions, the account
// data, onboarding, the module editors' lists and images, the Mer drawer and the design tabs): see sv-first.ts.
import accountData from "./features/account-data.sv.json";
import answers from "./features/answers.sv.json";
import catering from "./features/catering.sv.json";
import designColors from "./features/design-colors.sv.json";
import designGraphics from "./features/design-graphics.sv.json";
import editorImages from "./features/editor-images.sv.json";
import editorLists from "./features/editor-lists.sv.json";
import eventLogo from "./features/event-logo.sv.json";
import guestGroups from "./features/guest-groups.sv.json";
import guestList from "./features/guest-list.sv.json";
import guestReminders from "./features/guest-reminders.sv.json";
import guestSends from "./features/guest-sends.sv.json";
import invitations from "./features/invitations.sv.json";
import legacy from "./features/legacy.sv.json";
import members from "./features/members.sv.json";
import more from "./features/more.sv.json";
import onboarding from "./features/onboarding.sv.json";
import ownersOnly from "./features/owners-only.sv.json";
import photos from "./features/photos.sv.json";
import seating from "./features/seating.sv.json";
import toastmaster from "./features/toastmaster.sv.json";
import versions from "./features/versions.sv.json";
import { mergeMessages } from "./merge";

export default mergeMessages(
  toastmaster,
  invitations,
  legacy,
  accountData,
  answers,
  editorImages,
  editorLists,
  onboarding,
  designColors,
  designGraphics,
  eventLogo,
  more,
  versions,
  guestList,
  guestGroups,
  guestSends,
  guestReminders,
  members,
  catering,
  photos,
  seating,
  ownersOnly,
);
