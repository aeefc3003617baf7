import type { ReactNode } from "react";
import { Link } from "wouter";
import { ArrowRight, Coins, FilePlus2, History, ImagePlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useRecentAppraisals } from "../api/get-recent-appraisals";
import { AppraisalCard } from "./appraisal-card";
import { CardGridSkeleton, EmptyState, SectionError } from "./section-state";

const QUICK_LINKS = [
  { href: "/new-appraisal", title: "New Appraisal", description: "Upload photos of a piece and get its value range.", icon: FilePlus2 },
  { href: "/history", title: "Appraisal History", description: "Search, filter and sort every appraisal you have made.", icon: History },
  { href: "/credits", title: "Manage Credits", description: "See your balance, buy credits and review transactions.", icon: Coins },
] as const;

/** The Overview tab: shortcuts, the credit balance and the six newest appraisals. */
export function OverviewTab({ creditBalance }: { creditBalance: ReactNode }) {
  const recent = useRecentAppraisals();
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-3">
        {QUICK_LINKS.map(({ href, title, description, icon: Icon }) => (
          <Link key={href} href={href} className="group rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <Card className="h-full transition-colors group-hover:border-primary/50 group-hover:bg-accent/40">
              <CardHeader className="flex-row items-start gap-4 space-y-0 p-4 sm:flex-col sm:gap-2 sm:p-6">
                <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
                <div className="space-y-1.5">
                  <CardTitle className="text-lg">{title}</CardTitle>
                  <CardDescription>{description}</CardDescription>
                </div>
              </CardHeader>
            </Card>
          </Link>
        ))}
      </div>

      {creditBalance}

      <section aria-labelledby="recent-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="recent-heading" className="text-2xl font-semibold">
            Recent Appraisals
          </h2>
          <Button asChild variant="link" className="px-0">
            <Link href="/history">
              View All Appraisals
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        {recent.isPending ? (
          <CardGridSkeleton count={2} />
        ) : recent.isError ? (
          <SectionError message="Your recent appraisals could not be loaded." onRetry={() => void recent.refetch()} />
        ) : recent.data.length === 0 ? (
          <EmptyState
            icon={<ImagePlus className="size-7" aria-hidden="true" />}
            title="You haven't submitted any appraisals yet"
            description="Upload photos of a painting, drawing, print or sculpture and receive an estimated value report."
            action={
              <Button asChild>
                <Link href="/new-appraisal">Submit Your First Appraisal</Link>
              </Button>
            }
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Recent appraisals">
            {recent.data.map((appraisal) => (
              <li key={appraisal.id} className="min-w-0">
                <AppraisalCard appraisal={appraisal} view="recent" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
