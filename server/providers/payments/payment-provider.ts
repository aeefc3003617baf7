import type { CreditPackage, PaymentProviderKind } from "../../../contracts/credits";
import type { PaymentStatus } from "../../db/schema";

/** What a provider answers when it opens a payment; the payments service records it. */
export interface OpenedPayment {
  providerPaymentId: string;
  clientSecret: string;
  status: PaymentStatus;
  /** Set when the secret is checked by this server (the test provider) rather than by the provider. */
  clientSecretHash?: string;
}

/**
 * A card payment provider (decision 12), Stripe or the built-in test provider: an adapter that
 * talks to the provider only. It never writes a row or grants a credit; the payments service
 * (modules/credits/payments.service.ts) records and grants through it.
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** The key the browser initialises the provider with; null for the test provider. */
  readonly publishableKey: string | null;
  /** Opens a payment for the package at its server-side price. */
  openPayment(input: { userId: string; pkg: CreditPackage }): Promise<OpenedPayment>;
}

/** Cents for a whole-dollar package price. */
export const priceInCents = (pkg: CreditPackage) => Math.round(pkg.price * 100);

const KNOWN_STATUSES: readonly string[] = ["requires_confirmation", "requires_payment_method", "processing", "succeeded", "canceled"];

/** A provider's status in our vocabulary; anything unknown still awaits a payment method. */
export function toPaymentStatus(status: string): PaymentStatus {
  return (KNOWN_STATUSES.includes(status) ? status : "requires_payment_method") as PaymentStatus;
}
