// The owner app's HTTP client: JSON in and out, cookies sent, errors as ApiRequestError carrying the
// server's error body (SPEC §3 API error) for the error dialog.
export type ApiErrorBody = {
  isErrorResponse?: boolean;
  errorDescription?: Record<string, string>;
  message?: string;
  code?: string;
};

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    description?: string,
  ) {
    super(body?.message ?? description ?? `HTTP ${status}`);
  }
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? extraHeaders : { "content-type": "application/json", ...extraHeaders },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiRequestError(0, null, (cause as Error).message);
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page, say): the status alone tells the error dialog what happened.
    if (response.ok)
      throw new ApiRequestError(response.status, null, "The server's answer could not be read");
  }
  if (!response.ok) throw new ApiRequestError(response.status, json as ApiErrorBody | null);
  return json as T;
}

export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body?: unknown) => request<T>("POST", path, body),
  put: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    request<T>("PUT", path, body, headers),
  delete: <T>(path: string, body?: unknown) => request<T>("DELETE", path, body),
};

export type Me = { mail: string; registered: { date: string }; site: { _id: string } | null };
