import { Link } from "wouter";
import { ArrowRight, Minus, TrendingDown, TrendingUp } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useStyleMarketData } from "../api/get-style-insights";
import type { TrendDirection } from "../content/market-data";

const TREND = {
  up: { label: "Rising", Icon: TrendingUp, className: "text-emerald-400" },
  down: { label: "Falling", Icon: TrendingDown, className: "text-red-400" },
  stable: { label: "Stable", Icon: Minus, className: "text-muted-foreground" },
} satisfies Record<TrendDirection, unknown>;

const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** Market insights for the current style (secondary spec): Market Overview, Notable Sales, Regional Trends. */
export function MarketInsightsPanel({ style }: { style: string }) {
  const { data, isPending, isError } = useStyleMarketData(style);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Market Insights: {style}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading market data">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            Error loading market data
          </p>
        ) : (
          <Tabs defaultValue="overview">
            <TabsList className="grid h-auto w-full grid-cols-3">
              <TabsTrigger value="overview" className="whitespace-normal">
                Market Overview
              </TabsTrigger>
              <TabsTrigger value="sales" className="whitespace-normal">
                Notable Sales
              </TabsTrigger>
              <TabsTrigger value="regions" className="whitespace-normal">
                Regional Trends
              </TabsTrigger>
            </TabsList>
            <TabsContent value="overview" className="space-y-3 pt-2 text-sm">
              <dl className="grid grid-cols-2 gap-3">
                <div className="col-span-2 rounded-lg border p-3">
                  <dt className="text-xs text-muted-foreground">Average price range</dt>
                  <dd className="font-semibold">{data.market.averagePriceRange}</dd>
                </div>
                <div className="rounded-lg border p-3">
                  <dt className="text-xs text-muted-foreground">Sales volume (1 year)</dt>
                  <dd className="font-semibold tabular-nums">{`${data.market.volumeChange > 0 ? "+" : ""}${data.market.volumeChange}%`}</dd>
                </div>
                <div className="rounded-lg border p-3">
                  <dt className="text-xs text-muted-foreground">Trend</dt>
                  <dd className={`flex items-center gap-1 font-semibold ${TREND[data.market.trendDirection].className}`}>
                    {(() => {
                      const { Icon, label } = TREND[data.market.trendDirection];
                      return (
                        <>
                          <Icon className="size-4" aria-hidden="true" />
                          {label}
                        </>
                      );
                    })()}
                  </dd>
                </div>
                <div className="col-span-2 rounded-lg border p-3">
                  <dt className="text-xs text-muted-foreground">Collector interest</dt>
                  <dd className="font-semibold">{data.market.collectorInterest}</dd>
                </div>
              </dl>
              <div>
                <h3 className="font-semibold">Investment outlook</h3>
                <p className="mt-1 leading-6 text-muted-foreground">{data.market.investmentOutlook}</p>
              </div>
            </TabsContent>
            <TabsContent value="sales" className="pt-2 text-sm">
              {data.market.significantSales.length ? (
                <ul className="space-y-3">
                  {data.market.significantSales.map((sale) => (
                    <li key={sale.title} className="rounded-lg border p-3">
                      <p className="font-semibold">{sale.title}</p>
                      <p className="text-muted-foreground">
                        <span className="font-medium text-foreground">{sale.price}</span> · {sale.auction}, {sale.date}
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted-foreground">No single sale stands for this style; see the trend map for activity by region.</p>
              )}
            </TabsContent>
            <TabsContent value="regions" className="pt-2 text-sm">
              <ul className="space-y-2">
                {data.market.regionalPopularity.map((region) => (
                  <li key={region.region} className="grid grid-cols-[8rem_1fr_2.5rem] items-center gap-2">
                    <span>{region.region}</span>
                    <span className="h-2.5 overflow-hidden rounded-full bg-secondary" aria-hidden="true">
                      <span className="block h-full rounded-full bg-primary" style={{ width: `${region.interest}%` }} />
                    </span>
                    <span className="text-right tabular-nums">{region.interest}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-muted-foreground">Collector interest by region, out of 100.</p>
            </TabsContent>
          </Tabs>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3 text-xs text-muted-foreground">
          {data && <span>Last updated {formatDate(data.lastUpdated)}</span>}
          <Link href="/art-trend-map" className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
            Explore the Art Trend Map
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
