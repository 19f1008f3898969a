// The simulator's card form (GET /payment-simulator/card): a small page meant for an iframe, as Stripe
// Elements is. Its script is a separate file from our origin (the Content-Security-Policy allows no
// inline script); styles are inline, which the policy allows. Labels in sv, en and da (?locale=).
import type { Currency } from "@core/brands";
import { formatAmount } from "@core/payments";
import { escapeHtml } from "../../ssr/html";

export const CARD_LOCALES = ["sv", "en", "da"] as const;
export type CardLocale = (typeof CARD_LOCALES)[number];

type PageTexts = {
  title: string;
  testMode: string;
  toPay: string;
  number: string;
  expiry: string;
  expiryPlaceholder: string;
  cvc: string;
  pay: string;
  processing: string;
  succeeded: string;
  network: string;
  invalidLink: string;
  alreadyPaid: string;
};

export const PAGE_TEXTS: Record<CardLocale, PageTexts> = {
  sv: {
    title: "Kortbetalning",
    testMode:
      "Testläge: inga riktiga pengar dras. Testkort: 4242 4242 4242 4242, ett framtida datum och valfri CVC.",
    toPay: "Att betala",
    number: "Kortnummer",
    expiry: "Utgångsdatum (MM/ÅÅ)",
    expiryPlaceholder: "MM / ÅÅ",
    cvc: "CVC",
    pay: "Betala",
    processing: "Betalningen behandlas …",
    succeeded: "Betalningen är genomförd.",
    network: "Betalningen kunde inte skickas. Kontrollera anslutningen och försök igen.",
    invalidLink: "Betalningslänken är ogiltig eller har gått ut.",
    alreadyPaid: "Betalningen är redan genomförd.",
  },
  en: {
    title: "Card payment",
    testMode:
      "Test mode: no real money is charged. Test card: 4242 4242 4242 4242, a future date and any CVC.",
    toPay: "To pay",
    number: "Card number",
    expiry: "Expiry date (MM/YY)",
    expiryPlaceholder: "MM / YY",
    cvc: "CVC",
    pay: "Pay",
    processing: "Processing the payment …",
    succeeded: "The payment is complete.",
    network: "The payment could not be sent. Check your connection and try again.",
    invalidLink: "The payment link is invalid or has expired.",
    alreadyPaid: "The payment is already complete.",
  },
  da: {
    title: "Kortbetaling",
    testMode:
      "Testtilstand: der trækkes ingen rigtige penge. Testkort: 4242 4242 4242 4242, en fremtidig dato og en vilkårlig CVC.",
    toPay: "At betale",
    number: "Kortnummer",
    expiry: "Udløbsdato (MM/ÅÅ)",
    expiryPlaceholder: "MM / ÅÅ",
    cvc: "CVC",
    pay: "Betal",
    processing: "Betalingen behandles …",
    succeeded: "Betalingen er gennemført.",
    network: "Betalingen kunne ikke sendes. Tjek forbindelsen, og prøv igen.",
    invalidLink: "Betalingslinket er ugyldigt eller udløbet.",
    alreadyPaid: "Betalingen er allerede gennemført.",
  },
};

// The visible heading is the embedding page's; this one names the frame's content for screen readers.
// Contrast: text #1f2933 and labels on white ≥ 12:1; the button #1a56db on white text 6.6:1; the
// error red #b42318 on white 6.5:1; focus ring 3 px #1a56db with an offset, visible on every control.
const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;background:#fff;color:#1f2933;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:480px;margin:0 auto;padding:6px 6px 8px}
h1{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.test{background:#fff8e1;border:1px solid #c98a00;border-radius:6px;padding:8px 10px;font-size:.875rem;margin:0 0 12px}
.amount{margin:0 0 12px;font-weight:600}
label{display:block;font-weight:600;font-size:.9rem;margin:0 0 4px}
input{display:block;width:100%;font:inherit;font-size:16px;padding:10px 12px;border:1px solid #6b7785;border-radius:6px;background:#fff;color:inherit}
input[aria-invalid=true]{border-color:#b42318;box-shadow:0 0 0 1px #b42318}
.field{margin:0 0 12px}
.row{display:flex;gap:12px;align-items:flex-end}.row .field{flex:1;min-width:0}
button{width:100%;font:inherit;font-weight:600;padding:12px;border:0;border-radius:6px;background:#1a56db;color:#fff;cursor:pointer;min-height:44px}
button:disabled{background:#5b6b7c;cursor:progress}
input:focus-visible,button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
.error{color:#b42318;margin:8px 0 0;min-height:1.45em}
.status{margin:8px 0 0;min-height:1.45em}
.done .field,.done button{display:none}
`;

export function localeOf(value: unknown): CardLocale {
  return CARD_LOCALES.includes(value as CardLocale) ? (value as CardLocale) : "sv";
}

const page = (locale: CardLocale, body: string) => `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(PAGE_TEXTS[locale].title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;

export type CardPageInput = Readonly<{
  locale: CardLocale;
  clientSecret: string;
  amount: number;
  currency: string;
  /** Already paid: the page says so instead of offering the form again. */
  paid: boolean;
}>;

export function cardPage(input: CardPageInput): string {
  const t = PAGE_TEXTS[input.locale];
  const currency = input.currency.toUpperCase() as Currency;
  const amount = formatAmount(input.amount, currency, currency === "DKK" ? "da-DK" : "sv-SE");
  if (input.paid) {
    return page(
      input.locale,
      `<h1>${escapeHtml(t.title)}</h1><p role="status">${escapeHtml(t.alreadyPaid)}</p>`,
    );
  }
  const data = (name: string, value: string) => `data-${name}="${escapeHtml(value)}"`;
  return page(
    input.locale,
    `<h1>${escapeHtml(t.title)}</h1>
<p class="test">${escapeHtml(t.testMode)}</p>
<p class="amount">${escapeHtml(t.toPay)}: ${escapeHtml(amount)}</p>
<form id="card-form" novalidate ${data("client-secret", input.clientSecret)} ${data("processing", t.processing)} ${data("succeeded", t.succeeded)} ${data("network", t.network)}>
<div class="field"><label for="card-number">${escapeHtml(t.number)}</label>
<input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 1234 1234 1234" aria-describedby="card-error" required></div>
<div class="row">
<div class="field"><label for="card-expiry">${escapeHtml(t.expiry)}</label>
<input id="card-expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="${escapeHtml(t.expiryPlaceholder)}" aria-describedby="card-error" required></div>
<div class="field"><label for="card-cvc">${escapeHtml(t.cvc)}</label>
<input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123" aria-describedby="card-error" required></div>
</div>
<button id="card-pay" type="submit">${escapeHtml(`${t.pay} ${amount}`)}</button>
<p id="card-error" class="error" role="alert"></p>
<p id="card-status" class="status" role="status"></p>
</form>
<script src="/payment-simulator/card.js" defer></script>`,
  );
}

export function invalidLinkPage(locale: CardLocale): string {
  const t = PAGE_TEXTS[locale];
  return page(locale, `<h1>${escapeHtml(t.title)}</h1><p role="alert">${escapeHtml(t.invalidLink)}</p>`);
}
