/** Under this many hours left, the deadline shows in amber (secondary spec section 9). */
export const DEADLINE_WARNING_HOURS = 12;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export type DeadlineTone = "normal" | "warning" | "expired";

export interface TimeRemaining {
  /** "31h 12m", or "Expired" at and after the deadline. */
  label: string;
  tone: DeadlineTone;
}

/** Time left until the deadline as hours and minutes; amber under 12 h, "Expired" at zero. */
export function getTimeRemaining(deadline: string | Date, now: number | Date = Date.now()): TimeRemaining {
  const remainingMs = new Date(deadline).getTime() - new Date(now).getTime();
  if (!(remainingMs > 0)) return { label: "Expired", tone: "expired" };
  const totalMinutes = Math.floor(remainingMs / MINUTE_MS);
  const label = `${Math.floor(totalMinutes / 60)}h ${totalMinutes % 60}m`;
  return { label, tone: remainingMs < DEADLINE_WARNING_HOURS * HOUR_MS ? "warning" : "normal" };
}

/** The text colour of each tone: amber under 12 h, red once expired. */
export function getDeadlineToneClass(tone: DeadlineTone): string {
  if (tone === "expired") return "font-semibold text-red-400";
  if (tone === "warning") return "font-medium text-amber-400";
  return "text-foreground";
}
