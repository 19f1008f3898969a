// Test helper: a module view rendered to HTML on the "server", with the guest messages of a language,
// exactly as the guest page renders it. Used by the views' unit tests only.
import { createI18n } from "@web/i18n";
import da from "@web/i18n/da";
import en from "@web/i18n/en";
import sv from "@web/i18n/sv";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type SiteModule, siteModuleSchema } from "../schemas";
import { SiteContext, type SiteContextValue } from "../site-context";
import type { ModuleViewProps, ViewMode } from "../view-types";
import { MODULE_VIEWS } from "../views";

const MESSAGES = { sv, en, da } as const;

export function renderView(
  input: Record<string, unknown>,
  {
    language = "sv",
    mode = "PUBLIC",
    siteId,
  }: { language?: "sv" | "en" | "da"; mode?: ViewMode; siteId?: string } = {},
): string {
  const module = siteModuleSchema.parse(input);
  const View = MODULE_VIEWS[module.siteModuleType] as
    | ((props: ModuleViewProps<SiteModule>) => React.ReactNode)
    | null;
  if (!View) throw new Error(`no view for ${module.siteModuleType}`);
  const i18n = createI18n(language, { [language]: { guest: MESSAGES[language].guest } });
  const view = <View module={module} language={language} mode={mode} isFirst={false} />;
  return renderToString(
    <I18nextProvider i18n={i18n}>
      {siteId ? (
        <SiteContext.Provider
          value={{
            siteId,
            mode,
            language,
            quickStart: false,
            giftRegistryReservations: [],
            setGiftRegistryReservations: () => {},
          }}
        >
          {view}
        </SiteContext.Provider>
      ) : (
        view
      )}
    </I18nextProvider>,
  );
}

/** A stored image as uploads make them: three sizes plus the full-size file. */
export function testImage(name: string) {
  return {
    path: "/media/s1/",
    fileName: `${name}.jpg`,
    width: 3000,
    height: 2000,
    sizes: [
      { size: 1600, fileName: `${name}-1600.jpg` },
      { size: 800, fileName: `${name}-800.jpg` },
      { size: 600, fileName: `${name}-600.jpg` },
    ],
  };
}

/** The editor canvas's site context (EDIT mode); requestEdit as the canvas passes it, when given. */
export function editCanvasContext(requestEdit?: SiteContextValue["requestEdit"]): SiteContextValue {
  return {
    siteId: "s1",
    mode: "EDIT",
    language: "sv",
    quickStart: false,
    giftRegistryReservations: [],
    setGiftRegistryReservations: () => {},
    ...(requestEdit ? { requestEdit } : {}),
  };
}
