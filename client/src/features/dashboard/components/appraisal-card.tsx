import { Link } from "wouter";
import { getAppraisalTitle, type AppraisalListItem } from "@contracts/appraisals";
import { Card } from "@/components/ui/card";
import { formatUsdRange } from "@/lib/format";
import { OwnerStatusBadge } from "@/components/owner-status-badge";
import { Thumbnail } from "@/components/thumbnail";
import { DeleteAppraisalDialog } from "./delete-appraisal-dialog";

/** One appraisal on the dashboard: the whole card opens /appraisal/{id}; the trash icon deletes. */
export function AppraisalCard({ appraisal, view }: { appraisal: AppraisalListItem; view: "recent" | "collection" }) {
  const title = getAppraisalTitle(appraisal.artworkTitle ?? appraisal.title);
  const value = appraisal.status === "completed" ? appraisal.estimatedValue : null;
  return (
    <Card
      className="group relative flex overflow-hidden transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/50"
      data-testid="appraisal-card"
    >
      <Thumbnail src={appraisal.imageUrl} className="size-28 sm:size-32" iconClassName="size-8" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4 pr-12">
        <h3 className="truncate font-serif text-lg font-semibold leading-tight">
          {/* The stretched link makes the whole card one target without nesting the delete button. */}
          <Link href={`/appraisal/${appraisal.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </Link>
        </h3>
        <p className="truncate text-sm text-muted-foreground">
          {[appraisal.artistLabel, appraisal.mediumLabel].filter(Boolean).join(" · ")}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1">
          <OwnerStatusBadge appraisal={appraisal} view={view} />
          {value && <span className="text-sm font-semibold text-primary">{formatUsdRange(value)}</span>}
        </div>
      </div>
      <div className="absolute right-2 top-2 z-10">
        <DeleteAppraisalDialog appraisalId={appraisal.id} title={title} status={appraisal.status} />
      </div>
    </Card>
  );
}
