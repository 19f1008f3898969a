// The editor's side menu (SPEC §2 Editor and account): edit start, the RSVP answers, the guest list
// (issue 25), invitations (wedding brand only), feedback and account (the guest list, feedback and
// account hidden in quick start), and a help panel with the contact address. A drawer from the left
// behind a toggle, the same on phones and desktops; Radix keeps focus inside while it is open, Escape
// closes it and focus returns to the toggle. The toggle is
// part of the screen; the panel (SideMenuPanel) and the feedback dialog are loaded when first opened.
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LazyPart, lazyPart } from "../components/LazyPart";

export type SideMenuProps = {
  siteId: string;
  /** Quick start: no feedback button and no account link (the visitor has no account yet). */
  quickStart?: boolean;
};

/**
 * Where the menu's links start: /redigera/{siteId} for an owner; in quick start the quick-start path
 * the visitor is on (/snabbstart with its prefixes, or /kom-igang/redigera), whose screens mirror the
 * owner's (…/visa-osa/, …/inbjudningar).
 */
export function menuBasePath(siteId: string, quickStart: boolean, pathname: string): string {
  if (quickStart) {
    const root = /^(.*?\/(?:snabbstart|kom-igang\/redigera))(?:\/|$)/.exec(pathname)?.[1];
    if (root) return root;
  }
  return `/redigera/${siteId}`;
}

export const Icon = ({ d }: { d: string }) => (
  <svg
    className="side-menu__icon"
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
  >
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const ICONS = {
  edit: "M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4",
  answers: "M5 4h14v16H5zM8.5 9h7M8.5 13h7M8.5 17h4",
  invitations: "M3.5 6.5h17v11h-17zM3.5 7l8.5 6.5L20.5 7",
  guests:
    "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6.5 6.5 0 0 1 3.5 6",
  feedback: "M4 5h16v11H9l-5 4V5z",
  account: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
};

const sideMenuPanel = lazyPart("side menu", async () => (await import("./SideMenuPanel")).SideMenuPanel);
const feedbackDialog = lazyPart(
  "feedback",
  async () => (await import("../components/FeedbackDialog")).FeedbackDialog,
);

export function SideMenu({ siteId, quickStart = false }: SideMenuProps) {
  const { t } = useTranslation("app");
  const basePath = menuBasePath(siteId, quickStart, useLocation().pathname);
  const [open, setOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  return (
    <>
      {/* What Radix's Dialog.Trigger was: the same attributes, without loading the dialog's code. */}
      <button
        ref={toggle}
        type="button"
        className="action-button side-menu__toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-state={open ? "open" : "closed"}
        onPointerEnter={sideMenuPanel.preload}
        onFocus={sideMenuPanel.preload}
        onClick={() => setOpen(true)}
      >
        <Icon d={ICONS.menu} />
        <span>{t("sideMenu.open")}</span>
      </button>
      <LazyPart
        code={sideMenuPanel}
        open={open}
        props={{
          id: panelId,
          open,
          onOpenChange: setOpen,
          basePath,
          quickStart,
          toggle,
          onFeedback: () => setFeedbackOpen(true),
        }}
      />
      {quickStart ? null : (
        <LazyPart
          code={feedbackDialog}
          open={feedbackOpen}
          props={{ open: feedbackOpen, onOpenChange: setFeedbackOpen, returnFocusTo: () => toggle.current }}
        />
      )}
    </>
  );
}
