// Leaving a page with unsaved changes asks first (SPEC §8 'Du har gjort ändringar du inte har sparat…'):
// inside the app through the router's blocker, elsewhere (another site, reload, closing) the browser's
// own question. The owner's editor and quick start share it (issue 15 item 7).
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";

/**
 * Guards while `dirty`; the answer is `allowLeaving`, for a navigation the page itself makes after saving.
 * `stays` names paths that are not leaving (quick start's own answers view keeps the draft).
 */
export function useLeaveGuard(
  dirty: boolean,
  stays: (pathname: string) => boolean = () => false,
): { allowLeaving: () => void } {
  const { t } = useTranslation("app");
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !stays(nextLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(t("editor.unsavedLeave"))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      event.returnValue = t("editor.unsavedLeave");
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty, t]);
  return {
    allowLeaving: useCallback(() => {
      allowed.current = true;
    }, []),
  };
}
