// Asks the server for the map image of the settings the owner chose, MAP_DEBOUNCE_MS after the last
// change (SPEC §5, §9), and hands the answer back; an older request still under way is cancelled.
import { useCallback, useEffect, useRef, useState } from "react";
import { MAP_DEBOUNCE_MS, type MapSettings, mapRequestUrl, parseMapAnswer } from "./editor-rules";

export type MapImageState = "idle" | "waiting" | "making" | "failed";

export function useMapImage(apiBase: string, onMap: (map: MapSettings) => void) {
  const [state, setState] = useState<MapImageState>("idle");
  const [wanted, setWanted] = useState<{ settings: Omit<MapSettings, "path">; at: number } | null>(null);
  const onMapRef = useRef(onMap);
  onMapRef.current = onMap;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    setState("waiting");
    const timer = setTimeout(async () => {
      setState("making");
      try {
        const response = await fetch(mapRequestUrl(apiBase, wanted.settings), {
          method: "POST",
          credentials: "same-origin",
          signal: controller.signal,
        });
        const answer = response.ok ? parseMapAnswer(await response.json()) : null;
        if (controller.signal.aborted) return;
        if (!answer) {
          setState("failed");
          return;
        }
        setState("idle");
        onMapRef.current(answer);
      } catch {
        if (!controller.signal.aborted) setState("failed");
      }
    }, MAP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [apiBase, wanted]);

  /** Make a map for these settings after the pause; an empty place makes none. */
  const request = useCallback((settings: Omit<MapSettings, "path">) => {
    if (settings.location.trim() === "") {
      setWanted(null);
      setState("idle");
      return;
    }
    setWanted({ settings, at: Date.now() });
  }, []);

  return { state, request };
}
