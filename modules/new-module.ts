// A module the owner adds from 'Välj modul' (SPEC §2), filled with sensible starting content in every
// language of the site: a title, a short helpful text, example items for the list kinds and ready
// questions for RSVP and form. The words live in new-module-content/<language>.json; this file only
// decides which words go where. The wizard builds its RSVP, countdown and place from the same content.
import type { Brand } from "@core/brands";
import { newClientId } from "@core/ids";
import { defaultCountdownDate } from "./countdown/schema";
import { contentIn, type SiteTexts, siteTexts } from "./new-module-content/content";
import { contactFormQuestions, rsvpQuestions } from "./new-module-content/questions";
import { type SiteModuleInput, type SiteModuleOf, type SiteModuleType, siteModuleSchema } from "./schemas";

export type StartingModuleOptions = {
  /** The module's own id. */
  id: string;
  /** The site's languages; each gets a text (English where no text is written in that language). */
  languages: readonly string[];
  brand: Brand;
  now: Date;
  /** Makes the id of an item or question from a readable prefix ('giftRegistryItem', 'rsvpEmail'). */
  newId: (prefix: string) => string;
};

/** A new module of `kind` with fresh ids and starting texts in every one of the site's languages. */
export function newSiteModule<K extends SiteModuleType>(
  kind: K,
  languages: string[],
  brand: Brand,
  now: Date = new Date(),
): SiteModuleOf<K> {
  return startingSiteModule(kind, { id: newClientId(), languages, brand, now, newId: newClientId });
}

/** newSiteModule with the ids chosen by the caller (the wizard's page has fixed ids). */
export function startingSiteModule<K extends SiteModuleType>(
  kind: K,
  options: StartingModuleOptions,
): SiteModuleOf<K> {
  const input = startingInput(kind, siteTexts(options.languages, options.brand), options);
  return siteModuleSchema.parse(input) as SiteModuleOf<K>;
}

/** The item at `index`, or the last one where a language has fewer examples than the first language. */
const nth = <T>(list: readonly T[], index: number): T => list[Math.min(index, list.length - 1)] as T;

