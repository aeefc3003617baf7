import type { AdminAppraisal } from "@contracts/admin";
import { cn } from "@/lib/utils";
import { getDeadlineToneClass, getTimeRemaining } from "../time-remaining";

/** Hours and minutes to the 48 h deadline; amber under 12 h, red "Expired" at zero; none once finished. */
export function TimeRemainingLabel({
  appraisal,
  now,
  className,
}: {
  appraisal: Pick<AdminAppraisal, "status" | "deadline">;
  now: number;
  className?: string;
}) {
  if (appraisal.status === "completed" || appraisal.status === "failed") {
    return <span className={cn("text-muted-foreground", className)}>—</span>;
  }
  const remaining = getTimeRemaining(appraisal.deadline, now);
  return (
    <span className={cn("whitespace-nowrap tabular-nums", getDeadlineToneClass(remaining.tone), className)} data-testid="time-remaining">
      {remaining.label}
    </span>
  );
}
