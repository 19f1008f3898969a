// /redigera/{siteId}/bilder (issue 27): guests' photos. Sharing on or off and auto-approve; the guests'
// link with its QR code, a table card to print (A6, this page's print style) and the slideshow; the
// gallery with a filter by status, each photo approved, rejected or deleted with its own buttons (every
// action by keyboard), and the approved photos as a .zip. New uploads are fetched every 15 seconds.
import "./photos.css";
import type { PhotoList, PhotoStatus, PhotoView } from "@core/photos";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiRequestError, api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { appConfig } from "../config";

type Filter = "all" | PhotoStatus;
const FILTERS: Filter[] = ["pending", "approved", "rejected", "all"];
const FILTER_TEXT = {
  all: "photos.filterAll",
  pending: "photos.filterPending",
  approved: "photos.filterApproved",
  rejected: "photos.filterRejected",
} as const;
const STATUS_TEXT = {
  pending: "photos.statusPending",
  approved: "photos.statusApproved",
  rejected: "photos.statusRejected",
} as const;
const DONE_TEXT = {
  approved: "photos.approvedDone",
  rejected: "photos.rejectedDone",
  deleted: "photos.deletedDone",
} as const;
/** As the server's ZIP_PART_PHOTOS (server/routes/photos). */
const ZIP_PART_PHOTOS = 250;

