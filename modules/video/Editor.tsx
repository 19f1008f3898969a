import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { ModuleTextField } from "../shared/ModuleTextField";
import { videoInputStatus } from "./editor-rules";
import { youtubeEmbedUrl, youtubeThumbnail } from "./youtube";

export const VideoEditor: ModuleEditorFor<"Video"> = (props) => {
  const { t } = useTranslation("app");
  const { module, onChange } = props;
  const urlId = useId();
  const autoStartId = useId();
  // What the owner typed, kept here too: an address the schema refuses (javascript:) is shown and
  // explained but never stored, so the page can always be saved.
  const [typed, setTyped] = useState(module.video.videoUrl);
  const status = videoInputStatus(typed);
  const statusText =
    status.kind === "valid"
      ? t("editorLists.video.valid", { id: status.id })
      : status.kind === "wrongLength"
        ? t("editorLists.video.wrongLength", { count: status.length })
        : t(`editorLists.video.${status.kind}`);

  return (
    <div className="editor-lists">
      <ModuleTextField {...props} field="title" label="title" />
      <ModuleTextField {...props} field="text" label="text" rich />
      <div className="field">
        <label htmlFor={urlId}>{t("editorLists.video.url")}</label>
        <input
          id={urlId}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={2000}
          value={typed}
          aria-describedby={`${urlId}-hint ${urlId}-status`}
          aria-invalid={
            status.kind === "wrongLength" || status.kind === "unsafe" || status.kind === "notYouTube"
          }
          onChange={(event) => {
            const text = event.target.value;
            setTyped(text);
            if (videoInputStatus(text).kind !== "unsafe")
              onChange({ ...module, video: { ...module.video, videoUrl: text.trim() } });
          }}
        />
        <p className="field__hint" id={`${urlId}-hint`}>
          {t("editorLists.video.hint")}
        </p>
        <p
          className={`editor-lists__status${status.kind === "valid" ? " is-ok" : status.kind === "empty" ? "" : " is-problem"}`}
          id={`${urlId}-status`}
          aria-live="polite"
        >
          {statusText}
        </p>
      </div>
      <div className="field">
        <label className="switch" htmlFor={autoStartId}>
          <input
            id={autoStartId}
            type="checkbox"
            checked={module.video.autoStart}
            aria-describedby={`${autoStartId}-hint`}
            onChange={(event) =>
              onChange({ ...module, video: { ...module.video, autoStart: event.target.checked } })
            }
          />
          <span className="switch__track" aria-hidden="true" />
          {t("editorLists.video.autoStart")}
        </label>
        <p className="field__hint" id={`${autoStartId}-hint`}>
          {t("editorLists.video.autoStartHint")}
        </p>
      </div>
      {status.kind === "valid" ? <VideoPreview key={status.id} id={status.id} /> : null}
    </div>
  );
};

/**
 * The video's thumbnail first, the privacy embed (youtube-nocookie.com) only when the owner presses
 * play: opening the editor sends nothing to YouTube. Both are allowed by the app's CSP (img-src https:,
 * frame-src youtube-nocookie.com); when the thumbnail cannot be fetched (offline, a removed video)
 * the preview says so in words.
 */
function VideoPreview({ id }: { id: string }) {
  const { t } = useTranslation("app");
  const [state, setState] = useState<"thumbnail" | "playing" | "unavailable">("thumbnail");
  return (
    <figure className="editor-lists__video-preview">
      <figcaption className="field__label">{t("editorLists.video.preview")}</figcaption>
      <div className="editor-lists__video-frame">
        {state === "playing" ? (
          // Never autoplaying here beyond the owner's own press, whatever the switch says.
          <iframe
            src={youtubeEmbedUrl(id, true)}
            title={t("editorLists.video.previewFrame")}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : state === "unavailable" ? (
          <p className="editor-lists__video-text">{t("editorLists.video.unavailable", { id })}</p>
        ) : (
          <button type="button" className="editor-lists__video-play" onClick={() => setState("playing")}>
            <img src={youtubeThumbnail(id, "sddefault")} alt="" onError={() => setState("unavailable")} />
            <span className="editor-lists__video-play-icon" aria-hidden="true" />
            <span className="visually-hidden">{t("editorLists.video.play")}</span>
          </button>
        )}
      </div>
    </figure>
  );
}

export default VideoEditor;
