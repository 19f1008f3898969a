// One module island: the same tree on the server (rendered on its own, into its section) and in the
// browser (hydrated on its own), so the markup and React's ids match exactly.

import { RsvpPageContext, type RsvpPageFacts } from "@modules/rsvp/page-context";
import type { SiteModule } from "@modules/schemas";
import { type GiftReservation, SiteContext, type SiteContextValue } from "@modules/site-context";
import type { ModuleViewProps } from "@modules/view-types";
import type { i18n } from "i18next";
import { type ReactNode, useMemo, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { ModuleBoundary } from "../ModuleBoundary";
import type { IslandPage, IslandProps } from "./islands";

export type ModuleViewComponent = (props: ModuleViewProps<SiteModule>) => ReactNode;

type Props = { View: ModuleViewComponent; i18n: i18n; page: IslandPage; island: IslandProps };

export function ModuleIsland({ View, i18n, page, island }: Props) {
  const [reservations, setReservations] = useState<readonly GiftReservation[]>(island.reservations ?? []);
  const context = useMemo<SiteContextValue>(
    () => ({
      siteId: page.siteId,
      mode: "PUBLIC",
      language: page.language,
      quickStart: page.quickStart,
      theme: page.theme,
      eventLogo: page.eventLogo,
      giftRegistryReservations: reservations,
      setGiftRegistryReservations: setReservations,
      swishNumber: island.swishNumber ?? null,
    }),
    [page, reservations, island.swishNumber],
  );
  const rsvp = useMemo<RsvpPageFacts>(
    () => ({
      invitation: island.invitation ?? null,
      findInvitation: island.findInvitation === true,
      deadline: island.rsvpDeadline ?? null,
    }),
    [island],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <SiteContext.Provider value={context}>
        <ModuleBoundary
          moduleId={island.module.id}
          moduleType={island.module.siteModuleType}
          message={page.crash.message}
          contactMail={page.crash.contactMail}
        >
          <RsvpPageContext.Provider value={rsvp}>
            <View module={island.module} language={page.language} mode="PUBLIC" isFirst={island.isFirst} />
          </RsvpPageContext.Provider>
        </ModuleBoundary>
      </SiteContext.Provider>
    </I18nextProvider>
  );
}
