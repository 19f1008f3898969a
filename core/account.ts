/** GET /api/sites/{siteId}/account/ (SPEC §3 Account-of-site response); dates are YYYY-MM-DD. */
export type AccountOfSite = {
  mail: string;
  registered: { date: string };
  site: {
    visitorCount: number;
    active: boolean;
    activeDate: string | null;
    activeExpireDate: string | null;
    customDomains: { domain: string; expires: string }[];
  };
};
