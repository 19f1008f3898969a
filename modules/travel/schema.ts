// Travel and stay (issue 27): places to stay with their links and booking codes, parking and transport;
// an entry with an address shows the Location module's map (the same map settings and server image).
import { clientIdSchema } from "@core/ids";
import { LIMITS } from "@core/limits";
import { z } from "zod";
import { moduleCommon, optionalRichText, optionalText } from "../common";
import { giftLinkSchema } from "../gift-registry/schema";
import { mapSchema } from "../location/schema";

export const TRAVEL_KINDS = ["STAY", "PARKING", "TRANSPORT", "OTHER"] as const;
export type TravelKind = (typeof TRAVEL_KINDS)[number];

export const EMPTY_MAP = { location: "", mapTheme: "NORMAL", zoom: 14, markerColor: "#ea4335" } as const;

export const travelItemSchema = z.object({
  id: clientIdSchema,
  kind: z.enum(TRAVEL_KINDS).default("STAY"),
  /** The place's name or what it is: 'Hotell Slottsparken', 'Parkering vid kyrkan'. */
  title: optionalText,
  text: optionalRichText,
  /** A web address (booking page, timetable): http(s) only, a bare domain gets https://. */
  link: giftLinkSchema.default(""),
  /** A code guests give when booking (a room block), shown with a copy-friendly look. */
  bookingCode: z.string().trim().max(100).default(""),
  /** The address and its map, as the Location module has them; an empty place shows no map. */
  map: mapSchema.default(EMPTY_MAP),
});
export type TravelItem = z.infer<typeof travelItemSchema>;

export const travelSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("Travel"),
  text: optionalRichText,
  items: z.array(travelItemSchema).max(LIMITS.itemsPerList).default([]),
});
export type TravelModule = z.infer<typeof travelSchema>;
