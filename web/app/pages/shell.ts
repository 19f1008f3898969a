// What the login and start screens share with the server, which renders them into the page's HTML
// before any script runs (server/ssr/owner-app.ts) and the client then hydrates.
import { useQuery } from "@tanstack/react-query";
import { createContext, useContext, useSyncExternalStore } from "react";
import { api, type Me } from "../api";
import { type AppConfig, appConfig } from "../config";

/** The brand facts on the server (there is no document to read them from); the browser reads the page's. */
export const ShellConfigContext = createContext<AppConfig | null>(null);

export function useShellConfig(): AppConfig {
  return useContext(ShellConfigContext) ?? appConfig();
}

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates the server's markup, true from then on. A form's
 * send button stays disabled until then: before the script runs, a click or Enter must not submit
 * the form natively (the page would reload with the typed mail, and nothing would log in).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The signed-in account (null: signed out). Asked once per page load: the server seeds null when it
 * knew there was no session (web/app/main.tsx), and logging in or signing up invalidates it.
 */
export function useMe() {
  return useQuery<Me | null>({
    queryKey: ["me"],
    queryFn: () => api.get<Me>("/api/accounts/me/"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
