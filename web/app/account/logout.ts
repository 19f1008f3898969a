// Logging out (SPEC §7: POST /api/accounts/logout/, then the browser leaves to the landing host). On the
// brand's own domain that is https://{domain}/; anywhere else (a local server, a staging host, where
// the brand domain is not this server) it is this server's start page '/'.
import { api } from "../api";
import { appConfig } from "../config";

export function landingUrl(hostname: string = window.location.hostname): string {
  const { domain } = appConfig();
  const host = hostname.toLowerCase();
  return host === domain || host === `www.${domain}` ? `https://${domain}/` : "/";
}

/** Ends the session on the server, then leaves with a full page load (nothing of the account stays). */
export async function logOutAndLeave(): Promise<void> {
  await api.post("/api/accounts/logout/");
  window.location.assign(landingUrl());
}
