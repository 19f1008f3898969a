// The legal pages' addresses, for links from the start page, the sign-up dialog and guest pages.
import type { LegalKind } from "./legal-types";

export const LEGAL_PATHS: Record<LegalKind, string> = { terms: "/villkor", privacy: "/integritet" };
