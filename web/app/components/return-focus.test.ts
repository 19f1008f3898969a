// @vitest-environment happy-dom
// Focus goes back to the control that opened a dialog, even when React replaced that control's node
// meanwhile (the editor's action bar switches layout when a phone is turned or a window resized).

import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useReturnFocus } from "./return-focus";

afterEach(() => {
  document.body.innerHTML = "";
});

const button = (text: string) => {
  const element = document.createElement("button");
  element.textContent = text;
  document.body.append(element);
  return element;
};

describe("useReturnFocus", () => {
  it("focuses the opener again when the dialog closes", () => {
    const { result } = renderHook(() => useReturnFocus());
    const opener = button("Design");
    opener.focus();
    result.current.onOpenAutoFocus();
    button("Annat").focus();
    const event = new Event("close", { cancelable: true });
    result.current.onCloseAutoFocus(event);
    expect(document.activeElement).toBe(opener);
    expect(event.defaultPrevented).toBe(true);
  });

  it("finds the same control again when its node was replaced while the dialog was open", () => {
    const { result } = renderHook(() => useReturnFocus());
    const opener = button("Design");
    opener.focus();
    result.current.onOpenAutoFocus();
    opener.remove();
    button("Spara");
    const again = button("Design");
    result.current.onCloseAutoFocus(new Event("close", { cancelable: true }));
    expect(document.activeElement).toBe(again);
  });

  it("uses the fallback when the control is gone for good", () => {
    const fallback = button("Meny");
    const { result } = renderHook(() => useReturnFocus(() => fallback));
    const opener = button("Design");
    opener.focus();
    result.current.onOpenAutoFocus();
    opener.remove();
    result.current.onCloseAutoFocus(new Event("close", { cancelable: true }));
    expect(document.activeElement).toBe(fallback);
  });

  it("focuses the fallback once it is drawn when the dialog closed before it existed", async () => {
    const { result } = renderHook(() => useReturnFocus(() => document.getElementById("main")));
    result.current.onOpenAutoFocus();
    result.current.onCloseAutoFocus(new Event("close", { cancelable: true }));
    expect(document.activeElement).toBe(document.body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const main = document.createElement("main");
    main.id = "main";
    main.tabIndex = -1;
    document.body.append(main);
    await expect.poll(() => document.activeElement, { timeout: 2_000 }).toBe(main);
  });

  it("leaves focus where the user put it before the fallback was drawn", async () => {
    const { result } = renderHook(() => useReturnFocus(() => document.getElementById("main")));
    result.current.onOpenAutoFocus();
    result.current.onCloseAutoFocus(new Event("close", { cancelable: true }));
    const chosen = button("Spara");
    chosen.focus();
    const main = document.createElement("main");
    main.id = "main";
    main.tabIndex = -1;
    document.body.append(main);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toBe(chosen);
  });

  it("gives a dialog that opened by itself (nothing focused) to the fallback, not back to the page's body", () => {
    const main = document.createElement("main");
    main.id = "main";
    main.tabIndex = -1;
    main.textContent = "Sara & Johan";
    document.body.append(main);
    const { result } = renderHook(() => useReturnFocus(() => document.getElementById("main")));
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    result.current.onOpenAutoFocus();
    const event = new Event("close", { cancelable: true });
    result.current.onCloseAutoFocus(event);
    expect(document.activeElement).toBe(main);
    expect(event.defaultPrevented).toBe(true);
  });
});
