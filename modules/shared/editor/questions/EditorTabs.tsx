// The views of a module editor (gift registry LIST/EDIT/BUTTONS/TEXTS, RSVP questions/confirmation/
// other, form questions/confirmation/buttons) as a segmented tab list: arrow keys, Home and End move
// between tabs (WAI-ARIA tabs pattern, automatic activation); only the current panel is rendered.
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

type Props<T extends string> = {
  label: string;
  tabs: readonly { id: T; label: string }[];
  current: T;
  onChange: (tab: T) => void;
  children: ReactNode;
};

/** The tab an editor opens at: the one asked for (the part of the module clicked on the canvas) when it is one, else the first. */
export function startTab<T extends string>(tabs: readonly [T, ...T[]], asked: string | undefined): T {
  return tabs.find((tab) => tab === asked) ?? tabs[0];
}

export function EditorTabs<T extends string>({ label, tabs, current, onChange, children }: Props<T>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.id);
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${tab.id}`)}`)?.focus(),
    );
  };
  return (
    <div className="editor-tabs">
      <div
        className="editor-tabs__list"
        role="tablist"
        aria-label={label}
        ref={listRef}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${id}-${tab.id}`}
            aria-selected={tab.id === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab.id === current ? 0 : -1}
            className={`editor-tabs__tab${tab.id === current ? " is-current" : ""}`}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className="editor-tabs__panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${current}`}
      >
        {children}
      </div>
    </div>
  );
}
