// The side menu's panel (SideMenu.tsx has the toggle): loaded when the menu is first opened.
import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { appConfig } from "../config";
import { ICONS, Icon } from "./SideMenu";

/** Guests' photos (issue 27): a picture with a mountain and the sun. */
const PHOTOS_ICON = "M4 5h16v14H4zM4 16l5-5 4 4 2.5-2.5L20 17M15.5 9h.01";

type Props = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the menu's links start (menuBasePath). */
  basePath: string;
  quickStart: boolean;
  /** The toggle: focus goes back there when the menu closes. */
  toggle: RefObject<HTMLButtonElement | null>;
  onFeedback: () => void;
};

export function SideMenuPanel({ id, open, onOpenChange, basePath, quickStart, toggle, onFeedback }: Props) {
  const { t } = useTranslation("app");
  const config = appConfig();
  const close = () => onOpenChange(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `side-menu__link${isActive ? " is-current" : ""}`;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay side-menu__overlay" />
        <Dialog.Content
          id={id}
          className="side-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // As with a Dialog.Trigger: focus back on the toggle.
            event.preventDefault();
            toggle.current?.focus();
          }}
        >
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
              {quickStart ? null : (
                <li>
                  <NavLink className={linkClass} to={`${basePath}/gaster`} onClick={close}>
                    <Icon d={ICONS.guests} />
                    {t("guestList.menu")}
                  </NavLink>
                </li>
              )}
              {quickStart ? null : (
                <li>
                  <NavLink className={linkClass} to={`${basePath}/bilder`} onClick={close}>
                    <Icon d={PHOTOS_ICON} />
                    {t("photos.menu")}
                  </NavLink>
                </li>
              )}
              {quickStart ? null : (
                <li>
                  <NavLink className={linkClass} to={`${basePath}/personer`} onClick={close}>
                    <Icon d={ICONS.guests} />
                    {t("members.menu")}
                  </NavLink>
                </li>
              )}
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
                        onFeedback();
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
            <a href={`mailto:${config.contactMail}`}>{t("sideMenu.contact", { mail: config.contactMail })}</a>
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
