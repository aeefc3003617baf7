import { SelectField } from "@/components/select-field";
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search } from "lucide-react";
import type { AdminAppraisalListQuery } from "@contracts/admin";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

const STATUS_OPTIONS: { value: AdminAppraisalListQuery["status"]; label: string }[] = [
  { value: "all", label: "All statuses" },
  { value: "pending", label: "Pending" },
  { value: "processing", label: "Processing" },
  { value: "completed", label: "Completed" },
  { value: "expired", label: "Expired" },
];

const SORT_OPTIONS: { value: AdminAppraisalListQuery["sort"]; label: string }[] = [
  { value: "deadline", label: "Deadline" },
  { value: "submittedAt", label: "Submitted" },
  { value: "priority", label: "Priority" },
];

interface AppraisalFiltersProps {
  search: string;
  status: AdminAppraisalListQuery["status"];
  sort: AdminAppraisalListQuery["sort"];
  order: AdminAppraisalListQuery["order"];
  onSearchChange: (search: string) => void;
  onStatusChange: (status: AdminAppraisalListQuery["status"]) => void;
  onSortChange: (sort: AdminAppraisalListQuery["sort"]) => void;
  onOrderChange: (order: AdminAppraisalListQuery["order"]) => void;
}

/** Search (id, title, artist, client name and e-mail), status filter, sort and its direction. */
export function AppraisalFilters({
  search,
  status,
  sort,
  order,
  onSearchChange,
  onStatusChange,
  onSortChange,
  onOrderChange,
}: AppraisalFiltersProps) {
  const isAscending = order === "asc";
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end" role="search" aria-label="Filter appraisals">
      <div className="flex-1 space-y-1.5">
        <Label htmlFor="admin-search">Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="admin-search"
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Title, artist, client or ID"
            aria-describedby="admin-search-hint"
            className="pl-9"
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <p id="admin-search-hint" className="sr-only">
          Searches the ID, title, artist, client name and email.
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[12rem_12rem_auto] lg:flex">
        <SelectField
          id="admin-status-filter"
          label="Status"
          className="lg:w-44"
          value={status}
          options={STATUS_OPTIONS}
          onValueChange={onStatusChange}
        />
        <SelectField id="admin-sort" label="Sort by" className="lg:w-40" value={sort} options={SORT_OPTIONS} onValueChange={onSortChange} />
        <div className="col-span-2 flex items-end sm:col-span-1">
          <Button
            type="button"
            variant="outline"
            className="w-full"
            onClick={() => onOrderChange(isAscending ? "desc" : "asc")}
            aria-label={isAscending ? "Ascending order; switch to descending" : "Descending order; switch to ascending"}
          >
            {isAscending ? <ArrowUpNarrowWide aria-hidden="true" /> : <ArrowDownWideNarrow aria-hidden="true" />}
            {isAscending ? "Ascending" : "Descending"}
          </Button>
        </div>
      </div>
    </div>
  );
}
