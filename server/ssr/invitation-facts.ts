// What a guest page's RSVP island is told of a personal link's household (issue 25), beyond the site
// document. Whether the open page offers "Hitta din inbjudan" is read with the host's facts
// (operations/sites.ts findGuestSiteByHost) and kept and dropped with them (page-cache.ts HostSite).
import type { RsvpInvitation } from "@modules/rsvp/page-context";
import type { PageInvitation } from "@web/guest/state";

/** The RSVP's part of a household's page: its guests, allowance and parts; not its name or names. */
export const rsvpInvitationOf = (invitation: PageInvitation): RsvpInvitation => ({
  guests: invitation.guests.map(({ id, name, child }) => ({ id, name, child })),
  extraGuests: invitation.extraGuests,
  parts: invitation.parts.map(({ id, name }) => ({ id, name })),
  // Its current answer (issue 26): its RSVP is filled in with it. Absent when it has none.
  ...(invitation.answered ? { answered: invitation.answered } : {}),
});
