/** The external map search for a place (SPEC §7 Other: the map links out to an external map search). */
export function mapSearchUrl(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location.trim())}`;
}
