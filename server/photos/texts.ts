// The guests' photo pages' words: the same files as the owner app's (web/i18n/features/photos.*.json),
// in the page's language (its first language; English for a language the UI has no words in).
import type { UiLanguage } from "@core/languages";
import da from "@web/i18n/features/photos.da.json";
import en from "@web/i18n/features/photos.en.json";
import sv from "@web/i18n/features/photos.sv.json";

const FILES = { sv, en, da } as const;

export type GuestPhotoTexts = (typeof sv)["app"]["photos"]["guestPage"];
export type SlideshowTexts = (typeof sv)["app"]["photos"]["slideshow"];

export function photoTexts(language: UiLanguage): { guest: GuestPhotoTexts; slideshow: SlideshowTexts } {
  const photos = FILES[language].app.photos;
  return { guest: photos.guestPage, slideshow: photos.slideshow };
}

/** i18next's {{name}} filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
