// The editor's side menu (SPEC §2 Editor and account): edit start, the RSVP answers, invitations
// (wedding brand only), feedback and account (both hidden in quick start), and a help panel with the
// contact address. A drawer from the left behind a toggle, the same on phones and desktops; Radix
// keeps focus inside while it is open, Escape closes it and focus returns to the toggle.
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { FeedbackDialog } from "../components/FeedbackDialog";
import { appConfig } from "../config";

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

const Icon = ({ d }: { d: string }) => (
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

const ICONS = {
  edit: "M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4",
  answers: "M5 4h14v16H5zM8.5 9h7M8.5 13h7M8.5 17h4",
  invitations: "M3.5 6.5h17v11h-17zM3.5 7l8.5 6.5L20.5 7",
  feedback: "M4 5h16v11H9l-5 4V5z",
  account: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
};

export function SideMenu({ siteId, quickStart = false }: SideMenuProps) {
  const { t } = useTranslation("app");
  const basePath = menuBasePath(siteId, quickStart, useLocation().pathname);
  const config = appConfig();
  const [open, setOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `side-menu__link${isActive ? " is-current" : ""}`;

  return (
    <>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger ref={toggle} className="action-button side-menu__toggle">
          <Icon d={ICONS.menu} />
          <span>{t("sideMenu.open")}</span>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay side-menu__overlay" />
          <Dialog.Content className="side-menu" aria-describedby={undefined}>
            <div className="side-menu__head">
              <Dialog.Title className="side-menu__title">{config.displayName}</Dialog.Title>
              <Dialog.Close className="side-menu__close" aria-label={t("sideMenu.close")}>
                <Icon d={ICONS.close} />
              </Dialog.Close>
            </div>
            <nav aria-label={t("sideMenu.navigation")}>
              <ul className="side-menu__list">
                <li>
                  <NavLink end className={linkClass} to={`${basePath}/`} onClick={close}>
                    <Icon d={ICONS.edit} />
                    {t("sideMenu.editStart")}
                  </NavLink>
                </li>
                <li>
                  <NavLink className={linkClass} to={`${basePath}/visa-osa/`} onClick={close}>
                    <Icon d={ICONS.answers} />
                    {t("sideMenu.showRsvps")}
                  </NavLink>
                </li>
                {config.brand === "wedding" ? (
                  <li>
                    <NavLink className={linkClass} to={`${basePath}/inbjudningar`} onClick={close}>
                      <Icon d={ICONS.invitations} />
                      {t("sideMenu.invitations")}
                    </NavLink>
                  </li>
                ) : null}
                {quickStart ? null : (
                  <>
                    <li>
                      <button
                        type="button"
                        className="side-menu__link"
                        onClick={() => {
                          close();
                          setFeedbackOpen(true);
                        }}
                      >
                        <Icon d={ICONS.feedback} />
                        {t("sideMenu.feedback")}
                      </button>
                    </li>
                    <li>
                      <NavLink className={linkClass} to={`${basePath}/konto/`} onClick={close}>
                        <Icon d={ICONS.account} />
                        {t("sideMenu.account")}
                      </NavLink>
                    </li>
                  </>
                )}
              </ul>
            </nav>
            <section className="side-menu__help" aria-labelledby="side-menu-help">
              <h2 id="side-menu-help">{t("sideMenu.helpTitle")}</h2>
              <p>{t("sideMenu.helpText")}</p>
              <a href={`mailto:${config.contactMail}`}>
                {t("sideMenu.contact", { mail: config.contactMail })}
              </a>
            </section>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {quickStart ? null : (
        <FeedbackDialog
          open={feedbackOpen}
          onOpenChange={setFeedbackOpen}
          returnFocusTo={() => toggle.current}
        />
      )}
    </>
  );
}
