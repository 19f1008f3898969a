// The demo pages' programme, questions and travel (issue 27), per brand and in sv, en and da. Travel
// entries with an address show the Location module's map card (the wedding inn the venue's map picture).
// Left out of the menu, which stays one row on a desktop as before (e2e/guest-modules.spec.ts).
import type { Brand } from "@core/brands";
import type { Image } from "@core/images";
import type { SiteModuleInput } from "@modules/schemas";

type T = { sv: string; en: string; da: string };
const p = (t: T): T => ({ sv: `<p>${t.sv}</p>`, en: `<p>${t.en}</p>`, da: `<p>${t.da}</p>` });
const same = (text: string): T => ({ sv: text, en: text, da: text });
const map = (location: string, path?: string) => ({
  location,
  mapTheme: "NORMAL" as const,
  zoom: 14,
  markerColor: "#ea4335",
  ...(path ? { path } : {}),
});

/** The 800 px variant of a rendered map picture (as demo-modules.ts gives the Location module). */
function mapPath(images: Record<string, Image>, name: string): string | undefined {
  const picture = images[name];
  if (!picture) return undefined;
  const variant = picture.sizes.find((size) => size.size === 800) ?? picture.sizes[0];
  return `${picture.path}${variant?.fileName ?? picture.fileName}`;
}

export function dayModules(
  brand: Brand,
  images: Record<string, Image> = {},
): {
  programme: SiteModuleInput;
  faq: SiteModuleInput;
  travel: SiteModuleInput;
} {
  if (brand === "wedding") return wedding(images);
  if (brand === "party") return party();
  return event();
}

