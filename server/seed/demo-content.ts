// The demo pages shown at each brand's demo host: realistic sample content in sv, en and da, with the
// product's own artwork (design/artwork). Every module kind is used, so the demo shows what a page can
// hold; the event brand has no gift registry (SPEC §2: it is not offered for event sites).
import type { Brand } from "@core/brands";
import type { Image } from "@core/images";
import type { SiteDocumentInput } from "@core/site";
import type { SiteModuleInput } from "@modules/schemas";
import { dayModules } from "./demo-day-modules";
import { eventExtras, partyExtras, weddingExtras } from "./demo-modules";

export type DemoImages = Record<string, Image>;

type T = { sv: string; en: string; da: string };
const p = (t: T): T => ({ sv: `<p>${t.sv}</p>`, en: `<p>${t.en}</p>`, da: `<p>${t.da}</p>` });
const html = (...parts: T[]): T => ({
  sv: parts.map((x) => x.sv).join(""),
  en: parts.map((x) => x.en).join(""),
  da: parts.map((x) => x.da).join(""),
});

function wedding(images: DemoImages): SiteModuleInput[] {
  return [
    {
      id: "demoHeader",
      siteModuleType: "Header",
      title: { sv: "Sara & Johan", en: "Sara & Johan", da: "Sara & Johan" },
      secondLine: {
        sv: "Lördag 12 juni 2027 · Sjövik gård, Sigtuna",
        en: "Saturday 12 June 2027 · Sjövik Manor, Sigtuna",
        da: "Lørdag den 12. juni 2027 · Sjövik gård, Sigtuna",
      },
      image: images["wedding-hero"] ?? null,
      userSelectedImageSize: "LARGE",
      menuTitle: { sv: "Start", en: "Home", da: "Forside" },
    },
    {
      id: "demoWelcome",
      siteModuleType: "Text",
      title: {
        sv: "Välkomna till vårt bröllop!",
        en: "Welcome to our wedding!",
        da: "Velkommen til vores bryllup!",
      },
      menuTitle: { sv: "Välkommen", en: "Welcome", da: "Velkommen" },
      text: html(
        p({
          sv: "Efter nio år, två flyttar och en hund vid namn Sixten har vi äntligen bestämt oss: vi ska gifta oss! Vi vill gärna fira dagen tillsammans med er som betyder mest för oss.",
          en: "After nine years, two moves and a dog called Sixten, we have finally decided: we are getting married! We would love to celebrate the day with the people who mean the most to us.",
          da: "Efter ni år, to flytninger og en hund ved navn Sixten har vi endelig besluttet os: vi skal giftes! Vi vil meget gerne fejre dagen sammen med jer, der betyder mest for os.",
        }),
        p({
          sv: "Här hittar ni allt om dagen: tider, plats, boende och hur ni OSA:r. Sidan uppdateras när det närmar sig, så titta gärna in igen.",
          en: "Here you will find everything about the day: times, place, accommodation and how to RSVP. We will keep the page updated as the day approaches, so do check back.",
          da: "Her finder I alt om dagen: tider, sted, overnatning og hvordan I svarer. Siden bliver opdateret, når dagen nærmer sig, så kig gerne forbi igen.",
        }),
        p({
          sv: "Varma hälsningar,<br><em>Sara &amp; Johan</em>",
          en: "With love,<br><em>Sara &amp; Johan</em>",
          da: "Kærlig hilsen<br><em>Sara &amp; Johan</em>",
        }),
      ),
    },
    {
      id: "demoCeremony",
      siteModuleType: "ImageAndText",
      title: { sv: "Vigseln", en: "The ceremony", da: "Vielsen" },
      secondTitle: {
        sv: "Kl. 14.00 · Skoklosters kyrka",
        en: "2 pm · Skokloster Church",
        da: "Kl. 14.00 · Skokloster Kirke",
      },
      text: html(
        p({
          sv: "Vi gifter oss i den vackra medeltidskyrkan vid Mälarens strand. Kom gärna i god tid, parkering finns vid kyrkan.",
          en: "We will marry in the beautiful medieval church on the shore of Lake Mälaren. Please arrive in good time; there is parking by the church.",
          da: "Vi bliver gift i den smukke middelalderkirke ved bredden af Mälaren. Kom gerne i god tid; der er parkering ved kirken.",
        }),
        p({
          sv: "Efter vigseln går en buss till Sjövik gård. Klädkod: <strong>kavaj</strong>.",
          en: "After the ceremony a coach takes everyone to Sjövik Manor. Dress code: <strong>lounge suit</strong>.",
          da: "Efter vielsen kører en bus til Sjövik gård. Dresscode: <strong>jakkesæt</strong>.",
        }),
      ),
      image: images["wedding-rings"] ?? null,
    },
    {
      id: "demoDinner",
      siteModuleType: "ImageAndText",
      title: { sv: "Middag och fest", en: "Dinner and party", da: "Middag og fest" },
      secondTitle: {
        sv: "Från kl. 16.30 · Sjövik gård",
        en: "From 4.30 pm · Sjövik Manor",
        da: "Fra kl. 16.30 · Sjövik gård",
      },
      text: html(
        p({
          sv: "Vi börjar med mingel på terrassen och fortsätter med middag i ladan. Säg till om specialkost när ni OSA:r, så ordnar köket det.",
          en: "We start with drinks on the terrace and continue with dinner in the barn. Let us know about any dietary needs when you RSVP and the kitchen will take care of it.",
          da: "Vi begynder med velkomstdrink på terrassen og fortsætter med middag i laden. Fortæl os om særlig kost, når I svarer, så sørger køkkenet for det.",
        }),
        p({
          sv: 'Vill du hålla tal? Kontakta vår toastmaster Emma på <a href="mailto:emma.toastmaster@exempel.se">emma.toastmaster@exempel.se</a>.',
          en: 'Would you like to give a speech? Contact our toastmaster Emma at <a href="mailto:emma.toastmaster@exempel.se">emma.toastmaster@exempel.se</a>.',
          da: 'Vil du holde tale? Kontakt vores toastmaster Emma på <a href="mailto:emma.toastmaster@exempel.se">emma.toastmaster@exempel.se</a>.',
        }),
      ),
      image: images["wedding-dinner"] ?? null,
    },
    {
      id: "demoStay",
      siteModuleType: "ImageAndText",
      menuTitle: { sv: "Boende", en: "Stay", da: "Overnatning" },
      image: images["wedding-venue"] ?? null,
      title: { sv: "Boende och resor", en: "Accommodation and travel", da: "Overnatning og rejse" },
      text: html(
        p({
          sv: "Vi har reserverat rum på Sjövik gård och på Sigtunahöjden. Ange <strong>Sara &amp; Johan</strong> när du bokar för bröllopspriset. Från Arlanda tar det 20 minuter med taxi.",
          en: "We have reserved rooms at Sjövik Manor and at Sigtunahöjden. Mention <strong>Sara &amp; Johan</strong> when booking for the wedding rate. It is a 20-minute taxi ride from Arlanda airport.",
          da: "Vi har reserveret værelser på Sjövik gård og på Sigtunahöjden. Nævn <strong>Sara &amp; Johan</strong>, når du booker, for at få bryllupsprisen. Fra Arlanda lufthavn tager det 20 minutter i taxa.",
        }),
      ),
    },
  ];
}

