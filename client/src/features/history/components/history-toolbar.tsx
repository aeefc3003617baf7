import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { HISTORY_SORTS, HISTORY_STATUS_FILTERS, type HistoryQuery, type HistorySort, type HistoryStatusFilter } from "../history-filter";

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
      <div className="space-y-1.5">
        <Label htmlFor="history-status">Status</Label>
        <Select value={query.status} onValueChange={(status) => onQueryChange({ ...query, status: status as HistoryStatusFilter })}>
          <SelectTrigger id="history-status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {HISTORY_STATUS_FILTERS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="history-sort">Sort by</Label>
        <Select value={query.sort} onValueChange={(sort) => onQueryChange({ ...query, sort: sort as HistorySort })}>
          <SelectTrigger id="history-sort">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {HISTORY_SORTS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
