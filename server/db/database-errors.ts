/**
 * Errors that mean "the database is not reachable right now" rather than "this request is
 * wrong": connection refused or lost, the server shutting down, a connection that could not be
 * had in time, a statement cancelled by its timeout. Requests that meet one answer 503.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "57P01", // admin_shutdown (pg_terminate_backend, a restart)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "57014", // query_canceled (statement_timeout)
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /connection is closed/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === "string" && UNAVAILABLE_MESSAGES.some((re) => re.test(candidate.message as string))) return true;
    // Drizzle wraps the driver's error ("Failed query: ...") with the original as its cause.
    current = candidate.cause;
  }
  return false;
}

/** "postgres://user:secret@db:5432/app" -> "db:5432/app", for messages that name the database without its password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "(unparseable DATABASE_URL)";
  }
}
