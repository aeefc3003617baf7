import { Link } from "wouter";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { MARKET_TEASER_UPDATED, REGIONAL_MARKETS, TOP_STYLES, type RegionalMarket } from "../content/market-teaser";
import { formatUsd } from "@/lib/format";
import { SectionHeading } from "./section-heading";

/** The Art Market Trends teaser: regional activity tabs and the most appraised styles. */
export function MarketTeaserSection() {
  return (
    <section aria-labelledby="market-teaser-heading" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="market-teaser-heading" eyebrow="Market insights" title="Art Market Trends">
          See how the art market is moving across regions and which styles collectors are appraising most.
        </SectionHeading>
        <div className="mt-14 grid grid-cols-1 gap-6 lg:grid-cols-[1.4fr_1fr]">
          <div className="rounded-lg border bg-card p-6">
            <Tabs defaultValue={REGIONAL_MARKETS[0]!.id}>
              <TabsList className="grid w-full grid-cols-3">
                {REGIONAL_MARKETS.map((market) => (
                  <TabsTrigger key={market.id} value={market.id}>
                    {market.region}
                  </TabsTrigger>
                ))}
              </TabsList>
              {REGIONAL_MARKETS.map((market) => (
                <TabsContent key={market.id} value={market.id} className="mt-6">
                  <RegionalFigures market={market} />
                </TabsContent>
              ))}
            </Tabs>
          </div>
          <div className="rounded-lg border bg-card p-6">
            <h3 className="font-semibold">Top styles by appraisal requests</h3>
            <ul className="mt-5 space-y-4">
              {TOP_STYLES.map(({ style, share }) => (
                <li key={style}>
                  <div className="flex justify-between text-sm">
                    <span>{style}</span>
                    <span className="text-muted-foreground">{share}%</span>
                  </div>
                  <div className="mt-1 h-2 rounded-full bg-secondary" aria-hidden="true">
                    <div className="h-full rounded-full bg-primary" style={{ width: `${share * 2.5}%` }} />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-8 flex flex-col items-center justify-between gap-4 sm:flex-row">
          <p className="text-sm text-muted-foreground">Updated: {MARKET_TEASER_UPDATED}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="outline">
              <Link href="/art-trend-map">Explore Full Market Trends</Link>
            </Button>
            <Button asChild>
              <Link href="/new-appraisal">
                Get Your Art Appraised
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

function RegionalFigures({ market }: { market: RegionalMarket }) {
  const figures = [
    { label: "Activity level", value: `${market.activity}%` },
    { label: "Average price", value: formatUsd(market.averagePrice) },
    { label: "Volume (year over year)", value: `${market.volumeChange >= 0 ? "+" : ""}${market.volumeChange}%` },
  ];
  return (
    <div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {figures.map(({ label, value }) => (
          <li key={label} className="rounded-md bg-muted/50 p-4">
            <p className="text-xs uppercase tracking-wider text-muted-foreground">{label}</p>
            <p className="mt-1 text-2xl font-semibold">{value}</p>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-sm text-muted-foreground">Popular styles</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {market.popularStyles.map((style) => (
          <li key={style} className="rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-sm text-primary">
            {style}
          </li>
        ))}
      </ul>
    </div>
  );
}
