// What a screen does when loading its data fails: without a session (401) the owner goes to the login
// page; anything else is shown in the error dialog with the screen's own description (SPEC §8).
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { ApiRequestError } from "../api";
import type { ShownError } from "./ErrorDialog";

export function useLoadError(
  loadError: unknown,
  description: string,
  show: (error: ShownError) => void,
): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!loadError) return;
    if (loadError instanceof ApiRequestError && loadError.status === 401)
      navigate("/logga-in", { replace: true });
    else show({ error: loadError, description });
  }, [loadError, description, show, navigate]);
}