function party(images: DemoImages): SiteModuleInput[] {
  return [
    {
      id: "demoHeader",
      siteModuleType: "Header",
      title: { sv: "Linnea fyller 40!", en: "Linnea turns 40!", da: "Linnea fylder 40!" },
      secondLine: {
        sv: "Lördag 4 september 2027 · Trädgården på Söder, Stockholm",
        en: "Saturday 4 September 2027 · The Garden at Söder, Stockholm",
        da: "Lørdag den 4. september 2027 · Haven på Söder, Stockholm",
      },
      image: images["party-hero"] ?? null,
      userSelectedImageSize: "LARGE",
      menuTitle: { sv: "Start", en: "Home", da: "Forside" },
    },
    {
      id: "demoWelcome",
      siteModuleType: "Text",
      title: { sv: "Kom och fira med mig", en: "Come and celebrate with me", da: "Kom og fejr med mig" },
      text: p({
        sv: "Fyrtio år, fyrtio vänner och en lång sensommarkväll. Det blir mat, musik och dans till sent. Ta med gott humör, inga presenter behövs!",
        en: "Forty years, forty friends and a long late-summer evening. There will be food, music and dancing until late. Bring your good mood, no presents needed!",
        da: "Fyrre år, fyrre venner og en lang sensommeraften. Der bliver mad, musik og dans til sent. Tag godt humør med, ingen gaver nødvendige!",
      }),
    },
    {
      id: "demoFood",
      siteModuleType: "ImageAndText",
      title: { sv: "Mat och dryck", en: "Food and drinks", da: "Mad og drikke" },
      secondTitle: { sv: "Från kl. 18.00", en: "From 6 pm", da: "Fra kl. 18.00" },
      text: p({
        sv: "Vi bjuder på tapas, bubbel och en stor tårta vid midnatt. Berätta om du har allergier så fixar vi det.",
        en: "We serve tapas, bubbles and a big cake at midnight. Tell us about any allergies and we will sort it out.",
        da: "Vi byder på tapas, bobler og en stor kage ved midnat. Fortæl os om allergier, så ordner vi det.",
      }),
      image: images["party-food"] ?? null,
    },
  ];
}

