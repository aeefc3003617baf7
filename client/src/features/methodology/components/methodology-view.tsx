import { CheckCircle2, XCircle, type LucideIcon } from "lucide-react";
import { VALUATION_COVERAGE_TARGETS, VALUATION_MEASURED, VALUATION_MODEL_DATA, VALUATION_MODEL_DATE } from "@engine/knowledge";
import { GuidePage } from "@/components/guide-page";
import { NumberedSteps } from "@/components/numbered-steps";
import { cn } from "@/lib/utils";
import { CAN_TELL, CANNOT_TELL, STEPS } from "../content/methodology";
import { StyleAccuracy } from "./style-accuracy";
import { MarketAccuracy } from "./market-accuracy";

const pct = (x: number) => `${Math.round(x * 100)}%`;
const times = (logError: number) => `${Math.exp(logError).toFixed(1)}x`;

/** One group of held-out sales as the model card measured it: both ranges and the middle's error. */
type Figures = {
  n: number;
  likely: { coverage: number; medianRatio: number };
  wide: { coverage: number; medianRatio: number };
  medianAbsLogError: number;
};

const REGIONAL = VALUATION_MEASURED.regional;
const TIER_LABELS: Record<string, string> = {
  "under $1,000": "Valued under $1,000",
  "$1,000-$5,000": "Valued $1,000 to $5,000",
  "$5,000-$50,000": "Valued $5,000 to $50,000",
};
const MEDIUM_LABELS: Record<string, string> = {
  painting: "Paintings",
  "work on paper": "Works on paper",
  print: "Prints",
  sculpture: "Sculpture",
  photograph: "Photographs",
};

/** The rows of the accuracy table: the regional houses, split by our value and by medium, then the high end. */
const FIGURE_ROWS: readonly { label: string; figures: Figures; indent?: boolean }[] = [
  { label: "Regional houses, all", figures: REGIONAL.all },
  ...Object.entries(TIER_LABELS).flatMap(([tier, label]) => {
    const figures = (REGIONAL.byPredictedTier as Record<string, Figures | undefined>)[tier];
    return figures ? [{ label, figures, indent: true }] : [];
  }),
  ...Object.entries(MEDIUM_LABELS).flatMap(([medium, label]) => {
    const figures = (REGIONAL.byMedium as Record<string, Figures | undefined>)[medium];
    return figures && figures.n >= 100 ? [{ label, figures, indent: true }] : [];
  }),
  { label: "Christie's, Sotheby's, Phillips and New York", figures: VALUATION_MEASURED.highEnd },
];

const houses = VALUATION_MEASURED.regional.all.houseEstimates;

function FigureRow({ label, figures, indent }: { label: string; figures: Figures; indent?: boolean }) {
  return (
    <tr className="border-t">
      <th scope="row" className={cn("py-2 pr-3 text-left font-medium", indent && "pl-4 font-normal")}>
        {label}
      </th>
      <td className="px-2 py-2 text-right tabular-nums">{figures.n.toLocaleString("en-US")}</td>
      <td className="px-2 py-2 text-right tabular-nums">{pct(figures.likely.coverage)}</td>
      <td className="px-2 py-2 text-right tabular-nums">{figures.likely.medianRatio.toFixed(1)}x</td>
      <td className="px-2 py-2 text-right tabular-nums">{pct(figures.wide.coverage)}</td>
      <td className="px-2 py-2 text-right tabular-nums">{Math.round(figures.wide.medianRatio)}x</td>
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
  const recorded = VALUATION_MEASURED.byRangeGroup["artist with 20+ sales, 10-29 in this medium"];
  const unrecorded = VALUATION_MEASURED.byRangeGroup["no sales record, regional house"];
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
          {VALUATION_MODEL_DATA.sources} auction sources: {VALUATION_MODEL_DATA.regionalHouses} regional houses where owners sell (in
          Warsaw, Tallinn, Lisbon and Massachusetts, and online) and the international salerooms. To test it honestly, each house in turn
          was left out, the model refitted on the others, and the left-out sales priced, every house counting the same. Each report gives
          two ranges: a likely range set to hold the price about {pct(VALUATION_COVERAGE_TARGETS.likely)} of the time, and a wider one set
          to hold it about {pct(VALUATION_COVERAGE_TARGETS.wide)} of the time. The table shows what the curated market&apos;s own ranges
          actually did; the next section shows the ranges a report now draws, with the market step.
        </p>
        {/* Focusable so keyboard users can scroll the table sideways on a phone. */}
        <div className="mt-4 overflow-x-auto rounded-lg border bg-card p-4" tabIndex={0} role="region" aria-label="Accuracy table">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">
              Measured accuracy of the two value ranges on curated auction houses left out of fitting (the fine-art market's own range)
            </caption>
            <thead>
              <tr className="text-muted-foreground">
                <th scope="col" rowSpan={2} className="pb-2 text-left align-bottom font-medium">
                  Sales tested
                </th>
                <th scope="col" rowSpan={2} className="px-2 pb-2 text-right align-bottom font-medium">
                  Lots
                </th>
                <th scope="colgroup" colSpan={2} className="px-2 text-center font-medium">
                  Likely range
                </th>
                <th scope="colgroup" colSpan={2} className="px-2 text-center font-medium">
                  Wide range
                </th>
                <th scope="col" rowSpan={2} className="pb-2 pl-2 text-right align-bottom font-medium">
                  Typical error of the middle
                </th>
              </tr>
              <tr className="text-muted-foreground">
                <th scope="col" className="px-2 pb-2 text-right font-medium">
                  Price inside
                </th>
                <th scope="col" className="px-2 pb-2 text-right font-medium">
                  High / low
                </th>
                <th scope="col" className="px-2 pb-2 text-right font-medium">
                  Price inside
                </th>
                <th scope="col" className="px-2 pb-2 text-right font-medium">
                  High / low
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
          What this means: the biggest uncertainty is the house itself. The same kind of work sells for several times more at one saleroom
          than at another, and a value made from photos cannot know where the work will be sold, so even the likely range spans a factor of
          about {REGIONAL.all.likely.medianRatio.toFixed(0)}. Each range is set so that a house the model has not seen holds about its
          share, and for works we value under $1,000 and for prints, whose prices differ most between houses, that takes the widest ranges:
          we never draw a likely range wider than 10 times or a wide one wider than 100 times, and there the wide range holds a little less.
          The wide range holds prints less often than the rest (one small online sale of cheap editions of a famous name is never inside),
          photographs come from one house only, so they are valued and ranged as prints are (no other house could check their own level or
          width), and paintings are held a little more often than four in five.
          {houses
            ? ` Where the houses published their own estimates (${houses.n.toLocaleString("en-US")} of these lots), specialists who had the work in hand quoted ranges of about ${houses.medianRatio.toFixed(1)}x that held the price ${pct(houses.coverage)} of the time.`
            : ""}{" "}
          Model fitted {VALUATION_MODEL_DATE}.
        </p>
        <p className="mt-3 max-w-3xl text-sm leading-6 text-muted-foreground">
          The width depends on what is known of the hand. For an artist with a recorded sales history in the same medium the likely range
          held the price {pct(recorded.coverage)} of the time; for an artist without an auction record, {pct(unrecorded.coverage)}. An
          artist&apos;s record counts for the kind of work it was made in: a painter&apos;s print or poster is not priced from his paintings
          but as the prints of artists who sold both fetch, at the kind of house prints sell at. A signature read, a label, the
          artist&apos;s record or an appraiser&apos;s inspection is what narrows a range.
        </p>
      </section>

      <MarketAccuracy />

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
