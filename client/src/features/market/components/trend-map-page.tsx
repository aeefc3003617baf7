import { Link } from "wouter";
import { ArrowRight, Database, ListChecks } from "lucide-react";
import { BackLink } from "@/components/back-link";
import { Button } from "@/components/ui/button";
import { DATA_SOURCES, HOW_TO_USE_STEPS } from "../content/trend-map-data";
import { TrendMapCard } from "./trend-map-card";

/** /art-trend-map: the Community Art Trend Map page (secondary spec section 2). */
export function TrendMapPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink href="/" label="Back to Home" />
        <Button asChild size="sm">
          <Link href="/new-appraisal">Get Your Art Appraised</Link>
        </Button>
      </div>
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-semibold sm:text-4xl">Community Art Trend Map</h1>
        <p className="mt-3 text-base leading-7 text-muted-foreground">
          Where art is selling across the United States, which styles lead each region and how fast each market is growing. Compare regions
          and periods to see where your artwork is in demand.
        </p>
      </header>

      <div className="mt-8">
        <TrendMapCard />
      </div>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="how-to-use-heading" className="rounded-xl border bg-card p-6">
          <h2 id="how-to-use-heading" className="flex items-center gap-2 text-xl font-semibold">
            <ListChecks className="size-5 text-primary" aria-hidden="true" />
            How to Use This Data
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm leading-6 text-muted-foreground marker:text-primary">
            {HOW_TO_USE_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="data-sources-heading" className="rounded-xl border bg-card p-6">
          <h2 id="data-sources-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Database className="size-5 text-primary" aria-hidden="true" />
            Data Sources
          </h2>
          <p className="mt-3 text-sm text-muted-foreground">The figures combine:</p>
          <ul className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
            {DATA_SOURCES.map((source) => (
              <li key={source} className="rounded-md bg-muted/50 px-3 py-2">
                {source}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section
        aria-labelledby="trend-cta-heading"
        className="mt-10 rounded-xl border border-primary/30 bg-primary/10 p-6 text-center sm:p-10"
      >
        <h2 id="trend-cta-heading" className="text-2xl font-semibold">
          What is your artwork worth in today's market?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          Upload photos of your piece and receive a detailed appraisal report with a value range, historical context and a market analysis.
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link href="/new-appraisal">
            Start Your Appraisal
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </section>
    </div>
  );
}
