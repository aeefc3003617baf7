import { AlertTriangle, Clock, Loader2, UserCheck } from "lucide-react";
import type { Appraisal } from "@contracts/appraisals";
import { describeReviewReasonsForOwner } from "@contracts/appraisal-review";
import { cn } from "@/lib/utils";
import { formatReviewDeadline } from "@/lib/appraisal-status";

/** What a not-completed appraisal is doing (core spec section 4; "failed" is the product's own). */
export function StatusNotice({
  appraisal,
}: {
  appraisal: Pick<Appraisal, "status" | "failureReason" | "refunded"> & Partial<Pick<Appraisal, "review">>;
}) {
  if (appraisal.status === "completed") return null;
  const review = appraisal.review;
  const notice = review
    ? {
        // Selective review (decision 39): the owner learns why a person checks it and by when.
        icon: <UserCheck className="size-5" aria-hidden="true" />,
        title: "Your appraisal is in review",
        // Under manual review there is no reason beyond "every appraisal is checked" (decision 33).
        body: `An appraiser is checking the draft before it is completed${review.reasons.length ? `, because ${describeReviewReasonsForOwner(review.reasons)}` : ""}. It will be completed by ${formatReviewDeadline(review)}, within 48 hours of submission. We will e-mail you when your report is ready; this page updates by itself.`,
        tone: "border-primary/40 bg-primary/10",
      }
    : appraisal.status === "pending"
      ? {
          icon: <Clock className="size-5" aria-hidden="true" />,
          title: "Your appraisal is in the queue",
          body: "It will be picked up for analysis shortly. This page updates by itself.",
          tone: "border-warning/40 bg-warning/10",
        }
      : appraisal.status === "processing"
        ? {
            icon: <Loader2 className="size-5 animate-spin" aria-hidden="true" />,
            title: "Our AI is analyzing your artwork",
            body: "This typically takes 24-48 hours. We will notify you when your report is ready; this page updates by itself.",
            tone: "border-primary/40 bg-primary/10",
          }
        : {
            icon: <AlertTriangle className="size-5" aria-hidden="true" />,
            title: "This appraisal could not be completed",
            body: `${appraisal.failureReason ? `${appraisal.failureReason} ` : ""}${appraisal.refunded ? "Your credit was refunded to your balance." : "Your credit will be refunded to your balance."}`,
            tone: "border-destructive/50 bg-destructive/10",
          };
  return (
    <div role="status" className={cn("flex gap-3 rounded-lg border p-4", notice.tone)} data-testid="status-notice">
      <span className="mt-0.5 shrink-0">{notice.icon}</span>
      <div className="space-y-1">
        <p className="font-semibold">{notice.title}</p>
        <p className="text-sm text-muted-foreground">{notice.body}</p>
      </div>
    </div>
  );
}
