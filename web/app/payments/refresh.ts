// A payment changes the site (host, expiry) and the account's data on the server; both cached queries
// are refetched before the next screen shows them, so it never shows the address or date from before.
import type { QueryClient } from "@tanstack/react-query";

export async function refreshSiteAndAccount(queryClient: QueryClient, siteId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["site", siteId] }),
    queryClient.invalidateQueries({ queryKey: ["account", siteId] }),
  ]);
}
