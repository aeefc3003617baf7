import { lazy } from "react";
import { Link } from "wouter";
import { ArrowRight, Palette, Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadWhenVisible } from "./load-when-visible";

// The card imports the pure engine (style classifier included); it loads as it scrolls into view.
const QuickValuationCard = lazy(() => import("./quick-valuation-card").then((m) => ({ default: m.QuickValuationCard })));

/** The Art Style Analyzer promo beside the Quick Art Valuation card. */
export function ValuationSection() {
  return (
    <section aria-labelledby="analyzer-heading" className="py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-start gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="lg:sticky lg:top-24">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-primary">
            <Sparkles className="size-3.5" aria-hidden="true" />
            Free with an account
          </p>
          <h2 id="analyzer-heading" className="mt-4 text-3xl font-semibold tracking-tight sm:text-4xl">
            Art Style Analyzer
          </h2>
          <p className="mt-4 text-lg leading-8 text-muted-foreground">
            Upload an image and our AI identifies its artistic style, the influences and techniques behind it, and the artists and movements
            it recalls.
          </p>
          <ul className="mt-6 space-y-3 text-muted-foreground">
            {["Identify styles and movements", "Discover similar artists", "Learn about techniques and influences"].map((item) => (
              <li key={item} className="flex items-center gap-3">
                <Palette className="size-5 text-primary" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-8">
            <Link href="/art-style-analyzer">
              Try the Art Style Analyzer
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <LoadWhenVisible fallback={<Skeleton className="h-[640px] w-full rounded-lg" />}>
          <QuickValuationCard />
        </LoadWhenVisible>
      </div>
    </section>
  );
}
