// A drawer beside the page: the Design drawer and the Mer drawer. Unlike the edit dialogs it is not
// modal: the page stays visible and usable beside it (a side panel on wide screens, a bottom sheet of
// half the height on phones), so every change shows on the canvas at once. It is still a labelled
// dialog for screen readers: focus moves into it on open, Escape closes it, and focus goes back to the
// button that opened it. A click on the page does not close it (the owner is looking at the page, or
// scrolling it, while choosing), only the close button and Escape do.
import * as Dialog from "@radix-ui/react-dialog";
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useReturnFocus } from "../components/return-focus";

export type DrawerTab = { id: string; label: string };

export type DrawerTabs = {
  items: DrawerTab[];
  active: string;
  onChange: (id: string) => void;
  /** The tab list's accessible name ('Designinställningar'). */
  label: string;
};

export type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Tabs above the content; children are then the active tab's panel. */
  tabs?: DrawerTabs;
  /** A class for the drawer's own styles ('design-drawer', 'more-drawer'). */
  className?: string;
};

export function Drawer({ open, onClose, title, children, tabs, className }: DrawerProps) {
  const { t } = useTranslation("app");
  const returnFocus = useReturnFocus(() => document.getElementById("main"));
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  return (
    <Dialog.Root modal={false} open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Content
          className={`drawer${className ? ` ${className}` : ""}`}
          aria-describedby={undefined}
          onInteractOutside={(event) => event.preventDefault()}
          {...returnFocus}
        >
          <div className="drawer__header">
            <Dialog.Title className="drawer__title">{title}</Dialog.Title>
            <Dialog.Close className="drawer__close" aria-label={t("design.drawer.close")}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          {tabs ? <TabList tabs={tabs} tabId={tabId} panelId={`${baseId}-panel`} /> : null}
          <div
            className="drawer__body"
            {...(tabs
              ? {
                  role: "tabpanel",
                  id: `${baseId}-panel`,
                  "aria-labelledby": tabId(tabs.active),
                  tabIndex: 0,
                }
              : {})}
          >
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The WAI-ARIA tabs pattern: one tab stop, arrows (and Home/End) move between tabs and choose them. */
function TabList({
  tabs,
  tabId,
  panelId,
}: {
  tabs: DrawerTabs;
  tabId: (id: string) => string;
  panelId: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.items.findIndex((tab) => tab.id === tabs.active);
    const last = tabs.items.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? index >= last
          ? 0
          : index + 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? index <= 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const tab = next === null ? undefined : tabs.items[next];
    if (!tab) return;
    event.preventDefault();
    tabs.onChange(tab.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.id))}`)?.focus();
  };
  return (
    <div className="drawer__tabs" role="tablist" aria-label={tabs.label} ref={list} onKeyDown={onKeyDown}>
      {tabs.items.map((tab) => {
        const selected = tab.id === tabs.active;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            className={`drawer__tab${selected ? " is-selected" : ""}`}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => tabs.onChange(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