export function PhotosPage() {
  const { siteId = "" } = useParams();
  const { t, i18n } = useTranslation("app");
  const config = appConfig();
  const queryClient = useQueryClient();
  const base = `/api/sites/${encodeURIComponent(siteId)}/photos`;
  const queryKey = ["photos", siteId];
  useDocumentTitle(t("photos.title"));
  const [filter, setFilter] = useState<Filter>("pending");
  const [message, setMessage] = useState("");
  const [failure, setFailure] = useState("");
  const filterName = useId();

  const photos = useQuery({
    queryKey,
    queryFn: () => api.get<PhotoList>(base),
    refetchInterval: 15_000,
  });

  const failed = (error: unknown) => {
    const body = error instanceof ApiRequestError ? error.body : null;
    const language = i18n.language as "sv" | "en" | "da";
    setFailure(body?.errorDescription?.[language] ?? t("photos.saveFailed"));
  };
  const settings = useMutation({
    mutationFn: (body: { enabled?: boolean; autoApprove?: boolean; newKey?: true }) =>
      api.put(`${base}/settings`, body),
    // The box shows its new state at once; the answer (or a failure) brings the server's.
    onMutate: ({ enabled, autoApprove }) => {
      queryClient.setQueryData<PhotoList>(queryKey, (old) =>
        old
          ? {
              ...old,
              settings: {
                ...old.settings,
                ...(enabled !== undefined ? { enabled } : {}),
                ...(autoApprove !== undefined ? { autoApprove } : {}),
              },
            }
          : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
    onSuccess: (_data, body) => {
      setFailure("");
      if (body.newKey) setMessage(t("photos.newKeyDone"));
    },
    onError: failed,
  });
  const decide = useMutation({
    mutationFn: ({ id, status }: { id: string; status: "approved" | "rejected" | "deleted" }) =>
      status === "deleted" ? api.delete(`${base}/${id}`) : api.put(`${base}/${id}`, { status }),
    onSuccess: (_data, { status }) => {
      setFailure("");
      setMessage(t(DONE_TEXT[status]));
      return queryClient.invalidateQueries({ queryKey });
    },
    onError: failed,
  });

  const data = photos.data;
  const view = data?.settings;
  const shown = (data?.photos ?? []).filter((photo) => filter === "all" || photo.status === filter);
  const total = data ? data.counts.pending + data.counts.approved + data.counts.rejected : 0;
  const parts = Math.ceil((data?.counts.approved ?? 0) / ZIP_PART_PHOTOS);
  const time = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  return (
    <div className="photos-page">
      <header className="action-bar">
        <Link className="action-bar__back" to={`/redigera/${siteId}/`}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t("photos.back")}
        </Link>
        <span className="action-bar__brand">{config.displayName}</span>
      </header>

      <main className="photos">
        <h1 className="photos__title">{t("photos.title")}</h1>
        <p className="photos__lead">{t("photos.lead")}</p>
        <p className="photos__status" role="status">
          {photos.isPending ? t("photos.loading") : message}
        </p>
        {photos.isError ? (
          <p className="photos__error" role="alert">
            {t("photos.loadFailed")}
          </p>
        ) : null}
        {failure ? (
          <p className="photos__error" role="alert">
            {failure}
          </p>
        ) : null}

        {view ? (
          <section className="photos__settings">
            <label className="photos__check">
              <input
                type="checkbox"
                checked={view.enabled}
                disabled={settings.isPending}
                onChange={(event) => settings.mutate({ enabled: event.target.checked })}
              />
              {t("photos.enabled")}
            </label>
            <label className="photos__check">
              <input
                type="checkbox"
                checked={view.autoApprove}
                disabled={settings.isPending || !view.enabled}
                onChange={(event) => settings.mutate({ autoApprove: event.target.checked })}
              />
              {t("photos.autoApprove")}
            </label>
            <p className="photos__caps">
              {t("photos.caps", {
                perGuest: view.caps.perGuest,
                perSite: view.caps.perSite,
                mb: Math.round(view.caps.maxBytes / (1024 * 1024)),
              })}
            </p>
          </section>
        ) : null}

        {view && !view.enabled ? <p className="photos__off">{t("photos.off")}</p> : null}

        {view?.enabled ? (
          <section className="photos__link" aria-labelledby="photos-link-title">
            <h2 id="photos-link-title">{t("photos.linkTitle")}</h2>
            <div className="photos__link-body">
              <img
                className="photos__qr"
                src={`${base}/qr.svg?k=${encodeURIComponent(view.key)}`}
                alt={t("photos.qrAlt")}
                width={160}
                height={160}
              />
              <div className="photos__link-words">
                <label htmlFor="photos-upload-url">{t("photos.linkLabel")}</label>
                <input
                  id="photos-upload-url"
                  readOnly
                  value={view.uploadUrl}
                  onFocus={(e) => e.target.select()}
                />
                {view.published ? null : <p className="photos__hint">{t("photos.notPublished")}</p>}
                <div className="photos__buttons">
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      void navigator.clipboard
                        ?.writeText(view.uploadUrl)
                        .then(() => setMessage(t("photos.copied")));
                    }}
                  >
                    {t("photos.copy")}
                  </button>
                  <button type="button" className="button" onClick={() => window.print()}>
                    {t("photos.printCard")}
                  </button>
                  <a
                    className="button button--primary"
                    href={view.slideshowUrl}
                    target="_blank"
                    rel="noopener"
                  >
                    {t("photos.openSlideshow")}
                  </a>
                  <button
                    type="button"
                    className="button"
                    disabled={settings.isPending}
                    onClick={() => {
                      if (window.confirm(t("photos.newKeyConfirm"))) settings.mutate({ newKey: true });
                    }}
                  >
                    {t("photos.newKey")}
                  </button>
                </div>
                <p className="photos__hint">{t("photos.slideshowHelp")}</p>
              </div>
            </div>
            {/* Printed alone (photos.css @media print): an A6 table card. */}
            <div className="photos-card" aria-hidden="true">
              <p className="photos-card__title">{t("photos.card.title")}</p>
              <img src={`${base}/qr.svg?k=${encodeURIComponent(view.key)}`} alt="" />
              <p>{t("photos.card.text")}</p>
              <p className="photos-card__url">
                {t("photos.card.orVisit")} {view.uploadUrl.replace(/^https?:\/\//, "")}
              </p>
            </div>
          </section>
        ) : null}

        {data && total > 0 ? (
          <section className="photos__gallery" aria-labelledby="photos-gallery-title">
            <div className="photos__gallery-head">
              <h2 id="photos-gallery-title">{t("photos.gallery")}</h2>
              {parts <= 1 ? (
                data.counts.approved > 0 ? (
                  <a className="button" href={`${base}/download`} download>
                    {t("photos.download")}
                  </a>
                ) : null
              ) : (
                Array.from({ length: parts }, (_, i) => i + 1).map((part) => (
                  <a key={part} className="button" href={`${base}/download?part=${part}`} download>
                    {t("photos.downloadPart", { part, parts })}
                  </a>
                ))
              )}
            </div>
            <fieldset className="photos__filter">
              <legend>{t("photos.filterLabel")}</legend>
              {FILTERS.map((option) => (
                <label key={option} className={filter === option ? "is-current" : undefined}>
                  <input
                    type="radio"
                    name={filterName}
                    value={option}
                    checked={filter === option}
                    onChange={() => setFilter(option)}
                  />
                  {t(FILTER_TEXT[option], { count: option === "all" ? total : data.counts[option] })}
                </label>
              ))}
            </fieldset>
            {shown.length === 0 ? (
              <p className="photos__empty">{t("photos.empty")}</p>
            ) : (
              <ul className="photos__grid">
                {shown.map((photo) => (
                  <PhotoItem
                    key={photo.id}
                    photo={photo}
                    time={time(photo.createdAt)}
                    busy={decide.isPending && decide.variables?.id === photo.id}
                    onDecide={(status) => {
                      if (status === "deleted" && !window.confirm(t("photos.deleteConfirm"))) return;
                      decide.mutate({ id: photo.id, status });
                    }}
                  />
                ))}
              </ul>
            )}
          </section>
        ) : data ? (
          <p className="photos__empty">{t("photos.empty")}</p>
        ) : null}
      </main>
    </div>
  );
}

function PhotoItem({
  photo,
  time,
  busy,
  onDecide,
}: {
  photo: PhotoView;
  time: string;
  busy: boolean;
  onDecide: (status: "approved" | "rejected" | "deleted") => void;
}) {
  const { t } = useTranslation("app");
  const labelId = `photo-${photo.id}`;
  return (
    <li className={`photos__item photos__item--${photo.status}`} aria-labelledby={labelId}>
      <a
        href={photo.full}
        target="_blank"
        rel="noopener"
        className="photos__thumb"
        aria-label={t("photos.open")}
      >
        <img
          src={photo.small}
          alt={t("photos.photoAlt", { time })}
          width={photo.width}
          height={photo.height}
          loading="lazy"
        />
      </a>
      <div className="photos__meta" id={labelId}>
        <span className={`photos__badge photos__badge--${photo.status}`}>{t(STATUS_TEXT[photo.status])}</span>
        <span>
          {photo.uploaderName ? t("photos.from", { name: photo.uploaderName }) : t("photos.fromNobody")}
        </span>
        <span className="photos__time">{time}</span>
      </div>
      <div className="photos__actions">
        {photo.status !== "approved" ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => onDecide("approved")}
          >
            {t("photos.approve")}
          </button>
        ) : null}
        {photo.status !== "rejected" ? (
          <button type="button" className="button" disabled={busy} onClick={() => onDecide("rejected")}>
            {t("photos.reject")}
          </button>
        ) : null}
        <button
          type="button"
          className="button photos__delete"
          disabled={busy}
          onClick={() => onDecide("deleted")}
        >
          {t("photos.delete")}
        </button>
      </div>
    </li>
  );
}
