// An error's message as the owner should read it (SPEC §8): from the error response in the UI language
// (isErrorResponse), else its message, else the supplied description, else the fallback.
import { ApiRequestError } from "../api";

export function errorMessage(
  error: unknown,
  language: string,
  description: string | undefined,
  fallback: string,
) {
  if (error instanceof ApiRequestError && error.body) {
    const { isErrorResponse, errorDescription, message } = error.body;
    if (isErrorResponse && errorDescription) {
      const text = errorDescription[language] ?? errorDescription.sv;
      if (text) return text;
    }
    if (message) return message;
  }
  return description || fallback;
}
