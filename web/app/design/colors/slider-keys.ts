// Keyboard steps of the colour sliders (SPEC §9): one with the arrow keys, ten with Page Up/Down or
// Shift+arrow; Home and End go to the ends. Handled here rather than left to the browser, whose page
// step is a tenth of the range (36 on the hue slider) and whose Shift+arrow is still one.
import type { KeyboardEvent } from "react";

export const SMALL_STEP = 1;
export const LARGE_STEP = 10;

type Key = { key: string; shiftKey: boolean };

/** The slider's next value for a key, or null when the key is not a slider key. */
export function sliderKeyValue(event: Key, value: number, min: number, max: number): number | null {
  const step = event.shiftKey ? LARGE_STEP : SMALL_STEP;
  const clamp = (next: number) => Math.min(max, Math.max(min, next));
  switch (event.key) {
    case "ArrowRight":
    case "ArrowUp":
      return clamp(value + step);
    case "ArrowLeft":
    case "ArrowDown":
      return clamp(value - step);
    case "PageUp":
      return clamp(value + LARGE_STEP);
    case "PageDown":
      return clamp(value - LARGE_STEP);
    case "Home":
      return min;
    case "End":
      return max;
    default:
      return null;
  }
}

/** A range input's keydown handler with these steps (the browser's own steps are prevented). */
export function sliderKeyHandler(value: number, min: number, max: number, onChange: (value: number) => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    const next = sliderKeyValue(event, value, min, max);
    if (next === null) return;
    event.preventDefault();
    if (next !== value) onChange(next);
  };
}
