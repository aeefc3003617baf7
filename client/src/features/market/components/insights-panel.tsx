import { TrendingUp } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EMERGING_TRENDS, MARKET_OBSERVATIONS, POPULAR_STYLES } from "../content/trend-map-data";
import { formatChange } from "../heat";

/** Popular Styles and Emerging Trends tabs, and the Market Observations list. */
export function InsightsPanel({ id, className }: { id: string; className?: string }) {
  return (
    <aside id={id} aria-label="Market insights" className={className}>
      <Tabs defaultValue="popular">
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="popular">Popular Styles</TabsTrigger>
          <TabsTrigger value="emerging">Emerging Trends</TabsTrigger>
        </TabsList>
        <TabsContent value="popular" className="mt-4">
          <ul className="space-y-3">
            {POPULAR_STYLES.map((item) => (
              <li key={item.style} className="rounded-md bg-muted/50 p-3">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="font-medium">{item.style}</span>
                  <span className="text-sm font-semibold text-success">{formatChange(item.volumeChange)}</span>
                </div>
                <p className="mt-1 text-xs text-muted-foreground">{item.regions.join(", ")}</p>
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="emerging" className="mt-4">
          <ul className="space-y-3">
            {EMERGING_TRENDS.map((trend) => (
              <li key={trend.style} className="rounded-md bg-muted/50 p-3">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="font-medium">{trend.style}</span>
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
                    <TrendingUp className="size-3.5" aria-hidden="true" />
                    {formatChange(trend.growth)} growth
                  </span>
                </div>
                <p className="mt-1 text-xs text-muted-foreground">{trend.regions.join(", ")}</p>
              </li>
            ))}
          </ul>
        </TabsContent>
      </Tabs>
      <h3 className="mt-6 text-base font-semibold">Market Observations</h3>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6 text-muted-foreground marker:text-primary">
        {MARKET_OBSERVATIONS.map((observation) => (
          <li key={observation}>{observation}</li>
        ))}
      </ul>
    </aside>
  );
}
