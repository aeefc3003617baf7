// No zod here: the pure engine, the server's PDF and e-mails and every screen format money with it.

/**
 * An integer the way en-US writes it: -1234567 -> "-1,234,567". Written out rather than with Intl:
 * the first Intl.NumberFormat a page builds costs 20-55 ms of ICU set-up (four times that on a
 * phone), which showed as blocking time on /credits (decision 0015).
 */
export function groupThousands(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return rounded < 0 ? `-${digits}` : digits;
}

/** Whole US dollars, the way every screen, e-mail and the PDF write them: $12,300. */
export function formatUsd(value: number): string {
  const rounded = Math.round(value);
  return `${rounded < 0 ? "-" : ""}$${groupThousands(Math.abs(rounded))}`;
}

/** A range of whole US dollars: "$1,000 – $3,000" (an en dash between spaces). */
export function formatUsdRange({ low, high }: { low: number; high: number }): string {
  return `${formatUsd(low)} – ${formatUsd(high)}`;
}
