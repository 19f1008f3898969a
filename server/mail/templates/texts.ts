// The few words a designed mail adds to its text part (issue 26): the button of a link that stands on a
// line of its own, and the footer's who and why. Everything else in the HTML part is the text part's own
// words (design.ts reads them from it), so a mail says the same in both parts.
import type { UiLanguage } from "@core/languages";

/** Every mail the product sends. */
export const MAIL_KINDS = [
  "password-reset",
  "receipt",
  "refund",
  "order-confirmation",
  "rsvp-answer",
  "form-answer",
  "expiry-reminder",
  "answers-notice",
  "feedback",
  // Sends to guests (operations/sends-texts.ts): an invitation, a reminder, a message from the hosts.
  "guest-invitation",
  "guest-reminder",
  "guest-message",
  // The confirmation of a guest's own answer, with the link to change it (operations/confirmation-texts.ts).
  "rsvp-confirmation",
  // An invitation to help with a site: a co-owner, the toastmaster, the caterer (operations/members.ts).
  "member-invitation",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

type KindTexts = {
  /** The button of a link on a line of its own (a link with a label of its own keeps that label). */
  action: string;
  /** Why the reader gets this mail; {brand} is the brand's name. */
  why: string;
};

type LanguageTexts = {
  /** Above the button's address written out, for a client that shows no button. */
  fallback: string;
  /** Who sends it; {brand} and {domain}. */
  sentBy: string;
  /** Where questions go; the contact address follows. */
  questions: string;
  kinds: Record<MailKind, KindTexts>;
};

export const MAIL_TEXTS: Record<UiLanguage, LanguageTexts> = {
  sv: {
    fallback: "Fungerar inte knappen? Öppna adressen:",
    sentBy: "Det här mejlet skickades av {brand} ({domain}).",
    questions: "Frågor om tjänsten? Skriv till",
    kinds: {
      "password-reset": {
        action: "Välj nytt lösenord",
        why: "Du får det för att någon bad om ett nytt lösenord till kontot med den här e-postadressen hos {brand}.",
      },
      receipt: { action: "Öppna", why: "Du får det för att du har betalat för en tjänst hos {brand}." },
      refund: {
        action: "Öppna",
        why: "Du får det för att en betalning du gjort hos {brand} betalas tillbaka.",
      },
      "order-confirmation": {
        action: "Följ beställningen",
        why: "Du får det för att du har beställt inbjudningskort hos {brand}.",
      },
      "rsvp-answer": {
        action: "Visa alla svar",
        why: "Du får det för att din e-postadress tar emot OSA-svaren på en sida hos {brand}.",
      },
      "form-answer": {
        action: "Visa alla svar",
        why: "Du får det för att din e-postadress tar emot svaren på ett formulär på en sida hos {brand}.",
      },
      "expiry-reminder": {
        action: "Förläng publiceringen",
        why: "Du får det för att du har en publicerad sida hos {brand}.",
      },
      "answers-notice": {
        action: "Till kontosidan",
        why: "Du får det för att gäster har svarat på din sida hos {brand}.",
      },
      feedback: { action: "Öppna", why: "Skickat från feedbackformuläret i {brand}." },
      "guest-invitation": {
        action: "Öppna inbjudan",
        why: "Du får det för att värdarna har lagt till dig på gästlistan till sin sida hos {brand}.",
      },
      "guest-reminder": {
        action: "Svara på inbjudan",
        why: "Du får det för att värdarna har lagt till dig på gästlistan till sin sida hos {brand}.",
      },
      "guest-message": {
        action: "Öppna inbjudan",
        why: "Du får det för att värdarna har lagt till dig på gästlistan till sin sida hos {brand}.",
      },
      "rsvp-confirmation": {
        action: "Ändra ert svar",
        why: "Du får det för att du har svarat på en inbjudan (OSA) på en sida hos {brand}.",
      },
      "member-invitation": {
        action: "Gå med",
        why: "Du får det för att någon bjöd in den här e-postadressen till sin sida hos {brand}.",
      },
    },
  },
  en: {
    fallback: "Button not working? Open this address:",
    sentBy: "This mail was sent by {brand} ({domain}).",
    questions: "Questions about the service? Write to",
    kinds: {
      "password-reset": {
        action: "Choose a new password",
        why: "You get it because someone asked for a new password for the account with this mail address at {brand}.",
      },
      receipt: { action: "Open", why: "You get it because you paid for a service at {brand}." },
      refund: { action: "Open", why: "You get it because a payment you made at {brand} is being paid back." },
      "order-confirmation": {
        action: "Follow the order",
        why: "You get it because you ordered invitation cards at {brand}.",
      },
      "rsvp-answer": {
        action: "See all answers",
        why: "You get it because your mail address receives the RSVPs of a page at {brand}.",
      },
      "form-answer": {
        action: "See all answers",
        why: "You get it because your mail address receives the answers to a form on a page at {brand}.",
      },
      "expiry-reminder": {
        action: "Extend the publication",
        why: "You get it because you have a published page at {brand}.",
      },
      "answers-notice": {
        action: "Go to your account page",
        why: "You get it because guests have answered on your page at {brand}.",
      },
      feedback: { action: "Open", why: "Sent from the feedback form of {brand}." },
      "guest-invitation": {
        action: "Open the invitation",
        why: "You get it because the hosts added you to the guest list of their page at {brand}.",
      },
      "guest-reminder": {
        action: "Answer the invitation",
        why: "You get it because the hosts added you to the guest list of their page at {brand}.",
      },
      "guest-message": {
        action: "Open the invitation",
        why: "You get it because the hosts added you to the guest list of their page at {brand}.",
      },
      "rsvp-confirmation": {
        action: "Change your answer",
        why: "You get it because you answered an invitation (RSVP) on a page at {brand}.",
      },
      "member-invitation": {
        action: "Join",
        why: "You get it because someone invited this e-mail address to their page at {brand}.",
      },
    },
  },
  da: {
    fallback: "Virker knappen ikke? Åbn adressen:",
    sentBy: "Denne mail blev sendt af {brand} ({domain}).",
    questions: "Spørgsmål om tjenesten? Skriv til",
    kinds: {
      "password-reset": {
        action: "Vælg ny adgangskode",
        why: "Du får den, fordi nogen bad om en ny adgangskode til kontoen med denne e-mailadresse hos {brand}.",
      },
      receipt: { action: "Åbn", why: "Du får den, fordi du har betalt for en tjeneste hos {brand}." },
      refund: {
        action: "Åbn",
        why: "Du får den, fordi en betaling, du har foretaget hos {brand}, betales tilbage.",
      },
      "order-confirmation": {
        action: "Følg bestillingen",
        why: "Du får den, fordi du har bestilt invitationskort hos {brand}.",
      },
      "rsvp-answer": {
        action: "Se alle svar",
        why: "Du får den, fordi din e-mailadresse modtager tilmeldingerne på en side hos {brand}.",
      },
      "form-answer": {
        action: "Se alle svar",
        why: "Du får den, fordi din e-mailadresse modtager svarene på en formular på en side hos {brand}.",
      },
      "expiry-reminder": {
        action: "Forlæng publiceringen",
        why: "Du får den, fordi du har en publiceret side hos {brand}.",
      },
      "answers-notice": {
        action: "Gå til kontosiden",
        why: "Du får den, fordi gæster har svaret på din side hos {brand}.",
      },
      feedback: { action: "Åbn", why: "Sendt fra feedbackformularen i {brand}." },
      "guest-invitation": {
        action: "Åbn invitationen",
        why: "Du får den, fordi værterne har tilføjet dig til gæstelisten på deres side hos {brand}.",
      },
      "guest-reminder": {
        action: "Svar på invitationen",
        why: "Du får den, fordi værterne har tilføjet dig til gæstelisten på deres side hos {brand}.",
      },
      "guest-message": {
        action: "Åbn invitationen",
        why: "Du får den, fordi værterne har tilføjet dig til gæstelisten på deres side hos {brand}.",
      },
      "rsvp-confirmation": {
        action: "Ændr jeres svar",
        why: "Du får den, fordi du har svaret på en invitation (OSA) på en side hos {brand}.",
      },
      "member-invitation": {
        action: "Deltag",
        why: "Du får den, fordi nogen inviterede denne e-mailadresse til sin side hos {brand}.",
      },
    },
  },
};
