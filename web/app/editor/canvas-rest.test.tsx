// @vitest-environment happy-dom
// The editor canvas below its first modules (issue 24, TBT): drawn once the owner comes near it, does
// anything on the page, or the page has been still a moment after its first canvas; never before the
// first canvas is there.
import { act, cleanup, render, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CanvasRest, REST_DELAY_MS, REST_MARGIN, useCanvasRest } from "./canvas-rest";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useCanvasRest", () => {
  it("waits for the first canvas, then draws the rest after a still moment", () => {
    const { result, rerender } = renderHook(({ started }) => useCanvasRest(started), {
      initialProps: { started: false },
    });
    act(() => {
      vi.advanceTimersByTime(REST_DELAY_MS * 2);
    });
    expect(result.current.drawRest).toBe(false);
    rerender({ started: true });
    act(() => {
      vi.advanceTimersByTime(REST_DELAY_MS - 1);
    });
    expect(result.current.drawRest).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.drawRest).toBe(true);
  });

  it.each(["pointerdown", "keydown", "wheel", "touchstart"])("draws the rest at once on a %s", (type) => {
    const { result } = renderHook(() => useCanvasRest(true));
    expect(result.current.drawRest).toBe(false);
    act(() => {
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
    });
    expect(result.current.drawRest).toBe(true);
  });

  it("draws the rest when asked (the mark near the view, a ?modul= link)", () => {
    const { result } = renderHook(() => useCanvasRest(true));
    act(() => result.current.requestRest());
    expect(result.current.drawRest).toBe(true);
  });
});

describe("CanvasRest", () => {
  it("asks for the rest once the mark comes within a screen of the view", () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
    const observe = vi.fn();
    const options: unknown[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void, init: unknown) {
          notify = callback;
          options.push(init);
        }
        observe = observe;
        disconnect() {}
      },
    );
    const onNear = vi.fn();
    render(<CanvasRest onNear={onNear} />);
    expect(observe).toHaveBeenCalledTimes(1);
    expect(options).toEqual([{ rootMargin: REST_MARGIN }]);
    act(() => notify?.([{ isIntersecting: false }]));
    expect(onNear).not.toHaveBeenCalled();
    act(() => notify?.([{ isIntersecting: true }]));
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
