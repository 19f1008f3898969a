/** GET /api/sites/{siteId}/account/ (SPEC §3 Account-of-site response); dates are YYYY-MM-DD. */
export type AccountOfSite = {
  mail: string;
  registered: { date: string };
  site: {
    visitorCount: number;
    active: boolean;
    activeDate: string | null;
    activeExpireDate: string | null;
    /** registrar 'other': the couple keeps the domain at their own registrar and points it here. */
    customDomains: { domain: string; expires: string; registrar: "ours" | "other" }[];
  };
};

/**
 * Why a login sent without the script (the server-rendered /logga-in form, server/ssr/login-form.ts)
 * came back: /logga-in?fel=<problem>. credentials: wrong mail or password; tooMany: the login limit;
 * failed: anything else (a body the form would never send).
 */
export const LOGIN_PROBLEMS = ["credentials", "tooMany", "failed"] as const;
export type LoginProblem = (typeof LOGIN_PROBLEMS)[number];
export const loginProblemOf = (value: string | null | undefined): LoginProblem | null =>
  (LOGIN_PROBLEMS as readonly string[]).includes(value ?? "") ? (value as LoginProblem) : null;
