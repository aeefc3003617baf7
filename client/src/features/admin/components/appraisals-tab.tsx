import { useEffect, useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { AdminAppraisalListQuery } from "@contracts/admin";
import { Button } from "@/components/ui/button";
import { useAdminAppraisals } from "../api/get-admin-appraisals";
import { ADMIN_PAGE_SIZE, formatPageRange, hasActiveFilters } from "../format";
import { AppraisalCardList } from "./appraisal-card-list";
import { AppraisalFilters } from "./appraisal-filters";
import { ListEmptyState, ListErrorPanel, ListSkeleton } from "./appraisal-list-states";
import { AppraisalTable } from "./appraisal-table";
import { RowDialogsProvider } from "./row-dialogs";
import { useDebouncedValue } from "./use-debounced-value";
import { useMediaQuery } from "./use-media-query";
import { useNow } from "./use-now";

/** How long the search box waits for a pause in typing before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

type Filters = Pick<AdminAppraisalListQuery, "status" | "sort" | "order">;
const DEFAULT_FILTERS: Filters = { status: "all", sort: "deadline", order: "asc" };

/** The Appraisals tab: the server searches, filters, sorts and pages (GET /api/admin/appraisals). */
export function AppraisalsTab() {
  const [searchText, setSearchText] = useState("");
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(0);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const query: AdminAppraisalListQuery = {
    ...filters,
    search: search || undefined,
    limit: ADMIN_PAGE_SIZE,
    offset: page * ADMIN_PAGE_SIZE,
  };
  const list = useAdminAppraisals(query);
  const isWide = useMediaQuery("(min-width: 1024px)");
  const now = useNow();

  // Every change of the question starts again at the first page.
  function updateFilters(changes: Partial<Filters>) {
    setFilters((current) => ({ ...current, ...changes }));
    setPage(0);
  }
  function handleSearchChange(text: string) {
    setSearchText(text);
    setPage(0);
  }
  function handleClearFilters() {
    setSearchText("");
    updateFilters({ status: "all" });
  }

  const data = list.data;
  const total = data?.total ?? 0;
  const offset = query.offset;
  const hasNext = offset + (data?.items.length ?? 0) < total;
  const isPastLastPage = !!data && data.items.length === 0 && total > 0 && page > 0 && !list.isFetching;
  const lastPage = Math.max(0, Math.ceil(total / ADMIN_PAGE_SIZE) - 1);

  // A deletion can empty the last page: step back to one that has rows.
  useEffect(() => {
    if (isPastLastPage) setPage(lastPage);
  }, [isPastLastPage, lastPage]);

  // The rows' dialogs sit above the list, which swaps table and cards at 1024 px (row-dialogs.tsx).
  return (
    <RowDialogsProvider>
      <section aria-labelledby="admin-appraisals-heading" className="space-y-4">
        <h2 id="admin-appraisals-heading" className="sr-only">
          Appraisals
        </h2>
        <AppraisalFilters
          search={searchText}
          status={filters.status}
          sort={filters.sort}
          order={filters.order}
          onSearchChange={handleSearchChange}
          onStatusChange={(status) => updateFilters({ status })}
          onSortChange={(sort) => updateFilters({ sort })}
          onOrderChange={(order) => updateFilters({ order })}
        />

        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError ? (
          <ListErrorPanel detail={list.error.message} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
        ) : data!.items.length === 0 ? (
          <ListEmptyState isFiltered={hasActiveFilters(query)} onClearFilters={handleClearFilters} />
        ) : (
          <div className={list.isPlaceholderData ? "opacity-60 transition-opacity" : undefined} aria-busy={list.isFetching}>
            {isWide ? <AppraisalTable items={data!.items} now={now} /> : <AppraisalCardList items={data!.items} now={now} />}
          </div>
        )}

        {data && total > 0 && (
          <nav aria-label="Pages" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {formatPageRange(offset, data.items.length, total)}
            </p>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPage((p) => Math.max(0, p - 1))}
                disabled={page === 0 || list.isFetching}
              >
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <Button variant="outline" size="sm" onClick={() => setPage((p) => p + 1)} disabled={!hasNext || list.isFetching}>
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </nav>
        )}
      </section>
    </RowDialogsProvider>
  );
}
