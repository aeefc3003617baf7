import type { ReactNode } from "react";
import { Link } from "wouter";
import { ArrowRight, Printer } from "lucide-react";
import { BackLink } from "@/components/back-link";
import { Button } from "@/components/ui/button";
import {
  COLLECTOR_BEHAVIOUR,
  GLOBAL_TRENDS,
  MARKET_REPORT_TITLE,
  MARKET_REPORT_UPDATED,
  REPORT_EMERGING_TRENDS,
  REPORT_FORECAST,
  REPORT_OVERVIEW,
  TOP_CATEGORIES,
} from "../content/market-report";
import { BarChart } from "./bar-chart";

function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t pt-8 print:break-inside-avoid-page">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-7 text-muted-foreground">{children}</div>
    </section>
  );
}

function AppraisalCta({ text }: { text: string }) {
  return (
    <div className="no-print flex flex-col items-start gap-3 rounded-lg border border-primary/30 bg-primary/10 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-foreground">{text}</p>
      <Button asChild>
        <Link href="/new-appraisal">
          Get an Appraisal
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}

/** /market-report: the Art Market Report 2025, readable on screen and printable. */
export function MarketReportView() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:p-0">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <BackLink href="/art-trend-map" label="Back to Map" />
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print Report
        </Button>
      </div>
      <article aria-labelledby="market-report-title" className="mt-6 space-y-10">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Market insights</p>
          <h1 id="market-report-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
            {MARKET_REPORT_TITLE}
          </h1>
          <p className="mt-3 text-sm text-muted-foreground">
            Last updated: <time dateTime={MARKET_REPORT_UPDATED}>{MARKET_REPORT_UPDATED}</time>
          </p>
        </header>

        <ReportSection id="report-overview" title="Market Overview">
          {REPORT_OVERVIEW.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <dl className="grid grid-cols-1 gap-3 pt-2 sm:grid-cols-2">
            {REPORT_OVERVIEW.keyFigures.map((figure) => (
              <div key={figure.label} className="rounded-lg border bg-card p-4">
                <dt className="text-sm">{figure.label}</dt>
                <dd className="mt-1 text-2xl font-semibold text-foreground">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </ReportSection>

        <ReportSection id="report-collectors" title="Collector Behaviour">
          <p>{COLLECTOR_BEHAVIOUR.intro}</p>
          <BarChart
            caption="Share of surveyed collectors, past 12 months"
            valueHeader="Share of collectors"
            unit="%"
            domainMax={100}
            data={COLLECTOR_BEHAVIOUR.items}
          />
          <ul className="list-disc space-y-2 pl-5 marker:text-primary">
            {COLLECTOR_BEHAVIOUR.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </ReportSection>

        <ReportSection id="report-global" title="Global Trends">
          <ul className="grid gap-4 sm:grid-cols-2">
            {GLOBAL_TRENDS.map((trend) => (
              <li key={trend.title} className="rounded-lg border bg-card p-4">
                <h3 className="font-semibold text-foreground">{trend.title}</h3>
                <p className="mt-1 text-sm leading-6">{trend.text}</p>
              </li>
            ))}
          </ul>
        </ReportSection>

        <ReportSection id="report-categories" title="Top Categories">
          <p>Change in sales volume by category over the last 12 months.</p>
          <BarChart
            caption="Change in sales volume by category, last 12 months"
            valueHeader="Change in sales volume"
            unit="%"
            signed
            data={TOP_CATEGORIES.map((c) => ({ label: c.category, value: c.change }))}
          />
        </ReportSection>

        <AppraisalCta text="Curious how your piece fits these trends? An appraisal tells you what it is worth today." />

        <ReportSection id="report-emerging" title="Emerging Trends">
          <ul className="space-y-3">
            {REPORT_EMERGING_TRENDS.map((trend) => (
              <li key={trend.title}>
                <span className="font-semibold text-foreground">{trend.title}:</span> {trend.text}
              </li>
            ))}
          </ul>
        </ReportSection>

        <ReportSection id="report-forecast" title="Forecast">
          {REPORT_FORECAST.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <h3 className="pt-2 font-semibold text-foreground">What this means for owners</h3>
          <ul className="list-disc space-y-2 pl-5 marker:text-primary">
            {REPORT_FORECAST.advice.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </ReportSection>

        <AppraisalCta text="Ready to find out what your artwork is worth? Submit it for appraisal in minutes." />
      </article>
    </div>
  );
}
