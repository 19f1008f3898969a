// Fields every site module has (SPEC §3 "Site module common").
import { clientIdSchema } from "@core/ids";
import { richTextSchema } from "@core/richtext";
import { translationSchema } from "@core/translation-schema";
import { z } from "zod";

export const verticalAlignmentSchema = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

export const moduleCommon = {
  id: clientIdSchema,
  hide: z.boolean().default(false),
  hideInMenu: z.boolean().default(false),
  menuTitle: translationSchema.default({}),
  title: translationSchema.default({}),
  /** Title placement where a theme supports it (theme9 header): -1 top, 0 middle, 1 bottom. */
  verticalAlignment: verticalAlignmentSchema.optional(),
};

export const optionalRichText = richTextSchema.default({});
export const optionalText = translationSchema.default({});
