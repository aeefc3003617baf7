import { MARKET_TIER_MEASURED, type MarketTierFigures } from "@engine/knowledge";
import { cn } from "@/lib/utils";

const pct = (x: number) => `${Math.round(x * 100)}%`;
const times = (log: number) => `${Math.exp(log).toFixed(1)}x`;
const signed = (log: number) => `${Math.exp(log).toFixed(2)}x`;

const G = MARKET_TIER_MEASURED.general;
const C = MARKET_TIER_MEASURED.curated;

/** Rows: the general house held out by time (before and now), its media, the quick estimate, then the curated houses. */
const ROWS: readonly { label: string; figures: MarketTierFigures; indent?: boolean }[] = [
  { label: "General house, later sales, before the market step", figures: G.later.before },
  { label: "General house, later sales, now", figures: G.later.wired },
  { label: "Prints", figures: G.laterPrints, indent: true },
  { label: "General house, earlier sales, before the market step", figures: G.earlier.before },
  { label: "General house, earlier sales, now", figures: G.earlier.wired },
  { label: "Paintings", figures: G.earlierByMedium.painting, indent: true },
  { label: "Works on paper", figures: G.earlierByMedium["work on paper"], indent: true },
  { label: "Prints", figures: G.earlierByMedium.print, indent: true },
  { label: "Objects and mixed media", figures: G.earlierByMedium.other, indent: true },
  { label: "Owner says where it was bought, later sales", figures: G.venueStatedLater },
  { label: "Owner says where it was bought, earlier sales", figures: G.venueStatedEarlier },
  { label: "Paintings", figures: G.venueStatedEarlierPaintings, indent: true },
  { label: "Free quick estimate, later sales", figures: G.quickLater },
  { label: "Free quick estimate, earlier sales", figures: G.quickEarlier },
  { label: "Quick estimate, where it was bought answered, later sales", figures: G.quickVenueStatedLater },
  { label: "Quick estimate, where it was bought answered, earlier sales", figures: G.quickVenueStatedEarlier },
  { label: "Curated fine-art houses, before the market step", figures: C.fineArt.before },
  { label: "Curated fine-art houses, now", figures: C.fineArt.wired },
  { label: "All ten regional houses, before the market step", figures: C.ten.before },
  { label: "All ten regional houses, now", figures: C.ten.wired },
];

/** "How we appraise": which market a range describes, and how each market's sales were held. */
export function MarketAccuracy() {
  return (
    <section aria-labelledby="market-heading" className="mt-12">
      <h2 id="market-heading" className="text-2xl font-semibold">
        Which market the range describes
      </h2>
      <p className="mt-3 max-w-3xl leading-7 text-muted-foreground">
        The same piece fetches far less at a general auction house or an online sale, which takes whatever is consigned, than at a curated
        fine-art house, which accepts a work only if it expects a good sale. Every report now says which of the two markets its range
        describes, how likely each is from what you told us (an artist&apos;s record, documents, a signature, the medium), and what the
        other market would pay. We tested this on {G.earlier.wired.n + G.later.wired.n} sales of a general house in Lisbon, fitting on its
        sales before July 2019 and pricing the later ones, then the reverse, and on the curated houses above, each left out in turn. Errors
        are our middle figure against the price paid.
      </p>
      <div className="mt-4 overflow-x-auto rounded-lg border bg-card p-4" tabIndex={0} role="region" aria-label="Accuracy by market">
        <table className="w-full min-w-[44rem] text-sm">
          <caption className="sr-only">Measured accuracy of the value ranges at a general house and at curated houses</caption>
          <thead>
            <tr className="text-muted-foreground">
              <th scope="col" className="pb-2 text-left font-medium">
                Sales tested
              </th>
              <th scope="col" className="px-2 pb-2 text-right font-medium">
                Lots
              </th>
              <th scope="col" className="px-2 pb-2 text-right font-medium">
                Likely range: price inside
              </th>
              <th scope="col" className="px-2 pb-2 text-right font-medium">
                High / low
              </th>
              <th scope="col" className="px-2 pb-2 text-right font-medium">
                Wide range: price inside
              </th>
              <th scope="col" className="px-2 pb-2 text-right font-medium">
                Typical error
              </th>
              <th scope="col" className="pb-2 pl-2 text-right font-medium">
                Middle / price paid
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label} className="border-t">
                <th scope="row" className={cn("py-2 pr-3 text-left font-medium", row.indent && "pl-4 font-normal")}>
                  {row.label}
                </th>
                <td className="px-2 py-2 text-right tabular-nums">{row.figures.n.toLocaleString("en-US")}</td>
                <td className="px-2 py-2 text-right tabular-nums">{pct(row.figures.likely.coverage)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.figures.likely.medianRatio.toFixed(1)}x</td>
                <td className="px-2 py-2 text-right tabular-nums">{pct(row.figures.wide.coverage)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{times(row.figures.medianAbsLogError)}</td>
                <td className="py-2 pl-2 text-right tabular-nums">{signed(row.figures.medianSignedLogError)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 max-w-3xl text-sm leading-6 text-muted-foreground">
        What this means: prints, objects and anything without a name are now priced where they sell, and the general house&apos;s prices
        fall inside the likely range about {pct(G.later.wired.likely.coverage)} of the time instead of {pct(G.later.before.likely.coverage)}
        . A named, signed painting or drawing still looks the same to us at a general house as at a curated one, so it is priced between the
        two markets, and at a general house its range is still about {signed(G.earlierByMedium.painting.medianSignedLogError)} too high,
        unless you tell us where it was bought: written in the provenance (&ldquo;bought at an online auction&rdquo;, &ldquo;from a flea
        market&rdquo;, &ldquo;from a gallery&rdquo;), it moves the piece to that market, and the general house&apos;s prices then fall
        inside the likely range {pct(G.venueStatedLater.likely.coverage)} and {pct(G.venueStatedEarlier.likely.coverage)} of the time (the
        free quick estimate asks it: {pct(G.quickVenueStatedLater.likely.coverage)} and {pct(G.quickVenueStatedEarlier.likely.coverage)}).
        At the curated houses the likely range holds the price {pct(C.fineArt.wired.likely.coverage)} of the time (before:{" "}
        {pct(C.fineArt.before.likely.coverage)}), and ranges that span both markets are wider. Documents, a certificate or an artist with an
        auction record move a piece to the curated market.
      </p>
    </section>
  );
}
