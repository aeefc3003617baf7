import { AlertCircle, Inbox, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

interface ListErrorPanelProps {
  title?: string;
  message?: string;
  detail?: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/** The list failure panel (secondary spec section 8); the analytics tab words its own. */
export function ListErrorPanel({
  title = "Error Loading Appraisals",
  message = "There was a problem loading the appraisal data. Please try again.",
  detail,
  onRetry,
  isRetrying,
}: ListErrorPanelProps) {
  return (
    <Card role="alert" className="border-destructive/50">
      <CardContent className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <AlertCircle className="size-10 text-red-400" aria-hidden="true" />
        <h3 className="text-xl font-semibold">{title}</h3>
        <p className="max-w-md text-sm text-muted-foreground">{message}</p>
        {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
        <Button onClick={onRetry} disabled={isRetrying}>
          <RotateCcw className={isRetrying ? "animate-spin" : undefined} aria-hidden="true" />
          Retry
        </Button>
      </CardContent>
    </Card>
  );
}

/** The empty list, worded for whether filters are set (secondary spec section 8). */
export function ListEmptyState({ isFiltered, onClearFilters }: { isFiltered: boolean; onClearFilters: () => void }) {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Inbox className="size-7" aria-hidden="true" />
        </span>
        <h3 className="text-xl font-semibold">No Appraisals Found</h3>
        <p className="max-w-md text-sm text-muted-foreground">
          {isFiltered
            ? "No appraisals match your current filters. Try adjusting your search criteria."
            : "There are no appraisals in the system yet."}
        </p>
        {isFiltered && (
          <Button variant="outline" onClick={onClearFilters}>
            Clear Filters
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

export function ListSkeleton() {
  return (
    <div className="space-y-2" role="status" aria-label="Loading appraisals">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-20 w-full" />
      ))}
    </div>
  );
}