function wedding(images: Record<string, Image>) {
  const programme: SiteModuleInput = {
    id: "demoDayProgramme",
    siteModuleType: "Programme",
    hideInMenu: true,
    title: { sv: "Lördagens program", en: "Saturday's programme", da: "Lørdagens program" },
    date: "2027-06-12",
    text: p({
      sv: "Tiderna är ungefärliga, utom vigseln: den börjar prick.",
      en: "The times are approximate, except the ceremony: it starts on the dot.",
      da: "Tiderne er omtrentlige, undtagen vielsen: den begynder præcis.",
    }),
    items: [
      {
        id: "demoProgrammeCeremony",
        time: "14:00",
        endTime: "14:45",
        title: { sv: "Vigsel", en: "Ceremony", da: "Vielse" },
        place: "Skoklosters kyrka",
        part: { sv: "Vigselgästerna", en: "Ceremony guests", da: "Vielsesgæsterne" },
        text: p({
          sv: "Kom gärna en kvart innan, så hinner alla hitta en plats.",
          en: "Please arrive a quarter of an hour early so everyone can find a seat.",
          da: "Kom gerne et kvarter før, så alle kan nå at finde en plads.",
        }),
      },
      {
        id: "demoProgrammeCoach",
        time: "15:45",
        title: { sv: "Buss till Sjövik", en: "Coach to Sjövik", da: "Bus til Sjövik" },
        place: "Skoklosters kyrka",
        text: p({
          sv: "Bussen går från parkeringen vid kyrkan. Den som kör själv parkerar på gårdsplanen.",
          en: "The coach leaves from the church car park. If you drive, park in the courtyard.",
          da: "Bussen kører fra parkeringspladsen ved kirken. Kører du selv, parkerer du på gårdspladsen.",
        }),
      },
      {
        id: "demoProgrammeDrinks",
        time: "16:30",
        title: { sv: "Mingel i trädgården", en: "Drinks in the garden", da: "Reception i haven" },
        place: "Sjövik gård, Sigtuna",
        part: { sv: "Alla", en: "Everyone", da: "Alle" },
        text: p({
          sv: "Bubbel, tilltugg och fotografering vid sjön.",
          en: "Bubbles, nibbles and photos by the lake.",
          da: "Bobler, snacks og fotografering ved søen.",
        }),
      },
      {
        id: "demoProgrammeDinner",
        time: "18:00",
        title: { sv: "Middag och tal", en: "Dinner and speeches", da: "Middag og taler" },
        place: "Sjövik gård, Sigtuna",
        text: p({
          sv: "Tre rätter i logen. Toastmastern tar emot anmälningar om tal.",
          en: "Three courses in the barn. The toastmaster takes requests for speeches.",
          da: "Tre retter i laden. Toastmasteren tager imod tilmeldinger til taler.",
        }),
      },
      {
        id: "demoProgrammeDance",
        time: "22:00",
        endTime: "02:00",
        title: { sv: "Dans", en: "Dancing", da: "Dans" },
        place: "Sjövik gård, Sigtuna",
        text: p({
          sv: "Bandet spelar till midnatt, sedan tar vi över spellistan.",
          en: "The band plays until midnight, then we take over the playlist.",
          da: "Bandet spiller til midnat, derefter overtager vi playlisten.",
        }),
      },
    ],
  };
  const faq: SiteModuleInput = {
    id: "demoDayFaq",
    siteModuleType: "Faq",
    hideInMenu: true,
    title: { sv: "Frågor och svar", en: "Questions and answers", da: "Spørgsmål og svar" },
    text: p({
      sv: "Hittar du inte svaret här? Skriv till oss längre ned på sidan.",
      en: "Can't find the answer here? Write to us further down the page.",
      da: "Kan du ikke finde svaret her? Skriv til os længere nede på siden.",
    }),
    items: [
      {
        id: "demoFaqChildren",
        question: { sv: "Får vi ta med barn?", en: "Can we bring children?", da: "Må vi tage børn med?" },
        answer: p({
          sv: "Ammande bebisar är varmt välkomna. I övrigt firar vi med de vuxna den här dagen.",
          en: "Babies in arms are very welcome. Otherwise we are celebrating with the grown-ups this time.",
          da: "Ammende babyer er hjertelig velkomne. Ellers fejrer vi med de voksne denne dag.",
        }),
      },
      {
        id: "demoFaqSpeech",
        question: { sv: "Får man hålla tal?", en: "Can I make a speech?", da: "Må man holde tale?" },
        answer: p({
          sv: "Gärna! Hör av dig till toastmastern Erik senast en vecka innan.",
          en: "Please do! Get in touch with Erik, our toastmaster, at least a week before.",
          da: "Meget gerne! Kontakt toastmasteren Erik senest en uge før.",
        }),
      },
      {
        id: "demoFaqPhotos",
        question: {
          sv: "Får vi fotografera under vigseln?",
          en: "May we take photos during the ceremony?",
          da: "Må vi tage billeder under vielsen?",
        },
        answer: p({
          sv: "Vi önskar en vigsel utan mobiler. Vår fotograf delar bilderna här på sidan efteråt.",
          en: "We would love an unplugged ceremony. Our photographer will share the pictures here afterwards.",
          da: "Vi ønsker en vielse uden mobiler. Vores fotograf deler billederne her på siden bagefter.",
        }),
      },
    ],
  };
  const travel: SiteModuleInput = {
    id: "demoDayTravel",
    siteModuleType: "Travel",
    hideInMenu: true,
    title: { sv: "Resa och boende", en: "Travel and stay", da: "Rejse og overnatning" },
    text: p({
      sv: "Vi har reserverat rum i närheten. Boka senast den 1 maj.",
      en: "We have held rooms nearby. Please book by 1 May.",
      da: "Vi har reserveret værelser i nærheden. Book senest den 1. maj.",
    }),
    items: [
      {
        id: "demoTravelInn",
        kind: "STAY",
        title: same("Sjövik gårds värdshus"),
        text: p({
          sv: "Tjugo rum på gården, två minuters promenad från festen. Frukost ingår.",
          en: "Twenty rooms at the manor, a two-minute walk from the party. Breakfast included.",
          da: "Tyve værelser på gården, to minutters gang fra festen. Morgenmad er inkluderet.",
        }),
        link: "https://example.com/sjovik",
        bookingCode: "ANNAJOHAN27",
        // The inn is on the manor: the venue's map picture.
        map: map("Sjövik värdshus, Sigtuna", mapPath(images, "wedding-map")),
      },
      {
        id: "demoTravelParking",
        kind: "PARKING",
        title: { sv: "Parkering", en: "Parking", da: "Parkering" },
        text: p({
          sv: "Gratis parkering på gårdsplanen och vid kyrkan.",
          en: "Free parking in the courtyard and at the church.",
          da: "Gratis parkering på gårdspladsen og ved kirken.",
        }),
        map: map(""),
      },
      {
        id: "demoTravelTrain",
        kind: "TRANSPORT",
        title: { sv: "Tåg och buss", en: "Train and bus", da: "Tog og bus" },
        text: p({
          sv: "Tåg till Märsta, sedan buss 575 mot Skokloster. Vi ordnar skjuts hem efter festen.",
          en: "Train to Märsta, then bus 575 towards Skokloster. We arrange rides home after the party.",
          da: "Tog til Märsta, derefter bus 575 mod Skokloster. Vi sørger for kørsel hjem efter festen.",
        }),
        link: "https://sl.se",
        map: map(""),
      },
    ],
  };
  return { programme, faq, travel };
}

