import { CheckCircle2, Clock, HelpCircle, Loader2, RotateCcw, UserCheck } from "lucide-react";
import type { AppraisalStatus } from "@contracts/appraisals";
import type { AppraisalReview } from "@contracts/appraisal-review";
import { formatReviewDeadline, getOwnerStatus, getOwnerStatusLabel, type OwnerStatus, type StatusView } from "@/lib/appraisal-status";
import { cn } from "@/lib/utils";

const STYLES: Record<OwnerStatus, { className: string; icon: typeof Clock }> = {
  pending: { className: "border-warning/40 bg-warning/10 text-warning", icon: Clock },
  processing: { className: "border-primary/40 bg-primary/10 text-primary", icon: Loader2 },
  review: { className: "border-primary/40 bg-primary/10 text-primary", icon: UserCheck },
  completed: { className: "border-success/40 bg-success/15 text-success", icon: CheckCircle2 },
  failed: { className: "border-destructive/50 bg-destructive/15 text-foreground", icon: RotateCcw },
};
const UNKNOWN = { className: "text-muted-foreground", icon: HelpCircle };

/**
 * The status an owner reads wherever an appraisal is shown: Pending, Processing, In review (with
 * the deadline the notice gives), Completed, Refunded. A status this client does not know reads
 * Unknown where the full status is shown (detail, history) and Processing on the dashboard, which
 * the core spec has tell only completed from not completed.
 */
export function OwnerStatusBadge({
  appraisal,
  view,
  withIcon = false,
}: {
  appraisal: { status: AppraisalStatus; review?: AppraisalReview | null };
  view: StatusView;
  withIcon?: boolean;
}) {
  const status = getOwnerStatus(appraisal);
  const isKnown = status in STYLES;
  const style = isKnown ? STYLES[status] : view === "detail" ? UNKNOWN : STYLES.processing;
  const label = isKnown ? getOwnerStatusLabel(status, view) : view === "detail" ? "Unknown" : "Processing";
  const Icon = style.icon;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span
        className={cn("inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium", style.className)}
        data-testid="appraisal-status"
      >
        {withIcon && <Icon className={cn("size-3.5", status === "processing" && "animate-spin")} aria-hidden="true" />}
        {label}
      </span>
      {status === "review" && appraisal.review && (
        <span className="text-xs text-muted-foreground" data-testid="review-deadline">
          Ready by {formatReviewDeadline(appraisal.review)}
        </span>
      )}
    </span>
  );
}
