// The countdown island's browser code: the numbers tick each second (SPEC §4) by plain DOM updates with
// the same clock as the React view (modules/countdown/clock.ts). A countdown has nothing to press on a
// guest page, so React would be ~65 KB loaded only to change four numbers; this is well under 1 KB.
import {
  COUNTDOWN_UNITS,
  countdownParts,
  formatCountdownPart,
  startCountdownClock,
} from "@modules/countdown/clock";

export function startCountdown(island: HTMLElement): void {
  const clock = island.querySelector<HTMLElement>("[data-countdown-target]");
  const target = Number(clock?.dataset.countdownTarget);
  if (!clock || !Number.isFinite(target)) return;
  const values = COUNTDOWN_UNITS.map(
    (unit) => [unit, clock.querySelector(`[data-unit="${unit}"] .module-countdown__value`)] as const,
  );
  startCountdownClock(target, "PUBLIC", (now) => {
    const parts = countdownParts(target, now);
    for (const [unit, element] of values) {
      const text = formatCountdownPart(parts, unit);
      if (element && element.textContent !== text) element.textContent = text;
    }
    clock.classList.toggle("is-done", parts.done);
  });
}
