import { Link } from "wouter";
import { ArrowDownRight, ArrowRight, ArrowUpRight, Minus } from "lucide-react";
import { cn } from "@/lib/utils";
import { MARKET_INSIGHTS, MARKET_TREND_CATEGORIES } from "../content/market-trends";
import { formatChange, getTrendBarWidth } from "../format";

const DIRECTION_ICONS = { up: ArrowUpRight, down: ArrowDownRight, stable: Minus } as const;

/** The Quick Valuation card's Market Trends tab: change per category over the past 12 months. */
export function MarketTrendsTab() {
  return (
    <div className="space-y-5">
      <p className="text-sm text-muted-foreground">Percent change in average sale prices over the past 12 months.</p>
      <ul className="space-y-3">
        {MARKET_TREND_CATEGORIES.map(({ name, change, direction }) => {
          const Icon = DIRECTION_ICONS[direction];
          return (
            <li key={name}>
              <div className="flex items-center justify-between text-sm">
                <span>{name}</span>
                <span
                  className={cn(
                    "flex items-center gap-1 font-medium",
                    direction === "up" && "text-emerald-400",
                    direction === "down" && "text-red-400",
                    direction === "stable" && "text-muted-foreground",
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {formatChange(change)}
                  {direction === "stable" ? " (stable)" : null}
                  <span className="sr-only">{direction === "up" ? " rising" : direction === "down" ? " falling" : ""}</span>
                </span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-secondary" aria-hidden="true">
                <div
                  className={cn(
                    "h-full rounded-full",
                    direction === "down" ? "bg-red-400" : direction === "stable" ? "bg-muted-foreground" : "bg-primary",
                  )}
                  style={{ width: `${getTrendBarWidth(change)}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <div>
        <h4 className="text-sm font-semibold">Market insights</h4>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {MARKET_INSIGHTS.map((insight) => (
            <li key={insight}>{insight}</li>
          ))}
        </ul>
      </div>
      <Link href="/market-trends" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        View detailed market trends
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
