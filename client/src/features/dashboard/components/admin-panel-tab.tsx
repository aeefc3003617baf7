import type { ReactNode } from "react";
import { Link } from "wouter";
import { ArrowRight, ClipboardList, DollarSign, Hourglass } from "lucide-react";
import { formatUsd } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPercentChange } from "@/lib/format";
import { useAdminSummary } from "../api/get-admin-summary";
import type { AdminSummary } from "@contracts/admin";
import { SectionError } from "./section-state";

// "—" when last week had nothing to compare with, as the admin page's Analytics says it.
function formatChange(percent: number | null): string {
  return `${formatPercentChange(percent).label} vs last week`;
}

function StatCard({ title, icon, value, note }: { title: string; icon: ReactNode; value: string; note: string }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
        <CardTitle className="font-sans text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <span className="text-primary">{icon}</span>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold tracking-tight">{value}</p>
        <p className="mt-1 text-xs text-muted-foreground">{note}</p>
      </CardContent>
    </Card>
  );
}

function StatCards({ summary }: { summary: AdminSummary }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <StatCard
        title="Total Appraisals"
        icon={<ClipboardList className="size-5" aria-hidden="true" />}
        value={summary.totalAppraisals.toLocaleString("en-US")}
        note={`${summary.appraisalsThisWeek.toLocaleString("en-US")} this week · ${formatChange(summary.weeklyChangePercent)}`}
      />
      <StatCard
        title="Pending Reviews"
        icon={<Hourglass className="size-5" aria-hidden="true" />}
        value={summary.pendingReviews.toLocaleString("en-US")}
        note="Waiting for completion"
      />
      <StatCard
        title="Revenue This Month"
        icon={<DollarSign className="size-5" aria-hidden="true" />}
        value={formatUsd(summary.revenueThisMonth)}
        note="Credit purchases since the 1st"
      />
    </div>
  );
}

/** The Admin Panel tab (admins only, decision 7): figures from the database (decision 20). */
export function AdminPanelTab() {
  const summary = useAdminSummary({ enabled: true });
  return (
    <div className="space-y-6">
      {summary.isPending ? (
        <div className="grid gap-4 md:grid-cols-3" role="status" aria-label="Loading the admin figures">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : summary.isError ? (
        <SectionError message="The admin figures could not be loaded." onRetry={() => void summary.refetch()} />
      ) : (
        <StatCards summary={summary.data} />
      )}
      <Button asChild>
        <Link href="/admin">
          Open the Admin Dashboard
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
