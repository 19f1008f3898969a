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
