// Errors are values the client can act on: every API error answers in the spec's shape
// { isErrorResponse, errorDescription: {sv,en,da}, message } with a 4xx status. A 500 is a bug.
import { GUEST_PASSWORD_TOO_SHORT } from "@core/guest-password";
import type { ZodError } from "zod";

export type ErrorCode =
  | "INVALID_INPUT"
  | "MALFORMED_JSON"
  | "BODY_TOO_LARGE"
  | "NOT_LOGGED_IN"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "WRONG_CREDENTIALS"
  | "MAIL_TAKEN"
  | "ALREADY_HAS_SITE"
  | "TOO_MANY_REQUESTS"
  | "PASSWORD_REQUIRED"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "RESET_LINK_INVALID"
  | "RESET_LINK_EXPIRED"
  | "WRONG_SITE_PASSWORD"
  | "GUEST_PASSWORD_TOO_SHORT"
  | "GIFT_NOT_RESERVABLE"
  | "GIFT_NOT_ENOUGH_LEFT"
  | "GIFT_WRONG_PASSWORD"
  | "GIFT_NOT_ENOUGH_RESERVED"
  | "IMAGE_MISSING"
  | "IMAGE_EMPTY"
  | "IMAGE_TOO_LARGE"
  | "IMAGE_UNSUPPORTED"
  | "IMAGE_UNREADABLE"
  | "IMAGE_TOO_MANY_PIXELS"
  | "QUICK_START_IMAGE_TOO_LARGE"
  | "QUICK_START_IMAGE_TOO_MANY_PIXELS"
  | "IMAGE_UPLOAD_BROKEN"
  | "IMAGE_TOO_MANY_AT_ONCE"
  | "IMAGE_BUSY"
  | "CROP_OUTSIDE_IMAGE"
  | "CROP_SOURCE_REFUSED"
  | "MAP_PROVIDER_FAILED"
  | "QR_HOST_NOT_OF_SITE"
  | "PAYMENT_PRODUCT_NOT_AVAILABLE"
  | "PAYMENT_NOT_NEEDED"
  | "PAYMENT_REQUIRED"
  | "ORDER_ALREADY_PAID"
  | "ALREADY_VERSION_2"
  | "HOST_TAKEN"
  | "HOST_HELD"
  | "PAYMENT_IN_PROGRESS"
  | "SWISH_INVALID_NUMBER"
  | "SWISH_NOT_IN_MARKET"
  | "SWISH_FAILED"
  | "CARD_FAILED"
  | "CARD_DECLINED"
  | "CARD_INSUFFICIENT_FUNDS"
  | "CARD_TEST_MODE_LIVE_CARD"
  | "CARD_NUMBER_INVALID"
  | "CARD_EXPIRY_INVALID"
  | "CARD_CVC_INVALID"
  | "CARD_PAYMENT_CLOSED"
  | "WEBHOOK_SIGNATURE_INVALID"
  | "WEBHOOK_UNAUTHORIZED"
  | "REGISTRAR_FAILED"
  | "DOMAIN_NOT_AVAILABLE"
  | "DNS_CHECK_FAILED"
  | "IMPORT_FILE_INVALID"
  | "IMPORT_FILE_EMPTY"
  | "IMPORT_ROWS_INVALID"
  | "INVITATION_ANSWER_INVALID"
  | "GUEST_LIST_MISMATCH"
  | "ADDRESS_REQUIRED"
  | "SEND_CAP_REACHED"
  | "SEND_NO_RECIPIENTS"
  | "SEND_TEXT_REQUIRED"
  | "SEND_PAGE_NOT_PUBLISHED"
  | "RSVP_CLOSED"
  | "MEMBER_EXISTS"
  | "MEMBER_LIMIT_REACHED"
  | "MEMBER_INVITATION_INVALID"
  | "LAST_OWNER"
  | "SAVE_CONFLICT"
  | "SEATING_PLAN_CHANGED"
  | "PRINT_FAILED"
  | "PHOTO_LINK_INVALID"
  | "PHOTO_SHARING_OFF"
  | "PHOTO_TOO_LARGE"
  | "PHOTO_TOO_MANY_PIXELS"
  | "PHOTO_GUEST_LIMIT"
  | "PHOTO_SITE_LIMIT"
  | "INTERNAL";

