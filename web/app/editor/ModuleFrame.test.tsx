// @vitest-environment happy-dom
// The editor canvas's module frame (issue 24, TBT): drawn again only when what it shows changed, so the
// canvas drawn a module at a time does not draw every module already there again; a frame that was not
// drawn again still acts on the latest page when pressed.
import { createSiteModule, type SiteModule } from "@modules/schemas";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { createRef, type ReactNode, type RefObject } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyPart } from "../components/LazyPart";
import { ModuleFrame, type ModuleFrameActions, sameElement } from "./ModuleFrame";

afterEach(cleanup);

const groupBadge = lazyPart("group badge", async () => (await import("./GroupVisibility")).GroupBadge);
let drawn = 0;
function CountingView({ module }: { module: SiteModule; language: string }) {
  drawn += 1;
  return <p>view of {module.id}</p>;
}
// As SitePage makes it on every render of the page: a new element each time, with the same values.
const viewOf = (module: SiteModule, language = "sv") => (
  <section key={module.id} className="module" data-module-id={module.id}>
    <CountingView module={module} language={language} />
  </section>
);

function actionsRef(actions: Partial<ModuleFrameActions>): RefObject<ModuleFrameActions> {
  const ref = createRef<ModuleFrameActions>() as { current: ModuleFrameActions };
  ref.current = {
    edit: vi.fn(),
    move: vi.fn(),
    addBefore: vi.fn(),
    toggleHidden: vi.fn(),
    delete: vi.fn(),
    ...actions,
  };
  return ref;
}

function frame(module: SiteModule, actions: RefObject<ModuleFrameActions>, view: ReactNode = viewOf(module)) {
  return (
    <I18nextProvider i18n={createI18n("sv", { sv: { app: sv.app, guest: sv.guest } })}>
      <ModuleFrame
        module={module}
        index={1}
        count={3}
        full={false}
        quickStart={false}
        siteId="site"
        mark={undefined}
        view={view}
        addAtEnd={null}
        actions={actions}
        groupBadge={groupBadge}
      />
    </I18nextProvider>
  );
}

describe("sameElement", () => {
  it("holds elements equal by type, key and props in depth, and a new function or value as a change", () => {
    const text = createSiteModule("Text", "CLIENTIDtext1");
    expect(sameElement(viewOf(text), viewOf(text))).toBe(true);
    expect(sameElement(viewOf(text, "sv"), viewOf(text, "en"))).toBe(false);
    expect(sameElement(viewOf(text), viewOf({ ...text }))).toBe(false);
    expect(
      sameElement(<button type="button" onClick={() => {}} />, <button type="button" onClick={() => {}} />),
    ).toBe(false);
    expect(sameElement(["a", <b key="b">b</b>], ["a", <b key="b">b</b>])).toBe(true);
    expect(sameElement(["a", <b key="b">b</b>], ["a", <b key="c">b</b>])).toBe(false);
  });
});

describe("the canvas's module frame", () => {
  it("is not drawn again for a page render that changed nothing it shows, and is for one that did", () => {
    const text = createSiteModule("Text", "CLIENTIDtext1");
    const actions = actionsRef({});
    drawn = 0;
    const { rerender } = render(frame(text, actions));
    expect(drawn).toBe(1);
    // The page drawn again (the canvas's next module): new elements, the same values.
    rerender(frame(text, actions));
    rerender(frame(text, actions));
    expect(drawn).toBe(1);
    // The module edited: drawn again.
    rerender(frame({ ...text, hide: true }, actions));
    expect(drawn).toBe(2);
    expect(screen.getByText(sv.guest.hiddenModule)).toBeTruthy();
  });

  it("acts on what EditorShell holds at the press, not at its last render", () => {
    const text = createSiteModule("Text", "CLIENTIDtext1");
    const first = vi.fn();
    const latest = vi.fn();
    const actions = actionsRef({ delete: first, move: first });
    render(frame(text, actions));
    actions.current = { ...actions.current, delete: latest, move: latest };
    fireEvent.click(screen.getByRole("button", { name: new RegExp(`^${sv.app.editorShell.tools.delete}`) }));
    fireEvent.click(screen.getByRole("button", { name: new RegExp(`^${sv.app.editor.moveDown}`) }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(text.id);
    expect(latest).toHaveBeenCalledWith(1, 1);
  });
});
