// The Swish simulator's stand-in for the Swish app (m-commerce in development and tests). With real
// Swish the owner app opens swish://paymentrequest?token=…&callbackurl=… and the app on the phone asks
// the payer; a developer's machine has no Swish app and no swish:// handler, so with the simulator the
// owner app opens this page instead, with the same two parameters: GET /payment-simulator/swish shows the
// request (amount, message) with the app's four outcomes, POST /payment-simulator/swish/answer settles
// it in the simulator (which calls back like Swish) and sends the browser to the callback URL, as the
// app does: back to the owner app's waiting step, which polls as for any Swish payment. Only served
// while the simulator is the Swish provider. Texts in sv, en and da by the browser's Accept-Language.
import { formatAmount } from "@core/payments";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { acceptFormPosts } from "../../ssr/form-posts";
import { escapeHtml } from "../../ssr/html";
import { SIMULATOR_APP_ANSWERS, type SimulatorAppAnswer, type SwishSimulator } from "./simulator";

const LOCALES = ["sv", "en", "da"] as const;
type Locale = (typeof LOCALES)[number];

const TEXTS: Record<
  Locale,
  {
    title: string;
    testMode: string;
    toPay: string;
    message: string;
    answers: Record<SimulatorAppAnswer, string>;
    invalid: string;
    done: string;
    back: string;
  }
> = {
  sv: {
    title: "Swish (simulator)",
    testMode:
      "Testläge: den här sidan spelar Swish-appen på telefonen. Inga riktiga pengar dras. Välj vad betalaren gör.",
    toPay: "Att betala",
    message: "Meddelande",
    answers: {
      PAID: "Betala",
      DECLINED: "Neka betalningen",
      CANCELLED: "Avbryt",
      ERROR: "BankID-signeringen misslyckas",
    },
    invalid: "Betalningen finns inte eller väntar inte längre på svar.",
    done: "Klart. Gå tillbaka till sidan du betalade från.",
    back: "Tillbaka",
  },
  en: {
    title: "Swish (simulator)",
    testMode:
      "Test mode: this page plays the Swish app on the phone. No real money is charged. Choose what the payer does.",
    toPay: "To pay",
    message: "Message",
    answers: {
      PAID: "Pay",
      DECLINED: "Decline the payment",
      CANCELLED: "Cancel",
      ERROR: "BankID signing fails",
    },
    invalid: "The payment does not exist or is no longer waiting for an answer.",
    done: "Done. Go back to the page you paid from.",
    back: "Back",
  },
  da: {
    title: "Swish (simulator)",
    testMode:
      "Testtilstand: denne side spiller Swish-appen på telefonen. Der trækkes ingen rigtige penge. Vælg, hvad betaleren gør.",
    toPay: "At betale",
    message: "Besked",
    answers: {
      PAID: "Betal",
      DECLINED: "Afvis betalingen",
      CANCELLED: "Annuller",
      ERROR: "BankID-signeringen mislykkes",
    },
    invalid: "Betalingen findes ikke eller venter ikke længere på svar.",
    done: "Færdig. Gå tilbage til siden, du betalte fra.",
    back: "Tilbage",
  },
};

/** The first of sv, en, da the browser asks for; Swedish otherwise (Swish is Swedish). */
export function simulatorLocale(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? "").split(",")) {
    const code = part.split(";")[0]?.trim().toLowerCase().slice(0, 2);
    if (LOCALES.includes(code as Locale)) return code as Locale;
  }
  return "sv";
}

/**
 * Where the "app" may send the browser back to: a path of this server, or an address on the host the
 * page was asked on (the owner app's own origin); anything else is not followed (no open redirect).
 */
export function safeCallbackUrl(
  callbackUrl: string | undefined,
  requestHost: string | undefined,
): string | null {
  if (!callbackUrl) return null;
  if (callbackUrl.startsWith("/") && !callbackUrl.startsWith("//") && !callbackUrl.startsWith("/\\"))
    return callbackUrl;
  try {
    const url = new URL(callbackUrl);
    if ((url.protocol === "http:" || url.protocol === "https:") && requestHost && url.host === requestHost)
      return url.toString();
  } catch {
    // Not an address.
  }
  return null;
}

