// The demo pages' modules beyond header, text and image-and-text: countdown, programme list, people,
// map, gallery, video, RSVP, form and gift registry, per brand and in sv, en and da.
import type { Image } from "@core/images";
import type { SiteModuleInput } from "@modules/schemas";
import {
  EVENT_QUESTION_FORM,
  EVENT_RSVP,
  PARTY_HELP_FORM,
  PARTY_RSVP,
  WEDDING_RSVP,
  WEDDING_SPEECH_FORM,
} from "./demo-forms";

type Images = Record<string, Image>;
type T = { sv: string; en: string; da: string };
const p = (t: T): T => ({ sv: `<p>${t.sv}</p>`, en: `<p>${t.en}</p>`, da: `<p>${t.da}</p>` });
const same = (text: string): T => ({ sv: text, en: text, da: text });

/** Blender Foundation's open movie 'Big Buck Bunny' (CC BY 3.0), a stand-in for the couple's own film. */
export const DEMO_VIDEO_URL = "https://www.youtube.com/watch?v=aqz-KE-bpKQ";

const image = (images: Images, name: string) => images[name] ?? null;

/** The 800 px variant of a rendered map picture, as the map module's path. */
function mapPath(images: Images, name: string): string | undefined {
  const map = images[name];
  if (!map) return undefined;
  const variant = map.sizes.find((s) => s.size === 800) ?? map.sizes[0];
  return `${map.path}${variant?.fileName ?? map.fileName}`;
}

function gallery(images: Images, names: string[]) {
  return names.flatMap((name, index) => {
    const picture = images[name];
    return picture ? [{ id: `demoGalleryImage${index + 1}`, image: picture }] : [];
  });
}

const countdownWords = {
  days: { sv: "dagar", en: "days", da: "dage" },
  hours: { sv: "timmar", en: "hours", da: "timer" },
  minutes: { sv: "minuter", en: "minutes", da: "minutter" },
  seconds: { sv: "sekunder", en: "seconds", da: "sekunder" },
};

const rsvpButtons = {
  selectNumberOfGuestsText: { sv: "Hur många är ni?", en: "How many are you?", da: "Hvor mange er I?" },
  oneGuestRsvpButton: { sv: "OSA för en person", en: "RSVP for one person", da: "Svar for én person" },
  guestIndexTitle: { sv: "Gäst", en: "Guest", da: "Gæst" },
  sendButton: { sv: "Skicka svar", en: "Send reply", da: "Send svar" },
};

const giftTexts = {
  showGiftRegistryButton: { sv: "Visa önskelistan", en: "Show the wish list", da: "Vis ønskelisten" },
  reserveButton: { sv: "Reservera", en: "Reserve", da: "Reserver" },
  cancelReservationButton: { sv: "Ta bort reservation", en: "Cancel reservation", da: "Fjern reservation" },
};

