import { SelectField } from "@/components/select-field";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { HISTORY_SORTS, HISTORY_STATUS_FILTERS, type HistoryQuery } from "../history-filter";

/** Search, status filter and sort for /history (core spec section 9). */
export function HistoryToolbar({ query, onQueryChange }: { query: HistoryQuery; onQueryChange: (query: HistoryQuery) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_11rem]" role="search">
      <div className="space-y-1.5">
        <Label htmlFor="history-search">Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="history-search"
            type="search"
            value={query.search}
            onChange={(event) => onQueryChange({ ...query, search: event.target.value })}
            placeholder="Title, artist or medium"
            className="pl-9"
          />
        </div>
      </div>
      <SelectField
        id="history-status"
        label="Status"
        value={query.status}
        options={HISTORY_STATUS_FILTERS}
        onValueChange={(status) => onQueryChange({ ...query, status })}
      />
      <SelectField
        id="history-sort"
        label="Sort by"
        value={query.sort}
        options={HISTORY_SORTS}
        onValueChange={(sort) => onQueryChange({ ...query, sort })}
      />
    </div>
  );
}
