// The map part of the Location editor: place (debounced), theme, zoom, marker colour and a preview of
// the server's map image.
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "@web/i18n/use-translation";
import { useEditorContext } from "../shared/editor/context";
import {
  clampZoom,
  MARKER_DEFAULT,
  type MapSettings,
  normalizeHexColor,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_PAGE_STEP,
} from "./editor-rules";
import { MAP_THEMES } from "./schema";
import { useMapImage } from "./useMapImage";

type Props = { map: MapSettings; onChange: (map: MapSettings) => void };

export function MapFields({ map, onChange }: Props) {
  const { t } = useTranslation("app");
  const { apiBase } = useEditorContext();
  const id = useId();
  // The newest map, also between a change and the parent's next render (the answer arrives later).
  const latest = useRef(map);
  latest.current = map;
  const [place, setPlace] = useState(map.location);
  const [hex, setHex] = useState(map.markerColor);
  const hexValid = normalizeHexColor(hex) !== null;
  const image = useMapImage(apiBase, (answer) => {
    latest.current = answer;
    onChange(answer);
  });

  // What the owner chose is stored at once (so it is kept whatever the server says); the image that
  // no longer matches is dropped until the new one arrives, rather than showing another place.
  const change = (patch: Partial<Omit<MapSettings, "path">>) => {
    const { path: _old, ...settings } = { ...latest.current, ...patch };
    latest.current = settings;
    onChange(settings);
    image.request(settings);
  };

  const zoom = clampZoom(map.zoom);
  const onZoomKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // SPEC: arrow keys one step (the browser's own), page keys ten.
    if (event.key !== "PageUp" && event.key !== "PageDown") return;
    event.preventDefault();
    change({ zoom: clampZoom(zoom + (event.key === "PageUp" ? ZOOM_PAGE_STEP : -ZOOM_PAGE_STEP)) });
  };

  const trimmedPlace = map.location.trim();
  return (
    <fieldset className="editor-lists__group">
      <legend>{t("editorLists.location.mapSettings")}</legend>
      <div className="field">
        <label htmlFor={`${id}-place`}>{t("editorLists.location.place")}</label>
        <input
          id={`${id}-place`}
          type="text"
          autoComplete="street-address"
          maxLength={300}
          value={place}
          aria-describedby={`${id}-place-hint`}
          onChange={(event) => {
            setPlace(event.target.value);
            change({ location: event.target.value });
          }}
        />
        <p className="field__hint" id={`${id}-place-hint`}>
          {t("editorLists.location.placeHint")}
        </p>
      </div>
      <div className="editor-lists__map-row">
        <div className="field">
          <label htmlFor={`${id}-theme`}>{t("editorLists.location.theme")}</label>
          <select
            id={`${id}-theme`}
            value={map.mapTheme}
            onChange={(event) => change({ mapTheme: event.target.value as MapSettings["mapTheme"] })}
          >
            {MAP_THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {t(`editorLists.location.themes.${theme}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <span className="field__label" id={`${id}-color-label`}>
            {t("editorLists.location.markerColor")}
          </span>
          <div className="editor-lists__color">
            <input
              type="color"
              aria-label={t("editorLists.location.markerColorPicker")}
              value={normalizeHexColor(map.markerColor) ?? MARKER_DEFAULT}
              onChange={(event) => {
                setHex(event.target.value);
                change({ markerColor: event.target.value });
              }}
            />
            <input
              type="text"
              aria-labelledby={`${id}-color-label ${id}-hex-label`}
              aria-invalid={!hexValid}
              aria-describedby={hexValid ? undefined : `${id}-hex-error`}
              spellCheck={false}
              autoComplete="off"
              maxLength={7}
              value={hex}
              onChange={(event) => {
                setHex(event.target.value);
                const color = normalizeHexColor(event.target.value);
                if (color) change({ markerColor: color });
              }}
            />
            <span id={`${id}-hex-label`} className="visually-hidden">
              {t("editorLists.location.markerColorHex")}
            </span>
          </div>
          {hexValid ? null : (
            <p className="field__error" id={`${id}-hex-error`} role="alert">
              {t("editorLists.location.markerColorInvalid")}
            </p>
          )}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-zoom`}>
          {t("editorLists.location.zoom")}:{" "}
          <output htmlFor={`${id}-zoom`} className="editor-lists__zoom-value">
            {zoom}
          </output>
        </label>
        <input
          id={`${id}-zoom`}
          className="editor-lists__range"
          type="range"
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={1}
          value={zoom}
          aria-describedby={`${id}-zoom-hint`}
          onKeyDown={onZoomKey}
          onChange={(event) => change({ zoom: clampZoom(Number(event.target.value)) })}
        />
        <p className="field__hint" id={`${id}-zoom-hint`}>
          {t("editorLists.location.zoomHint")}
        </p>
      </div>
      <figure className="editor-lists__map-preview">
        <figcaption className="field__label">{t("editorLists.location.preview")}</figcaption>
        {map.path && trimmedPlace ? (
          <img
            src={map.path}
            alt={t("editorLists.location.previewAlt", { place: trimmedPlace })}
            width={640}
            height={480}
          />
        ) : (
          <div className="editor-lists__map-empty">
            {trimmedPlace ? null : <p>{t("editorLists.location.noPlace")}</p>}
          </div>
        )}
        <div className="editor-lists__map-status" aria-live="polite">
          {image.state === "waiting" || image.state === "making" ? (
            <p>{t("editorLists.location.making")}</p>
          ) : null}
          {image.state === "failed" ? (
            <p className="field__error">
              {t("editorLists.location.failed")}{" "}
              <button type="button" className="link-button" onClick={() => image.request(latest.current)}>
                {t("editorLists.location.retry")}
              </button>
            </p>
          ) : null}
        </div>
      </figure>
    </fieldset>
  );
}
