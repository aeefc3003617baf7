import { CheckCircle2, XCircle, type LucideIcon } from "lucide-react";
import {
  VALUATION_COVERAGE_TARGET,
  VALUATION_MEASURED,
  VALUATION_MODEL_DATA,
  VALUATION_MODEL_DATE,
} from "@engine/knowledge/valuation-model-card";
import { GuidePage } from "@/components/guide-page";
import { NumberedSteps } from "@/components/numbered-steps";
import { cn } from "@/lib/utils";
import { CAN_TELL, CANNOT_TELL, STEPS } from "../content/methodology";
import { StyleAccuracy } from "./style-accuracy";

const pct = (x: number) => `${Math.round(x * 100)}%`;
const times = (logError: number) => `${Math.exp(logError).toFixed(1)}x`;

/** One group of held-out sales as the model card measured it. */
type Figures = { n: number; coverage: number; medianRatio: number; medianAbsLogError: number };

/** The rows of the accuracy table, in the order they are read: ours overall, the hard cases, then the houses' own. */
const FIGURE_ROWS: readonly { label: string; figures: Figures }[] = [
  { label: "All left-out sources", figures: VALUATION_MEASURED.allHeldOut },
  { label: "Regional houses", figures: VALUATION_MEASURED.regionalHouses },
  { label: "Lots sold under $1,000", figures: VALUATION_MEASURED.under1000 },
  { label: "Auction houses' own estimates", figures: VALUATION_MEASURED.houseEstimates },
];

function FigureRow({ label, figures }: { label: string; figures: Figures }) {
  return (
    <tr className="border-t">
      <th scope="row" className="py-2 pr-3 text-left font-medium">
        {label}
      </th>
      <td className="px-2 py-2 text-right tabular-nums">{figures.n.toLocaleString("en-US")}</td>
      <td className="px-2 py-2 text-right tabular-nums">{pct(figures.coverage)}</td>
      <td className="px-2 py-2 text-right tabular-nums">{figures.medianRatio.toFixed(1)}x</td>
      <td className="py-2 pl-2 text-right tabular-nums">{times(figures.medianAbsLogError)}</td>
    </tr>
  );
}

function LimitsCard({
  title,
  items,
  icon: Icon,
  iconClassName,
}: {
  title: string;
  items: readonly string[];
  icon: LucideIcon;
  iconClassName: string;
}) {
  return (
    <div className="rounded-lg border bg-card p-5">
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-sm leading-6">
            <Icon className={cn("mt-0.5 size-4 shrink-0", iconClassName)} aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /how-we-appraise: how a report is made, what it can and cannot tell, and the measured accuracy. */
export function MethodologyView() {
  const narrow = VALUATION_MEASURED.byRangeGroup["artist with 20+ sales, 30+ in this medium"];
  const wide = VALUATION_MEASURED.byRangeGroup["no sales record, regional house"];
  return (
    <GuidePage
      eyebrow="Methodology"
      title="How we appraise"
      intro="Every report combines what your photos show, what you tell us and how comparable works actually sold at auction. Here is how, and how accurate it has proved when tested on sales it had never seen."
    >
      <section aria-labelledby="steps-heading" className="mt-10">
        <h2 id="steps-heading" className="text-2xl font-semibold">
          From your photos to a value
        </h2>
        <NumberedSteps steps={STEPS} titleAs="h3" className="mt-4 grid gap-4 md:grid-cols-2" />
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
              {FIGURE_ROWS.map((row) => (
                <FigureRow key={row.label} {...row} />
              ))}
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
        <LimitsCard title="What the analysis can tell" items={CAN_TELL} icon={CheckCircle2} iconClassName="text-primary" />
        <LimitsCard title="What it cannot tell" items={CANNOT_TELL} icon={XCircle} iconClassName="text-destructive" />
      </section>

      <p className="mt-10 max-w-3xl text-sm leading-6 text-muted-foreground">
        Our reports are estimates based on the images and information supplied, not a formal authentication or a certified appraisal. For
        insurance or a sale of an important work, have it examined in person by a certified appraiser.
      </p>
    </GuidePage>
  );
}
