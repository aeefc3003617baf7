import { ShieldCheck } from "lucide-react";
import { useAdminAppraisal } from "../api/get-admin-appraisal";
import { formatDateTime } from "@/lib/format";
import { AdminStatusBadge, PaymentAndEmailBadges, PriorityBadge, ReviewReasons } from "./appraisal-badges";
import { TimeRemainingLabel } from "./time-remaining-label";
import { useNow } from "./use-now";

/** What the admin list shows about one appraisal (client, payment, e-mail, deadline, notes), above its detail. */
export function AppraisalAdminSummary({ appraisalId }: { appraisalId: string }) {
  const row = useAdminAppraisal(appraisalId);
  const now = useNow();
  if (!row.data) return null;
  const appraisal = row.data;
  return (
    <aside aria-label="Admin review" className="mx-auto max-w-5xl px-4 pt-6 sm:px-6 lg:px-8">
      <div className="space-y-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
          <span className="font-medium">Admin review</span>
          <AdminStatusBadge status={appraisal.status} />
          <PriorityBadge priority={appraisal.priority} />
          <PaymentAndEmailBadges isPaid={appraisal.isPaid} emailSent={appraisal.emailSent} />
          <ReviewReasons reasons={appraisal.reviewReasons} className="w-full text-sm" />
        </div>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr] md:grid-cols-[auto_1fr_auto_1fr]">
          <dt className="text-muted-foreground">Client</dt>
          <dd className="min-w-0 break-words">
            {appraisal.userName} ·{" "}
            <a href={`mailto:${appraisal.userEmail}`} className="underline-offset-4 hover:underline">
              {appraisal.userEmail}
            </a>
          </dd>
          <dt className="text-muted-foreground">Deadline</dt>
          <dd>
            {formatDateTime(appraisal.deadline)}
            {appraisal.status !== "completed" && appraisal.status !== "failed" && (
              <>
                {" · "}
                <TimeRemainingLabel appraisal={appraisal} now={now} />
              </>
            )}
          </dd>
          {appraisal.notes && (
            <>
              <dt className="text-muted-foreground">Notes</dt>
              <dd className="whitespace-pre-line break-words md:col-span-3">{appraisal.notes}</dd>
            </>
          )}
        </dl>
      </div>
    </aside>
  );
}
