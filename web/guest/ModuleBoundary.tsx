// One crashing module must not take the page down: it shows a message (SPEC §2: save changes and
// reload) and the error is reported to POST /api/logs/.
import { Component, type ReactNode } from "react";
import { reportError } from "./report";

type Props = { moduleId: string; message: string; children: ReactNode };

export class ModuleBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    reportError(error, { moduleId: this.props.moduleId });
  }

  override render() {
    if (this.state.failed) {
      return (
        <p className="module-crash" role="alert">
          {this.props.message}
        </p>
      );
    }
    return this.props.children;
  }
}
