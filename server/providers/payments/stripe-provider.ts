import { and, eq } from "drizzle-orm";
import { findCreditPackage, PAYMENT_CURRENCY } from "../../../contracts/credits";
import type { DbOrTx } from "../../db/client";
import { payments, users, type PaymentRow } from "../../db/schema";
import { badRequest } from "../../errors";
import { grantPurchase } from "../../modules/credits/credits.service";
import { priceInCents, toPaymentStatus, type CreatePaymentIntentInput, type PaymentProvider } from "./payment-provider";

export const INVALID_SIGNATURE = "The Stripe signature is missing, invalid or too old.";

interface StripeIntent {
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

export type WebhookOutcome = { type: string; granted: boolean };

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

  async createPaymentIntent({ db, userId, pkg }: CreatePaymentIntentInput): Promise<{ clientSecret: string }> {
    const intent = await this.stripe.paymentIntents.create({
      amount: priceInCents(pkg),
      currency: PAYMENT_CURRENCY,
      payment_method_types: ["card"],
      description: `${pkg.title}: ${pkg.credits} appraisal ${pkg.credits === 1 ? "credit" : "credits"}`,
      metadata: { userId, packageId: String(pkg.id), credits: String(pkg.credits) },
    });
    if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
    await db.insert(payments).values({
      provider: "stripe",
      providerPaymentId: intent.id,
      userId,
      packageId: pkg.id,
      credits: pkg.credits,
      amountCents: priceInCents(pkg),
      status: toPaymentStatus(intent.status),
    });
    return { clientSecret: intent.client_secret };
  }

  /**
   * Verifies the signature on the raw body (a forged or stale one is a 400) and grants the
   * credits of a succeeded PaymentIntent once; a replayed event finds the payment already granted.
   */
  async handleWebhook({ db, rawBody, signature }: { db: DbOrTx; rawBody: Buffer; signature: string | undefined }): Promise<WebhookOutcome> {
    let event: ReturnType<StripeApi["webhooks"]["constructEvent"]>;
    try {
      if (!signature) throw new Error("no signature");
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw badRequest(INVALID_SIGNATURE);
    }
    if (event.type !== "payment_intent.succeeded") return { type: event.type, granted: false };

    const intent = event.data.object as StripeIntent;
    const payment = await this.findOrRecordPayment(db, intent);
    if (!payment) return { type: event.type, granted: false };
    // The money Stripe received must be the package's price, in the package's currency.
    if (intent.amount_received !== payment.amountCents || intent.currency !== payment.currency) return { type: event.type, granted: false };
    const { granted } = await grantPurchase({ db, paymentId: payment.id });
    return { type: event.type, granted };
  }

  // The row written when the intent was created; if that write was lost, rebuilt from the
  // metadata this server put on the intent (trusted, since the event's signature checked out).
  private async findOrRecordPayment(db: DbOrTx, intent: StripeIntent): Promise<PaymentRow | undefined> {
    const byId = () =>
      db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, "stripe"), eq(payments.providerPaymentId, intent.id)));
    const [existing] = await byId();
    if (existing) return existing;
    const pkg = findCreditPackage(Number(intent.metadata?.packageId));
    const userId = intent.metadata?.userId;
    if (!pkg || !userId) return undefined;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) return undefined;
    await db
      .insert(payments)
      .values({
        provider: "stripe",
        providerPaymentId: intent.id,
        userId,
        packageId: pkg.id,
        credits: pkg.credits,
        amountCents: priceInCents(pkg),
        status: "processing",
      })
      .onConflictDoNothing();
    const [recorded] = await byId();
    return recorded;
  }
}
