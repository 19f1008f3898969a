// A drawer tab loaded when first opened (a chunk of its own: the colour picker, fonts, graphics, the
// event logo). When its chunk cannot be loaded (the network dropped, a new deploy replaced the file) or
// the tab itself fails, only the tab says so, with 'Försök igen'; the editor around it and its draft
// go on. The failure is reported to POST /api/logs/ (SPEC §8: colour picker load failure).
import { reportError } from "@web/guest/report";
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from "react";
import { useTranslation } from "react-i18next";

/** A lazy component that can be asked to load again: React keeps a lazy's failed load for good. */
export type ReloadableLazy<P> = { readonly current: ComponentType<P>; reload: () => void };

export function reloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ReloadableLazy<P> {
  const make = () => lazy(async () => ({ default: await load() }));
  const holder = {
    current: make() as ComponentType<P>,
    reload: () => {
      holder.current = make();
    },
  };
  return holder;
}

type BoundaryProps = {
  /** Which tab, for the report. */
  name: string;
  /** Where the tab is (the page's Design drawer, the card's). */
  where: string;
  onRetry: () => void;
  children: ReactNode;
};

class TabBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info?: ErrorInfo) {
    reportError(error, {
      where: this.props.where,
      tab: this.props.name,
      componentStack: info?.componentStack ?? undefined,
    });
  }

  override render() {
    return this.state.failed ? <TabFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function TabFailed({ onRetry }: { onRetry: () => void }) {
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

type LazyTabProps<P> = {
  name: string;
  where: string;
  view: ComponentType<P> | ReloadableLazy<P>;
  props: P;
};

/**
 * The tab inside its boundary and its loading line. 'Försök igen' makes a new lazy load and a new
 * boundary (key), so the tab is asked for again; another tab gets a boundary of its own.
 */
export function LazyTab<P extends object>({ name, where, view, props }: LazyTabProps<P>) {
  const { t } = useTranslation("app");
  const [attempt, setAttempt] = useState(0);
  const View = "reload" in view ? view.current : view;
  const retry = () => {
    if ("reload" in view) view.reload();
    setAttempt((n) => n + 1);
  };
  return (
    <TabBoundary key={`${name}-${attempt}`} name={name} where={where} onRetry={retry}>
      <Suspense fallback={<p className="design-tab__loading">{t("design.drawer.loading")}</p>}>
        <View {...props} />
      </Suspense>
    </TabBoundary>
  );
}
