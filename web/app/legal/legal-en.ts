import type { LegalTexts } from "./legal-types";

export const LEGAL_EN: LegalTexts = {
  updated: "In force from 23 November 2026",
  back: "To the start page",
  terms: {
    title: "Terms of use",
    lead: "These terms apply when you create, publish and use a page with {{brand}}. By creating an account you accept them.",
    sections: [
      {
        heading: "The service",
        paragraphs: [
          "{{brand}} lets you make your own page for your wedding, party or event, publish it on its own address and let your guests RSVP, send forms and reserve gifts. You can reach us at {{mail}}.",
        ],
      },
      {
        heading: "Your account",
        paragraphs: [
          "You need an e-mail address that you use yourself and a password that only you know. An account has one page. You are responsible for what is done with your account, so keep the password secret and change it on the account page if you think someone else knows it.",
        ],
      },
      {
        heading: "The content of your page",
        paragraphs: [
          "The texts and pictures you add are yours. You give us the right to store them and show them to the visitors of your page for as long as the page exists, because that is what the service is for.",
          "Only add what you have the right to use, such as pictures you took yourself or have permission to use, and nothing unlawful. We may remove content that is clearly unlawful or breaks these terms, and we contact you first whenever we can.",
        ],
      },
      {
        heading: "Your guests' answers",
        paragraphs: [
          "When guests answer on your page, you decide what is asked and what the answers are used for. You are therefore the controller of the answers, and we process them on your behalf only to show them to you and let you download them. Do not ask for more than the event needs.",
        ],
      },
      {
        heading: "Price and payment",
        paragraphs: [
          "Creating and trying a page is free. Publishing it on its own address costs the price shown before you pay, for example {{subdomainPrice}} for {{subdomainMonths}} months on an address under our domain. Prices include VAT. You pay by card or Swish and receive a receipt.",
          "A publication is never renewed automatically. When the period ends, guests can no longer see the page unless you extend it.",
        ],
      },
      {
        heading: "Right of withdrawal",
        paragraphs: [
          "The publication starts as soon as the payment is complete. By paying you agree to this and accept that your right of withdrawal under distance-selling law then ends. A domain registered in your name cannot be withdrawn. Contact us if something did not turn out as you expected, and we will sort it out.",
        ],
      },
      {
        heading: "Operation",
        paragraphs: [
          "We do our best to keep your page working at all times and we take backups, but we cannot promise that the service is never interrupted. Our liability is limited to what you paid for the current period, except in case of gross negligence on our part.",
        ],
      },
      {
        heading: "Leaving",
        paragraphs: [
          "You can delete your account at any time on the account page. The page, its versions, your guests' answers and your pictures are then deleted at once. Receipts are kept for as long as bookkeeping law requires.",
        ],
      },
      {
        heading: "Changes and disputes",
        paragraphs: [
          "If we change these terms in a way that affects you, we tell you by e-mail before the change takes effect. Swedish law applies. As a consumer you can also turn to the consumer complaints board of your country (in Sweden the National Board for Consumer Disputes, ARN).",
        ],
      },
    ],
  },
  privacy: {
    title: "Privacy and cookies",
    lead: "This is how {{brand}} handles information about you who make a page and about the guests who visit and answer it. We sell no data, show no ads and use no tracking cookies.",
    sections: [
      {
        heading: "Who is responsible",
        paragraphs: [
          "{{brand}} is responsible for the information about you who have an account. For the guests' answers, the owner of the page is responsible, and we process the answers on the owner's behalf. Send questions about your information to {{mail}}.",
        ],
      },
      {
        heading: "About you who make a page",
        paragraphs: [
          "We store your e-mail address, your password (only in hashed form, so nobody can read it), your page's texts, pictures and earlier versions, the page's address and how many have visited it (only the number, not who), what you write to us as feedback and your payments (amount, date, reference and what you bought). Card details are handled by the card payment company and never reach us.",
        ],
      },
      {
        heading: "About the guests",
        paragraphs: [
          "We store what a guest writes in the page's RSVP and forms, such as a name, answers and the e-mail address or phone number the form asks for, and which gifts the guest has reserved. Only the owner of the page sees the answers. Visits are counted as a number per day, without storing anything about the visitor.",
        ],
      },
      {
        heading: "For how long",
        paragraphs: [
          "Account information is kept for as long as the account exists. The guests' answers are deleted {{retentionMonths}} months after the page's publication has ended, and the owner gets an e-mail a month before. If you delete your account everything goes at once, except receipts that bookkeeping law requires us to keep for seven years. Older versions of the page are pruned automatically. Technical logs and error reports, which may contain an IP address, are kept for at most 30 days.",
        ],
      },
      {
        heading: "Who helps us",
        paragraphs: [
          "Pages and data are stored on servers within the EU. E-mail is sent through an e-mail service. Card payments are made with Stripe and Swish payments through your bank. If you buy your own domain it is registered with a domain registrar, which the rules of the domain require to have your name and contact details. They may use the information only to do their part.",
        ],
      },
      {
        heading: "Cookies and storage in the browser",
        paragraphs: [
          "We only use what the service needs to work: a sign-in cookie while you are signed in (for at most 30 days), a cookie that lets a guest into a password-protected page during the visit, and on the demo page a cookie that remembers the gifts you tried reserving. Your choice of language, and which of your payments were already counted, are stored in the browser. No cookies for statistics, advertising or tracking. We count some events without cookies and without anything that names you or your page (that an account was created, that a payment was made and its amount) to see how the service is used.",
        ],
      },
      {
        heading: "What a guest's phone fetches",
        paragraphs: [
          "The page, its fonts, pictures and map pictures come from our own servers, so a guest's phone contacts no map or font service. If the page has a video, it is fetched from YouTube in its privacy-enhanced mode (youtube-nocookie.com).",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "You have the right to know what information we hold about you, to have mistakes corrected and to have the information deleted. On the account page you can download your guests' answers and delete your account. If you are a guest and want an answer changed or deleted, turn to the owner of the page, or to us. You can complain to your data protection authority (in Sweden IMY, in Denmark Datatilsynet).",
        ],
      },
    ],
  },
};
