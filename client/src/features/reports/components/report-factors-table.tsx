import type { ValuationFactor } from "@contracts/appraisals";
import { formatEffect } from "../format";

/** How the range was reached (decision 19): each factor, its value and its effect on the range. */
export function ReportFactorsTable({ factors }: { factors: ValuationFactor[] }) {
  if (factors.length === 0) return <p className="text-muted-foreground">No adjustment factors were recorded for this valuation.</p>;
  return (
    <>
      {/* Phones get one card per factor; a four-column table cannot be read at 360 px. */}
      <ul className="space-y-3 sm:hidden print:hidden" aria-label="Valuation factors">
        {factors.map((factor, index) => (
          <li key={`${factor.name}-${index}`} className="rounded-md border p-3 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-semibold">{factor.name}</span>
              <span className="font-mono tabular-nums" aria-label={`Effect ${formatEffect(factor.effect)}`}>
                {formatEffect(factor.effect)}
              </span>
            </div>
            <p className="mt-1">{factor.value}</p>
            <p className="mt-1 text-muted-foreground">{factor.explanation}</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-md border sm:block print:block print:overflow-visible">
        <table className="w-full min-w-[34rem] border-collapse text-left text-sm print:min-w-0">
          <caption className="sr-only">Valuation factors and their effect on the range</caption>
          <thead className="bg-muted/60">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Factor
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Value
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Effect
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Explanation
              </th>
            </tr>
          </thead>
          <tbody>
            {factors.map((factor, index) => (
              <tr key={`${factor.name}-${index}`} className="break-inside-avoid border-t align-top">
                <th scope="row" className="px-3 py-2 font-medium">
                  {factor.name}
                </th>
                <td className="px-3 py-2">{factor.value}</td>
                <td className="px-3 py-2 text-right font-mono tabular-nums">{formatEffect(factor.effect)}</td>
                <td className="px-3 py-2 text-muted-foreground">{factor.explanation}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
