// The error dialog for the screens a visitor opens first (login, password reset): its code (Radix
// Dialog, about 40 KB) is loaded when the first error is shown, not with the screen. Until it has
// arrived nothing is drawn; the dialog then opens as ErrorDialog does.
import { lazy, Suspense } from "react";
import type { ShownError } from "./ErrorDialog";

const ErrorDialog = lazy(async () => ({ default: (await import("./ErrorDialog")).ErrorDialog }));

export function LazyErrorDialog(props: {
  shown: ShownError | null;
  returnFocusTo?: () => HTMLElement | null;
}) {
  if (!props.shown) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog {...props} />
    </Suspense>
  );
}
