// When the editor's canvas draws its modules below the first ones (issue 24, TBT). The first canvas holds
// a phone's screen and more (FIRST_CANVAS_MODULES); drawing the rest one module a render while the page
// loads made a dozen background renders, each a task a phone's main thread is held by (about 500 ms of
// Lighthouse's blocking time on its own). The rest is now drawn, still a module a render, once the owner
// comes near it (CanvasRest, a mark after the last drawn module, within a screen of the view), does
// anything on the page (a press, a key, a wheel: Ctrl+F finds every text), or the page has been still
// for REST_DELAY_MS after its first canvas (so the whole page is there for a screen reader too).
import { useEffect, useRef, useState } from "react";

/** After the first canvas, how long the editor waits for the owner before drawing the rest anyway. */
export const REST_DELAY_MS = 2500;
/** How far below the view the mark after the last drawn module starts the rest: one screen. */
export const REST_MARGIN = "0px 0px 100% 0px";

/**
 * Whether the rest of the canvas is to be drawn, and what asks for it. `started`: the first canvas is
 * there (the waiting and listening begin then).
 */
export function useCanvasRest(started: boolean): { drawRest: boolean; requestRest: () => void } {
  const [drawRest, setDrawRest] = useState(false);
  const requestRest = useRef(() => setDrawRest(true)).current;
  useEffect(() => {
    if (!started || drawRest) return;
    const timer = window.setTimeout(requestRest, REST_DELAY_MS);
    const events = ["pointerdown", "keydown", "wheel", "touchstart"] as const;
    for (const event of events) window.addEventListener(event, requestRest, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, requestRest, { capture: true });
    };
  }, [started, drawRest, requestRest]);
  return { drawRest, requestRest };
}

/** The mark after the last drawn module: coming within a screen of it asks for the rest. */
export function CanvasRest({ onNear }: { onNear: () => void }) {
  const mark = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = mark.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      onNear();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: REST_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onNear]);
  return <div ref={mark} className="canvas-rest" aria-hidden="true" />;
}
