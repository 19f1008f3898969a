// Error boundaries of the guest page (SPEC §2, §8). One crashing module must not take the page down: it
// shows a message (save your changes, reload, contact us) and the error is reported to POST /api/logs/.
// Around the whole page, a last boundary shows 'Fel inträffat' / 'An error occurred'.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "@web/i18n/use-translation";
import { reportError } from "./report";

type ModuleProps = {
  moduleId: string;
  moduleType?: string;
  message: string;
  /** The brand's contact address, shown as a link under the message. */
  contactMail?: string;
  children: ReactNode;
};

export class ModuleBoundary extends Component<ModuleProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info?: ErrorInfo) {
    reportError(error, {
      moduleId: this.props.moduleId,
      moduleType: this.props.moduleType,
      componentStack: info?.componentStack ?? undefined,
    });
  }

  override render() {
    if (this.state.failed) {
      return (
        <div className="module-crash" role="alert">
          <p>{this.props.message}</p>
          {this.props.contactMail ? (
            <p>
              <a href={`mailto:${this.props.contactMail}`}>{this.props.contactMail}</a>
            </p>
          ) : null}
        </div>
      );
    }
    return this.props.children;
  }
}

export class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info?: ErrorInfo) {
    reportError(error, { boundary: "page", componentStack: info?.componentStack ?? undefined });
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}

export function PageError() {
  const { t } = useTranslation("guest");
  return (
    <main className="status-page" role="alert">
      <div className="status-page__card">
        <h1>{t("errorTitle")}</h1>
        <p>{t("errorText")}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t("modules.pageError.reload")}
        </button>
      </div>
    </main>
  );
}
