import { useState } from "react";
import { Link } from "wouter";
import { ArrowRight, PanelRightClose, PanelRightOpen } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import {
  DEFAULT_MAP_PERIOD,
  MAP_PERIODS,
  MAP_PERIOD_NAMES,
  MAP_REGIONS,
  MAP_VIEWS,
  MAP_VIEW_LABELS,
  MARKET_DATA_LAST_UPDATED,
  REGION_MARKET_DATA,
  type MapPeriod,
  type MapView,
} from "../content/trend-map-data";
import type { MapRegionId } from "../map/region-states";
import { getLegend } from "../heat";
import { SegmentedControl } from "./segmented-control";
import { UsRegionMap } from "./us-region-map";
import { RegionDetailPanel } from "./region-detail-panel";
import { MapLegend } from "./map-legend";
import { InsightsPanel } from "./insights-panel";

const VIEW_OPTIONS = MAP_VIEWS.map((value) => ({ value, label: MAP_VIEW_LABELS[value] }));
const PERIOD_OPTIONS = MAP_PERIODS.map((value) => ({ value, label: value }));
const LEGEND_TITLES: Record<MapView, string> = {
  activity: "Market activity (0-100)",
  styles: "Leading style",
  growth: "Change in sales volume",
};
const INSIGHTS_ID = "trend-map-insights";

/** The Art Market Trends Map card: view and period switches, the map, region details and insights. */
export function TrendMapCard() {
  const [view, setView] = useState<MapView>("activity");
  const [period, setPeriod] = useState<MapPeriod>(DEFAULT_MAP_PERIOD);
  const [selectedId, setSelectedId] = useState<MapRegionId | null>(null);
  const [insightsOpen, setInsightsOpen] = useState(false);
  const figures = REGION_MARKET_DATA[period];
  const selected = selectedId ? MAP_REGIONS.find((r) => r.id === selectedId) : undefined;

  return (
    <section aria-labelledby="trend-map-title" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <h2 id="trend-map-title" className="text-2xl font-semibold">
            Art Market Trends Map
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Regional art market activity across the United States, {MAP_PERIOD_NAMES[period]}.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <SegmentedControl label="View" options={VIEW_OPTIONS} value={view} onChange={setView} />
          <SegmentedControl label="Period" options={PERIOD_OPTIONS} value={period} onChange={setPeriod} />
        </div>
      </div>

      <Button
        variant="outline"
        size="sm"
        className="mt-4 md:hidden"
        aria-expanded={insightsOpen}
        aria-controls={INSIGHTS_ID}
        onClick={() => setInsightsOpen((open) => !open)}
      >
        {insightsOpen ? <PanelRightClose aria-hidden="true" /> : <PanelRightOpen aria-hidden="true" />}
        {insightsOpen ? "Hide Market Insights" : "Show Market Insights"}
      </Button>

      <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_17rem] lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <UsRegionMap view={view} figures={figures} selectedId={selectedId} onSelect={setSelectedId} />
          <MapLegend title={LEGEND_TITLES[view]} items={getLegend(view, Object.values(figures))} />
          <div aria-live="polite">
            {selected ? (
              <RegionDetailPanel name={selected.name} period={period} data={figures[selected.id]} onClose={() => setSelectedId(null)} />
            ) : (
              <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
                Select a region on the map to see its activity level, dominant styles, average price and volume change.
              </p>
            )}
          </div>
        </div>
        {/* Beside the map from 768 px (the spec's mobile breakpoint); below it, shown by the toggle. */}
        <InsightsPanel id={INSIGHTS_ID} className={cn("md:block md:border-l md:pl-6", insightsOpen ? "block" : "hidden")} />
      </div>

      <div className="mt-6 flex flex-col gap-3 border-t pt-4 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground">
          Last updated: <time dateTime={MARKET_DATA_LAST_UPDATED}>{MARKET_DATA_LAST_UPDATED}</time>
        </p>
        <Link
          href="/market-report"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          View the full Market Report
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