// Swish's own colours for the buttons' sense; contrast: white on #1a56db 6.6:1, text #1f2933 on white.
const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;background:#f4f6f8;color:#1f2933;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:420px;margin:0 auto;padding:24px 16px}
h1{font-size:1.4rem;margin:0 0 12px}
.test{background:#fff8e1;border:1px solid #c98a00;border-radius:6px;padding:8px 10px;font-size:.875rem;margin:0 0 16px}
.amount{font-size:1.6rem;font-weight:700;margin:0 0 4px}
.message{margin:0 0 20px;overflow-wrap:anywhere}
form{margin:0 0 10px}
button,a.button{display:block;width:100%;font:inherit;font-weight:600;padding:12px;border:1px solid #6b7785;border-radius:6px;background:#fff;color:#1f2933;cursor:pointer;min-height:44px;text-align:center;text-decoration:none}
button.pay{background:#1a56db;border-color:#1a56db;color:#fff}
button:focus-visible,a.button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
`;

const page = (locale: Locale, body: string) => `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(TEXTS[locale].title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(TEXTS[locale].title)}</h1>
${body}
</main>
</body>
</html>`;

export function simulatorAppPage(input: {
  locale: Locale;
  token: string;
  callbackUrl: string | null;
  amount: number;
  message: string;
}): string {
  const t = TEXTS[input.locale];
  const amount = formatAmount(Math.round(input.amount * 100), "SEK", "sv-SE");
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const forms = SIMULATOR_APP_ANSWERS.map(
    (answer) => `<form method="post" action="/payment-simulator/swish/answer">
${hidden("token", input.token)}${input.callbackUrl ? hidden("callbackurl", input.callbackUrl) : ""}${hidden("answer", answer)}
<button type="submit"${answer === "PAID" ? ' class="pay"' : ""}>${escapeHtml(t.answers[answer])}</button>
</form>`,
  ).join("\n");
  return page(
    input.locale,
    `<p class="test">${escapeHtml(t.testMode)}</p>
<p class="amount">${escapeHtml(t.toPay)}: ${escapeHtml(amount)}</p>
<p class="message">${escapeHtml(t.message)}: ${escapeHtml(input.message)}</p>
${forms}`,
  );
}

function invalidPage(locale: Locale, callbackUrl: string | null): string {
  const t = TEXTS[locale];
  const back = callbackUrl
    ? `<a class="button" href="${escapeHtml(callbackUrl)}">${escapeHtml(t.back)}</a>`
    : "";
  return page(locale, `<p role="alert">${escapeHtml(t.invalid)}</p>${back}`);
}

const pageQuery = z.object({ token: z.string().max(200), callbackurl: z.string().max(2000).optional() });
const answerBody = z.object({
  token: z.string().max(200),
  answer: z.enum(SIMULATOR_APP_ANSWERS),
  callbackurl: z.string().max(2000).optional(),
});

const hostOf = (request: FastifyRequest) => request.headers.host;

/** The simulator app's page and its answer; registered only while the simulator is the provider. */
export async function swishSimulatorAppRoutes(
  app: FastifyInstance,
  simulatorOf: () => Promise<SwishSimulator | null>,
): Promise<void> {
  await app.register(async (scope) => {
    acceptFormPosts(scope);
    scope.get("/payment-simulator/swish", async (request, reply) => {
      const locale = simulatorLocale(request.headers["accept-language"]);
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      const parsed = pageQuery.safeParse(request.query);
      const callbackUrl = parsed.success ? safeCallbackUrl(parsed.data.callbackurl, hostOf(request)) : null;
      const simulator = await simulatorOf();
      const waiting = parsed.success && simulator ? simulator.requestOfToken(parsed.data.token) : null;
      if (!parsed.success || !waiting) return reply.code(404).send(invalidPage(locale, callbackUrl));
      return reply.send(
        simulatorAppPage({
          locale,
          token: parsed.data.token,
          callbackUrl,
          amount: waiting.amount,
          message: waiting.message,
        }),
      );
    });
    scope.post(
      "/payment-simulator/swish/answer",
      { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
      async (request, reply) => {
        const locale = simulatorLocale(request.headers["accept-language"]);
        const parsed = answerBody.safeParse(request.body);
        const callbackUrl = parsed.success ? safeCallbackUrl(parsed.data.callbackurl, hostOf(request)) : null;
        const simulator = await simulatorOf();
        const answered =
          parsed.success && simulator
            ? await simulator.answerInApp(parsed.data.token, parsed.data.answer)
            : false;
        reply.header("cache-control", "no-store");
        if (!answered)
          return reply.code(404).type("text/html; charset=utf-8").send(invalidPage(locale, callbackUrl));
        // Like the app: back to where the payment began; without a usable address, the app's own "done".
        if (callbackUrl) return reply.code(303).header("location", callbackUrl).send();
        return reply
          .type("text/html; charset=utf-8")
          .send(page(locale, `<p role="status">${escapeHtml(TEXTS[locale].done)}</p>`));
      },
    );
  });
}
