// /redigera/{siteId}/versioner (SPEC §2 Versions): the saved versions with date and time, latest and
// current marked; a chosen one is previewed as guests would see it; one that is not the page shown now
// can be restored after a confirmation, and the owner is then back in the editor with that page.
// Restoring moves the current mark (POST …/versions/{id}/restore, docs/decisions.md): the newest
// version stays latest, so a restore is undone by restoring the latest.
import "@design/app-versions.css";
import type { Site, SiteDocument } from "@core/site";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { useLoadError } from "../components/load-error";
import { appConfig } from "../config";
import { versionTimes } from "./format";
import { RestoreDialog } from "./RestoreDialog";
import { VersionList, type VersionSummary } from "./VersionList";
import { VersionPreview } from "./VersionPreview";

export function VersionsPage() {
  const { siteId = "" } = useParams();
  const { t, i18n } = useTranslation("app");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = appConfig();
  const base = `/api/sites/${encodeURIComponent(siteId)}`;
  useDocumentTitle(t("versions.title"));

  const site = useQuery({ queryKey: ["site", siteId], queryFn: () => api.get<Site>(base) });
  // Version history needs a version-2 site (SPEC §6): a site made with the old editor gets it with the
  // upgrade, and is not offered it before (nor asked for its versions once it is known to be one).
  const version1 = site.data?.siteVersion === 1;
  const versions = useQuery({
    queryKey: ["site-versions", siteId],
    queryFn: () => api.get<{ versions: VersionSummary[] }>(`${base}/versions`),
    enabled: !version1,
  });
  const list = version1 ? [] : (versions.data?.versions ?? []);
  const [picked, setPicked] = useState<number | null>(null);
  // Until the owner picks one, the page shown now (current) is chosen.
  const chosen = list.find((v) => v.id === picked) ?? list.find((v) => v.current) ?? list[0] ?? null;
  const preview = useQuery({
    queryKey: ["site-version", siteId, chosen?.id],
    queryFn: () => api.get<{ site: SiteDocument }>(`${base}/versions/${chosen?.id}`),
    enabled: chosen !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const [error, setError] = useState<ShownError | null>(null);
  const [confirming, setConfirming] = useState(false);
  useLoadError(versions.error, t("versions.loadFailed"), setError);
  useLoadError(preview.error, t("versions.previewFailed"), setError);

  const restore = useMutation({
    mutationFn: (versionId: number) => api.post<Site>(`${base}/versions/${versionId}/restore`),
    onSuccess: async (stored) => {
      // The editor reads ['site', id]: it opens with the restored page, not a cached older one.
      queryClient.setQueryData(["site", siteId], stored);
      await queryClient.invalidateQueries({ queryKey: ["site-versions", siteId] });
      setConfirming(false);
      navigate(`/redigera/${siteId}/`);
    },
    onError: (cause) => {
      setConfirming(false);
      setError({ error: cause, description: t("versions.restoreFailed") });
    },
  });

  const times = versionTimes(list, i18n.language);
  const chosenTime = chosen ? (times[list.indexOf(chosen)] ?? "") : "";
  const editorHref = `/redigera/${siteId}/`;

  return (
    <div className="versions-page">
      <header className="action-bar">
        <Link className="action-bar__back" to={editorHref}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t("versions.back")}
        </Link>
        <span className="action-bar__brand">{config.displayName}</span>
      </header>

      <div className="versions">
        <main className="versions__side">
          <h1 className="versions__title">{t("versions.title")}</h1>
          <p className="versions__lead">{t("versions.lead")}</p>
          {version1 ? (
            <p className="versions__status">
              {t("versions.needsUpgrade")} <Link to={editorHref}>{t("versions.toUpgrade")}</Link>
            </p>
          ) : versions.isPending ? (
            <p className="versions__status" aria-live="polite">
              {versions.error ? t("versions.loadFailed") : t("versions.loading")}
            </p>
          ) : versions.error ? (
            <p className="versions__status">{t("versions.loadFailed")}</p>
          ) : list.length === 0 ? (
            <p className="versions__status">{t("versions.empty")}</p>
          ) : (
            <>
              <VersionList versions={list} times={times} chosen={chosen?.id ?? null} onChoose={setPicked} />
              <p className="versions__note">
                {t("versions.currentHint")} {t("versions.kept")}
              </p>
            </>
          )}
        </main>

        {chosen ? (
          <section className="versions__preview" aria-labelledby="versions-preview-title">
            <div className="versions__preview-bar">
              <div>
                <h2 id="versions-preview-title" className="versions__preview-title">
                  {t("versions.previewTitle", { date: chosenTime })}
                </h2>
                <p className="visually-hidden">{t("versions.previewLabel", { date: chosenTime })}</p>
              </div>
              {chosen.current ? (
                <p className="versions__is-current">{t("versions.isCurrent")}</p>
              ) : (
                <button
                  type="button"
                  className="button button--primary versions__restore"
                  onClick={() => setConfirming(true)}
                  disabled={!preview.data || restore.isPending}
                >
                  {t("versions.restore")}
                </button>
              )}
            </div>
            {preview.data ? (
              <VersionPreview
                siteId={siteId}
                document={preview.data.site}
                reservations={site.data?.giftRegistryReservations ?? []}
              />
            ) : (
              <p className="versions__status" aria-live="polite">
                {preview.error ? t("versions.previewFailed") : t("versions.previewLoading")}
              </p>
            )}
          </section>
        ) : null}
      </div>

      <RestoreDialog
        date={confirming && chosen ? chosenTime : null}
        restoring={restore.isPending}
        onConfirm={() => chosen && restore.mutate(chosen.id)}
        onClose={() => setConfirming(false)}
      />
      <ErrorDialog shown={error} />
    </div>
  );
}
