// Waiting for a Swish payment: ask the server every 5 s (and at once when asked to), each answer told to
// the Swish reducer (swish-state.ts), which decides what it means. Shared by the payment's waiting step
// and the page Swish sends the owner back to.
import { type Dispatch, type MutableRefObject, useEffect } from "react";
import { paymentsApi } from "./payments-api";
import { SWISH_POLL_INTERVAL_MS, type SwishAction } from "./swish-state";

export function useSwishPolling(
  swishId: string | null,
  dispatch: Dispatch<SwishAction>,
  reference: MutableRefObject<string | null>,
  { askAtOnce = false }: { askAtOnce?: boolean } = {},
): void {
  useEffect(() => {
    if (!swishId) return;
    let stopped = false;
    const poll = async () => {
      // A request that hangs must not hold off the 300 s time-out.
      dispatch({ type: "tick", at: Date.now() });
      try {
        const answer = await paymentsApi.swishStatus(swishId);
        if (answer.reference) reference.current = answer.reference;
        if (!stopped)
          dispatch({
            type: "status",
            status: answer.status,
            errorMessage: answer.errorMessage,
            at: Date.now(),
          });
      } catch {
        if (!stopped) dispatch({ type: "pollFailed" });
      }
    };
    if (askAtOnce) void poll();
    const timer = window.setInterval(poll, SWISH_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [swishId, dispatch, reference, askAtOnce]);
}
