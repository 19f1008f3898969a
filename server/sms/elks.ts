// The real SMS adapter: 46elks' REST API (https://46elks.com/docs/send-sms). POST {api}/sms with HTTP
// Basic auth (the API username and password), form-encoded `from`, `to`, `message` and optionally
// `whendelivered` (a URL 46elks posts the delivery report to, form-encoded id, status and delivered).
// The answer is JSON with the message's id, status (created, sent, delivered, failed), parts and cost
// (1/10 000 of the account's currency). A refusal is a 4xx with a short text (for example a number it
// cannot send to, a sender it does not allow, or no credit left), passed on in the error.
import { z } from "zod";
import { SMS_STATUSES, type SmsProvider, SmsProviderError, type SmsSendResult } from "./provider";

export type ElksOptions = {
  /** Base URL without a trailing slash (https://api.46elks.com/a1, or the simulator's). */
  apiUrl: string;
  username: string;
  password: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

const answerSchema = z.object({
  id: z.string().min(1),
  status: z.enum(SMS_STATUSES),
  parts: z.coerce.number().int().min(1).optional(),
  cost: z.coerce.number().int().min(0).optional(),
});

/** 46elks' answer to a send as our result; null when it is not one. */
export function parseSendAnswer(value: unknown): SmsSendResult | null {
  const parsed = answerSchema.safeParse(value);
  if (!parsed.success) return null;
  return {
    id: parsed.data.id,
    status: parsed.data.status,
    parts: parsed.data.parts ?? 1,
    cost: parsed.data.cost ?? 0,
  };
}

export function createElksProvider(options: ElksOptions, kind: SmsProvider["kind"] = "46elks"): SmsProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString("base64")}`;
  return {
    kind,
    async send({ from, to, message, whenDelivered }) {
      const form = new URLSearchParams({ from, to, message });
      if (whenDelivered) form.set("whendelivered", whenDelivered);
      let response: Response;
      try {
        response = await fetchImpl(`${options.apiUrl}/sms`, {
          method: "POST",
          headers: {
            authorization,
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
          },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        // Refused before a byte was sent: surely not sent; a timeout: it may have been.
        const refused = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(String((error as Error).cause ?? error));
        throw new SmsProviderError(
          `46elks could not be reached: ${(error as Error).message}`,
          null,
          !refused,
        );
      }
      const text = await response.text().catch(() => "");
      if (!response.ok) {
        // 46elks explains a refusal in a short text; never more than a line of it in our logs.
        const reason = text.replace(/\s+/g, " ").trim().slice(0, 200);
        throw new SmsProviderError(
          `46elks answered ${response.status}${reason ? `: ${reason}` : ""}`,
          response.status,
        );
      }
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // Not JSON: reported below.
      }
      const result = parseSendAnswer(json);
      if (!result)
        throw new SmsProviderError("46elks answered something that is not a sent SMS", response.status, true);
      return result;
    },
  };
}