function event(images: DemoImages): SiteModuleInput[] {
  return [
    {
      id: "demoHeader",
      siteModuleType: "Header",
      title: { sv: "Nordisk Designdag 2027", en: "Nordic Design Day 2027", da: "Nordisk Designdag 2027" },
      secondLine: {
        sv: "Torsdag 14 oktober 2027 · Münchenbryggeriet, Stockholm",
        en: "Thursday 14 October 2027 · Münchenbryggeriet, Stockholm",
        da: "Torsdag den 14. oktober 2027 · Münchenbryggeriet, Stockholm",
      },
      image: images["event-hero"] ?? null,
      userSelectedImageSize: "LARGE",
      menuTitle: { sv: "Start", en: "Home", da: "Forside" },
    },
    {
      id: "demoWelcome",
      siteModuleType: "Text",
      title: {
        sv: "En dag om hållbar design",
        en: "A day about sustainable design",
        da: "En dag om bæredygtigt design",
      },
      text: p({
        sv: "Tolv talare, tre workshops och 300 deltagare från hela Norden. Dagen avslutas med mingel och prisutdelning.",
        en: "Twelve speakers, three workshops and 300 participants from across the Nordics. The day ends with a reception and an award ceremony.",
        da: "Tolv talere, tre workshops og 300 deltagere fra hele Norden. Dagen slutter med reception og prisuddeling.",
      }),
    },
    {
      id: "demoNetwork",
      siteModuleType: "ImageAndText",
      title: { sv: "Nätverka", en: "Networking", da: "Netværk" },
      text: p({
        sv: "Mellan passen finns kaffe och fika i foajén. Boka ett möte med andra deltagare direkt på plats.",
        en: "Between sessions there is coffee in the foyer. Book meetings with other participants on site.",
        da: "Mellem sessionerne er der kaffe i foyeren. Book møder med andre deltagere på stedet.",
      }),
      image: images["event-network"] ?? null,
    },
  ];
}

/** The page in order: the brand's base modules with the extras placed where a guest would look for them. */
function pageModules(brand: Brand, images: DemoImages): SiteModuleInput[] {
  if (brand === "wedding") {
    const [header, welcome, ceremony, dinner, stay] = wedding(images) as [
      SiteModuleInput,
      ...SiteModuleInput[],
    ];
    const x = weddingExtras(images);
    const day = dayModules(brand, images);
    return [
      { ...header, hideInMenu: true },
      x.countdown,
      welcome,
      x.programme,
      ceremony,
      dinner,
      day.programme,
      x.people,
      x.location,
      stay,
      day.travel,
      day.faq,
      x.rsvp,
      x.speech,
      x.gifts,
      x.pictures,
      x.video,
    ].filter((module): module is SiteModuleInput => module !== undefined);
  }
  if (brand === "party") {
    const [header, welcome, food] = party(images) as [SiteModuleInput, ...SiteModuleInput[]];
    const x = partyExtras(images);
    const day = dayModules(brand, images);
    return [
      { ...header, hideInMenu: true },
      x.countdown,
      welcome,
      x.programme,
      day.programme,
      food,
      x.people,
      x.location,
      day.travel,
      day.faq,
      x.rsvp,
      x.helpForm,
      x.gifts,
      x.pictures,
      x.video,
    ].filter((module): module is SiteModuleInput => module !== undefined);
  }
  const [header, welcome, network] = event(images) as [SiteModuleInput, ...SiteModuleInput[]];
  const x = eventExtras(images);
  const day = dayModules(brand, images);
  return [
    { ...header, hideInMenu: true },
    x.countdown,
    welcome,
    x.programme,
    day.programme,
    x.people,
    x.location,
    day.travel,
    network,
    day.faq,
    x.rsvp,
    x.question,
    x.pictures,
    x.video,
  ].filter((module): module is SiteModuleInput => module !== undefined);
}

export function demoSiteDocument(brand: Brand, images: DemoImages): SiteDocumentInput {
  return {
    siteModules: pageModules(brand, images),
    availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }, { languageCode: "da" }],
    theme: "theme4",
  };
}
