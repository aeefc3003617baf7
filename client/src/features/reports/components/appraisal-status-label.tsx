import { CheckCircle2, Clock, Loader2, RotateCcw, HelpCircle } from "lucide-react";
import { cn } from "@/lib/utils";

const STATUS_DISPLAY: Record<string, { label: string; className: string; icon: typeof Clock }> = {
  pending: { label: "Pending", className: "border-warning/40 bg-warning/10 text-warning", icon: Clock },
  processing: { label: "Processing", className: "border-primary/40 bg-primary/10 text-primary", icon: Loader2 },
  completed: { label: "Completed", className: "border-success/40 bg-success/15 text-success", icon: CheckCircle2 },
  failed: { label: "Refunded", className: "border-destructive/50 bg-destructive/15 text-foreground", icon: RotateCcw },
};

/** Pending, Processing, Completed (Refunded for a failed one); anything else reads Unknown (spec section 4). */
export function AppraisalStatusLabel({ status }: { status: string }) {
  const display = STATUS_DISPLAY[status] ?? { label: "Unknown", className: "text-muted-foreground", icon: HelpCircle };
  const Icon = display.icon;
  return (
    <span
      className={cn("inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium", display.className)}
      data-testid="appraisal-status"
    >
      <Icon className={cn("size-3.5", status === "processing" && "animate-spin")} aria-hidden="true" />
      {display.label}
    </span>
  );
}
