import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { ModuleTextField } from "../shared/ModuleTextField";
import { videoInputStatus } from "./editor-rules";
import { youtubeEmbedUrl } from "./youtube";

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
      {status.kind === "valid" ? (
        <figure className="editor-lists__video-preview">
          <figcaption className="field__label">{t("editorLists.video.preview")}</figcaption>
          {/* The privacy embed (youtube-nocookie.com), which the page's CSP allows as a frame; never
              autoplaying here, whatever the switch says. */}
          <div className="editor-lists__video-frame">
            <iframe
              key={status.id}
              src={youtubeEmbedUrl(status.id, false)}
              title={t("editorLists.video.previewFrame")}
              loading="lazy"
              allow="encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        </figure>
      ) : null}
    </div>
  );
};

export default VideoEditor;
