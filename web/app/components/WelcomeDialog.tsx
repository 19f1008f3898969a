// The welcome after a quick-start visitor created their account and page (SPEC §2): choose an address
// now (/redigera/{siteId}/valj-adress) or continue editing.
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { addressPaths } from "../address/paths";
import { appConfig } from "../config";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; siteId: string };

export function WelcomeDialog({ open, onOpenChange, siteId }: Props) {
  const { t } = useTranslation("app");
  const config = appConfig();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog onboarding-dialog">
          <p className="onboarding-dialog__eyebrow">{t("onboarding.welcome.eyebrow")}</p>
          <Dialog.Title className="dialog__title onboarding-dialog__title">
            {t("onboarding.welcome.title", { brand: config.displayName })}
          </Dialog.Title>
          <Dialog.Description className="dialog__text">{t("onboarding.welcome.text")}</Dialog.Description>
          <p className="dialog__text">{t("onboarding.welcome.addressHint")}</p>
          <div className="dialog__actions onboarding-dialog__actions">
            <Dialog.Close className="button">{t("onboarding.welcome.continue")}</Dialog.Close>
            <Link className="button button--primary" to={addressPaths.choose(siteId)}>
              {t("onboarding.welcome.chooseAddress")}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
