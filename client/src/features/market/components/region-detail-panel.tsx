import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MAP_PERIOD_NAMES, type MapPeriod, type RegionMarketData } from "../content/trend-map-data";
import { formatUsd } from "@/lib/format";
import { formatChange } from "../heat";

/** The selected region's figures (spec: activity level, dominant styles, average price, volume change). */
export function RegionDetailPanel({
  name,
  period,
  data,
  onClose,
}: {
  name: string;
  period: MapPeriod;
  data: RegionMarketData;
  onClose: () => void;
}) {
  return (
    <section aria-labelledby="region-detail-heading" className="rounded-lg border bg-muted/40 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id="region-detail-heading" className="text-lg font-semibold">
            {name}
          </h3>
          <p className="text-sm text-muted-foreground">Figures for the {MAP_PERIOD_NAMES[period]}</p>
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={`Close ${name} details`}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Activity Level" value={`${data.activityLevel}/100`} />
        <Figure label="Average Price" value={formatUsd(data.averagePrice)} />
        <Figure label="Volume Change" value={formatChange(data.volumeChange)} />
        <div className="col-span-2 rounded-md bg-background/60 p-3 sm:col-span-1">
          <dt className="text-xs uppercase tracking-wider text-muted-foreground">Dominant Styles</dt>
          <dd className="mt-1">
            <ol className="text-sm font-medium">
              {data.dominantStyles.map((style) => (
                <li key={style}>{style}</li>
              ))}
            </ol>
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-background/60 p-3">
      <dt className="text-xs uppercase tracking-wider text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-semibold">{value}</dd>
    </div>
  );
}
