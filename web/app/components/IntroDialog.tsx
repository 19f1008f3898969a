// Quick start's intro (SPEC §2): what the visitor can do here, and a get-going button.
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import { appConfig } from "../config";
import { focusWhenDrawn } from "./return-focus";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fromWizard: boolean;
  /**
   * Where focus goes when it closes: the dialog opens by itself, so nothing opened it and focus would
   * otherwise fall to the top of the page (the editor's main region).
   */
  returnFocusTo: () => HTMLElement | null;
};

export function IntroDialog({ open, onOpenChange, fromWizard, returnFocusTo }: Props) {
  const { t } = useTranslation("app");
  // Without scrolling: the page is still at its top, and the editor's bars stay as they were.
  // The editor draws its page in a deferred render: on a busy phone the intro (which opens by itself)
  // can be closed before the main region exists, and then focus goes there once it is drawn.
  const focusOnClose = (event: Event) => {
    const target = returnFocusTo();
    if (!target) {
      focusWhenDrawn(returnFocusTo, { preventScroll: true });
      return;
    }
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
  const config = appConfig();
  const steps = ["edit", "review", "save"] as const;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog onboarding-dialog" onCloseAutoFocus={focusOnClose}>
          <p className="onboarding-dialog__eyebrow">
            {t("onboarding.intro.eyebrow", { brand: config.displayName })}
          </p>
          <Dialog.Title className="dialog__title onboarding-dialog__title">
            {fromWizard ? t("onboarding.intro.titleWizard") : t("onboarding.intro.title")}
          </Dialog.Title>
          <Dialog.Description className="dialog__text">
            {fromWizard ? t("onboarding.intro.textWizard") : t("onboarding.intro.text")}
          </Dialog.Description>
          <ol className="onboarding-steps">
            {steps.map((step, index) => (
              <li key={step}>
                <span className="onboarding-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{t(`onboarding.intro.steps.${step}`)}</span>
              </li>
            ))}
          </ol>
          <div className="dialog__actions">
            <Dialog.Close className="button button--primary onboarding-dialog__go">
              {t("onboarding.intro.go")}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
