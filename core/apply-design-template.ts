// Choosing a design template (SPEC §3): colour scheme, fonts, theme, site graphic and event logo are
// set together, and the template's name is recorded as mostRecentSelectedDesignTemplate. Pure, so the
// wizard, the Design drawer and the tests share it.
//
// The event logo: a template with a logo kind keeps the texts and colours of a logo the page already
// has (the couple's names and date are the owner's, the template only says how they are drawn) and
// takes the kind's initials settings; a page without a logo gets a new one, named from the header
// title ('Anna & Johan') and dated with the event's day (its countdown's, else the wizard's), a year
// ahead when the page does not know the day. A template without a logo removes the page's logo,
// since the template's look is a header with the title (one undo brings the logo back).

import type { ColorScheme } from "./colors";
import type { EventLogo } from "./design";
import { type EventLogoKind, eventDayOf, namesFromTitle, newEventLogo, withKind } from "./event-logo";
import { headerTitle, type SiteDocument, type WizardData } from "./site";
import type { DesignTemplate } from "./wizard-templates";

export type ApplyContext = {
  /** The language a new logo's date is written in. */
  language: string;
  /** Today, for a new logo's date when the page does not know the event's day (a year ahead). */
  today: Date;
};

type WithWizardData = { wizardData?: WizardData | null };

export function templateEventLogo(
  current: EventLogo | null,
  kind: EventLogoKind | undefined,
  names: { name1: string; name2: string },
  context: ApplyContext,
  eventDay?: string | null,
): EventLogo | null {
  if (!kind) return null;
  if (current) return current.name === kind ? current : withKind(current, kind);
  return newEventLogo(kind, names, context.language, context.today, eventDay);
}

export function applyDesignTemplate<D extends SiteDocument>(
  document: D,
  template: DesignTemplate,
  context: ApplyContext,
): D {
  const names = namesFromTitle(headerTitle(document, context.language));
  return {
    ...document,
    theme: template.theme,
    fonts: { ...template.fonts },
    colorScheme: structuredClone(template.colorScheme),
    siteGraphic: template.siteGraphic,
    eventLogo: templateEventLogo(
      document.eventLogo,
      template.eventLogo,
      names,
      context,
      // A quick-start draft or the owner's site carries the wizard's answers beside the document.
      eventDayOf(document as D & WithWizardData),
    ),
    mostRecentSelectedDesignTemplate: template.name,
  };
}

/** Whether the page still shows the template exactly (nothing changed by hand since it was chosen). */
export function matchesDesignTemplate(document: SiteDocument, template: DesignTemplate): boolean {
  return (
    document.theme === template.theme &&
    document.fonts.heading === template.fonts.heading &&
    document.fonts.text === template.fonts.text &&
    document.siteGraphic === template.siteGraphic &&
    (document.eventLogo?.name ?? undefined) === template.eventLogo &&
    sameScheme(document.colorScheme, template.colorScheme)
  );
}

function sameScheme(a: ColorScheme, b: ColorScheme): boolean {
  return (Object.keys(b) as (keyof ColorScheme)[]).every(
    (role) =>
      a[role].hue === b[role].hue &&
      a[role].saturation === b[role].saturation &&
      a[role].lightness === b[role].lightness &&
      (a[role].alpha ?? 1) === (b[role].alpha ?? 1),
  );
}
