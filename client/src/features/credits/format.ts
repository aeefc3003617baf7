import { getPaymentIdFromClientSecret } from "@contracts/credits";

const usdCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars and cents, for per-credit prices: $19.80. */
export const formatUsdCents = (amount: number) => usdCents.format(amount);
export const pluralCredits = (count: number) => `${count.toLocaleString("en-US")} ${Math.abs(count) === 1 ? "credit" : "credits"}`;

/**
 * Where the provider sends the browser after a confirmed payment (core spec section 7). It carries
 * the payment's id so the page can ask the server what really happened before saying anything.
 */
export const paymentReturnUrl = (packageId: number, clientSecret: string) =>
  `${window.location.origin}/credits?success=true&package=${packageId}&payment=${encodeURIComponent(getPaymentIdFromClientSecret(clientSecret))}`;