function party() {
  const programme: SiteModuleInput = {
    id: "demoDayProgramme",
    siteModuleType: "Programme",
    hideInMenu: true,
    title: { sv: "Kvällens program", en: "The evening", da: "Aftenens program" },
    text: p({
      sv: "Så här ser kvällen ut, ungefär.",
      en: "This is roughly how the evening goes.",
      da: "Sådan ser aftenen nogenlunde ud.",
    }),
    items: [
      {
        id: "demoProgrammeDrinks",
        time: "18:00",
        title: { sv: "Mingel", en: "Drinks", da: "Velkomstdrink" },
        text: p({
          sv: "Vi skålar på terrassen.",
          en: "We raise a glass on the terrace.",
          da: "Vi skåler på terrassen.",
        }),
      },
      {
        id: "demoProgrammeDinner",
        time: "19:30",
        title: { sv: "Middag", en: "Dinner", da: "Middag" },
        text: p({ sv: "Buffé och tal.", en: "A buffet and speeches.", da: "Buffet og taler." }),
      },
      {
        id: "demoProgrammeDance",
        time: "22:00",
        title: { sv: "Dans", en: "Dancing", da: "Dans" },
        text: p({ sv: "DJ till sent.", en: "A DJ until late.", da: "DJ til sent." }),
      },
    ],
  };
  const faq: SiteModuleInput = {
    id: "demoDayFaq",
    siteModuleType: "Faq",
    hideInMenu: true,
    title: { sv: "Frågor och svar", en: "Questions and answers", da: "Spørgsmål og svar" },
    text: p({
      sv: "Det här undrar många.",
      en: "What many people ask.",
      da: "Det spørger mange om.",
    }),
    items: [
      {
        id: "demoFaqBring",
        question: {
          sv: "Behöver jag ta med något?",
          en: "Should I bring anything?",
          da: "Skal jeg tage noget med?",
        },
        answer: p({
          sv: "Bara dig själv och gott humör.",
          en: "Just yourself and a good mood.",
          da: "Kun dig selv og godt humør.",
        }),
      },
      {
        id: "demoFaqEnd",
        question: {
          sv: "Hur länge håller festen på?",
          en: "How long does the party go on?",
          da: "Hvor længe varer festen?",
        },
        answer: p({
          sv: "Till ett ungefär. Sista bussen går 00.40.",
          en: "Until about one. The last bus leaves at 00:40.",
          da: "Til omkring et. Den sidste bus kører 00.40.",
        }),
      },
    ],
  };
  const travel: SiteModuleInput = {
    id: "demoDayTravel",
    siteModuleType: "Travel",
    hideInMenu: true,
    title: { sv: "Hitta hit", en: "Getting here", da: "Sådan kommer du hertil" },
    text: p({
      sv: "Lättast är att åka kollektivt.",
      en: "Public transport is easiest.",
      da: "Det er nemmest at tage offentlig transport.",
    }),
    items: [
      {
        id: "demoTravelBus",
        kind: "TRANSPORT",
        title: { sv: "Buss", en: "Bus", da: "Bus" },
        text: p({
          sv: "Buss 4 till hållplatsen Parken, sedan två minuter till fots.",
          en: "Bus 4 to the Parken stop, then a two-minute walk.",
          da: "Bus 4 til stoppestedet Parken, derefter to minutters gang.",
        }),
        map: map(""),
      },
      {
        id: "demoTravelParking",
        kind: "PARKING",
        title: { sv: "Parkering", en: "Parking", da: "Parkering" },
        text: p({
          sv: "Några platser finns på gatan intill.",
          en: "There are a few spaces in the street next door.",
          da: "Der er nogle pladser på gaden ved siden af.",
        }),
        map: map(""),
      },
    ],
  };
  return { programme, faq, travel };
}

