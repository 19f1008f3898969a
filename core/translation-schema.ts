import { z } from "zod";
import { LIMITS } from "./limits";

/** A plain-text translation object: language code → text. */
export const translationSchema = z
  .record(z.string().max(20), z.string().max(LIMITS.plainText))
  .refine((t) => Object.keys(t).length <= LIMITS.languagesPerSite, "too many languages");
