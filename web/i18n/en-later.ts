// The en messages of screens and parts the owner opens later (answers, invitations, versions, the account
// data, onboarding, the module editors' lists and images, the Mer drawer and the design tabs): see en-first.ts.
import accountData from "./features/account-data.en.json";
import answers from "./features/answers.en.json";
import catering from "./features/catering.en.json";
import designColors from "./features/design-colors.en.json";
import designGraphics from "./features/design-graphics.en.json";
import editorImages from "./features/editor-images.en.json";
import editorLists from "./features/editor-lists.en.json";
import eventLogo from "./features/event-logo.en.json";
import guestGroups from "./features/guest-groups.en.json";
import guestList from "./features/guest-list.en.json";
import guestReminders from "./features/guest-reminders.en.json";
import guestSends from "./features/guest-sends.en.json";
import invitations from "./features/invitations.en.json";
import legacy from "./features/legacy.en.json";
import members from "./features/members.en.json";
import more from "./features/more.en.json";
import onboarding from "./features/onboarding.en.json";
import ownersOnly from "./features/owners-only.en.json";
import photos from "./features/photos.en.json";
import seating from "./features/seating.en.json";
import toastmaster from "./features/toastmaster.en.json";
import versions from "./features/versions.en.json";
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
