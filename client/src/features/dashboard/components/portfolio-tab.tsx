import { Link } from "wouter";
import { GalleryVerticalEnd } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAppraisals } from "../api/get-appraisals";
import { usePortfolio } from "../api/get-portfolio";
import { AppraisalCard } from "./appraisal-card";
import { CollectionBreakdownCard, CollectorLevelCard, PortfolioValueCard } from "./portfolio-cards";
import { CardGridSkeleton, EmptyState, SectionError } from "./section-state";

/** The Portfolio Value tab; mounted only while open, so its two calls run only then (spec section 7). */
export function PortfolioTab() {
  const appraisals = useAppraisals({ enabled: true });
  const portfolio = usePortfolio({ enabled: true });

  if (appraisals.isPending || portfolio.isPending) {
    return (
      <div className="space-y-8" role="status" aria-label="Loading your portfolio">
        <div className="grid gap-4 lg:grid-cols-3">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
        <CardGridSkeleton count={2} />
      </div>
    );
  }
  if (appraisals.isError || portfolio.isError) {
    return (
      <SectionError
        message="Your portfolio could not be loaded."
        onRetry={() => {
          void appraisals.refetch();
          void portfolio.refetch();
        }}
      />
    );
  }
  if (appraisals.data.length === 0) {
    return (
      <EmptyState
        icon={<GalleryVerticalEnd className="size-7" aria-hidden="true" />}
        title="Your collection is empty"
        description="Each completed appraisal adds its value to your portfolio and moves you up the collector levels."
        action={
          <Button asChild>
            <Link href="/new-appraisal">Start Your Collection</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="space-y-8">
      <div className="grid gap-4 lg:grid-cols-3">
        <CollectorLevelCard summary={portfolio.data} />
        <PortfolioValueCard summary={portfolio.data} />
        <CollectionBreakdownCard summary={portfolio.data} />
      </div>
      <section aria-labelledby="collection-heading" className="space-y-4">
        <h2 id="collection-heading" className="text-2xl font-semibold">
          Your Appraised Collection
        </h2>
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Your appraised collection">
          {appraisals.data.map((appraisal) => (
            <li key={appraisal.id} className="min-w-0">
              <AppraisalCard appraisal={appraisal} view="collection" />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
