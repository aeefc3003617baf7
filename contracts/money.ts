// No zod here: the pure engine, the server's PDF and e-mails and every screen format money with it.

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** Whole US dollars, the way every screen, e-mail and the PDF write them: $12,300. */
export function formatUsd(value: number): string {
  return USD.format(Math.round(value));
}

/** A range of whole US dollars: "$1,000 – $3,000" (an en dash between spaces). */
export function formatUsdRange({ low, high }: { low: number; high: number }): string {
  return `${formatUsd(low)} – ${formatUsd(high)}`;
}
