// The map image's two widths (issue 8 item 4): the server draws every map at 640 and 420 px and names
// the small one after the large one, so a module stores one path and the guest page still offers both.

/** The widths of a drawn map, large first; both 4:3. */
export const MAP_IMAGE_WIDTHS = [640, 420] as const;

/** The 420 px image of a drawn map from its 640 px path ('…-640.png' → '…-420.png'); null for other images. */
export function smallMapPath(path640: string): string | null {
  return /-640\.png$/.test(path640) ? path640.replace(/-640\.png$/, "-420.png") : null;
}
