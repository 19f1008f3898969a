// The Design drawer's event logo tab (SPEC §2, wedding brand only; §3 Event logo): no logo or one of
// the seven kinds, and the chosen logo's editor. A new logo takes the names from the page title and
// the event's date (the countdown's or the wizard's; one year ahead when the page has none, §9);
// switching kinds keeps the texts and colours. Choosing "no logo" and then a kind again within a visit
// brings the texts back. Every burst (a pick, a field's focus, a toggle) is one undo step.
import type { EventLogo } from "@core/design";
import { type EventLogoKind, eventDayOf, namesFromTitle, newEventLogo, withKind } from "@core/event-logo";
import { headerTitle } from "@core/site";
import { themeStyle } from "@web/guest/theme";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { DesignTabProps } from "../types";
import { KindPicker } from "./KindPicker";
import { LogoEditor, type LogoField } from "./LogoEditor";

/**
 * A new logo of a kind with the names read from the page title when it names two people, dated with
 * the event's day when the page knows it (else a year ahead).
 */
export function logoForTitle(
  kind: EventLogoKind,
  title: string,
  language: string,
  today: Date,
  eventDay?: string | null,
): EventLogo {
  const names = namesFromTitle(title);
  return newEventLogo(kind, names.name2 ? names : {}, language, today, eventDay);
}

export function EventLogoTab({ draft, update, language }: DesignTabProps) {
  const { t } = useTranslation("app");
  const logo = draft.eventLogo;
  const title = headerTitle(draft, language);
  // The logo last shown in this visit, so "no logo" and back keeps the owner's texts.
  const remembered = useRef<EventLogo | null>(logo);
  if (logo) remembered.current = logo;
  const bursts = useRef(0);
  const sample = useMemo(
    () =>
      logo ??
      remembered.current ??
      logoForTitle("RelaxedByHand", title, language, new Date(), eventDayOf(draft)),
    [logo, title, language, draft],
  );

  const choose = (kind: EventLogoKind | null) => {
    bursts.current += 1;
    const next = kind === null ? null : withKind(remembered.current ?? sample, kind);
    update((document) => ({ ...document, eventLogo: next }), `logo-kind-${bursts.current}`);
  };
  const begin = () => {
    bursts.current += 1;
  };
  const edit = (field: LogoField, patch: Partial<EventLogo>) =>
    update(
      (document) =>
        document.eventLogo ? { ...document, eventLogo: { ...document.eventLogo, ...patch } } : document,
      `logo-${field}-${bursts.current}`,
    );

  return (
    <div className="design-tab event-logo-tab" style={themeStyle(draft.colorScheme, draft.fonts)}>
      <p className="design-tab__intro">{t("eventLogo.intro")}</p>
      <KindPicker
        chosen={logo?.name ?? null}
        sample={sample}
        title={title}
        language={language}
        onChoose={choose}
      />
      {logo ? <LogoEditor logo={logo} colorScheme={draft.colorScheme} edit={edit} begin={begin} /> : null}
    </div>
  );
}
