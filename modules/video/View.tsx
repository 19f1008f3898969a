import { translate } from "@core/translation";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@web/i18n/use-translation";
import { ModuleTitle } from "../shared/ModuleTitle";
import { RichText } from "../shared/RichText";
import type { ModuleViewFor } from "../view-types";
import { MIN_THUMBNAIL_WIDTH, youtubeEmbedUrl, youtubeThumbnail, youtubeVideoId } from "./youtube";

export const VideoView: ModuleViewFor<"Video"> = ({ module, language, mode }) => {
  const { t } = useTranslation("guest");
  const id = youtubeVideoId(module.video.videoUrl);
  const title = translate(module.title, language);
  const hasText = translate(module.text, language) !== "";
  if (!id && mode !== "EDIT" && !title && !hasText) return null;
  return (
    <div className="module-video">
      <ModuleTitle title={module.title} language={language} />
      <RichText text={module.text} language={language} className="module-video__text" />
      {id ? (
        <VideoPlayer key={id} id={id} autoStart={module.video.autoStart} title={title} />
      ) : mode === "EDIT" ? (
        <div className="module-video__placeholder">
          <PlayIcon />
          <p>
            {module.video.videoUrl.trim() === "" ? t("modules.video.missing") : t("modules.video.invalid")}
          </p>
        </div>
      ) : null}
    </div>
  );
};

function VideoPlayer({ id, autoStart, title }: { id: string; autoStart: boolean; title: string }) {
  const { t } = useTranslation("guest");
  const [playing, setPlaying] = useState(false);
  const [thumbnail, setThumbnail] = useState(() => youtubeThumbnail(id, "maxresdefault"));
  const near = useNearViewport<HTMLDivElement>();
  const fallback = youtubeThumbnail(id, "sddefault");

  if (playing) {
    return (
      <div className="module-video__frame">
        <iframe
          src={youtubeEmbedUrl(id, autoStart)}
          title={title || t("modules.video.frameTitle")}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className="module-video__frame" ref={near.ref}>
      {/* The thumbnail comes from YouTube only once the video is about to be seen, so a guest who never
          scrolls here sends nothing to YouTube. Without JavaScript it links to the video on YouTube. */}
      {near.isNear ? (
        <img
          className="module-video__thumbnail"
          src={thumbnail}
          alt=""
          decoding="async"
          width={1280}
          height={720}
          onLoad={(event) => {
            if (event.currentTarget.naturalWidth < MIN_THUMBNAIL_WIDTH) setThumbnail(fallback);
          }}
          onError={() => setThumbnail((current) => (current === fallback ? current : fallback))}
        />
      ) : null}
      <noscript>
        <a
          className="module-video__link"
          href={`https://www.youtube.com/watch?v=${id}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <img
            className="module-video__thumbnail"
            src={youtubeThumbnail(id, "maxresdefault")}
            alt={title || t("modules.video.frameTitle")}
            loading="lazy"
            width={1280}
            height={720}
          />
        </a>
      </noscript>
      <button
        type="button"
        className="module-video__play"
        aria-label={title ? t("modules.video.playTitled", { title }) : t("modules.video.play")}
        onClick={() => setPlaying(true)}
      >
        <PlayIcon />
      </button>
    </div>
  );
}

/** Whether the element is within 300 px of the viewport (true at once where that cannot be observed). */
function useNearViewport<E extends Element>() {
  const ref = useRef<E>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, isNear };
}

function PlayIcon() {
  return (
    <svg
      className="module-video__play-icon"
      viewBox="0 0 68 48"
      width="68"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="68" height="48" rx="14" fill="currentColor" />
      <path d="M27 15v18l16-9z" fill="#fff" />
    </svg>
  );
}
