import type { CreditPackage, PaymentProviderKind } from "../../../contracts/credits";
import type { DbOrTx } from "../../db/client";
import type { PaymentStatus } from "../../db/schema";

export interface CreatePaymentIntentInput {
  db: DbOrTx;
  userId: string;
  /** The package as the server knows it: the amount charged comes from here, never the client. */
  pkg: CreditPackage;
}

/** A card payment provider (decision 12): Stripe, or the built-in test provider. */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** The key the browser initialises the provider with; null for the test provider. */
  readonly publishableKey: string | null;
  /** Opens a payment for the package and records it as a payments row; answers its client secret. */
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<{ clientSecret: string }>;
}

/** Cents for a whole-dollar package price. */
export const priceInCents = (pkg: CreditPackage) => Math.round(pkg.price * 100);

const KNOWN_STATUSES: readonly string[] = ["requires_confirmation", "requires_payment_method", "processing", "succeeded", "canceled"];

/** A provider's status in our vocabulary; anything unknown still awaits a payment method. */
export function toPaymentStatus(status: string): PaymentStatus {
  return (KNOWN_STATUSES.includes(status) ? status : "requires_payment_method") as PaymentStatus;
}