export function weddingExtras(images: Images) {
  const countdown: SiteModuleInput = {
    id: "demoCountdown",
    siteModuleType: "Countdown",
    title: { sv: "Snart säger vi ja", en: "Counting down to our I do", da: "Snart siger vi ja" },
    countdownDate: "2027-06-12 14:00",
    ...countdownWords,
  };
  const programme: SiteModuleInput = {
    id: "demoWeekend",
    siteModuleType: "TextAndImageList",
    title: { sv: "Helgen i korthet", en: "The weekend at a glance", da: "Weekenden kort fortalt" },
    menuTitle: { sv: "Program", en: "Programme", da: "Program" },
    text: p({
      sv: "Vi firar hela helgen, och ni är välkomna till så mycket ni orkar.",
      en: "We are celebrating all weekend, and you are welcome to join for as much as you like.",
      da: "Vi fejrer hele weekenden, og I er velkomne til så meget, I orker.",
    }),
    items: [
      {
        id: "demoWeekendFriday",
        title: { sv: "Fredag · Välkomstmingel", en: "Friday · Welcome drinks", da: "Fredag · Velkomstdrink" },
        text: p({
          sv: "Från kl. 19 på bryggan vid Sjövik. Enkel klädsel, bubbel och grillat. Perfekt för att hälsa på varandra innan den stora dagen.",
          en: "From 7 pm on the jetty at Sjövik. Casual clothes, bubbles and a barbecue: a chance to meet before the big day.",
          da: "Fra kl. 19 på broen ved Sjövik. Afslappet påklædning, bobler og grill: en chance for at mødes før den store dag.",
        }),
        image: image(images, "gallery-toast"),
      },
      {
        id: "demoWeekendSaturday",
        title: {
          sv: "Lördag · Vigsel och fest",
          en: "Saturday · Ceremony and party",
          da: "Lørdag · Vielse og fest",
        },
        text: p({
          sv: "Vigsel kl. 14 i Skoklosters kyrka, därefter middag, tal och dans till långt efter midnatt.",
          en: "The ceremony is at 2 pm in Skokloster Church, followed by dinner, speeches and dancing until long after midnight.",
          da: "Vielse kl. 14 i Skokloster Kirke, derefter middag, taler og dans til langt efter midnat.",
        }),
        image: image(images, "gallery-dancefloor"),
      },
      {
        id: "demoWeekendSunday",
        title: { sv: "Söndag · Brunch", en: "Sunday · Brunch", da: "Søndag · Brunch" },
        text: p({
          sv: "Vi avslutar med en lugn brunch i orangeriet kl. 11–13. Kom som du är.",
          en: "We finish with a relaxed brunch in the orangery from 11 am to 1 pm. Come as you are.",
          da: "Vi slutter af med en rolig brunch i orangeriet kl. 11–13. Kom som du er.",
        }),
        image: image(images, "gallery-bouquet"),
      },
    ],
  };
  const people: SiteModuleInput = {
    id: "demoPeople",
    siteModuleType: "PeopleList",
    title: { sv: "Viktiga personer", en: "Key people", da: "Vigtige personer" },
    hideInMenu: true,
    text: p({
      sv: "Har du frågor om tal, överraskningar eller praktiska saker? Hör av dig till någon av dem här.",
      en: "Questions about speeches, surprises or practical matters? Get in touch with one of them.",
      da: "Har du spørgsmål om taler, overraskelser eller det praktiske? Kontakt en af dem her.",
    }),
    list: [
      {
        id: "demoPersonEmma",
        name: "Emma Lindqvist",
        title: same("Toastmaster"),
        text: p({
          sv: "Sara sedan förskolan. Håller ordning på talen och klockan.",
          en: "Sara's friend since nursery school. Keeps the speeches and the clock in order.",
          da: "Saras veninde siden børnehaven. Holder styr på talerne og tiden.",
        }),
        image: image(images, "portrait-1"),
      },
      {
        id: "demoPersonOskar",
        name: "Oskar Berg",
        title: { sv: "Best man", en: "Best man", da: "Forlover" },
        text: p({
          sv: "Johans lillebror och kvällens självutnämnde dansgolvsgeneral.",
          en: "Johan's little brother and the evening's self-appointed dance floor general.",
          da: "Johans lillebror og aftenens selvudnævnte dansegulvsgeneral.",
        }),
        image: image(images, "portrait-2"),
      },
      {
        id: "demoPersonAmina",
        name: "Amina Haddad",
        title: { sv: "Brudtärna", en: "Maid of honour", da: "Brudepige" },
        text: p({
          sv: "Vet allt om överraskningarna, men säger ingenting.",
          en: "Knows everything about the surprises, but will not say a word.",
          da: "Ved alt om overraskelserne, men siger ingenting.",
        }),
        image: image(images, "portrait-3"),
      },
      {
        id: "demoPersonJonas",
        name: "Jonas Ek",
        title: { sv: "Fotograf", en: "Photographer", da: "Fotograf" },
        text: p({
          sv: "Fångar dagen på bild. Bilderna hamnar här på sidan efteråt.",
          en: "Captures the day. The pictures will appear on this page afterwards.",
          da: "Fanger dagen på billeder. Billederne kommer her på siden bagefter.",
        }),
        image: image(images, "portrait-4"),
      },
    ],
  };
  const location: SiteModuleInput = {
    id: "demoLocation",
    siteModuleType: "Location",
    title: { sv: "Hitta hit", en: "Getting there", da: "Find vej" },
    secondTitle: { sv: "Sjövik gård, Sigtuna", en: "Sjövik Manor, Sigtuna", da: "Sjövik gård, Sigtuna" },
    text: p({
      sv: "Gården ligger vid Mälaren, 15 minuter från Sigtuna. Med bil följer du skyltarna mot Skokloster; parkering finns på gårdsplanen. Bussen från kyrkan går kl. 15.45.",
      en: "The manor lies on Lake Mälaren, 15 minutes from Sigtuna. By car, follow the signs to Skokloster; there is parking in the courtyard. The coach from the church leaves at 3.45 pm.",
      da: "Gården ligger ved Mälaren, 15 minutter fra Sigtuna. I bil følger du skiltene mod Skokloster; der er parkering på gårdspladsen. Bussen fra kirken kører kl. 15.45.",
    }),
    map: {
      location: "Sjövik gård, Sigtuna",
      mapTheme: "NORMAL",
      zoom: 13,
      markerColor: "#ea4335",
      path: mapPath(images, "wedding-map"),
    },
    image: image(images, "wedding-venue"),
  };
  const rsvp: SiteModuleInput = {
    id: "demoRsvp",
    siteModuleType: "Rsvp",
    title: { sv: "OSA", en: "RSVP", da: "Svar udbedes" },
    menuTitle: { sv: "OSA", en: "RSVP", da: "Tilmelding" },
    text: p({
      sv: "Svara senast <strong>1 maj 2027</strong>, så vet köket hur många vi blir. Svara gärna för hela sällskapet på en gång.",
      en: "Please reply by <strong>1 May 2027</strong> so the kitchen knows how many we will be. You are welcome to reply for your whole party at once.",
      da: "Svar senest <strong>1. maj 2027</strong>, så køkkenet ved, hvor mange vi bliver. Svar gerne for hele selskabet på én gang.",
    }),
    showFormButton: { sv: "OSA här", en: "RSVP here", da: "Svar her" },
    maxNumberOfGuests: 4,
    ...rsvpButtons,
    form: { formElements: WEDDING_RSVP },
    confirmationTitle: {
      sv: "Tack för ditt svar!",
      en: "Thank you for your reply!",
      da: "Tak for dit svar!",
    },
    confirmationText: p({
      sv: "Vi har tagit emot dina uppgifter. Vi längtar efter att fira med dig!",
      en: "We have received your details. We cannot wait to celebrate with you!",
      da: "Vi har modtaget dine oplysninger. Vi glæder os til at fejre dagen med dig!",
    }),
    // A reply for the whole party is thanked in the plural (issue 23 item 10).
    confirmationTitleMany: {
      sv: "Tack för ert svar!",
      en: "Thank you for your reply!",
      da: "Tak for jeres svar!",
    },
    confirmationTextMany: p({
      sv: "Vi har tagit emot era uppgifter. Vi längtar efter att fira med er!",
      en: "We have received your details. We cannot wait to celebrate with you!",
      da: "Vi har modtaget jeres oplysninger. Vi glæder os til at fejre dagen med jer!",
    }),
  };
  const speech: SiteModuleInput = {
    id: "demoSpeech",
    siteModuleType: "Form",
    title: { sv: "Anmäl tal", en: "Sign up for a speech", da: "Tilmeld en tale" },
    hideInMenu: true,
    text: p({
      sv: "Vill du hålla tal, sjunga eller hitta på något under middagen? Anmäl dig senast 15 maj så hör Emma av sig. Ett bra tal är högst fem minuter.",
      en: "Would you like to give a speech, sing or do something during dinner? Sign up by 15 May and Emma will be in touch. A good speech is five minutes at most.",
      da: "Vil du holde tale, synge eller finde på noget under middagen? Tilmeld dig senest 15. maj, så kontakter Emma dig. En god tale varer højst fem minutter.",
    }),
    showFormButton: { sv: "Anmäl tal", en: "Sign up", da: "Tilmeld tale" },
    sendButton: { sv: "Skicka anmälan", en: "Send", da: "Send tilmelding" },
    form: { formElements: WEDDING_SPEECH_FORM },
    confirmationTitle: { sv: "Tack!", en: "Thank you!", da: "Tak!" },
    confirmationText: p({
      sv: "Tack för att du anmält dig att tala. Emma hör av sig med en tid.",
      en: "Thank you for signing up to speak. Emma will get back to you with a time.",
      da: "Tak, fordi du har tilmeldt dig at tale. Emma vender tilbage med et tidspunkt.",
    }),
  };
  const gifts: SiteModuleInput = {
    id: "demoGifts",
    siteModuleType: "GiftRegistry",
    title: { sv: "Önskelista", en: "Wish list", da: "Ønskeliste" },
    text: p({
      sv: "Er närvaro är den finaste gåvan. Vill ni ändå ge något kan ni reservera en present här, så blir det inga dubbletter. Ange ett lösenord när du reserverar, så kan du ångra dig senare.",
      en: "Your presence is the finest gift. If you would still like to give something, reserve a present here so nothing is bought twice. Choose a password when you reserve so you can change your mind later.",
      da: "Jeres tilstedeværelse er den fineste gave. Vil I alligevel give noget, kan I reservere en gave her, så der ikke kommer dubletter. Vælg en adgangskode, når du reserverer, så kan du fortryde senere.",
    }),
    ...giftTexts,
    giftRegistry: {
      items: [
        {
          id: "giftRegistryItemHoneymoon",
          title: {
            sv: "Bidrag till bröllopsresan",
            en: "A contribution to our honeymoon",
            da: "Bidrag til bryllupsrejsen",
          },
          description: p({
            sv: "Vi drömmer om att vandra på Azorerna. Swisha valfritt belopp till 123 456 78 90 och märk det ”Azorerna”.",
            en: "We dream of hiking in the Azores. Any amount is welcome: ask Emma for our account details.",
            da: "Vi drømmer om at vandre på Azorerne. Ethvert beløb er velkomment: spørg Emma om vores kontooplysninger.",
          }),
          reservable: false,
          quantity: null,
        },
        {
          id: "giftRegistryItemPlates",
          title: {
            sv: "Middagstallrikar, Swedish Grace",
            en: "Dinner plates, Swedish Grace",
            da: "Middagstallerkener, Swedish Grace",
          },
          description: p({
            sv: "Färg Meadow, 27 cm.",
            en: "Colour Meadow, 27 cm.",
            da: "Farve Meadow, 27 cm.",
          }),
          link: "https://www.rorstrand.se/",
          quantity: 8,
        },
        {
          id: "giftRegistryItemGlasses",
          title: { sv: "Vinglas, Essence", en: "Wine glasses, Essence", da: "Vinglas, Essence" },
          description: p({
            sv: "Rödvinsglas, 45 cl.",
            en: "Red wine glasses, 45 cl.",
            da: "Rødvinsglas, 45 cl.",
          }),
          link: "https://www.iittala.com/",
          quantity: 6,
        },
        {
          id: "giftRegistryItemPot",
          title: { sv: "Gjutjärnsgryta", en: "Cast iron casserole", da: "Støbejernsgryde" },
          description: p({
            sv: "Rund, 4 liter, gärna i grönt.",
            en: "Round, 4 litres, preferably green.",
            da: "Rund, 4 liter, gerne i grøn.",
          }),
          link: "https://www.skeppshult.se/",
          quantity: 1,
        },
        {
          id: "giftRegistryItemBlanket",
          title: {
            sv: "Ullfilt till sommarstugan",
            en: "Wool blanket for the summer cottage",
            da: "Uldplaid til sommerhuset",
          },
          description: p({ sv: "Gärna rutig.", en: "Checked, if possible.", da: "Gerne ternet." }),
          link: "https://www.klippanyllefabrik.se/",
          quantity: 1,
        },
      ],
    },
  };
  const pictures: SiteModuleInput = {
    id: "demoGallery",
    siteModuleType: "ImageGallery",
    title: { sv: "Bilder", en: "Pictures", da: "Billeder" },
    text: p({
      sv: "Några bilder från platsen och förberedelserna. Efter bröllopet lägger vi upp fler här.",
      en: "A few pictures of the place and the preparations. We will add more after the wedding.",
      da: "Et par billeder fra stedet og forberedelserne. Efter brylluppet lægger vi flere op her.",
    }),
    gallery: gallery(images, [
      "wedding-venue",
      "wedding-rings",
      "gallery-bouquet",
      "wedding-dinner",
      "gallery-cake",
      "gallery-toast",
      "wedding-hero",
      "gallery-dancefloor",
    ]),
  };
  const video: SiteModuleInput = {
    id: "demoVideo",
    siteModuleType: "Video",
    title: { sv: "Vår film", en: "Our film", da: "Vores film" },
    hideInMenu: true,
    text: p({
      sv: "Efter bröllopet lägger vi upp filmen från dagen här. Tills dess bjuder vi på en kortfilm att värma upp med.",
      en: "After the wedding we will put the film of the day here. Until then, enjoy a short film to warm up with.",
      da: "Efter brylluppet lægger vi filmen fra dagen op her. Indtil da byder vi på en kortfilm at varme op med.",
    }),
    video: { type: "YouTube", videoUrl: DEMO_VIDEO_URL, autoStart: true },
  };
  return { countdown, programme, people, location, rsvp, speech, gifts, pictures, video };
}

