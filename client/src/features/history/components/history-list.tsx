import { Link } from "wouter";
import { Thumbnail } from "@/components/thumbnail";
import { getAppraisalTitle, getMediumLabel, type AppraisalListItem } from "@contracts/appraisals";
import { formatUsd } from "@/lib/format";
import { cn } from "@/lib/utils";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

const STATUS_LABELS: Record<string, { label: string; className: string }> = {
  pending: { label: "Pending", className: "border-warning/40 bg-warning/10 text-warning" },
  processing: { label: "Processing", className: "border-primary/40 bg-primary/10 text-primary" },
  completed: { label: "Completed", className: "border-success/40 bg-success/15 text-success" },
  failed: { label: "Refunded", className: "border-destructive/50 bg-destructive/15 text-foreground" },
};

function HistoryRow({ item }: { item: AppraisalListItem }) {
  const status = STATUS_LABELS[item.status] ?? { label: "Unknown", className: "text-muted-foreground" };
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
          <p className="truncate text-sm text-muted-foreground">
            {[item.artistName || "Unknown artist", getMediumLabel(item.medium)].join(" · ")}
          </p>
          <p className="text-xs text-muted-foreground">Submitted {dateFormat.format(new Date(item.submittedAt))}</p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-end sm:text-right">
          <span className={cn("rounded-full border px-2.5 py-0.5 text-xs font-medium", status.className)}>{status.label}</span>
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
