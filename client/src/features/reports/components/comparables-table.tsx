import type { ComparableSale } from "@contracts/reports";
import { formatUsd, formatDate } from "@/lib/format";

function formatSize(sale: ComparableSale): string {
  const cm = (n: number) => String(Number(n.toFixed(1)));
  if (sale.heightCm && sale.widthCm) return `${cm(sale.heightCm)} x ${cm(sale.widthCm)} cm`;
  if (sale.heightCm) return `Height ${cm(sale.heightCm)} cm`;
  return "Size not recorded";
}

const describeWork = (sale: ComparableSale) => [sale.year ? String(sale.year) : null, sale.medium].filter(Boolean).join(", ");
// Sale dates are calendar dates: read at noon UTC so no time zone moves them a day.
const formatSaleDate = (date: string) => formatDate(`${date}T12:00:00Z`);

/** Sold lots like this one (issue 11): date, auction house, work and price, closest first. */
export function ComparablesTable({ sales }: { sales: ComparableSale[] }) {
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Sold lots from the sales records we hold that are closest to this work by artist, medium, size and date. Prices as reported by the
        auction house, in US dollars.
      </p>
      {/* Phones get one card per sale; five columns cannot be read at 360 px. */}
      <ul className="space-y-3 sm:hidden print:hidden" aria-label="Comparable sales">
        {sales.map((sale, index) => (
          <li key={index} className="rounded-md border p-3 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 break-words font-semibold">{sale.title ?? "Untitled"}</span>
              <span className="font-mono font-semibold tabular-nums">{formatUsd(sale.priceUsd)}</span>
            </div>
            <p className="mt-1 text-muted-foreground">{[describeWork(sale), formatSize(sale)].filter(Boolean).join(" · ")}</p>
            <p className="mt-1">
              Sold {formatSaleDate(sale.saleDate)}
              {sale.auctionHouse && <> at {sale.auctionHouse}</>}
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-md border sm:block print:block print:overflow-visible">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm print:min-w-0">
          <caption className="sr-only">Comparable sales: sold lots by the same artist, closest first</caption>
          <thead className="bg-muted/60">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Sale date
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Auction house
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Work
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Size
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {sales.map((sale, index) => (
              <tr key={index} className="break-inside-avoid border-t align-top">
                <td className="whitespace-nowrap px-3 py-2">{formatSaleDate(sale.saleDate)}</td>
                <td className="px-3 py-2">{sale.auctionHouse ?? "Not recorded"}</td>
                <th scope="row" className="px-3 py-2 font-normal">
                  <span className="font-medium">{sale.title ?? "Untitled"}</span>
                  {describeWork(sale) && <span className="block text-muted-foreground">{describeWork(sale)}</span>}
                </th>
                <td className="whitespace-nowrap px-3 py-2">{formatSize(sale)}</td>
                <td className="px-3 py-2 text-right font-mono tabular-nums">{formatUsd(sale.priceUsd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
