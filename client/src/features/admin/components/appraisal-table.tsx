import { Link } from "wouter";
import { getAppraisalTitle } from "@contracts/appraisals";
import type { AdminAppraisal } from "@contracts/admin";
import { formatUsd, formatDateTime } from "@/lib/format";
import { formatEstimatedValue, formatShortDate, formatShortDateTime, formatTime } from "../format";
import { AppraisalActionsMenu } from "./appraisal-actions-menu";
import { AdminStatusBadge, PaymentAndEmailBadges, PriorityBadge, ReviewReasons } from "./appraisal-badges";
import { Thumbnail } from "@/components/thumbnail";
import { TimeRemainingLabel } from "./time-remaining-label";

/** The admin list on wide screens: one row per appraisal with every admin list field. */
export function AppraisalTable({ items, now }: { items: AdminAppraisal[]; now: number }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[60rem] text-left text-sm">
        <caption className="sr-only">Appraisals</caption>
        <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-2.5 py-3 font-medium">
              Artwork
            </th>
            <th scope="col" className="px-2.5 py-3 font-medium">
              Client
            </th>
            <th scope="col" className="px-2.5 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-2.5 py-3 font-medium">
              Submitted
            </th>
            <th scope="col" className="px-2.5 py-3 font-medium">
              Deadline
            </th>
            <th scope="col" className="px-2.5 py-3 font-medium">
              Payment
            </th>
            <th scope="col" className="px-2.5 py-3 text-right font-medium">
              Value
            </th>
            <th scope="col" className="px-2.5 py-3 font-medium">
              Notes
            </th>
            <th scope="col" className="px-2.5 py-3 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {items.map((appraisal) => (
            <tr
              key={appraisal.id}
              className={appraisal.priority === "high" ? "bg-orange-500/5" : undefined}
              data-testid="admin-appraisal-row"
            >
              <td className="px-2.5 py-3">
                <div className="flex min-w-0 items-center gap-3">
                  <Thumbnail src={appraisal.imageUrl} className="size-12 rounded-md border" iconClassName="size-4" />
                  <div className="min-w-0 max-w-44">
                    <Link
                      href={`/admin/appraisals/${appraisal.id}`}
                      className="block truncate font-medium underline-offset-4 hover:underline"
                      title={getAppraisalTitle(appraisal.artworkTitle)}
                    >
                      {getAppraisalTitle(appraisal.artworkTitle)}
                    </Link>
                    <p className="truncate text-muted-foreground">{appraisal.artistLabel || "Unknown artist"}</p>
                    <p className="truncate text-xs text-muted-foreground">{appraisal.mediumLabel}</p>
                  </div>
                </div>
              </td>
              <td className="px-2.5 py-3">
                <div className="max-w-48">
                  <p className="truncate">{appraisal.userName}</p>
                  {/* The whole address, wrapped at its @ and dots, so an admin can read and use it. */}
                  <a
                    href={`mailto:${appraisal.userEmail}`}
                    className="block text-muted-foreground underline-offset-4 [overflow-wrap:anywhere] hover:text-foreground hover:underline"
                  >
                    {appraisal.userEmail.split(/(?<=[@.])/).map((part, index) => (
                      <span key={index}>
                        {part}
                        <wbr />
                      </span>
                    ))}
                  </a>
                </div>
              </td>
              <td className="px-2.5 py-3">
                <div className="flex flex-col items-start gap-1">
                  <AdminStatusBadge status={appraisal.status} />
                  <PriorityBadge priority={appraisal.priority} />
                  <ReviewReasons reasons={appraisal.reviewReasons} className="max-w-40" />
                </div>
              </td>
              <td className="whitespace-nowrap px-2.5 py-3 text-muted-foreground">
                <time dateTime={appraisal.submittedAt} title={formatDateTime(appraisal.submittedAt)}>
                  <span className="block">{formatShortDate(appraisal.submittedAt)}</span>
                  <span className="block text-xs">{formatTime(appraisal.submittedAt)}</span>
                </time>
              </td>
              <td className="whitespace-nowrap px-2.5 py-3">
                <time dateTime={appraisal.deadline} title={formatDateTime(appraisal.deadline)} className="block text-muted-foreground">
                  {formatShortDateTime(appraisal.deadline)}
                </time>
                <TimeRemainingLabel appraisal={appraisal} now={now} />
              </td>
              <td className="px-2.5 py-3">
                <PaymentAndEmailBadges isPaid={appraisal.isPaid} emailSent={appraisal.emailSent} className="flex-col items-start" />
              </td>
              <td className="whitespace-nowrap px-2.5 py-3 text-right tabular-nums">
                {appraisal.estimatedValue ? (
                  <>
                    <span className="block">{formatUsd(appraisal.estimatedValue.low)} –</span>
                    <span className="block">{formatUsd(appraisal.estimatedValue.high)}</span>
                  </>
                ) : (
                  formatEstimatedValue(null)
                )}
              </td>
              <td className="px-2.5 py-3">
                <p className="line-clamp-2 max-w-36 break-words text-muted-foreground" title={appraisal.notes ?? undefined}>
                  {appraisal.notes || "—"}
                </p>
              </td>
              <td className="px-2.5 py-3">
                <AppraisalActionsMenu appraisal={appraisal} isCompact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