type Texts = { sv: string; en: string; da: string };

const CATALOGUE: Record<ErrorCode, { status: number; text: Texts }> = {
  INVALID_INPUT: {
    status: 400,
    text: { sv: "Uppgifterna är ogiltiga.", en: "The data is invalid.", da: "Oplysningerne er ugyldige." },
  },
  MALFORMED_JSON: {
    status: 400,
    text: {
      sv: "Förfrågan kunde inte läsas.",
      en: "The request could not be read.",
      da: "Forespørgslen kunne ikke læses.",
    },
  },
  BODY_TOO_LARGE: {
    status: 413,
    text: { sv: "Förfrågan är för stor.", en: "The request is too large.", da: "Forespørgslen er for stor." },
  },
  NOT_LOGGED_IN: {
    status: 401,
    text: { sv: "Du är inte inloggad.", en: "You are not logged in.", da: "Du er ikke logget ind." },
  },
  FORBIDDEN: {
    status: 403,
    text: {
      sv: "Du har inte behörighet till den här sidan.",
      en: "You do not have access to this page.",
      da: "Du har ikke adgang til denne side.",
    },
  },
  NOT_FOUND: {
    status: 404,
    text: { sv: "Sidan hittades inte.", en: "The page was not found.", da: "Siden blev ikke fundet." },
  },
  WRONG_CREDENTIALS: {
    status: 401,
    text: {
      sv: "Fel e-postadress eller lösenord.",
      en: "Wrong e-mail address or password.",
      da: "Forkert e-mailadresse eller adgangskode.",
    },
  },
  MAIL_TAKEN: {
    status: 409,
    text: {
      sv: "Det finns redan ett konto med den e-postadressen.",
      en: "There is already an account with that e-mail address.",
      da: "Der findes allerede en konto med den e-mailadresse.",
    },
  },
  ALREADY_HAS_SITE: {
    status: 409,
    text: {
      sv: "Kontot har redan en sida.",
      en: "The account already has a page.",
      da: "Kontoen har allerede en side.",
    },
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    text: {
      sv: "För många försök. Vänta en stund och försök igen.",
      en: "Too many attempts. Please wait a while and try again.",
      da: "For mange forsøg. Vent lidt og prøv igen.",
    },
  },
  PASSWORD_REQUIRED: {
    status: 401,
    text: {
      sv: "Sidan är lösenordsskyddad.",
      en: "The page is password protected.",
      da: "Siden er beskyttet med adgangskode.",
    },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    text: {
      sv: "Förfrågan har fel format.",
      en: "The request has the wrong format.",
      da: "Forespørgslen har det forkerte format.",
    },
  },
  RESET_LINK_INVALID: {
    status: 400,
    text: {
      sv: "Länken för att återställa lösenordet är ogiltig eller redan använd. Begär en ny länk.",
      en: "The password reset link is invalid or has already been used. Please request a new link.",
      da: "Linket til at nulstille adgangskoden er ugyldigt eller allerede brugt. Bed om et nyt link.",
    },
  },
  RESET_LINK_EXPIRED: {
    status: 410,
    text: {
      sv: "Länken för att återställa lösenordet har slutat gälla. Begär en ny länk.",
      en: "The password reset link has expired. Please request a new link.",
      da: "Linket til at nulstille adgangskoden er udløbet. Bed om et nyt link.",
    },
  },
  WRONG_SITE_PASSWORD: {
    status: 401,
    text: {
      sv: "Felaktigt lösenord, försök gärna igen.",
      en: "Incorrect password, please try again.",
      da: "Forkert adgangskode, prøv venligst igen.",
    },
  },
  GUEST_PASSWORD_TOO_SHORT: { status: 400, text: GUEST_PASSWORD_TOO_SHORT },
  GIFT_NOT_RESERVABLE: {
    status: 409,
    text: {
      sv: "Den här presenten går inte att reservera.",
      en: "This gift cannot be reserved.",
      da: "Denne gave kan ikke reserveres.",
    },
  },
  GIFT_NOT_ENOUGH_LEFT: {
    status: 409,
    text: {
      sv: "Det finns inte så många kvar att reservera. Någon annan kan just ha reserverat.",
      en: "There are not that many left to reserve. Someone else may just have reserved.",
      da: "Der er ikke så mange tilbage at reservere. En anden kan lige have reserveret.",
    },
  },
  GIFT_WRONG_PASSWORD: {
    status: 403,
    text: {
      sv: "Lösenordet stämmer inte med någon reservation av den här presenten.",
      en: "The password does not match any reservation of this gift.",
      da: "Adgangskoden passer ikke til nogen reservation af denne gave.",
    },
  },
  GIFT_NOT_ENOUGH_RESERVED: {
    status: 409,
    text: {
      sv: "Du har inte reserverat så många med det lösenordet.",
      en: "You have not reserved that many with that password.",
      da: "Du har ikke reserveret så mange med den adgangskode.",
    },
  },
  // Images (SPEC §8: 'Misslyckades att ladda upp bilden', 'Misslyckades att beskära bilden').
  IMAGE_MISSING: {
    status: 400,
    text: {
      sv: "Misslyckades att ladda upp bilden: ingen bild skickades (fältet ska heta file).",
      en: "Failed to upload the image: no image was sent (the field must be named file).",
      da: "Det lykkedes ikke at uploade billedet: der blev ikke sendt noget billede (feltet skal hedde file).",
    },
  },
  IMAGE_EMPTY: {
    status: 400,
    text: {
      sv: "Misslyckades att ladda upp bilden: filen är tom.",
      en: "Failed to upload the image: the file is empty.",
      da: "Det lykkedes ikke at uploade billedet: filen er tom.",
    },
  },
  IMAGE_TOO_LARGE: {
    status: 413,
    text: {
      sv: "Misslyckades att ladda upp bilden: filen är större än 25 MB.",
      en: "Failed to upload the image: the file is larger than 25 MB.",
      da: "Det lykkedes ikke at uploade billedet: filen er større end 25 MB.",
    },
  },
  IMAGE_UNSUPPORTED: {
    status: 415,
    text: {
      sv: "Misslyckades att ladda upp bilden: filen är inte en bild i JPEG, PNG, WebP, AVIF eller GIF.",
      en: "Failed to upload the image: the file is not a JPEG, PNG, WebP, AVIF or GIF image.",
      da: "Det lykkedes ikke at uploade billedet: filen er ikke et JPEG-, PNG-, WebP-, AVIF- eller GIF-billede.",
    },
  },
  IMAGE_UNREADABLE: {
    status: 422,
    text: {
      sv: "Misslyckades att ladda upp bilden: bilden är skadad och kunde inte läsas.",
      en: "Failed to upload the image: the image is damaged and could not be read.",
      da: "Det lykkedes ikke at uploade billedet: billedet er beskadiget og kunne ikke læses.",
    },
  },
  IMAGE_TOO_MANY_PIXELS: {
    status: 422,
    text: {
      sv: "Misslyckades att ladda upp bilden: bilden har fler än 40 megapixlar.",
      en: "Failed to upload the image: the image has more than 40 megapixels.",
      da: "Det lykkedes ikke at uploade billedet: billedet har mere end 40 megapixel.",
    },
  },
  // Quick start (no account yet) has lower caps: server/images/upload-limits.ts.
  QUICK_START_IMAGE_TOO_LARGE: {
    status: 413,
    text: {
      sv: "Misslyckades att ladda upp bilden: filen är större än 15 MB (25 MB när du har skapat ett konto).",
      en: "Failed to upload the image: the file is larger than 15 MB (25 MB once you have an account).",
      da: "Det lykkedes ikke at uploade billedet: filen er større end 15 MB (25 MB, når du har oprettet en konto).",
    },
  },
  QUICK_START_IMAGE_TOO_MANY_PIXELS: {
    status: 422,
    text: {
      sv: "Misslyckades att ladda upp bilden: bilden har fler än 24 megapixlar (40 när du har skapat ett konto).",
      en: "Failed to upload the image: the image has more than 24 megapixels (40 once you have an account).",
      da: "Det lykkedes ikke at uploade billedet: billedet har mere end 24 megapixel (40, når du har oprettet en konto).",
    },
  },
  IMAGE_UPLOAD_BROKEN: {
    status: 400,
    text: {
      sv: "Misslyckades att ladda upp bilden: uppladdningen avbröts eller gick inte att läsa. Försök igen.",
      en: "Failed to upload the image: the upload was interrupted or could not be read. Please try again.",
      da: "Det lykkedes ikke at uploade billedet: uploaden blev afbrudt eller kunne ikke læses. Prøv igen.",
    },
  },
  // Answered with Retry-After (server/images/work-queue.ts).
  IMAGE_TOO_MANY_AT_ONCE: {
    status: 429,
    text: {
      sv: "Misslyckades att ladda upp bilden: för många bilder på en gång. Vänta tills de andra är klara och försök igen.",
      en: "Failed to upload the image: too many images at once. Wait until the others are done and try again.",
      da: "Det lykkedes ikke at uploade billedet: for mange billeder på én gang. Vent, til de andre er færdige, og prøv igen.",
    },
  },
  IMAGE_BUSY: {
    status: 503,
    text: {
      sv: "Misslyckades att ladda upp bilden: servern har många bilder att göra just nu. Försök igen om en stund.",
      en: "Failed to upload the image: the server has many images to make right now. Please try again in a while.",
      da: "Det lykkedes ikke at uploade billedet: serveren har mange billeder at lave lige nu. Prøv igen om lidt.",
    },
  },
  CROP_OUTSIDE_IMAGE: {
    status: 422,
    text: {
      sv: "Misslyckades att beskära bilden: det valda området är tomt eller ligger utanför bilden.",
      en: "Failed to crop the image: the chosen area is empty or outside the image.",
      da: "Det lykkedes ikke at beskære billedet: det valgte område er tomt eller ligger uden for billedet.",
    },
  },
  CROP_SOURCE_REFUSED: {
    status: 400,
    text: {
      sv: "Misslyckades att beskära bilden: bara bilder som laddats upp här kan beskäras.",
      en: "Failed to crop the image: only images uploaded here can be cropped.",
      da: "Det lykkedes ikke at beskære billedet: kun billeder, der er uploadet her, kan beskæres.",
    },
  },
  MAP_PROVIDER_FAILED: {
    status: 502,
    text: {
      sv: "Kartan kunde inte hämtas just nu. Försök igen om en stund.",
      en: "The map could not be fetched right now. Please try again in a while.",
      da: "Kortet kunne ikke hentes lige nu. Prøv igen om lidt.",
    },
  },
  QR_HOST_NOT_OF_SITE: {
    status: 404,
    text: {
      sv: "Adressen är inte sidans adress, så ingen QR-kod görs för den.",
      en: "The address is not the page's address, so no QR code is made for it.",
      da: "Adressen er ikke sidens adresse, så der laves ingen QR-kode til den.",
    },
  },
  // Payments (issue 9, server/payments).
  PAYMENT_PRODUCT_NOT_AVAILABLE: {
    status: 409,
    text: {
      sv: "Det går inte att köpa det här för sidan just nu.",
      en: "This cannot be bought for the page right now.",
      da: "Det kan ikke købes til siden lige nu.",
    },
  },
  PAYMENT_NOT_NEEDED: {
    status: 409,
    text: {
      sv: "Det här kostar ingenting för sidan, så ingen betalning behövs.",
      en: "This costs nothing for the page, so no payment is needed.",
      da: "Det koster ikke noget for siden, så der er ikke brug for en betaling.",
    },
  },
  PAYMENT_REQUIRED: {
    status: 402,
    text: {
      sv: "Det här behöver betalas först.",
      en: "This needs to be paid for first.",
      da: "Det skal betales først.",
    },
  },
  ALREADY_VERSION_2: {
    status: 409,
    text: {
      sv: "Sidan använder redan den nya redigeraren.",
      en: "The page already uses the new editor.",
      da: "Siden bruger allerede den nye editor.",
    },
  },
  ORDER_ALREADY_PAID: {
    status: 409,
    text: {
      sv: "Beställningen är redan betald.",
      en: "The order has already been paid.",
      da: "Bestillingen er allerede betalt.",
    },
  },
  HOST_TAKEN: {
    status: 409,
    text: {
      sv: "Adressen används redan av en annan sida.",
      en: "The address is already used by another page.",
      da: "Adressen bruges allerede af en anden side.",
    },
  },
  HOST_HELD: {
    status: 409,
    text: {
      sv: "Någon annan håller på att betala för den adressen. Välj en annan adress, eller försök igen om en stund.",
      en: "Someone else is paying for that address right now. Choose another address, or try again in a while.",
      da: "En anden er ved at betale for den adresse. Vælg en anden adresse, eller prøv igen om lidt.",
    },
  },
  PAYMENT_IN_PROGRESS: {
    status: 409,
    text: {
      sv: "En betalning för det här pågår redan. Slutför den i Swish-appen, eller vänta några minuter och försök igen.",
      en: "A payment for this is already in progress. Finish it in the Swish app, or wait a few minutes and try again.",
      da: "En betaling for dette er allerede i gang. Gør den færdig, eller vent et par minutter og prøv igen.",
    },
  },
  SWISH_INVALID_NUMBER: {
    status: 422,
    text: {
      sv: "Swish-numret är ogiltigt.",
      en: "The Swish number is invalid.",
      da: "Swish-nummeret er ugyldigt.",
    },
  },
  SWISH_NOT_IN_MARKET: {
    status: 400,
    text: {
      sv: "Swish finns bara i Sverige. Betala med kort.",
      en: "Swish is only available in Sweden. Please pay by card.",
      da: "Swish findes kun i Sverige. Betal med kort.",
    },
  },
  SWISH_FAILED: {
    status: 502,
    text: {
      sv: "Misslyckades att initiera swish-betalning",
      en: "Failed to start the Swish payment",
      da: "Swish-betalingen kunne ikke startes",
    },
  },
  // Card payments (SPEC §8 card start failure; the card simulator's form shows Stripe's card errors).
  CARD_FAILED: {
    status: 502,
    text: {
      sv: "Misslyckades att initiera kortbetalning",
      en: "Failed to start the card payment",
      da: "Kortbetalingen kunne ikke startes",
    },
  },
  CARD_DECLINED: {
    status: 402,
    text: { sv: "Ditt kort nekades.", en: "Your card was declined.", da: "Dit kort blev afvist." },
  },
  CARD_INSUFFICIENT_FUNDS: {
    status: 402,
    text: {
      sv: "Det finns inte tillräckligt med pengar på ditt kort.",
      en: "Your card has insufficient funds.",
      da: "Der er ikke penge nok på dit kort.",
    },
  },
  CARD_TEST_MODE_LIVE_CARD: {
    status: 402,
    text: {
      sv: "Ditt kort nekades. Det här är testläge: använd ett testkort, till exempel 4242 4242 4242 4242.",
      en: "Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.",
      da: "Dit kort blev afvist. Dette er testtilstand: brug et testkort, for eksempel 4242 4242 4242 4242.",
    },
  },
  CARD_NUMBER_INVALID: {
    status: 422,
    text: {
      sv: "Kortnumret är ogiltigt.",
      en: "Your card number is invalid.",
      da: "Kortnummeret er ugyldigt.",
    },
  },
  CARD_EXPIRY_INVALID: {
    status: 422,
    text: {
      sv: "Kortets utgångsdatum är ogiltigt eller har passerat.",
      en: "Your card's expiry date is invalid or in the past.",
      da: "Kortets udløbsdato er ugyldig eller overskredet.",
    },
  },
  CARD_CVC_INVALID: {
    status: 422,
    text: {
      sv: "Kortets säkerhetskod (CVC) är ogiltig.",
      en: "Your card's security code (CVC) is invalid.",
      da: "Kortets sikkerhedskode (CVC) er ugyldig.",
    },
  },
  CARD_PAYMENT_CLOSED: {
    status: 409,
    text: {
      sv: "Betalningen är redan avslutad.",
      en: "The payment is already closed.",
      da: "Betalingen er allerede afsluttet.",
    },
  },
  WEBHOOK_SIGNATURE_INVALID: {
    status: 400,
    text: {
      sv: "Signaturen stämmer inte.",
      en: "The signature does not match.",
      da: "Signaturen passer ikke.",
    },
  },
  // A webhook signed with a shared secret (POST /api/mail/bounce, issue 26) without or with a wrong signature.
  WEBHOOK_UNAUTHORIZED: {
    status: 401,
    text: {
      sv: "Signaturen saknas eller stämmer inte.",
      en: "The signature is missing or does not match.",
      da: "Signaturen mangler eller passer ikke.",
    },
  },
  // Addresses (issue 9, server/hosts).
  REGISTRAR_FAILED: {
    status: 502,
    text: {
      sv: "Domänregistratorn svarar inte just nu. Försök igen om en stund.",
      en: "The domain registrar is not answering right now. Please try again in a while.",
      da: "Domæneregistratoren svarer ikke lige nu. Prøv igen om lidt.",
    },
  },
  DOMAIN_NOT_AVAILABLE: {
    status: 409,
    text: {
      sv: "Domänen är redan registrerad av någon annan. Kontakta oss, så hjälper vi dig.",
      en: "The domain has already been registered by someone else. Please contact us and we will help you.",
      da: "Domænet er allerede registreret af en anden. Kontakt os, så hjælper vi dig.",
    },
  },
  DNS_CHECK_FAILED: {
    status: 502,
    text: {
      sv: "Det gick inte att fråga DNS om domänen just nu. Försök igen om en stund.",
      en: "DNS could not be asked about the domain right now. Please try again in a while.",
      da: "DNS kunne ikke spørges om domænet lige nu. Prøv igen om lidt.",
    },
  },
  // The guest list's import (issue 25; not in the SPEC's catalogue, worded as its upload errors are).
  IMPORT_FILE_INVALID: {
    status: 400,
    text: {
      sv: "Filen kunde inte läsas. Välj en .xlsx- eller .csv-fil.",
      en: "The file could not be read. Choose an .xlsx or .csv file.",
      da: "Filen kunne ikke læses. Vælg en .xlsx- eller .csv-fil.",
    },
  },
  IMPORT_FILE_EMPTY: {
    status: 400,
    text: {
      sv: "Filen har inga gäster: första raden ska vara rubriker och gästerna på raderna under.",
      en: "The file has no guests: the first row should be headings with the guests on the rows below.",
      da: "Filen har ingen gæster: første række skal være overskrifter og gæsterne på rækkerne under.",
    },
  },
  // Issue 26: the RSVP's last day (sites.rsvp_deadline) has ended; nothing is stored. The owner can
  // still set answers by hand or move the date.
  // Issue 28: the people of a site.
  MEMBER_EXISTS: {
    status: 409,
    text: {
      sv: "Personen är redan med på sidan.",
      en: "That person is already on the page.",
      da: "Personen er allerede med på siden.",
    },
  },
  MEMBER_LIMIT_REACHED: {
    status: 409,
    text: {
      sv: "Sidan har redan så många personer och inbjudningar som går. Ta bort någon först.",
      en: "The page already has as many people and invitations as it can. Remove someone first.",
      da: "Siden har allerede så mange personer og invitationer, som den kan. Fjern nogen først.",
    },
  },
  MEMBER_INVITATION_INVALID: {
    status: 404,
    text: {
      sv: "Inbjudan gäller inte längre: den är använd, återkallad eller för gammal. Be om en ny.",
      en: "The invitation is no longer valid: it was used, withdrawn or is too old. Ask for a new one.",
      da: "Invitationen gælder ikke længere: den er brugt, trukket tilbage eller for gammel. Bed om en ny.",
    },
  },
  SAVE_CONFLICT: {
    status: 409,
    text: {
      sv: "Sidan har sparats av någon annan sedan du öppnade den. Dina ändringar är inte sparade än.",
      en: "Someone else has saved the page since you opened it. Your changes are not saved yet.",
      da: "Siden er blevet gemt af en anden, siden du åbnede den. Dine ændringer er ikke gemt endnu.",
    },
  },
  LAST_OWNER: {
    status: 409,
    text: {
      sv: "Du äger sidan och kan inte lämna den. Radera sidan eller ditt konto; har sidan en medägare får hen den.",
      en: "You own the page and cannot leave it. Delete the page or your account; a co-owner then gets it.",
      da: "Du ejer siden og kan ikke forlade den. Slet siden eller din konto; har siden en medejer, får vedkommende den.",
    },
  },
  RSVP_CLOSED: {
    status: 409,
    text: {
      sv: "Sista dagen för OSA har passerat, så svaret kunde inte sparas. Hör av dig direkt till värdarna.",
      en: "The last day to reply has passed, so the answer could not be saved. Please contact the hosts directly.",
      da: "Sidste dag for svar er overskredet, så svaret kunne ikke gemmes. Kontakt værterne direkte.",
    },
  },
  // Issue 25: an RSVP from a personal link that names another household's guest, a part the household
  // is not invited to, or more guests than it may bring. Nothing is stored.
  INVITATION_ANSWER_INVALID: {
    status: 422,
    text: {
      sv: "Svaret passar inte er inbjudan. Ladda om sidan och försök igen.",
      en: "The answer does not fit your invitation. Reload the page and try again.",
      da: "Svaret passer ikke til jeres invitation. Genindlæs siden og prøv igen.",
    },
  },
  // Issue 25: the owner names a guest or a part that is not the household's (an answer set by hand),
  // or merges a household into itself. Nothing is changed.
  GUEST_LIST_MISMATCH: {
    status: 422,
    text: {
      sv: "Det stämmer inte med gästlistan: gästen eller delen hör inte till hushållet. Ladda om och försök igen.",
      en: "That does not match the guest list: the guest or part is not the household's. Reload and try again.",
      da: "Det passer ikke med gæstelisten: gæsten eller delen hører ikke til husstanden. Genindlæs og prøv igen.",
    },
  },
  // Issue 25: what needs the page's own address (a card per household carries its personal link).
  ADDRESS_REQUIRED: {
    status: 409,
    text: {
      sv: "Personliga länkar behöver sidans adress. Välj en adress först.",
      en: "Personal links need the page's address. Choose an address first.",
      da: "Personlige links kræver sidens adresse. Vælg en adresse først.",
    },
  },
  IMPORT_ROWS_INVALID: {
    status: 422,
    text: {
      sv: "Några rader är felaktiga. Rätta dem eller hoppa över dem; inget har sparats.",
      en: "Some rows are wrong. Correct or skip them; nothing has been saved.",
      da: "Nogle rækker er forkerte. Ret dem eller spring dem over; intet er gemt.",
    },
  },
  // Issue 26, sends to guests: the daily caps per account (core/sends.ts SEND_CAPS; the issues say
  // how many were used and what the send needed), a send nobody would get, a message without words.
  SEND_CAP_REACHED: {
    status: 429,
    text: {
      sv: "Dagens gräns för utskick är nådd. Vänta till i morgon eller skicka till färre hushåll.",
      en: "Today's limit for sends has been reached. Wait until tomorrow or send to fewer households.",
      da: "Dagens grænse for udsendelser er nået. Vent til i morgen eller send til færre husstande.",
    },
  },
  SEND_NO_RECIPIENTS: {
    status: 422,
    text: {
      sv: "Ingen av de valda hushållen kan få utskicket (ingen adress, länken avstängd eller borttagna).",
      en: "None of the chosen households can get this send (no address, link turned off or deleted).",
      da: "Ingen af de valgte husstande kan få udsendelsen (ingen adresse, linket slået fra eller slettet).",
    },
  },
  // A send's links open nothing on a page guests cannot see (unpublished, expired); a test still goes.
  SEND_PAGE_NOT_PUBLISHED: {
    status: 409,
    text: {
      sv: "Gästerna kan bara öppna sin inbjudan på en publicerad sida. Publicera sidan först (ett testutskick till dig själv går bra).",
      en: "Guests can only open their invitation on a published page. Publish the page first (a test send to yourself works).",
      da: "Gæsterne kan kun åbne deres invitation på en publiceret side. Udgiv siden først (en testudsendelse til dig selv går fint).",
    },
  },
  SEND_TEXT_REQUIRED: {
    status: 400,
    text: {
      sv: "Skriv meddelandet som ska skickas.",
      en: "Write the message to send.",
      da: "Skriv beskeden, der skal sendes.",
    },
  },
  // The seating plan (issue 27) was saved elsewhere (another tab) since this one was read.
  SEATING_PLAN_CHANGED: {
    status: 409,
    text: {
      sv: "Bordsplaceringen har ändrats i en annan flik eller av någon annan. Den senaste har hämtats.",
      en: "The seating plan was changed in another tab or by someone else. The latest one has been loaded.",
      da: "Bordplanen er blevet ændret i en anden fane eller af en anden. Den seneste er hentet.",
    },
  },
  PRINT_FAILED: {
    status: 503,
    text: {
      sv: "Utskriften kunde inte göras just nu. Försök igen om en stund.",
      en: "The print could not be made just now. Try again in a while.",
      da: "Udskriften kunne ikke laves lige nu. Prøv igen om lidt.",
    },
  },
  // Guests' photos (issue 27; caps in core/photos.ts PHOTO_CAPS).
  PHOTO_LINK_INVALID: {
    status: 404,
    text: {
      sv: "Länken för att dela bilder fungerar inte. Be värdarna om den nya länken eller QR-koden.",
      en: "This link for sharing photos doesn't work. Ask the hosts for the new link or QR code.",
      da: "Linket til at dele billeder virker ikke. Bed værterne om det nye link eller QR-koden.",
    },
  },
  PHOTO_SHARING_OFF: {
    status: 403,
    text: {
      sv: "Det går inte att dela bilder här just nu: värdarna har stängt av det.",
      en: "You can't share photos here right now: the hosts have turned it off.",
      da: "Det er ikke muligt at dele billeder her lige nu: værterne har slået det fra.",
    },
  },
  PHOTO_TOO_LARGE: {
    status: 413,
    text: {
      sv: "Bilden är större än 20 MB. Välj en mindre bild.",
      en: "The photo is larger than 20 MB. Choose a smaller one.",
      da: "Billedet er større end 20 MB. Vælg et mindre billede.",
    },
  },
  PHOTO_TOO_MANY_PIXELS: {
    status: 413,
    text: {
      sv: "Bilden har fler än 40 megapixlar. Välj en mindre bild.",
      en: "The photo has more than 40 megapixels. Choose a smaller one.",
      da: "Billedet har mere end 40 megapixel. Vælg et mindre billede.",
    },
  },
  PHOTO_GUEST_LIMIT: {
    status: 429,
    text: {
      sv: "Du har redan delat 50 bilder, så många som en gäst kan dela. Tack!",
      en: "You have already shared 50 photos, as many as one guest can share. Thank you!",
      da: "Du har allerede delt 50 billeder, så mange som én gæst kan dele. Tak!",
    },
  },
  PHOTO_SITE_LIMIT: {
    status: 429,
    text: {
      sv: "Det har redan delats 2 000 bilder här, så många som får plats. Tack!",
      en: "2,000 photos have already been shared here, as many as there is room for. Thank you!",
      da: "Der er allerede delt 2.000 billeder her, så mange som der er plads til. Tak!",
    },
  },
  INTERNAL: {
    status: 500,
    text: { sv: "Ett okänt fel har uppstått.", en: "A unknown error occured.", da: "En ukendt fejl opstod." },
  },
};

export type ErrorIssue = { path: string; message: string };

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: ErrorIssue[] | undefined;

  constructor(code: ErrorCode, options: { issues?: ErrorIssue[]; cause?: unknown } = {}) {
    super(CATALOGUE[code].text.en, { cause: options.cause });
    this.code = code;
    this.status = CATALOGUE[code].status;
    this.issues = options.issues;
  }
}

export type ApiErrorBody = {
  isErrorResponse: true;
  errorDescription: Texts;
  message: string;
  code: ErrorCode;
  issues?: ErrorIssue[];
};

export function errorBody(code: ErrorCode, issues?: ErrorIssue[]): ApiErrorBody {
  const { text } = CATALOGUE[code];
  return {
    isErrorResponse: true,
    errorDescription: text,
    message: text.en,
    code,
    ...(issues ? { issues } : {}),
  };
}

export function statusOf(code: ErrorCode): number {
  return CATALOGUE[code].status;
}

export function zodIssues(error: ZodError): ErrorIssue[] {
  return error.issues.slice(0, 20).map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}
