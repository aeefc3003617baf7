import { ApiError } from "@/lib/api-client";

/** Seconds to wait from a 429's body (retryAfter) or its message; null for other errors. */
export function getRetryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const { body } = error;
  if (typeof body.retryAfter === "number" && body.retryAfter > 0) return body.retryAfter;
  // The per-address limiter says "retry in 15 minutes".
  const match = typeof body.message === "string" ? body.message.match(/(\d+)\s*(second|minute|hour)/) : null;
  if (match) return Number(match[1]) * { second: 1, minute: 60, hour: 3600 }[match[2] as "second" | "minute" | "hour"];
  return 60;
}

/** "in 15 minutes (at 14:32)": when a refused action may be tried again, in the visitor's clock. */
export function describeRetryTime(seconds: number, now: Date = new Date()): string {
  const at = new Date(now.getTime() + seconds * 1000);
  const clock = at.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} ${minutes === 1 ? "minute" : "minutes"} (at ${clock})`;
}
