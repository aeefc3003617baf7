import type { ReactNode } from "react";
import {
  ArrowDownRight,
  ArrowRight,
  ArrowUpRight,
  CheckCircle2,
  ClipboardList,
  Clock,
  DollarSign,
  Hourglass,
  TimerOff,
  TrendingUp,
} from "lucide-react";
import { formatUsd } from "@/lib/format";
import type { AdminAnalytics } from "@contracts/admin";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useAdminAnalytics } from "../api/get-admin-analytics";
import { formatPercentChange } from "@/lib/format";
import { formatHours } from "../format";
import { ListErrorPanel } from "./appraisal-list-states";
import { SubmissionsChart } from "./submissions-chart";

interface StatTileProps {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  note?: string;
  valueClassName?: string;
  className?: string;
}

function StatTile({ label, value, icon, note, valueClassName, className }: StatTileProps) {
  return (
    <Card className={className}>
      <CardContent className="space-y-1 p-4">
        <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          <h3 className="font-sans font-medium">{label}</h3>
          <span className="text-primary">{icon}</span>
        </div>
        <p className={cn("text-2xl font-bold tabular-nums", valueClassName)}>{value}</p>
        {note && <p className="text-xs text-muted-foreground">{note}</p>}
      </CardContent>
    </Card>
  );
}

function TrendValue({ percent }: { percent: number | null }) {
  const trend = formatPercentChange(percent);
  const Icon = trend.direction === "up" ? ArrowUpRight : trend.direction === "down" ? ArrowDownRight : ArrowRight;
  if (trend.direction === "none") return <span aria-label="No trend yet">{trend.label}</span>;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1",
        trend.direction === "up" && "text-emerald-300",
        trend.direction === "down" && "text-red-300",
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
      {trend.label}
    </span>
  );
}

function AnalyticsTiles({ analytics }: { analytics: AdminAnalytics }) {
  const count = (value: number) => value.toLocaleString("en-US");
  const icon = (Icon: typeof Clock) => <Icon className="size-4" aria-hidden="true" />;
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label="Total Appraisals" value={count(analytics.totalAppraisals)} icon={icon(ClipboardList)} />
        <StatTile label="Pending" value={count(analytics.pending)} icon={icon(Hourglass)} note="Within the 48 h deadline" />
        <StatTile label="Completed" value={count(analytics.completed)} icon={icon(CheckCircle2)} />
        <StatTile
          label="Expired"
          value={count(analytics.expired)}
          icon={icon(TimerOff)}
          note="Past 48 h, not completed"
          valueClassName={analytics.expired > 0 ? "text-red-300" : undefined}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <StatTile
          label="Avg. Completion Time"
          value={formatHours(analytics.averageCompletionTime)}
          icon={icon(Clock)}
          note="Submission to completion"
        />
        <StatTile label="Total Revenue" value={formatUsd(analytics.totalRevenue)} icon={icon(DollarSign)} note="Credit purchases, USD" />
        <StatTile
          label="Weekly Trend"
          value={<TrendValue percent={analytics.weeklyTrend} />}
          icon={icon(TrendingUp)}
          note="Submissions vs the week before"
          className="col-span-2 lg:col-span-1"
        />
      </div>
    </div>
  );
}

/** The Analytics tab (decision 20): figures computed from the database, and the 8-week chart. */
export function AnalyticsTab() {
  const analytics = useAdminAnalytics();
  if (analytics.isPending) {
    return (
      <div className="space-y-4" role="status" aria-label="Loading the analytics">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={index} className="h-24" />
          ))}
        </div>
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (analytics.isError) {
    return (
      <ListErrorPanel
        title="Error Loading Analytics"
        message="There was a problem loading the analytics. Please try again."
        onRetry={() => void analytics.refetch()}
        isRetrying={analytics.isFetching}
      />
    );
  }
  return (
    <section aria-labelledby="admin-analytics-heading" className="space-y-6">
      <h2 id="admin-analytics-heading" className="sr-only">
        Analytics
      </h2>
      <AnalyticsTiles analytics={analytics.data} />
      <Card>
        <CardContent className="p-4 sm:p-6">
          <SubmissionsChart data={analytics.data.dailySubmissions} />
        </CardContent>
      </Card>
    </section>
  );
}
