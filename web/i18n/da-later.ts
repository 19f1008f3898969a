// The da messages of screens and parts the owner opens later (answers, invitations, versions, the account
// data, onboarding, the module editors' lists and images, the Mer drawer and the design tabs): see da-first.ts.
import accountData from "./features/account-data.da.json";
import answers from "./features/answers.da.json";
import catering from "./features/catering.da.json";
import designColors from "./features/design-colors.da.json";
import designGraphics from "./features/design-graphics.da.json";
import editorImages from "./features/editor-images.da.json";
import editorLists from "./features/editor-lists.da.json";
import eventLogo from "./features/event-logo.da.json";
import guestGroups from "./features/guest-groups.da.json";
import guestList from "./features/guest-list.da.json";
import guestReminders from "./features/guest-reminders.da.json";
import guestSends from "./features/guest-sends.da.json";
import invitations from "./features/invitations.da.json";
import legacy from "./features/legacy.da.json";
import members from "./features/members.da.json";
import more from "./features/more.da.json";
import onboarding from "./features/onboarding.da.json";
import ownersOnly from "./features/owners-only.da.json";
import photos from "./features/photos.da.json";
import seating from "./features/seating.da.json";
import toastmaster from "./features/toastmaster.da.json";
import versions from "./features/versions.da.json";
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
