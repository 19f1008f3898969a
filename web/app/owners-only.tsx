// The owners' screens under /redigera/{siteId}/ (the guest list, versions, seating, photos, answers,
// printed invitations, the account page, the address choice) for a helper (issue 28): a toastmaster or
// caterer who opens one (an old link, typed) is sent to their own screen, as the editor's address does
// (EditorPage), instead of seeing the owners' tools behind a "no permission" dialog offering "Logga in".
// The role is GET /api/sites/{id}'s, which answers every member; the screen itself is drawn once that
// answer shows an owner. A member with a role that has no screen of its own is told the page is the
// couple's. A failed answer (signed out, not a member) leaves the screen to handle it as before.
import { helperScreenOf, isOwning, type SiteRole } from "@core/roles";
import type { Site } from "@core/site";
import { useQuery } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, type RouteObject, useParams } from "react-router";
import { siteQuery } from "./editor/queries";

/** The owners' screens' paths (routes.tsx): the site's id, then the screen. */
const OWNERS_SCREEN_PATH =
  /^\/redigera\/([^/]+)\/(?:gaster|versioner|placering|bilder|visa-osa|inbjudningar|konto|valj-adress)(?:\/|$)/;

/** The site id of an owners' screen's path (/redigera/{id}/gaster …), for start.tsx to ask for the site early. */
export function ownersScreenSiteIdOf(pathname: string): string | null {
  const id = OWNERS_SCREEN_PATH.exec(pathname)?.[1];
  if (!id) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return null;
  }
}

export function OwnersOnly({ children }: { children: ReactNode }) {
  const { siteId = "" } = useParams();
  const { t } = useTranslation("app");
  const site = useQuery(siteQuery(siteId));
  if (site.data === undefined) {
    // Refused or failed (signed out, not a member): the screen shows it as before. Told by the time of
    // the error, which stays while the screen's own query asks again (the status is pending then).
    if (site.errorUpdatedAt > 0) return <>{children}</>;
    // Not known yet: nothing of the owners' screen (its own requests would be refused a helper).
    return (
      <main className="app-page app-page--center">
        <p aria-live="polite">{t("editor.loading")}</p>
      </main>
    );
  }
  // A site cached from a save or a restore carries no role: it was an owner's.
  const role = (site.data as Site & { role?: SiteRole }).role;
  if (role === undefined || isOwning(role)) return <>{children}</>;
  const screen = helperScreenOf(role);
  if (screen) return <Navigate to={`/redigera/${encodeURIComponent(siteId)}/${screen}`} replace />;
  return (
    <main className="app-page app-page--center">
      <div className="card">
        <h1>{t("ownersOnly.title")}</h1>
        <p>{t("ownersOnly.text")}</p>
        <Link className="button button--primary" to="/">
          {t("ownersOnly.toStart")}
        </Link>
      </div>
    </main>
  );
}

/** A route's lazy loader whose screen is drawn inside OwnersOnly. */
export function ownersOnly(load: () => Promise<ComponentType>): NonNullable<RouteObject["lazy"]> {
  return async () => {
    const Screen = await load();
    return {
      element: (
        <OwnersOnly>
          <Screen />
        </OwnersOnly>
      ),
    };
  };
}
