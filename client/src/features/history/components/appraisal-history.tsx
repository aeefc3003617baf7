import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";
import { History, SearchX } from "lucide-react";
import { PageSpinner } from "@/components/page-spinner";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useAuth } from "@/lib/auth/use-auth";
import { useAppraisalHistory } from "../api/get-appraisals";
import { DEFAULT_HISTORY_QUERY, filterAppraisalHistory, type HistoryQuery } from "../history-filter";
import { HistoryList } from "./history-list";
import { HistoryToolbar } from "./history-toolbar";

/** /history: every appraisal of the user, searchable, filterable and sortable (core spec section 9). */
export function AppraisalHistory() {
  const { user, isLoading } = useAuth();
  const [, navigate] = useLocation();
  const history = useAppraisalHistory({ enabled: !!user });
  const [query, setQuery] = useState<HistoryQuery>(DEFAULT_HISTORY_QUERY);
  const deferredQuery = useDeferredValue(query);
  const items = useMemo(() => filterAppraisalHistory(history.data ?? [], deferredQuery), [history.data, deferredQuery]);

  useEffect(() => {
    if (!isLoading && !user) navigate("/auth", { replace: true });
  }, [isLoading, user, navigate]);

  if (isLoading || !user) return <PageSpinner label="Loading your appraisals" />;

  const total = history.data?.length ?? 0;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold sm:text-4xl">Appraisal History</h1>
          <p className="text-muted-foreground">Every artwork you have submitted, with its status and value.</p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link href="/new-appraisal">New Appraisal</Link>
        </Button>
      </header>

      {history.isPending ? (
        <PageSpinner label="Loading your appraisals" />
      ) : history.isError ? (
        <Card role="alert" className="border-destructive/50">
          <CardContent className="flex flex-col items-start gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
            <p>Your appraisals could not be loaded.</p>
            <Button variant="outline" onClick={() => void history.refetch()}>
              Try Again
            </Button>
          </CardContent>
        </Card>
      ) : total === 0 ? (
        <Card className="border-dashed">
          <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <History className="size-10 text-primary" aria-hidden="true" />
            <h2 className="text-xl font-semibold">No appraisals yet</h2>
            <p className="max-w-sm text-sm text-muted-foreground">
              Your appraisals will be listed here once you submit your first artwork.
            </p>
            <Button asChild>
              <Link href="/new-appraisal">Submit Your First Appraisal</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <HistoryToolbar query={query} onQueryChange={setQuery} />
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="history-count">
            Showing {items.length} of {total} {total === 1 ? "appraisal" : "appraisals"}
          </p>
          {items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
              <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
              <p>No appraisals match your search and filter.</p>
              <Button variant="outline" onClick={() => setQuery(DEFAULT_HISTORY_QUERY)}>
                Clear Filters
              </Button>
            </div>
          ) : (
            <HistoryList items={items} />
          )}
        </>
      )}
    </div>
  );
}