export function partyExtras(images: Images) {
  const countdown: SiteModuleInput = {
    id: "demoCountdown",
    siteModuleType: "Countdown",
    title: { sv: "Tills festen börjar", en: "Until the party starts", da: "Til festen begynder" },
    countdownDate: "2027-09-04 18:00",
    ...countdownWords,
  };
  const programme: SiteModuleInput = {
    id: "demoEvening",
    siteModuleType: "TextAndImageList",
    title: { sv: "Kvällens program", en: "The evening", da: "Aftenens program" },
    menuTitle: { sv: "Program", en: "Programme", da: "Program" },
    text: p({
      sv: "Kom när du kan, men missa inte talen kl. 21!",
      en: "Come when you can, but do not miss the speeches at 9 pm!",
      da: "Kom, når du kan, men gå ikke glip af talerne kl. 21!",
    }),
    items: [
      {
        id: "demoEveningDrinks",
        title: {
          sv: "18.00 · Bubbel och tapas",
          en: "6 pm · Bubbles and tapas",
          da: "18.00 · Bobler og tapas",
        },
        text: p({
          sv: "Vi börjar i trädgården med något gott i glaset.",
          en: "We start in the garden with something nice in the glass.",
          da: "Vi begynder i haven med noget godt i glasset.",
        }),
        image: image(images, "gallery-toast"),
      },
      {
        id: "demoEveningCake",
        title: {
          sv: "21.00 · Tal och överraskningar",
          en: "9 pm · Speeches and surprises",
          da: "21.00 · Taler og overraskelser",
        },
        text: p({
          sv: "Anmäl gärna ditt bidrag nedan så vi får en bra ordning.",
          en: "Sign up your contribution below so we get a good running order.",
          da: "Tilmeld gerne dit bidrag herunder, så vi får en god rækkefølge.",
        }),
        image: image(images, "gallery-bouquet"),
      },
      {
        id: "demoEveningDance",
        title: { sv: "22.30 · Dans", en: "10.30 pm · Dancing", da: "22.30 · Dans" },
        text: p({
          sv: "DJ Amir spelar fram till kl. 02. Önska låtar när du OSA:r!",
          en: "DJ Amir plays until 2 am. Request songs when you RSVP!",
          da: "DJ Amir spiller til kl. 02. Ønsk sange, når du svarer!",
        }),
        image: image(images, "gallery-dancefloor"),
      },
    ],
  };
  const people: SiteModuleInput = {
    id: "demoPeople",
    siteModuleType: "PeopleList",
    title: { sv: "Kvällens värdar", en: "Your hosts", da: "Aftenens værter" },
    hideInMenu: true,
    text: p({
      sv: "Undrar du något om kvällen? Fråga någon av oss.",
      en: "Wondering about anything? Ask one of us.",
      da: "Er der noget, du undrer dig over? Spørg en af os.",
    }),
    list: [
      {
        id: "demoPersonLinnea",
        name: "Linnea Ström",
        title: { sv: "Födelsedagsbarnet", en: "The birthday girl", da: "Fødselaren" },
        image: image(images, "portrait-1"),
      },
      { id: "demoPersonAmir", name: "Amir Haddad", title: same("DJ"), image: image(images, "portrait-2") },
      {
        id: "demoPersonSofia",
        name: "Sofia Ek",
        title: same("Toastmaster"),
        image: image(images, "portrait-3"),
      },
      {
        id: "demoPersonJonas",
        name: "Jonas Berg",
        title: { sv: "Bartender", en: "Bartender", da: "Bartender" },
        image: image(images, "portrait-4"),
      },
    ],
  };
  const location: SiteModuleInput = {
    id: "demoLocation",
    siteModuleType: "Location",
    title: { sv: "Hitta hit", en: "Getting there", da: "Find vej" },
    secondTitle: {
      sv: "Trädgården, Hammarby slussväg 2",
      en: "Trädgården, Hammarby slussväg 2",
      da: "Trädgården, Hammarby slussväg 2",
    },
    text: p({
      sv: "Närmaste tunnelbana är Skanstull. Det finns cykelställ vid entrén men nästan inga parkeringsplatser.",
      en: "The nearest underground station is Skanstull. There are bike racks by the entrance but hardly any parking.",
      da: "Nærmeste metrostation er Skanstull. Der er cykelstativer ved indgangen, men næsten ingen parkering.",
    }),
    map: {
      location: "Hammarby slussväg 2, Stockholm",
      mapTheme: "NORMAL",
      zoom: 15,
      markerColor: "#ea4335",
      path: mapPath(images, "party-map"),
    },
    image: image(images, "party-garden"),
  };
  const rsvp: SiteModuleInput = {
    id: "demoRsvp",
    siteModuleType: "Rsvp",
    title: { sv: "OSA", en: "RSVP", da: "Svar udbedes" },
    text: p({
      sv: "Svara senast 15 augusti, så vet vi hur mycket tapas vi ska beställa.",
      en: "Please reply by 15 August so we know how much tapas to order.",
      da: "Svar senest 15. august, så vi ved, hvor meget tapas vi skal bestille.",
    }),
    showFormButton: { sv: "OSA här", en: "RSVP here", da: "Svar her" },
    maxNumberOfGuests: 2,
    ...rsvpButtons,
    form: { formElements: PARTY_RSVP },
    confirmationTitle: { sv: "Tack!", en: "Thank you!", da: "Tak!" },
    confirmationText: p({
      sv: "Vad kul! Vi ses i trädgården.",
      en: "Lovely! See you in the garden.",
      da: "Hvor dejligt! Vi ses i haven.",
    }),
  };
  const helpForm: SiteModuleInput = {
    id: "demoContribute",
    siteModuleType: "Form",
    title: { sv: "Vill du bidra?", en: "Would you like to contribute?", da: "Vil du bidrage?" },
    hideInMenu: true,
    text: p({
      sv: "Tal, musik eller en hjälpande hand med dukningen: säg till här.",
      en: "A speech, music or a helping hand with setting up: let us know here.",
      da: "En tale, musik eller en hjælpende hånd med opdækningen: sig til her.",
    }),
    showFormButton: { sv: "Anmäl bidrag", en: "Sign up", da: "Tilmeld bidrag" },
    sendButton: { sv: "Skicka", en: "Send", da: "Send" },
    form: { formElements: PARTY_HELP_FORM },
    confirmationTitle: { sv: "Tack!", en: "Thank you!", da: "Tak!" },
    confirmationText: p({
      sv: "Sofia hör av sig.",
      en: "Sofia will be in touch.",
      da: "Sofia kontakter dig.",
    }),
  };
  const gifts: SiteModuleInput = {
    id: "demoGifts",
    siteModuleType: "GiftRegistry",
    title: { sv: "Önskelista", en: "Wish list", da: "Ønskeliste" },
    text: p({
      sv: "Presenter är inget måste! Men om du undrar finns här några saker jag skulle bli glad för.",
      en: "Presents are not a must! But if you are wondering, here are a few things I would love.",
      da: "Gaver er ikke et must! Men hvis du undrer dig, er her et par ting, jeg ville blive glad for.",
    }),
    ...giftTexts,
    giftRegistry: {
      items: [
        {
          id: "giftRegistryItemTrip",
          title: {
            sv: "Bidrag till en resa till Lissabon",
            en: "A contribution to a trip to Lisbon",
            da: "Bidrag til en rejse til Lissabon",
          },
          description: p({
            sv: "Fråga Sofia hur du bidrar.",
            en: "Ask Sofia how to contribute.",
            da: "Spørg Sofia, hvordan du bidrager.",
          }),
          reservable: false,
          quantity: null,
        },
        {
          id: "giftRegistryItemBook",
          title: { sv: "Kokbok: Portugisiskt", en: "Cookbook: Portuguese", da: "Kogebog: Portugisisk" },
          link: "https://www.adlibris.com/",
          quantity: 1,
        },
        {
          id: "giftRegistryItemGlasses",
          title: { sv: "Champagneglas", en: "Champagne coupes", da: "Champagneglas" },
          description: p({ sv: "Gärna vintage.", en: "Vintage, if possible.", da: "Gerne vintage." }),
          link: "https://www.tradera.com/",
          quantity: 6,
        },
      ],
    },
  };
  const pictures: SiteModuleInput = {
    id: "demoGallery",
    siteModuleType: "ImageGallery",
    title: { sv: "Stämning", en: "The mood", da: "Stemning" },
    text: p({
      sv: "Så här kommer trädgården att se ut. Dela gärna dina egna bilder efteråt!",
      en: "This is how the garden will look. Please share your own pictures afterwards!",
      da: "Sådan kommer haven til at se ud. Del gerne dine egne billeder bagefter!",
    }),
    gallery: gallery(images, [
      "party-garden",
      "gallery-toast",
      "party-food",
      "gallery-dancefloor",
      "gallery-bouquet",
      "gallery-city",
      "party-hero",
    ]),
  };
  const video: SiteModuleInput = {
    id: "demoVideo",
    siteModuleType: "Video",
    title: { sv: "En filmhälsning", en: "A film greeting", da: "En filmhilsen" },
    hideInMenu: true,
    text: p({
      sv: "Efter festen lägger vi upp kvällens film här. Tills dess: en kortfilm att komma i stämning med.",
      en: "After the party we will post the film of the evening here. Until then, a short film to get in the mood.",
      da: "Efter festen lægger vi aftenens film op her. Indtil da: en kortfilm, der sætter stemningen.",
    }),
    video: { type: "YouTube", videoUrl: DEMO_VIDEO_URL, autoStart: true },
  };
  return { countdown, programme, people, location, rsvp, helpForm, gifts, pictures, video };
}

