import { and, eq } from "drizzle-orm";
import { findCreditPackage, type CreditPackage, type TestConfirmSchema } from "../../../contracts/credits";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { payments, users, type PaymentRow } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../errors";
import { priceInCents } from "../../providers/payments/payment-provider";
import type { PaymentProvider } from "../../providers/payments/payment-provider";
import type { StripeIntent, StripePaymentProvider } from "../../providers/payments/stripe-provider";
import type { TestPaymentProvider } from "../../providers/payments/test-provider";
import { grantPurchase } from "./credits.service";

export const UNKNOWN_PAYMENT = "This payment does not exist or belongs to another account.";

/** Opens a payment with the provider and records it as a payments row; answers its client secret. */
export async function createPaymentIntent({
  db,
  provider,
  userId,
  pkg,
}: {
  db: DbOrTx;
  provider: PaymentProvider;
  userId: string;
  pkg: CreditPackage;
}): Promise<{ clientSecret: string }> {
  const opened = await provider.openPayment({ userId, pkg });
  await db.insert(payments).values({
    provider: provider.kind,
    providerPaymentId: opened.providerPaymentId,
    clientSecretHash: opened.clientSecretHash,
    userId,
    packageId: pkg.id,
    credits: pkg.credits,
    amountCents: priceInCents(pkg),
    status: opened.status,
  });
  return { clientSecret: opened.clientSecret };
}

/** Confirms a test payment with a card; a declined card throws 402 with the card's message and grants nothing. */
export async function confirmTestPayment({
  db,
  provider,
  userId,
  input,
}: {
  db: DbOrTx;
  provider: TestPaymentProvider;
  userId: string;
  input: z.output<typeof TestConfirmSchema>;
}): Promise<{ status: "succeeded" }> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, "test"),
        eq(payments.providerPaymentId, provider.paymentIdOf(input.clientSecret)),
        eq(payments.userId, userId),
      ),
    );
  if (!payment || !provider.isSecretOf(payment.clientSecretHash, input.clientSecret)) throw notFound(UNKNOWN_PAYMENT);
  // A second confirm of a paid intent answers the same and grants nothing more.
  if (payment.status === "succeeded") return { status: "succeeded" };
  if (payment.status === "canceled") throw badRequest("This payment was canceled.");

  const decline = provider.findDecline(input.number);
  if (decline) {
    await db.update(payments).set({ status: "requires_payment_method", updatedAt: new Date() }).where(eq(payments.id, payment.id));
    throw new AppError("PAYMENT_REQUIRED", decline.message, { declineCode: decline.code });
  }
  await grantPurchase({ db, paymentId: payment.id });
  return { status: "succeeded" };
}

/**
 * A Stripe webhook: the provider verifies the signature (a forged or stale one is a 400); a
 * succeeded PaymentIntent's credits are granted once, a replayed event finds them granted.
 */
export async function handleStripeWebhook({
  db,
  provider,
  rawBody,
  signature,
}: {
  db: DbOrTx;
  provider: StripePaymentProvider;
  rawBody: Buffer;
  signature: string | undefined;
}): Promise<{ type: string; granted: boolean }> {
  const { type, intent } = provider.verifyEvent(rawBody, signature);
  if (type !== "payment_intent.succeeded") return { type, granted: false };
  const payment = await findOrRecordStripePayment(db, intent);
  if (!payment) return { type, granted: false };
  // The money Stripe received must be the package's price, in the package's currency.
  if (intent.amount_received !== payment.amountCents || intent.currency !== payment.currency) return { type, granted: false };
  const { granted } = await grantPurchase({ db, paymentId: payment.id });
  return { type, granted };
}

// The row written when the intent was created; if that write was lost, rebuilt from the
// metadata this server put on the intent (trusted, since the event's signature checked out).
async function findOrRecordStripePayment(db: DbOrTx, intent: StripeIntent): Promise<PaymentRow | undefined> {
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
