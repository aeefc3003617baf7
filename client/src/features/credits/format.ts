import { getPaymentIdFromClientSecret } from "@contracts/credits-plain";
import { groupThousands } from "@contracts/money";

/** Dollars and cents, for per-credit prices: $19.80 (without Intl, see groupThousands). */
export function formatUsdCents(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const dollars = groupThousands(Math.floor(cents / 100));
  return `${amount < 0 && cents > 0 ? "-" : ""}$${dollars}.${String(cents % 100).padStart(2, "0")}`;
}

export const pluralCredits = (count: number) => `${groupThousands(count)} ${Math.abs(count) === 1 ? "credit" : "credits"}`;

/**
 * Where the provider sends the browser after a confirmed payment (core spec section 7). It carries
 * the payment's id so the page can ask the server what really happened before saying anything.
 */
export const paymentReturnUrl = (packageId: number, clientSecret: string) =>
  `${window.location.origin}/credits?success=true&package=${packageId}&payment=${encodeURIComponent(getPaymentIdFromClientSecret(clientSecret))}`;
