// The map provider the configuration chooses (MAP_PROVIDER, server/config.ts).
import type { MapsConfig } from "../config";
import { offlineMapProvider } from "./offline";
import type { MapProvider } from "./provider";
import { tilesMapProvider } from "./tiles";

export function mapProviderFor(config: MapsConfig): MapProvider {
  if (config.provider === "offline") return offlineMapProvider();
  return tilesMapProvider({
    tileUrl: config.tileUrl,
    geocoderUrl: config.geocoderUrl,
    attribution: config.attribution,
    userAgent: config.userAgent,
    geocoderIntervalMs: config.geocoderIntervalMs,
  });
}