function startingInput(kind: SiteModuleType, t: SiteTexts, options: StartingModuleOptions): SiteModuleInput {
  const { id, newId, brand } = options;
  switch (kind) {
    case "Header":
      // The second line stays unwritten: the editor shows its placeholder 'Inget datum' there.
      return {
        id,
        siteModuleType: kind,
        title: t.plain((c) => c.Header.title),
        userSelectedImageSize: "LARGE",
      };
    case "Text":
      return {
        id,
        siteModuleType: kind,
        title: t.plain((c) => c.Text.title),
        text: t.rich((c) => c.Text.text),
      };
    case "ImageAndText":
      return {
        id,
        siteModuleType: kind,
        title: t.plain((c) => c.ImageAndText.title),
        text: t.rich((c) => c.ImageAndText.text),
      };
    case "TextAndImageList":
      return {
        id,
        siteModuleType: kind,
        title: t.plain((c) => c.TextAndImageList.title),
        text: t.rich((c) => c.TextAndImageList.text),
        items: t
          .indexes((c) => c.TextAndImageList.items)
          .map((index) => ({
            id: newId("textAndImageItem"),
            title: t.plain((c) => nth(c.TextAndImageList.items, index).title),
            text: t.rich((c) => nth(c.TextAndImageList.items, index).text),
          })),
      };
    case "PeopleList":
      return {
        id,
        siteModuleType: kind,
        title: t.plain((c) => c.PeopleList.title),
        text: t.rich((c) => c.PeopleList.text),
        list: t
          .indexes((c) => c.PeopleList.people)
          .map((index) => ({
            id: newId("person"),
            name: t.single((c) => nth(c.PeopleList.people, index).name),
            title: t.plain((c) => nth(c.PeopleList.people, index).title),
            text: t.rich((c) => nth(c.PeopleList.people, index).text),
          })),
      };
    case "ImageGallery":
      return {
        id,
        siteModuleType: kind,
        title: t.plain((c) => c.ImageGallery.title),
        text: t.rich((c) => c.ImageGallery.text),
      };
    case "Video":
      return {
        id,
        siteModuleType: kind,
        title: t.plain((c) => c.Video.title),
        text: t.rich((c) => c.Video.text),
      };
    case "Location":
      return {
        id,
        siteModuleType: kind,
        title: t.plain((c) => c.Location.title),
        text: t.rich((c) => c.Location.text),
      };
    case "Countdown":
      return {
        id,
        siteModuleType: kind,
        title: t.plain((c) => c.Countdown.title),
        countdownDate: defaultCountdownDate(options.now),
        days: t.countdownUnit("days"),
        hours: t.countdownUnit("hours"),
        minutes: t.countdownUnit("minutes"),
        seconds: t.countdownUnit("seconds"),
      };
    case "Programme":
      return {
        id,
        siteModuleType: kind,
        title: t.plain((c) => c.Programme.title),
        text: t.rich((c) => c.Programme.text),
        items: t
          .indexes((c) => c.Programme.items)
          .map((index) => ({
            id: newId(`programmeItem${index + 1}`),
            // A time is the same in every language: the first language's (per brand).
            time: Object.values(t.plain((c) => nth(c.Programme.items, index).time))[0] ?? "",
            title: t.plain((c) => nth(c.Programme.items, index).title),
            text: t.rich((c) => nth(c.Programme.items, index).text),
          })),
      };
    case "Faq":
      return {
        id,
        siteModuleType: kind,
        title: t.plain((c) => c.Faq.title),
        text: t.rich((c) => c.Faq.text),
        items: t
          .indexes((c) => c.Faq.items)
          .map((index) => ({
            id: newId(`faqItem${index + 1}`),
            question: t.plain((c) => nth(c.Faq.items, index).question),
            answer: t.rich((c) => nth(c.Faq.items, index).answer),
          })),
      };
    case "Travel": {
      const first = contentIn(options.languages[0] ?? "en");
      return {
        id,
        siteModuleType: kind,
        title: t.plain((c) => c.Travel.title),
        text: t.rich((c) => c.Travel.text),
        items: t
          .indexes((c) => c.Travel.items)
          .map((index) => ({
            id: newId(`travelItem${index + 1}`),
            kind: nth(first.Travel.items, index).kind,
            title: t.plain((c) => nth(c.Travel.items, index).title),
            text: t.rich((c) => nth(c.Travel.items, index).text),
          })),
      };
    }
    case "GiftRegistry":
      return {
        id,
        siteModuleType: kind,
        title: t.plain((c) => c.GiftRegistry.title),
        text: t.rich((c) => c.GiftRegistry.text),
        showGiftRegistryButton: t.plain((c) => c.GiftRegistry.showGiftRegistryButton),
        reserveButton: t.plain((c) => c.GiftRegistry.reserveButton),
        cancelReservationButton: t.plain((c) => c.GiftRegistry.cancelReservationButton),
        giftRegistry: {
          items: [
            {
              id: newId("giftRegistryItem"),
              title: t.plain((c) => c.GiftRegistry.gift.title),
              description: t.rich((c) => c.GiftRegistry.gift.description),
              quantity: 6,
            },
          ],
        },
      };
    case "Rsvp":
      return {
        id,
        siteModuleType: kind,
        title: t.plain((c) => c.Rsvp.title),
        text: t.rich((c) => c.Rsvp.text),
        showFormButton: t.plain((c) => c.Rsvp.showFormButton),
        // An event registers one person at a time; a wedding or party guest answers for the family.
        maxNumberOfGuests: brand === "event" ? 1 : 5,
        selectNumberOfGuestsText: t.plain((c) => c.Rsvp.selectNumberOfGuestsText),
        oneGuestRsvpButton: t.plain((c) => c.Rsvp.oneGuestRsvpButton),
        guestIndexTitle: t.plain((c) => c.Rsvp.guestIndexTitle),
        form: { formElements: rsvpQuestions(t, (name) => newId(`rsvp${name}`)) },
        sendButton: t.plain((c) => c.Rsvp.sendButton),
        confirmationTitle: t.plain((c) => c.Rsvp.confirmationTitle),
        confirmationText: t.rich((c) => c.Rsvp.confirmationText),
        confirmationTitleNo: t.plain((c) => c.Rsvp.confirmationTitleNo),
        confirmationTextNo: t.rich((c) => c.Rsvp.confirmationTextNo),
        confirmationTitleMany: t.plain((c) => c.Rsvp.confirmationTitleMany),
        confirmationTextMany: t.rich((c) => c.Rsvp.confirmationTextMany),
        confirmationTitleNoMany: t.plain((c) => c.Rsvp.confirmationTitleNoMany),
        confirmationTextNoMany: t.rich((c) => c.Rsvp.confirmationTextNoMany),
      };
    case "Form":
      return {
        id,
        siteModuleType: kind,
        title: t.plain((c) => c.Form.title),
        text: t.rich((c) => c.Form.text),
        showFormButton: t.plain((c) => c.Form.showFormButton),
        sendButton: t.plain((c) => c.Form.sendButton),
        form: { formElements: contactFormQuestions(t, (name) => newId(`form${name}`)) },
        confirmationTitle: t.plain((c) => c.Form.confirmationTitle),
        confirmationText: t.rich((c) => c.Form.confirmationText),
      };
  }
}
