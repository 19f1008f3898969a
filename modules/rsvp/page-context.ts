// What the guest page tells its RSVP island beyond the module (issue 25): a personal link's household,
// or whether the open page offers "Hitta din inbjudan". Its own small file: the islands' shared code
// (web/guest/islands/ModuleIsland.tsx) provides it without pulling in the RSVP's code.
import { createContext } from "react";

/** What the RSVP island gets of a personal link's household: no name, groups, token or contacts. */
export type RsvpInvitation = {
  guests: { id: string; name: string; child: boolean }[];
  extraGuests: number;
  /** The event parts the household is invited to, in the owner's order; none: the RSVP's own Yes/No. */
  parts: { id: string; name: string }[];
  /** Its current answer (issue 26): the form is filled in with it, to be changed and sent again. */
  answered?: RsvpAnswered;
};

/** A household's current answer (web/guest/state.ts PageAnswered). */
export type RsvpAnswered = {
  /** The day it was given, YYYY-MM-DD in the event's time zone. */
  on: string;
  guests: {
    /** A household guest's id; null for an extra guest (in order). */
    guestId: string | null;
    /** Coming or not per part id ('' for the whole event). */
    parts: Record<string, boolean>;
    /** The questions' answers by question id. */
    answers: Record<string, { value?: string; optionId?: string }>;
  }[];
};

/** What the guest page tells the RSVP island beyond its module (web/guest/islands ModuleIsland). */
export type RsvpPageFacts = {
  /** A household that came by its personal link: its RSVP is filled in with its guests. */
  invitation: RsvpInvitation | null;
  /** The open page of a site with a guest list whose owner lets guests find their invitation by name. */
  findInvitation: boolean;
  /** The last day guests may answer (issue 26), YYYY-MM-DD in the event's zone; null: none. */
  deadline?: string | null;
};

export const RsvpPageContext = createContext<RsvpPageFacts>({ invitation: null, findInvitation: false });
