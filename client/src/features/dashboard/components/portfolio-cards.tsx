import type { ReactNode } from "react";
import { Link } from "wouter";
import { Award, Landmark, PieChart } from "lucide-react";
import { computeCollectorLevel, midValue, type PortfolioSummary } from "@contracts/portfolio";
import { formatUsd, formatUsdRange } from "@/lib/format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { getCollectionBreakdown } from "../collection-breakdown";

function CardHeading({ icon, title, description }: { icon: ReactNode; title: string; description?: string }) {
  return (
    <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0 pb-3">
      <div className="space-y-1.5">
        <CardTitle className="text-lg">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </div>
      <span className="text-primary">{icon}</span>
    </CardHeader>
  );
}

/** Collector level from the portfolio value (core spec section 4). */
export function CollectorLevelCard({ summary }: { summary: PortfolioSummary }) {
  const value = midValue(summary.totalValue);
  const level = computeCollectorLevel(value);
  const progress = Math.round(level.progress);
  return (
    <Card>
      <CardHeading icon={<Award className="size-6" aria-hidden="true" />} title="Collector Level" />
      <CardContent className="space-y-4">
        <div>
          <p className="text-sm text-muted-foreground">Level {level.level}</p>
          <p className="font-serif text-2xl font-semibold" data-testid="collector-level">
            {level.title}
          </p>
        </div>
        {level.isTopLevel ? (
          <div className="space-y-2">
            <Progress value={100} aria-label="Collector level" aria-valuetext="Top level reached" />
            <p className="text-xs text-muted-foreground">Top level reached: the highest collector level there is.</p>
          </div>
        ) : (
          <div className="space-y-2">
            <Progress
              value={progress}
              aria-label={`Progress to ${level.nextTitle}`}
              aria-valuetext={`${progress}% of the way to ${level.nextTitle}`}
            />
            <div className="flex justify-between gap-2 text-xs text-muted-foreground">
              <span>{progress}%</span>
              <span>
                {level.nextTitle} at {formatUsd(level.nextThreshold)}
              </span>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The portfolio value: the average of the summed low and high estimates (core spec section 9). */
export function PortfolioValueCard({ summary }: { summary: PortfolioSummary }) {
  const { mostValuableItem } = summary;
  return (
    <Card>
      <CardHeading icon={<Landmark className="size-6" aria-hidden="true" />} title="Portfolio Value" />
      <CardContent className="space-y-3">
        <p className="text-4xl font-bold tracking-tight" data-testid="portfolio-value">
          {formatUsd(midValue(summary.totalValue))}
        </p>
        <p className="text-sm text-muted-foreground">
          Range {formatUsdRange(summary.totalValue)} across {summary.itemCount} appraised {summary.itemCount === 1 ? "work" : "works"}
        </p>
        {mostValuableItem && (
          <p className="text-sm">
            <span className="text-muted-foreground">Most valuable: </span>
            <Link href={`/appraisal/${mostValuableItem.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
              {mostValuableItem.title}
            </Link>{" "}
            <span className="text-muted-foreground">({formatUsd(mostValuableItem.value)})</span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The top 4 categories by value, each bar relative to the portfolio value. */
export function CollectionBreakdownCard({ summary }: { summary: PortfolioSummary }) {
  const rows = getCollectionBreakdown(summary);
  return (
    <Card>
      <CardHeading
        icon={<PieChart className="size-6" aria-hidden="true" />}
        title="Collection Breakdown"
        description="Your top categories by value"
      />
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">Categories appear once an appraisal is completed.</p>
        ) : (
          <ul className="space-y-4">
            {rows.map((row) => (
              <li key={row.category} className="space-y-1.5">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate font-medium">
                    {row.label} <span className="font-normal text-muted-foreground">({row.count})</span>
                  </span>
                  <span className="shrink-0 text-muted-foreground">{formatUsd(row.value)}</span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-secondary" aria-hidden="true">
                  <div className="h-full rounded-full bg-primary" style={{ width: `${row.percent}%` }} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
