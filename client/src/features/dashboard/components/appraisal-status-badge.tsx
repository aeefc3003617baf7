import type { AppraisalStatus } from "@contracts/appraisals";
import { cn } from "@/lib/utils";

/**
 * The dashboard tells completed from everything else (core spec section 4): Completed, or
 * Appraised in the collection view, else Processing; a failed appraisal says Refunded.
 */
export function getDashboardStatusLabel(status: AppraisalStatus, view: "recent" | "collection"): string {
  if (status === "completed") return view === "collection" ? "Appraised" : "Completed";
  if (status === "failed") return "Refunded";
  return "Processing";
}

export function AppraisalStatusBadge({ status, view }: { status: AppraisalStatus; view: "recent" | "collection" }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium",
        status === "completed" && "border-success/40 bg-success/15 text-success",
        status === "failed" && "border-destructive/50 bg-destructive/15 text-foreground",
        status !== "completed" && status !== "failed" && "border-warning/40 bg-warning/10 text-warning",
      )}
    >
      {getDashboardStatusLabel(status, view)}
    </span>
  );
}
