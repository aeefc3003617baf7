import { Link } from "wouter";
import { ArrowLeft, CheckCircle2, XCircle } from "lucide-react";
import {
  VALUATION_COVERAGE_TARGET,
  VALUATION_MEASURED,
  VALUATION_MODEL_DATA,
  VALUATION_MODEL_DATE,
} from "@engine/knowledge/valuation-model-card";
import { Button } from "@/components/ui/button";
import { CAN_TELL, CANNOT_TELL, STEPS } from "../content/methodology";
import { StyleAccuracy } from "./style-accuracy";

const pct = (x: number) => `${Math.round(x * 100)}%`;
const times = (logError: number) => `${Math.exp(logError).toFixed(1)}x`;

function FigureRow({ label, n, coverage, ratio, error }: { label: string; n: number; coverage: number; ratio: number; error: number }) {
  return (
    <tr className="border-t">
      <th scope="row" className="py-2 pr-3 text-left font-medium">
        {label}
      </th>
      <td className="px-2 py-2 text-right tabular-nums">{n.toLocaleString("en-US")}</td>
      <td className="px-2 py-2 text-right tabular-nums">{pct(coverage)}</td>
      <td className="px-2 py-2 text-right tabular-nums">{ratio.toFixed(1)}x</td>
      <td className="py-2 pl-2 text-right tabular-nums">{times(error)}</td>
    </tr>
  );
}

/** /how-we-appraise: how a report is made, what it can and cannot tell, and the measured accuracy. */
export function MethodologyView() {
  const m = VALUATION_MEASURED;
  const narrow = m.byRangeGroup["artist with 20+ sales, 30+ in this medium"];
  const wide = m.byRangeGroup["no sales record, regional house"];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <Button asChild variant="ghost" size="sm">
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
      <header className="mt-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Methodology</p>
        <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">How we appraise</h1>
        <p className="mt-3 max-w-3xl leading-7 text-muted-foreground">
          Every report combines what your photos show, what you tell us and how comparable works actually sold at auction. Here is how, and
          how accurate it has proved when tested on sales it had never seen.
        </p>
      </header>

      <section aria-labelledby="steps-heading" className="mt-10">
        <h2 id="steps-heading" className="text-2xl font-semibold">
          From your photos to a value
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-2">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-lg border bg-card p-4">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm leading-6 text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="valuation-heading" className="mt-12">
        <h2 id="valuation-heading" className="text-2xl font-semibold">
          How accurate the values are
        </h2>
        <p className="mt-3 max-w-3xl leading-7 text-muted-foreground">
          The valuation model was fitted on {VALUATION_MODEL_DATA.lots.toLocaleString("en-US")} sold lots from{" "}
          {VALUATION_MODEL_DATA.sources} auction sources, from a regional saleroom in Lisbon and an online prints sale to Christie&apos;s
          and Sotheby&apos;s. To test it honestly, each source in turn was left out, the model refitted on the others, and the left-out
          sales priced. The range is set to hold the price about {pct(VALUATION_COVERAGE_TARGET)} of the time; the table shows what it
          actually did, beside the auction houses&apos; own estimates for the same lots (made by specialists who had the work in hand).
        </p>
        {/* Focusable so keyboard users can scroll the table sideways on a phone. */}
        <div className="mt-4 overflow-x-auto rounded-lg border bg-card p-4" tabIndex={0} role="region" aria-label="Accuracy table">
          <table className="w-full min-w-[30rem] text-sm">
            <caption className="sr-only">Measured accuracy of the value ranges on auction sources left out of fitting</caption>
            <thead>
              <tr className="text-muted-foreground">
                <th scope="col" className="pb-2 text-left font-medium">
                  Sales tested
                </th>
                <th scope="col" className="px-2 pb-2 text-right font-medium">
                  Lots
                </th>
                <th scope="col" className="px-2 pb-2 text-right font-medium">
                  Price inside the range
                </th>
                <th scope="col" className="px-2 pb-2 text-right font-medium">
                  Typical high / low
                </th>
                <th scope="col" className="pb-2 pl-2 text-right font-medium">
                  Typical error of the middle
                </th>
              </tr>
            </thead>
            <tbody>
              <FigureRow
                label="All left-out sources"
                n={m.allHeldOut.n}
                coverage={m.allHeldOut.coverage}
                ratio={m.allHeldOut.medianRatio}
                error={m.allHeldOut.medianAbsLogError}
              />
              <FigureRow
                label="Regional houses"
                n={m.regionalHouses.n}
                coverage={m.regionalHouses.coverage}
                ratio={m.regionalHouses.medianRatio}
                error={m.regionalHouses.medianAbsLogError}
              />
              <FigureRow
                label="Lots sold under $1,000"
                n={m.under1000.n}
                coverage={m.under1000.coverage}
                ratio={m.under1000.medianRatio}
                error={m.under1000.medianAbsLogError}
              />
              <FigureRow
                label="Auction houses' own estimates"
                n={m.houseEstimates.n}
                coverage={m.houseEstimates.coverage}
                ratio={m.houseEstimates.medianRatio}
                error={m.houseEstimates.medianAbsLogError}
              />
            </tbody>
          </table>
        </div>
        <p className="mt-3 max-w-3xl text-sm leading-6 text-muted-foreground">
          What this means: our ranges are wide, because a value made from photos and a description, without seeing the work, is uncertain by
          a factor of two to three. An auction house that has examined the work quotes a narrower range but still misses the price about two
          times in three. Public sales data on the low market is thin: only about 300 of these lots sold for under $5,000, so figures for
          inexpensive works rest on few sales and on published market statistics. Model fitted {VALUATION_MODEL_DATE}.
        </p>
        <p className="mt-3 max-w-3xl text-sm leading-6 text-muted-foreground">
          The width depends on what is known of the hand. For an artist with many recorded sales in the same medium the typical range spans
          a factor of {narrow.medianRatio.toFixed(1)} between high and low (price inside {pct(narrow.coverage)} of the time); for an artist
          without an auction record, sold at a regional house, a factor of {wide.medianRatio.toFixed(1)} ({pct(wide.coverage)}).
        </p>
      </section>

      <StyleAccuracy />

      <section aria-labelledby="limits-heading" className="mt-12 grid gap-6 md:grid-cols-2">
        <h2 id="limits-heading" className="sr-only">
          What the analysis can and cannot tell
        </h2>
        <div className="rounded-lg border bg-card p-5">
          <h3 className="font-semibold">What the analysis can tell</h3>
          <ul className="mt-3 space-y-2">
            {CAN_TELL.map((item) => (
              <li key={item} className="flex gap-2 text-sm leading-6">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-lg border bg-card p-5">
          <h3 className="font-semibold">What it cannot tell</h3>
          <ul className="mt-3 space-y-2">
            {CANNOT_TELL.map((item) => (
              <li key={item} className="flex gap-2 text-sm leading-6">
                <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <p className="mt-10 max-w-3xl text-sm leading-6 text-muted-foreground">
        Our reports are estimates based on the images and information supplied, not a formal authentication or a certified appraisal. For
        insurance or a sale of an important work, have it examined in person by a certified appraiser.
      </p>
    </div>
  );
}
