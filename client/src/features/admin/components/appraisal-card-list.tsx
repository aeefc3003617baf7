import { getAppraisalTitle } from "@contracts/appraisals";
import type { AdminAppraisal } from "@contracts/admin";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { formatDateTime } from "@/lib/format";
import { formatEstimatedValue } from "../format";
import { AppraisalActionsMenu } from "./appraisal-actions-menu";
import { AdminStatusBadge, PaymentAndEmailBadges, PriorityBadge, ReviewReasons } from "./appraisal-badges";
import { Thumbnail } from "@/components/thumbnail";
import { TimeRemainingLabel } from "./time-remaining-label";

/** The admin list on phones and tablets: one card per appraisal with the same fields. */
export function AppraisalCardList({ items, now }: { items: AdminAppraisal[]; now: number }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="Appraisals">
      {items.map((appraisal) => (
        <li key={appraisal.id} className="min-w-0" data-testid="admin-appraisal-card">
          <Card className={cn("h-full", appraisal.priority === "high" && "border-orange-400/50")}>
            <CardContent className="space-y-3 p-4">
              <div className="flex gap-3">
                <Thumbnail src={appraisal.imageUrl} className="size-16 rounded-md border" iconClassName="size-4" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{getAppraisalTitle(appraisal.artworkTitle)}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {appraisal.artistLabel || "Unknown artist"} · {appraisal.mediumLabel}
                  </p>
                  <div className="mt-1.5 flex flex-wrap gap-1">
                    <AdminStatusBadge status={appraisal.status} />
                    <PriorityBadge priority={appraisal.priority} />
                    <ReviewReasons reasons={appraisal.reviewReasons} className="w-full" />
                  </div>
                </div>
              </div>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
                <dt className="text-muted-foreground">Client</dt>
                <dd className="min-w-0">
                  <span className="block truncate">{appraisal.userName}</span>
                  <span className="block truncate text-muted-foreground">{appraisal.userEmail}</span>
                </dd>
                <dt className="text-muted-foreground">Submitted</dt>
                <dd>{formatDateTime(appraisal.submittedAt)}</dd>
                <dt className="text-muted-foreground">Deadline</dt>
                <dd>
                  {formatDateTime(appraisal.deadline)} · <TimeRemainingLabel appraisal={appraisal} now={now} />
                </dd>
                <dt className="text-muted-foreground">Value</dt>
                <dd className="tabular-nums">{formatEstimatedValue(appraisal.estimatedValue)}</dd>
                <dt className="text-muted-foreground">Payment</dt>
                <dd>
                  <PaymentAndEmailBadges isPaid={appraisal.isPaid} emailSent={appraisal.emailSent} />
                </dd>
                {appraisal.notes && (
                  <>
                    <dt className="text-muted-foreground">Notes</dt>
                    <dd className="line-clamp-3 break-words">{appraisal.notes}</dd>
                  </>
                )}
              </dl>
              <div className="flex justify-end border-t pt-3">
                <AppraisalActionsMenu appraisal={appraisal} />
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
