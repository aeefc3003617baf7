import type { ApiErrorBody } from "@contracts/errors";

/** An error body's fields as sent, unchecked: a proxy or a crash can answer anything. */
export type ErrorBodyFields = Partial<Record<keyof ApiErrorBody | "error" | "retryAfter", unknown>>;

/** A non-OK response; message is "STATUS: body" as the spec's error catalogue reads it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = "ApiError";
  }

  /** The body's fields (contracts' ApiErrorBody, plus {error} and {retryAfter}); {} when it is not a JSON object. */
  get body(): ErrorBodyFields {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      return parsed && typeof parsed === "object" ? (parsed as ErrorBodyFields) : {};
    } catch {
      return {};
    }
  }

  /** The server's {message} (or {error}), for toasts that show the server's words. */
  get serverMessage(): string | undefined {
    const text = this.body.error ?? this.body.message;
    return typeof text === "string" ? text : undefined;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text);
}

/** Every call the client makes: credentials sent, JSON in and out, errors as ApiError. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body !== undefined && !isForm ? { "Content-Type": "application/json" } : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

interface Parser<T> {
  parse(value: unknown): T;
}

/**
 * A contract's response schema, or a loader for one where zod must stay out of the first load.
 * Such a loader is written `import.meta.env.PROD ? undefined : () => import(...)`, so production
 * builds drop it and its import() entirely; undefined means "not parsed".
 */
export type ResponseSchema<T> = Parser<T> | (() => Promise<Parser<T>>) | undefined;

/**
 * The one typed call: JSON in and out, typed by the contract's response schema. Outside
 * production (development, Vitest) the answer is parsed with that schema, so a server and a
 * client that disagree fail loudly; production trusts the server's own response schema and
 * skips the work (decision 0013).
 */
export async function fetchJson<T>(schema: ResponseSchema<T>, method: string, url: string, body?: unknown): Promise<T> {
  return parseResponse(schema, await (await apiRequest(method, url, body)).json());
}

/** A response as the contract's type: parsed with its schema outside production, trusted in it. */
export async function parseResponse<T>(schema: ResponseSchema<T>, data: unknown): Promise<T> {
  if (import.meta.env.PROD || !schema) return data as T;
  const parser = typeof schema === "function" ? await schema() : schema;
  return parser.parse(data);
}