export function eventExtras(images: Images) {
  const countdown: SiteModuleInput = {
    id: "demoCountdown",
    siteModuleType: "Countdown",
    title: { sv: "Dörrarna öppnar om", en: "Doors open in", da: "Dørene åbner om" },
    countdownDate: "2027-10-14 08:30",
    ...countdownWords,
  };
  const programme: SiteModuleInput = {
    id: "demoProgramme",
    siteModuleType: "TextAndImageList",
    title: { sv: "Program", en: "Programme", da: "Program" },
    text: p({
      sv: "En dag med föredrag, workshops och gott om tid att träffas.",
      en: "A day of talks, workshops and plenty of time to meet.",
      da: "En dag med oplæg, workshops og god tid til at mødes.",
    }),
    items: [
      {
        id: "demoProgrammeKeynote",
        title: {
          sv: "09.00 · Inledande keynote",
          en: "9 am · Opening keynote",
          da: "09.00 · Åbningskeynote",
        },
        text: p({
          sv: "Karin Holm om varför det mest hållbara är det som aldrig behöver ersättas.",
          en: "Karin Holm on why the most sustainable thing is the one that never needs replacing.",
          da: "Karin Holm om, hvorfor det mest bæredygtige er det, der aldrig skal erstattes.",
        }),
        image: image(images, "event-hero"),
      },
      {
        id: "demoProgrammeWorkshops",
        title: { sv: "10.30 · Workshops", en: "10.30 am · Workshops", da: "10.30 · Workshops" },
        text: p({
          sv: "Tre parallella spår. Välj ditt när du anmäler dig.",
          en: "Three parallel tracks. Choose yours when you register.",
          da: "Tre parallelle spor. Vælg dit, når du tilmelder dig.",
        }),
        image: image(images, "gallery-workshop"),
      },
      {
        id: "demoProgrammeAwards",
        title: {
          sv: "16.00 · Prisutdelning och mingel",
          en: "4 pm · Awards and reception",
          da: "16.00 · Prisuddeling og reception",
        },
        text: p({
          sv: "Nordiska designpriset delas ut, följt av mingel vid vattnet.",
          en: "The Nordic Design Award is presented, followed by a reception by the water.",
          da: "Den Nordiske Designpris uddeles, efterfulgt af reception ved vandet.",
        }),
        image: image(images, "gallery-toast"),
      },
    ],
  };
  const people: SiteModuleInput = {
    id: "demoPeople",
    siteModuleType: "PeopleList",
    title: { sv: "Talare", en: "Speakers", da: "Talere" },
    text: p({
      sv: "Fyra röster om design som håller, från hela Norden.",
      en: "Four voices on design that lasts, from across the Nordics.",
      da: "Fire stemmer om design, der holder, fra hele Norden.",
    }),
    list: [
      {
        id: "demoPersonKarin",
        name: "Karin Holm",
        title: {
          sv: "Designchef, Studio Norr",
          en: "Head of design, Studio Norr",
          da: "Designchef, Studio Norr",
        },
        image: image(images, "portrait-1"),
      },
      {
        id: "demoPersonMikkel",
        name: "Mikkel Sørensen",
        title: { sv: "Arkitekt, Köpenhamn", en: "Architect, Copenhagen", da: "Arkitekt, København" },
        image: image(images, "portrait-2"),
      },
      {
        id: "demoPersonAmara",
        name: "Amara Diallo",
        title: {
          sv: "Forskare i cirkulär design",
          en: "Researcher in circular design",
          da: "Forsker i cirkulært design",
        },
        image: image(images, "portrait-3"),
      },
      {
        id: "demoPersonErik",
        name: "Erik Lund",
        title: same("Moderator"),
        image: image(images, "portrait-4"),
      },
    ],
  };
  const location: SiteModuleInput = {
    id: "demoLocation",
    siteModuleType: "Location",
    title: { sv: "Hitta hit", en: "Getting there", da: "Find vej" },
    secondTitle: same("Torkel Knutssonsgatan 2, Stockholm"),
    text: p({
      sv: "Fem minuters promenad från tunnelbanan Mariatorget. Ingången ligger mot vattnet.",
      en: "A five-minute walk from Mariatorget underground station. The entrance faces the water.",
      da: "Fem minutters gang fra metrostationen Mariatorget. Indgangen vender mod vandet.",
    }),
    map: {
      location: "Münchenbryggeriet, Torkel Knutssonsgatan 2, Stockholm",
      mapTheme: "NORMAL",
      zoom: 15,
      markerColor: "#ea4335",
      path: mapPath(images, "event-map"),
    },
    image: image(images, "event-venue"),
  };
  const rsvp: SiteModuleInput = {
    id: "demoRsvp",
    siteModuleType: "Rsvp",
    title: { sv: "Anmälan", en: "Registration", da: "Tilmelding" },
    text: p({
      sv: "Anmäl dig senast 30 september. Platserna är begränsade.",
      en: "Register by 30 September. Places are limited.",
      da: "Tilmeld dig senest 30. september. Der er begrænset plads.",
    }),
    showFormButton: { sv: "Anmäl dig", en: "Register", da: "Tilmeld dig" },
    maxNumberOfGuests: 1,
    ...rsvpButtons,
    oneGuestRsvpButton: { sv: "Anmäl dig", en: "Register", da: "Tilmeld dig" },
    sendButton: { sv: "Skicka anmälan", en: "Send registration", da: "Send tilmelding" },
    form: { formElements: EVENT_RSVP },
    confirmationTitle: { sv: "Välkommen!", en: "Welcome!", da: "Velkommen!" },
    confirmationText: p({
      sv: "Din anmälan är mottagen. En bekräftelse med program kommer per e-post.",
      en: "Your registration has been received. A confirmation with the programme will follow by e-mail.",
      da: "Din tilmelding er modtaget. En bekræftelse med program følger på e-mail.",
    }),
  };
  const question: SiteModuleInput = {
    id: "demoQuestion",
    siteModuleType: "Form",
    title: { sv: "Fråga panelen", en: "Ask the panel", da: "Spørg panelet" },
    hideInMenu: true,
    text: p({
      sv: "Skicka in en fråga i förväg, så tar moderatorn med den i eftermiddagens panelsamtal.",
      en: "Send in a question beforehand and the moderator will bring it to the afternoon panel.",
      da: "Send et spørgsmål på forhånd, så tager moderatoren det med i eftermiddagens paneldebat.",
    }),
    showFormButton: { sv: "Ställ en fråga", en: "Ask a question", da: "Stil et spørgsmål" },
    sendButton: { sv: "Skicka frågan", en: "Send question", da: "Send spørgsmålet" },
    form: { formElements: EVENT_QUESTION_FORM },
    confirmationTitle: {
      sv: "Tack för din fråga!",
      en: "Thank you for your question!",
      da: "Tak for dit spørgsmål!",
    },
    confirmationText: p({
      sv: "Vi ses på designdagen.",
      en: "See you on Design Day.",
      da: "Vi ses på designdagen.",
    }),
  };
  const pictures: SiteModuleInput = {
    id: "demoGallery",
    siteModuleType: "ImageGallery",
    title: { sv: "Från förra året", en: "From last year", da: "Fra sidste år" },
    text: p({
      sv: "Några ögonblick från Nordisk Designdag 2026.",
      en: "A few moments from Nordic Design Day 2026.",
      da: "Et par øjeblikke fra Nordisk Designdag 2026.",
    }),
    gallery: gallery(images, [
      "event-hero",
      "gallery-workshop",
      "event-network",
      "event-venue",
      "gallery-city",
      "gallery-toast",
    ]),
  };
  const video: SiteModuleInput = {
    id: "demoVideo",
    siteModuleType: "Video",
    title: { sv: "Film", en: "Film", da: "Film" },
    hideInMenu: true,
    text: p({
      sv: "Dagens föredrag filmas och läggs upp här efteråt. Här är en kortfilm i väntan på dem.",
      en: "The talks are filmed and will be posted here afterwards. Here is a short film while you wait.",
      da: "Dagens oplæg filmes og lægges op her bagefter. Her er en kortfilm, mens du venter.",
    }),
    video: { type: "YouTube", videoUrl: DEMO_VIDEO_URL, autoStart: true },
  };
  return { countdown, programme, people, location, rsvp, question, pictures, video };
}
