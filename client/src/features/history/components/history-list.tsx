import { Link } from "wouter";
import { Thumbnail } from "@/components/thumbnail";
import { getAppraisalTitle, type AppraisalListItem } from "@contracts/appraisals";
import { OwnerStatusBadge } from "@/components/owner-status-badge";
import { formatUsd } from "@/lib/format";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

function HistoryRow({ item }: { item: AppraisalListItem }) {
  const value = item.status === "completed" ? item.estimatedValue : null;
  return (
    <li
      className="relative flex items-center gap-4 rounded-lg border bg-card p-3 transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/50 sm:p-4"
      data-testid="history-row"
    >
      <Thumbnail src={item.imageUrl} className="size-16 rounded-md sm:size-20" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <div className="min-w-0 space-y-1">
          <h2 className="truncate font-serif text-lg font-semibold leading-tight">
            <Link href={`/appraisal/${item.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
              {getAppraisalTitle(item.artworkTitle ?? item.title)}
            </Link>
          </h2>
          <p className="truncate text-sm text-muted-foreground">{[item.artistLabel || "Unknown artist", item.mediumLabel].join(" · ")}</p>
          <p className="text-xs text-muted-foreground">Submitted {dateFormat.format(new Date(item.submittedAt))}</p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-end sm:text-right">
          <OwnerStatusBadge appraisal={item} view="detail" />
          {value && (
            <span className="text-sm font-semibold text-primary" data-testid="history-value">
              {formatUsd(value.low)} – {formatUsd(value.high)}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}

export function HistoryList({ items }: { items: AppraisalListItem[] }) {
  return (
    <ul className="space-y-3" aria-label="Appraisals">
      {items.map((item) => (
        <HistoryRow key={item.id} item={item} />
      ))}
    </ul>
  );
}
