import type { ValuationFactor } from "../../../../contracts/appraisals";
import { formatUsd, type ComparableSale } from "../../../../contracts/reports";
import { heading, paragraph, table, type Layout } from "./pdf-layout";

/** "x1.25", as the report page writes it (decision 19). */
export function formatFactorEffect(effect: number): string {
  return `x${Number(effect.toFixed(2))}`;
}

/** How the range was reached: one row per factor; the header repeats on every page the table spans. */
export function drawFactors(layout: Layout, factors: ValuationFactor[]) {
  heading(layout, "How the range was reached", 50);
  if (!factors.length) {
    paragraph(layout, "No adjustment factors were recorded for this valuation.");
    return;
  }
  table(
    layout,
    [
      { label: "Factor", share: 0.2 },
      { label: "Value", share: 0.24 },
      { label: "Effect", share: 0.1, align: "right" },
      { label: "Why", share: 0.46 },
    ],
    factors.map((f) => [f.name, f.value, formatFactorEffect(f.effect), f.explanation]),
  );
}

const formatSize = (sale: ComparableSale) =>
  sale.heightCm && sale.widthCm ? `${trim(sale.heightCm)} x ${trim(sale.widthCm)} cm` : sale.heightCm ? `H ${trim(sale.heightCm)} cm` : "";
const trim = (n: number) => String(Number(n.toFixed(1)));

/** Comparable sales (sold lots like this one), when any match; nothing is printed otherwise. */
export function drawComparables(layout: Layout, sales: ComparableSale[]) {
  if (!sales.length) return;
  heading(layout, "Comparable sales", 70);
  paragraph(
    layout,
    `Sold lots from the sales records we hold that are closest to this work by artist, medium, size and date. Prices as reported by the auction house, in US dollars.`,
    { size: 9 },
  );
  layout.doc.moveDown(0.4);
  table(
    layout,
    [
      { label: "Sale date", share: 0.13 },
      { label: "Auction house", share: 0.17 },
      { label: "Work", share: 0.36 },
      { label: "Size", share: 0.18 },
      { label: "Price", share: 0.16, align: "right" },
    ],
    sales.map((sale) => [
      sale.saleDate,
      sale.auctionHouse ?? "",
      [sale.title ?? "Untitled", sale.year ? String(sale.year) : null, sale.medium].filter(Boolean).join(", "),
      formatSize(sale),
      formatUsd(sale.priceUsd),
    ]),
  );
}