function event() {
  const programme: SiteModuleInput = {
    id: "demoDayProgramme",
    siteModuleType: "Programme",
    hideInMenu: true,
    title: { sv: "Dagens program", en: "The day's programme", da: "Dagens program" },
    text: p({
      sv: "Alla pass hålls i stora salen.",
      en: "All sessions are in the main hall.",
      da: "Alle oplæg holdes i den store sal.",
    }),
    items: [
      {
        id: "demoProgrammeRegistration",
        time: "09:00",
        title: { sv: "Registrering och kaffe", en: "Registration and coffee", da: "Registrering og kaffe" },
        text: p({
          sv: "Hämta din namnbricka i entrén.",
          en: "Pick up your name badge at the entrance.",
          da: "Hent dit navneskilt ved indgangen.",
        }),
      },
      {
        id: "demoProgrammeKeynote",
        time: "10:00",
        endTime: "11:30",
        title: { sv: "Första passet", en: "First session", da: "Første oplæg" },
        text: p({ sv: "Dagens huvudtalare.", en: "The day's keynote speaker.", da: "Dagens hovedtaler." }),
      },
      {
        id: "demoProgrammeLunch",
        time: "12:00",
        title: { sv: "Lunch", en: "Lunch", da: "Frokost" },
        text: p({ sv: "Lunch i matsalen.", en: "Lunch in the dining room.", da: "Frokost i spisesalen." }),
      },
    ],
  };
  const faq: SiteModuleInput = {
    id: "demoDayFaq",
    siteModuleType: "Faq",
    hideInMenu: true,
    title: { sv: "Frågor och svar", en: "Questions and answers", da: "Spørgsmål og svar" },
    text: p({
      sv: "Praktiska svar inför dagen.",
      en: "Practical answers before the day.",
      da: "Praktiske svar før dagen.",
    }),
    items: [
      {
        id: "demoFaqAllergies",
        question: {
          sv: "Finns det mat för allergiker?",
          en: "Is there food for allergies?",
          da: "Er der mad til allergikere?",
        },
        answer: p({
          sv: "Ja, skriv dina allergier i anmälan.",
          en: "Yes, write your allergies when you sign up.",
          da: "Ja, skriv dine allergier i tilmeldingen.",
        }),
      },
      {
        id: "demoFaqColleague",
        question: {
          sv: "Kan jag ta med en kollega?",
          en: "Can I bring a colleague?",
          da: "Kan jeg tage en kollega med?",
        },
        answer: p({
          sv: "Ja, men din kollega anmäler sig själv.",
          en: "Yes, but your colleague signs up on their own.",
          da: "Ja, men din kollega tilmelder sig selv.",
        }),
      },
    ],
  };
  const travel: SiteModuleInput = {
    id: "demoDayTravel",
    siteModuleType: "Travel",
    hideInMenu: true,
    title: { sv: "Resa och boende", en: "Travel and stay", da: "Rejse og overnatning" },
    text: p({
      sv: "För dig som kommer långväga ifrån.",
      en: "For those of you coming from afar.",
      da: "Til dig, der kommer langvejs fra.",
    }),
    items: [
      {
        id: "demoTravelHotel",
        kind: "STAY",
        title: { sv: "Hotell nära", en: "Hotel nearby", da: "Hotel i nærheden" },
        text: p({
          sv: "Rabatterat pris med bokningskoden nedan.",
          en: "A discounted rate with the booking code below.",
          da: "Rabatteret pris med bookingkoden nedenfor.",
        }),
        link: "https://example.com/hotel",
        bookingCode: "EVENT27",
        map: map(""),
      },
      {
        id: "demoTravelTrain",
        kind: "TRANSPORT",
        title: { sv: "Tåg", en: "Train", da: "Tog" },
        text: p({
          sv: "Fem minuters promenad från centralstationen.",
          en: "A five-minute walk from the central station.",
          da: "Fem minutters gang fra hovedbanegården.",
        }),
        map: map(""),
      },
    ],
  };
  return { programme, faq, travel };
}
