import type { Image } from "@core/images";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@web/i18n/use-translation";
import { ModuleTitle } from "../shared/ModuleTitle";
import { ResponsiveImage } from "../shared/ResponsiveImage";
import { RichText } from "../shared/RichText";
import type { ModuleViewFor } from "../view-types";

/** SPEC §9: gallery images are 600 px wide from 750 px up. */
export const GALLERY_SIZES = "(min-width: 750px) 600px, 100vw";

export const ImageGalleryView: ModuleViewFor<"ImageGallery"> = ({ module, language, mode }) => {
  const { t } = useTranslation("guest");
  // The picture shown in the viewer, and the thumbnail that opened it (focus goes back there).
  const [shown, setShown] = useState<{ index: number; opener: number } | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const items = module.gallery;
  const count = items.length;

  return (
    <div className="module-gallery">
      <div className="module-gallery__intro">
        <ModuleTitle title={module.title} language={language} />
        <RichText text={module.text} language={language} />
      </div>
      {count > 0 ? (
        <ul className={`module-gallery__grid count-${Math.min(count, 7)}`}>
          {items.map((item, index) => (
            <li key={item.id} className="module-gallery__cell">
              <button
                type="button"
                className="module-gallery__thumb"
                ref={(element) => {
                  openers.current[index] = element;
                }}
                aria-haspopup="dialog"
                aria-label={t("modules.gallery.open", { number: index + 1, count })}
                onClick={() => setShown({ index, opener: index })}
              >
                <ResponsiveImage image={item.image} sizes={GALLERY_SIZES} language={language} />
              </button>
            </li>
          ))}
        </ul>
      ) : mode === "EDIT" ? (
        <p className="module-placeholder">{t("modules.gallery.empty")}</p>
      ) : null}
      {shown ? (
        <GalleryViewer
          images={items.map((item) => item.image)}
          index={shown.index}
          language={language}
          onIndex={(index) => setShown((current) => (current ? { ...current, index } : current))}
          onClosed={() => {
            const opener = openers.current[shown.opener];
            setShown(null);
            opener?.focus();
          }}
        />
      ) : null}
    </div>
  );
};

type ViewerProps = {
  images: Image[];
  index: number;
  language: string;
  onIndex: (index: number) => void;
  onClosed: () => void;
};

/**
 * The full-size viewer: a modal <dialog>, so the page behind is inert and focus stays inside; Escape
 * closes it (the browser's own cancel), arrow keys and the buttons step through the pictures.
 */
function GalleryViewer({ images, index, language, onIndex, onClosed }: ViewerProps) {
  const { t } = useTranslation("guest");
  const dialog = useRef<HTMLDialogElement>(null);
  const touchStart = useRef<number | null>(null);
  const count = images.length;
  const image = images[index];
  const step = (delta: number) => onIndex((index + delta + count) % count);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
    };
  }, []);

  if (!image) return null;
  const position = t("modules.gallery.position", { number: index + 1, count });
  return (
    <dialog
      ref={dialog}
      className="gallery-viewer"
      aria-label={t("modules.gallery.viewer")}
      onClose={onClosed}
      onKeyDown={(event) => {
        if (event.key === "Tab") {
          keepFocusInside(event);
        } else if (event.key === "ArrowRight") {
          event.preventDefault();
          step(1);
        } else if (event.key === "ArrowLeft") {
          event.preventDefault();
          step(-1);
        }
      }}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < 50) return;
        step(end < start ? 1 : -1);
      }}
    >
      <div className="gallery-viewer__bar">
        <p className="gallery-viewer__position" aria-live="polite">
          {position}
        </p>
        <button
          type="button"
          className="gallery-viewer__button gallery-viewer__close"
          aria-label={t("modules.gallery.close")}
          onClick={() => dialog.current?.close()}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click beside the picture closes, as on the backdrop; the close button is the keyboard way */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the close button cover the keyboard */}
      <div
        className="gallery-viewer__stage"
        onClick={(event) => {
          if (event.target === event.currentTarget) dialog.current?.close();
        }}
      >
        <ResponsiveImage
          key={index}
          className="gallery-viewer__image"
          image={image}
          sizes="100vw"
          language={language}
          eager
          fallbackAlt={position}
        />
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="gallery-viewer__button gallery-viewer__previous"
            aria-label={t("modules.gallery.previous")}
            onClick={() => step(-1)}
          >
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <button
            type="button"
            className="gallery-viewer__button gallery-viewer__next"
            aria-label={t("modules.gallery.next")}
            onClick={() => step(1)}
          >
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <path
                d="M9 5l7 7-7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </>
      ) : null}
    </dialog>
  );
}

// A modal dialog makes the page behind inert, but Tab from its last button would leave for the browser's
// own controls; it goes round the dialog's buttons instead.
function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>("button:not([disabled])")];
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
