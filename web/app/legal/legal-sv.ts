import type { LegalTexts } from "./legal-types";

export const LEGAL_SV: LegalTexts = {
  updated: "Gäller från 23 november 2026",
  back: "Till startsidan",
  terms: {
    title: "Användarvillkor",
    lead: "Villkoren gäller när du skapar, publicerar och använder en sida hos {{brand}}. Genom att skapa ett konto godkänner du dem.",
    sections: [
      {
        heading: "Tjänsten",
        paragraphs: [
          "{{brand}} låter dig göra en egen sida för ditt bröllop, din fest eller ditt event, publicera den på en egen adress och låta gästerna OSA, skicka formulär och reservera presenter. Du når oss på {{mail}}.",
        ],
      },
      {
        heading: "Ditt konto",
        paragraphs: [
          "Du behöver en e-postadress som du själv använder och ett lösenord som bara du känner till. Ett konto har en sida. Du ansvarar för det som görs med ditt konto, så håll lösenordet hemligt och byt det på kontosidan om du tror att någon annan känner till det.",
        ],
      },
      {
        heading: "Innehållet på din sida",
        paragraphs: [
          "Texter och bilder som du lägger upp är dina. Du ger oss rätt att spara dem och visa dem för besökarna på din sida, så länge sidan finns, eftersom det är det tjänsten går ut på.",
          "Lägg bara upp sådant du har rätt att använda, till exempel bilder du själv har tagit eller fått lov att använda, och inget som bryter mot lag. Vi får ta bort innehåll som uppenbart bryter mot lag eller mot de här villkoren, och vi hör av oss till dig först om det går.",
        ],
      },
      {
        heading: "Gästernas svar",
        paragraphs: [
          "När gäster svarar på din sida är det du som bestämmer vad som frågas efter och vad svaren används till. Du är då personuppgiftsansvarig för svaren, och vi behandlar dem för din räkning bara för att visa dem för dig och låta dig ladda ner dem. Fråga inte efter mer än evenemanget behöver.",
        ],
      },
      {
        heading: "Pris och betalning",
        paragraphs: [
          "Att skapa och prova en sida är gratis. Att publicera den på en egen adress kostar enligt priset som visas innan du betalar, till exempel {{subdomainPrice}} för {{subdomainMonths}} månader på en adress under vår domän. Priserna är inklusive moms. Du betalar med kort eller Swish, och du får ett kvitto.",
          "Publiceringen förnyas aldrig automatiskt. När perioden tar slut visas sidan inte längre för gästerna, om du inte förlänger den.",
        ],
      },
      {
        heading: "Ångerrätt",
        paragraphs: [
          "Publiceringen börjar direkt när betalningen är klar. Genom att betala samtycker du till det och godkänner att ångerrätten enligt lagen om distansavtal därmed upphör. En domän som har registrerats i ditt namn kan inte ångras. Hör av dig till oss om något inte blev som du tänkt dig, så löser vi det.",
        ],
      },
      {
        heading: "Drift",
        paragraphs: [
          "Vi gör vårt bästa för att sidan alltid ska fungera och tar säkerhetskopior, men vi kan inte lova att tjänsten aldrig har avbrott. Vårt ansvar är begränsat till det du har betalat för den pågående perioden, utom om vi har varit grovt vårdslösa.",
        ],
      },
      {
        heading: "Avsluta",
        paragraphs: [
          "Du kan när som helst ta bort ditt konto på kontosidan. Då tas sidan, dess versioner, gästernas svar och dina bilder bort direkt. Kvitton sparas så länge bokföringslagen kräver.",
        ],
      },
      {
        heading: "Ändringar och tvister",
        paragraphs: [
          "Om vi ändrar villkoren på ett sätt som påverkar dig meddelar vi det med e-post innan ändringen börjar gälla. Svensk lag gäller. Som konsument kan du också vända dig till Allmänna reklamationsnämnden (ARN).",
        ],
      },
    ],
  },
  privacy: {
    title: "Integritet och cookies",
    lead: "Så här hanterar {{brand}} uppgifter om dig som gör en sida och om gästerna som besöker och svarar på den. Vi säljer inga uppgifter, visar ingen reklam och använder inga spårningscookies.",
    sections: [
      {
        heading: "Vem som ansvarar",
        paragraphs: [
          "{{brand}} ansvarar för uppgifterna om dig som har ett konto. För gästernas svar är det sidans ägare som ansvarar, och vi behandlar svaren för ägarens räkning. Frågor om dina uppgifter skickar du till {{mail}}.",
        ],
      },
      {
        heading: "Om dig som gör en sida",
        paragraphs: [
          "Vi sparar din e-postadress, ditt lösenord (bara i hashad form, så att ingen kan läsa det), din sidas texter, bilder och tidigare versioner, sidans adress och hur många som har besökt den (bara antal, inte vilka), det du skriver till oss som återkoppling och dina betalningar (belopp, datum, referens och vad du köpte). Kortuppgifter hanteras av kortbetalningsföretaget och når aldrig oss.",
        ],
      },
      {
        heading: "Om gästerna",
        paragraphs: [
          "Vi sparar det en gäst själv skriver i sidans OSA och formulär, till exempel namn, svar och den e-postadress eller det telefonnummer som formuläret frågar efter, och vilka presenter gästen har reserverat. Bara sidans ägare ser svaren. Besök räknas som ett antal per dag, utan att något om besökaren sparas.",
        ],
      },
      {
        heading: "Hur länge",
        paragraphs: [
          "Kontouppgifterna sparas så länge kontot finns. Gästernas svar tas bort {{retentionMonths}} månader efter att sidans publicering har tagit slut, och ägaren får ett mejl en månad innan. Tar du bort ditt konto försvinner allt direkt, utom kvitton som bokföringslagen kräver att vi sparar i sju år. Äldre versioner av sidan rensas automatiskt. Tekniska loggar och felrapporter, som kan innehålla en IP-adress, sparas högst 30 dagar.",
        ],
      },
      {
        heading: "Vilka som hjälper oss",
        paragraphs: [
          "Sidorna och uppgifterna lagras på servrar inom EU. E-post skickas genom en e-posttjänst. Kortbetalningar görs hos Stripe och Swish-betalningar genom din bank. Köper du en egen domän registreras den hos en domänregistrar, som enligt reglerna för domänen behöver ditt namn och dina kontaktuppgifter. De får bara använda uppgifterna för att utföra sin del.",
        ],
      },
      {
        heading: "Cookies och lagring i webbläsaren",
        paragraphs: [
          "Vi använder bara det som behövs för att tjänsten ska fungera: en inloggningscookie när du är inloggad (i högst 30 dagar), en cookie som släpper in en gäst på en lösenordsskyddad sida under besöket, och på demosidan en cookie som minns presenterna du har provat att reservera. Ditt val av språk, och vilka av dina betalningar som redan räknats, sparas i webbläsaren. Inga cookies för statistik, reklam eller spårning. Vi räknar vissa händelser utan cookies och utan något som pekar ut dig eller din sida (att ett konto skapades, att en betalning gjordes och dess belopp) för att se hur tjänsten används.",
        ],
      },
      {
        heading: "Det gästens mobil hämtar",
        paragraphs: [
          "Sidan, typsnitten, bilderna och kartbilderna kommer från våra egna servrar, så gästens mobil kontaktar ingen karttjänst eller typsnittstjänst. Har sidan en video hämtas den från YouTube i läget med utökat integritetsskydd (youtube-nocookie.com).",
        ],
      },
      {
        heading: "Dina rättigheter",
        paragraphs: [
          "Du har rätt att få veta vilka uppgifter vi har om dig, att få fel rättade och att få uppgifterna borttagna. På kontosidan kan du ladda ner gästernas svar och ta bort ditt konto. Är du gäst och vill ändra eller ta bort ett svar vänder du dig till sidans ägare, eller till oss. Du kan klaga hos Integritetsskyddsmyndigheten (IMY).",
        ],
      },
    ],
  },
};
