import { clientIdSchema } from "@core/ids";
import { imageSchema } from "@core/images";
import { LIMITS } from "@core/limits";
import { z } from "zod";
import { moduleCommon, optionalRichText, optionalText } from "../common";

export const personSchema = z.object({
  id: clientIdSchema,
  name: z.string().max(LIMITS.shortText).default(""),
  /** The person's role, e.g. 'Toastmaster', per language. */
  title: optionalText,
  text: optionalRichText,
  image: imageSchema.nullable().default(null),
});

export const peopleListSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal("PeopleList"),
  text: optionalRichText,
  list: z.array(personSchema).max(LIMITS.itemsPerList).default([]),
});
export type PeopleListModule = z.infer<typeof peopleListSchema>;
