import { CheckCircle2, CircleDollarSign, Flame, Mail } from "lucide-react";
import type { AdminAppraisal } from "@contracts/admin";
import { REVIEW_REASON_LABELS } from "@contracts/appraisal-review";
import { cn } from "@/lib/utils";

const STATUS_STYLES: Record<AdminAppraisal["status"], { label: string; className: string }> = {
  pending: { label: "Pending", className: "border-amber-400/40 bg-amber-400/10 text-amber-300" },
  processing: { label: "Processing", className: "border-sky-400/40 bg-sky-400/10 text-sky-300" },
  completed: { label: "Completed", className: "border-emerald-400/40 bg-emerald-400/10 text-emerald-300" },
  expired: { label: "Expired", className: "border-red-400/50 bg-red-500/15 text-red-300" },
  failed: { label: "Failed", className: "border-zinc-400/40 bg-zinc-400/10 text-zinc-300" },
};

const pill = "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium";

export function getAdminStatusLabel(status: AdminAppraisal["status"]): string {
  return STATUS_STYLES[status].label;
}

export function AdminStatusBadge({ status }: { status: AdminAppraisal["status"] }) {
  return <span className={cn(pill, STATUS_STYLES[status].className)}>{STATUS_STYLES[status].label}</span>;
}

/** High priority stands out; normal stays quiet. */
export function PriorityBadge({ priority }: { priority: AdminAppraisal["priority"] }) {
  return priority === "high" ? (
    <span className={cn(pill, "border-orange-400/60 bg-orange-500/20 font-semibold text-orange-200")}>
      <Flame className="size-3" aria-hidden="true" />
      High<span className="sr-only"> priority</span>
    </span>
  ) : (
    <span className={cn(pill, "border-border text-muted-foreground")}>
      Normal<span className="sr-only"> priority</span>
    </span>
  );
}

/** What sent an appraisal to review under selective review (decision 39); nothing otherwise. */
export function ReviewReasons({ reasons, className }: { reasons: AdminAppraisal["reviewReasons"]; className?: string }) {
  if (reasons.length === 0) return null;
  return (
    <span className={cn("block text-xs text-orange-200", className)} data-testid="review-reasons">
      In review: {reasons.map((r) => REVIEW_REASON_LABELS[r]).join("; ")}
    </span>
  );
}

/** isPaid and emailSent (secondary spec section 3): "Paid"/"Unpaid" and "Email Sent". */
export function PaymentAndEmailBadges({ isPaid, emailSent, className }: { isPaid: boolean; emailSent: boolean; className?: string }) {
  return (
    <span className={cn("flex flex-wrap gap-1", className)}>
      {isPaid ? (
        <span className={cn(pill, "border-emerald-400/40 text-emerald-300")}>
          <CircleDollarSign className="size-3" aria-hidden="true" />
          Paid
        </span>
      ) : (
        <span className={cn(pill, "border-red-400/50 text-red-300")}>
          <CircleDollarSign className="size-3" aria-hidden="true" />
          Unpaid
        </span>
      )}
      {emailSent ? (
        <span className={cn(pill, "border-sky-400/40 text-sky-300")}>
          <CheckCircle2 className="size-3" aria-hidden="true" />
          Email Sent
        </span>
      ) : (
        <span className={cn(pill, "border-border text-muted-foreground")}>
          <Mail className="size-3" aria-hidden="true" />
          Not sent
        </span>
      )}
    </span>
  );
}
