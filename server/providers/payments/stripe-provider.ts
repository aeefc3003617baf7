import { PAYMENT_CURRENCY, type CreditPackage } from "../../../contracts/credits";
import { badRequest } from "../../errors";
import { priceInCents, toPaymentStatus, type OpenedPayment, type PaymentProvider } from "./payment-provider";

export const INVALID_SIGNATURE = "The Stripe signature is missing, invalid or too old.";

export interface StripeIntent {
  id: string;
  client_secret?: string | null;
  status: string;
  amount?: number;
  amount_received?: number;
  currency?: string;
  metadata?: Record<string, string> | null;
}

/** The part of the stripe library this provider uses; tests pass a fake for the network calls. */
export interface StripeApi {
  paymentIntents: {
    create(params: {
      amount: number;
      currency: string;
      payment_method_types: string[];
      description: string;
      metadata: Record<string, string>;
    }): Promise<StripeIntent>;
  };
  webhooks: {
    constructEvent(payload: string | Buffer, header: string, secret: string): { id: string; type: string; data: { object: unknown } };
  };
}

/** A verified event: its type, and the PaymentIntent when it is one. */
export interface StripeEvent {
  type: string;
  intent: StripeIntent;
}

/** Stripe (decision 12): PaymentIntents carry the user and package; only a signed webhook grants. */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = "stripe" as const;
  readonly publishableKey: string;
  private readonly stripe: StripeApi;
  private readonly webhookSecret: string;

  constructor(options: { stripe: StripeApi; publishableKey: string; webhookSecret: string }) {
    this.stripe = options.stripe;
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
  }

  async openPayment({ userId, pkg }: { userId: string; pkg: CreditPackage }): Promise<OpenedPayment> {
    const intent = await this.stripe.paymentIntents.create({
      amount: priceInCents(pkg),
      currency: PAYMENT_CURRENCY,
      payment_method_types: ["card"],
      description: `${pkg.title}: ${pkg.credits} appraisal ${pkg.credits === 1 ? "credit" : "credits"}`,
      metadata: { userId, packageId: String(pkg.id), credits: String(pkg.credits) },
    });
    if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
    return { providerPaymentId: intent.id, clientSecret: intent.client_secret, status: toPaymentStatus(intent.status) };
  }

  /** Verifies the signature on the raw body; a missing, forged or stale one is a 400. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): StripeEvent {
    try {
      if (!signature) throw new Error("no signature");
      const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
      return { type: event.type, intent: event.data.object as StripeIntent };
    } catch {
      throw badRequest(INVALID_SIGNATURE);
    }
  }
}
