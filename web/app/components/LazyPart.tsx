// A part of a screen that is shown only when the owner opens it (a dialog, a drawer, the side menu's
// panel): its code is a chunk of its own, loaded on the first open instead of with the screen (issue 24:
// the editor's first load on a phone). `preload` starts the load early (on a hover or focus of what
// opens it), so the part is usually there by the time of the click; the first click opens it in any
// case, once its chunk has arrived. Once opened it stays mounted, so it closes (focus return, Radix's
// exit) exactly as it did when it was part of the screen.
//
// While the chunk is on its way a screen reader hears 'Laddar…'. When it cannot be loaded (the network
// dropped, a new deploy replaced the file) only this part says so, with 'Försök igen': the screen
// around it, and the editor's draft, go on. The failure is reported to POST /api/logs/ (SPEC §8).
import { reportError } from "@web/guest/report";
import { Component, type ComponentType, type ErrorInfo, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ReloadableLazy, reloadableLazy } from "../design/LazyTab";
import { whenAllMessages } from "../i18n";

/** A part's code: loaded on its first open or by `preload`, and loaded again after a failure. */
export type PartCode<P> = {
  readonly name: string;
  readonly view: ReloadableLazy<P>;
  /** Starts loading the part's chunk (nothing is drawn); repeated calls load it once. */
  preload: () => void;
};

/** `load` gives the part's component (a dynamic import, so that it is a chunk of its own). */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): PartCode<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    if (!loading) {
      // With the app's other messages, which a part may use (web/app/i18n.ts).
      loading = Promise.all([load(), whenAllMessages()]).then(([view]) => view);
      loading.catch(() => {
        // Loaded again on the next try.
        loading = null;
      });
    }
    return loading;
  };
  return {
    name,
    view: reloadableLazy(loadOnce),
    preload: () => {
      loadOnce().catch(() => {
        // The open itself tries again and shows the failure.
      });
    },
  };
}

/**
 * The part with these props. Closed and never opened, it draws nothing and its chunk is not requested;
 * from its first open on it is mounted and gets `open` through its own props as before.
 */
export function LazyPart<P extends object>({
  code,
  open,
  props,
}: {
  code: PartCode<P>;
  open: boolean;
  props: P;
}) {
  const [opened, setOpened] = useState(open);
  const [attempt, setAttempt] = useState(0);
  // Adjusting state while rendering (React's documented pattern): the first open mounts the part.
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  const View = code.view.current;
  const retry = () => {
    code.view.reload();
    setAttempt((n) => n + 1);
  };
  return (
    <PartBoundary key={attempt} name={code.name} open={open} onRetry={retry}>
      <Suspense fallback={open ? <PartLoading /> : null}>
        <View {...props} />
      </Suspense>
    </PartBoundary>
  );
}

function PartLoading() {
  const { t } = useTranslation("app");
  return (
    <p className="visually-hidden" role="status">
      {t("editor.loading")}
    </p>
  );
}

type BoundaryProps = { name: string; open: boolean; onRetry: () => void; children: ReactNode };

class PartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info?: ErrorInfo) {
    reportError(error, {
      where: "lazy part",
      part: this.props.name,
      componentStack: info?.componentStack ?? undefined,
    });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.open ? <PartFailed onRetry={this.props.onRetry} /> : null;
  }
}

function PartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("app");
  return (
    <div className="design-tab__failed" role="alert">
      <p>{t("design.drawer.loadFailed")}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t("design.drawer.retry")}
      </button>
    </div>
  );
}
