// The editor's site and account in the editor's own page (issue 24): a full load of /redigera/{siteId}
// by that site's signed-in owner carries what GET /api/sites/{siteId} and GET /api/sites/{siteId}/account/
// would answer, so the app draws the canvas without waiting one round trip after its code for them
// (web/app/start.tsx). Only for the owner of that very site (requireOwnedSite, as those two routes ask);
// anyone else, and any error, gets the page without it and the app asks as before, seeing the API's own
// answer (401, 403). The page is then private and not stored (routes.ts), and the JSON is escaped for a
// <script> element (scriptJson).
import { EDITOR_DATA_ID, type EditorPageData, editorSiteIdOf } from "@web/app/page-state";
import type { FastifyRequest } from "fastify";
import { sessionToken } from "../auth/sessions";
import type { AppContext } from "../context";
import { requireOwnedSite } from "../guards";
import { accountOfSite } from "../operations/account-page";
import { presentOwnerSite } from "../operations/owner-site";
import { scriptJson } from "./html";

/** The editor's data for this request as a JSON script element, or null (not the editor, not the owner). */
export async function editorDataScript(
  ctx: AppContext,
  request: FastifyRequest,
  pathname: string,
): Promise<string | null> {
  const siteId = editorSiteIdOf(pathname);
  if (!siteId || !sessionToken(request)) return null;
  let data: EditorPageData;
  try {
    const { account, site, role } = await requireOwnedSite(ctx, request, siteId);
    const [owned, facts] = await Promise.all([
      presentOwnerSite(ctx, site),
      accountOfSite(ctx, account, site),
    ]);
    // As GET /api/sites/{siteId} answers it: with the asker's role and the version a save is made on.
    data = { siteId, site: Object.assign(owned, { role, version: site.currentVersionId }), account: facts };
  } catch {
    // Not signed in, not this site's owner, or a failed read: the app's own requests say which.
    return null;
  }
  return `<script type="application/json" id="${EDITOR_DATA_ID}">${scriptJson(data)}</script>`;
}
