// Where guests open a published site. On the real domains that is the host itself over https; on a
// local dev server (a port starting with 30, SPEC §1/§9) the host cannot be reached, so the preview
// parameter ?domainHost= on this server opens the same page.

export function liveUrl(host: string, location: { protocol: string; host: string; port: string }): string {
  if (location.port.startsWith("30")) {
    return `${location.protocol}//${location.host}/?domainHost=${encodeURIComponent(host)}`;
  }
  return `https://${host}/`;
}

/** The site's live address in this browser. */
export const liveUrlHere = (host: string): string => liveUrl(host, window.location);
