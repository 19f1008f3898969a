import type { LegalTexts } from "./legal-types";

export const LEGAL_DA: LegalTexts = {
  updated: "Gælder fra 23. november 2026",
  back: "Til forsiden",
  terms: {
    title: "Brugervilkår",
    lead: "Vilkårene gælder, når du opretter, udgiver og bruger en side hos {{brand}}. Når du opretter en konto, accepterer du dem.",
    sections: [
      {
        heading: "Tjenesten",
        paragraphs: [
          "{{brand}} lader dig lave din egen side til dit bryllup, din fest eller dit arrangement, udgive den på sin egen adresse og lade gæsterne svare udbedes, sende formularer og reservere gaver. Du kan kontakte os på {{mail}}.",
        ],
      },
      {
        heading: "Din konto",
        paragraphs: [
          "Du skal bruge en e-mailadresse, som du selv bruger, og en adgangskode, som kun du kender. En konto har én side. Du er ansvarlig for det, der sker med din konto, så hold adgangskoden hemmelig, og skift den på kontosiden, hvis du tror, at andre kender den.",
        ],
      },
      {
        heading: "Indholdet på din side",
        paragraphs: [
          "Tekster og billeder, som du lægger op, er dine. Du giver os ret til at gemme dem og vise dem for besøgende på din side, så længe siden findes, fordi det er det, tjenesten går ud på.",
          "Læg kun det op, du har ret til at bruge, for eksempel billeder, du selv har taget eller har fået lov til at bruge, og intet ulovligt. Vi må fjerne indhold, der åbenlyst er ulovligt eller bryder disse vilkår, og vi kontakter dig først, når det er muligt.",
        ],
      },
      {
        heading: "Gæsternes svar",
        paragraphs: [
          "Når gæster svarer på din side, er det dig, der bestemmer, hvad der spørges om, og hvad svarene bruges til. Du er derfor dataansvarlig for svarene, og vi behandler dem på dine vegne kun for at vise dem for dig og lade dig downloade dem. Spørg ikke om mere, end arrangementet har brug for.",
        ],
      },
      {
        heading: "Pris og betaling",
        paragraphs: [
          "Det er gratis at oprette og prøve en side. At udgive den på sin egen adresse koster den pris, der vises, før du betaler, for eksempel {{subdomainPrice}} for {{subdomainMonths}} måneder på en adresse under vores domæne. Priserne er inklusive moms. Du betaler med kort eller Swish og får en kvittering.",
          "En udgivelse fornyes aldrig automatisk. Når perioden slutter, kan gæsterne ikke længere se siden, medmindre du forlænger den.",
        ],
      },
      {
        heading: "Fortrydelsesret",
        paragraphs: [
          "Udgivelsen begynder, så snart betalingen er gennemført. Når du betaler, accepterer du dette og at din fortrydelsesret efter reglerne om fjernsalg dermed ophører. Et domæne, der er registreret i dit navn, kan ikke fortrydes. Kontakt os, hvis noget ikke blev, som du havde tænkt dig, så finder vi en løsning.",
        ],
      },
      {
        heading: "Drift",
        paragraphs: [
          "Vi gør vores bedste for, at din side altid virker, og vi tager sikkerhedskopier, men vi kan ikke love, at tjenesten aldrig har afbrydelser. Vores ansvar er begrænset til det, du har betalt for den igangværende periode, undtagen ved grov uagtsomhed fra vores side.",
        ],
      },
      {
        heading: "Opsigelse",
        paragraphs: [
          "Du kan til enhver tid slette din konto på kontosiden. Siden, dens versioner, gæsternes svar og dine billeder slettes så med det samme. Kvitteringer gemmes så længe, bogføringsreglerne kræver det.",
        ],
      },
      {
        heading: "Ændringer og tvister",
        paragraphs: [
          "Hvis vi ændrer vilkårene på en måde, der påvirker dig, fortæller vi det med e-mail, før ændringen træder i kraft. Svensk lov gælder. Som forbruger kan du også klage til klageorganet i dit land (i Danmark Nævnenes Hus).",
        ],
      },
    ],
  },
  privacy: {
    title: "Privatliv og cookies",
    lead: "Sådan håndterer {{brand}} oplysninger om dig, der laver en side, og om de gæster, der besøger og svarer på den. Vi sælger ingen oplysninger, viser ingen reklamer og bruger ingen sporingscookies.",
    sections: [
      {
        heading: "Hvem der er ansvarlig",
        paragraphs: [
          "{{brand}} er ansvarlig for oplysningerne om dig, der har en konto. For gæsternes svar er det sidens ejer, der er ansvarlig, og vi behandler svarene på ejerens vegne. Spørgsmål om dine oplysninger sender du til {{mail}}.",
        ],
      },
      {
        heading: "Om dig, der laver en side",
        paragraphs: [
          "Vi gemmer din e-mailadresse, din adgangskode (kun i hashet form, så ingen kan læse den), din sides tekster, billeder og tidligere versioner, sidens adresse og hvor mange der har besøgt den (kun antallet, ikke hvem), det du skriver til os som feedback og dine betalinger (beløb, dato, reference og hvad du købte). Kortoplysninger håndteres af kortbetalingsfirmaet og når aldrig os.",
        ],
      },
      {
        heading: "Om gæsterne",
        paragraphs: [
          "Vi gemmer det, en gæst selv skriver i sidens svar udbedes og formularer, for eksempel navn, svar og den e-mailadresse eller det telefonnummer, formularen spørger om, og hvilke gaver gæsten har reserveret. Kun sidens ejer ser svarene. Besøg tælles som et antal pr. dag, uden at der gemmes noget om den besøgende.",
        ],
      },
      {
        heading: "Hvor længe",
        paragraphs: [
          "Kontooplysninger gemmes, så længe kontoen findes. Gæsternes svar slettes {{retentionMonths}} måneder efter, at sidens udgivelse er slut, og ejeren får en e-mail en måned før. Sletter du din konto, forsvinder alt med det samme, undtagen kvitteringer, som bogføringsreglerne kræver, at vi gemmer i syv år. Ældre versioner af siden ryddes automatisk. Tekniske logfiler og fejlrapporter, som kan indeholde en IP-adresse, gemmes højst 30 dage.",
        ],
      },
      {
        heading: "Hvem der hjælper os",
        paragraphs: [
          "Sider og oplysninger gemmes på servere inden for EU. E-mail sendes gennem en e-mailtjeneste. Kortbetalinger sker hos Stripe og Swish-betalinger gennem din bank. Køber du dit eget domæne, registreres det hos en domæneregistrator, som efter reglerne for domænet skal have dit navn og dine kontaktoplysninger. De må kun bruge oplysningerne til at udføre deres del.",
        ],
      },
      {
        heading: "Cookies og lagring i browseren",
        paragraphs: [
          "Vi bruger kun det, tjenesten har brug for for at virke: en login-cookie, mens du er logget ind (højst 30 dage), en cookie, der lukker en gæst ind på en adgangskodebeskyttet side under besøget, og på demosiden en cookie, der husker de gaver, du har prøvet at reservere. Dit valg af sprog, og hvilke af dine betalinger der allerede er talt med, gemmes i browseren. Ingen cookies til statistik, reklame eller sporing. Vi tæller visse hændelser uden cookies og uden noget, der udpeger dig eller din side (at en konto blev oprettet, at en betaling blev gennemført og dens beløb), for at se, hvordan tjenesten bruges.",
        ],
      },
      {
        heading: "Det, en gæsts telefon henter",
        paragraphs: [
          "Siden, skrifttyperne, billederne og kortbillederne kommer fra vores egne servere, så en gæsts telefon kontakter ingen kort- eller skrifttypetjeneste. Har siden en video, hentes den fra YouTube i tilstanden med udvidet beskyttelse af privatlivet (youtube-nocookie.com).",
        ],
      },
      {
        heading: "Dine rettigheder",
        paragraphs: [
          "Du har ret til at få at vide, hvilke oplysninger vi har om dig, til at få fejl rettet og til at få oplysningerne slettet. På kontosiden kan du downloade gæsternes svar og slette din konto. Er du gæst og vil have et svar ændret eller slettet, skal du henvende dig til sidens ejer eller til os. Du kan klage til Datatilsynet.",
        ],
      },
    ],
  },
};
