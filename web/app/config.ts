// Brand facts the server puts into the owner app's HTML (server/ssr/routes.ts).
import type { Brand } from "@core/brands";

export type AppConfig = {
  brand: Brand;
  market: string;
  displayName: string;
  domain: string;
  contactMail: string;
  demoHost: string;
};

export const APP_CONFIG_ID = "app-config";

let cached: AppConfig | null = null;

export function appConfig(): AppConfig {
  if (cached) return cached;
  const element = typeof document === "undefined" ? null : document.getElementById(APP_CONFIG_ID);
  cached = element?.textContent
    ? (JSON.parse(element.textContent) as AppConfig)
    : {
        brand: "wedding",
        market: "se",
        displayName: "Bröllopssidan",
        domain: "brollopssidan.se",
        contactMail: "info@brollopssidan.se",
        demoHost: "demo.brollopssidan.se",
      };
  return cached;
}
