import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { TestConfirmSchema } from "../../../contracts/credits";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { payments } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../errors";
import { grantPurchase } from "../../modules/credits/credits.service";
import { priceInCents, type CreatePaymentIntentInput, type PaymentProvider } from "./payment-provider";
import { TEST_CARD_DECLINES } from "./test-cards";

const SECRET_SEPARATOR = "_secret_";
export const UNKNOWN_PAYMENT = "This payment does not exist or belongs to another account.";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * The built-in provider for offline installs (decision 12): it issues a client secret for a
 * server-side payment row, checks a card against Stripe's test-card rules and grants the credits.
 * Card numbers are only read, never stored or logged.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly kind = "test" as const;
  readonly publishableKey = null;

  async createPaymentIntent({ db, userId, pkg }: CreatePaymentIntentInput): Promise<{ clientSecret: string }> {
    const providerPaymentId = `testpi_${randomBytes(12).toString("hex")}`;
    const clientSecret = `${providerPaymentId}${SECRET_SEPARATOR}${randomBytes(18).toString("base64url")}`;
    await db.insert(payments).values({
      provider: "test",
      providerPaymentId,
      clientSecretHash: sha256(clientSecret),
      userId,
      packageId: pkg.id,
      credits: pkg.credits,
      amountCents: priceInCents(pkg),
      status: "requires_confirmation",
    });
    return { clientSecret };
  }

  /** Confirms with a card; a declined card throws 402 with the card's message and grants nothing. */
  async confirm({
    db,
    userId,
    input,
  }: {
    db: DbOrTx;
    userId: string;
    input: z.output<typeof TestConfirmSchema>;
  }): Promise<{ status: "succeeded" }> {
    const providerPaymentId = input.clientSecret.split(SECRET_SEPARATOR)[0] ?? "";
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, "test"), eq(payments.providerPaymentId, providerPaymentId), eq(payments.userId, userId)));
    if (!payment || !payment.clientSecretHash || !sameHash(payment.clientSecretHash, sha256(input.clientSecret)))
      throw notFound(UNKNOWN_PAYMENT);
    // A second confirm of a paid intent answers the same and grants nothing more.
    if (payment.status === "succeeded") return { status: "succeeded" };
    if (payment.status === "canceled") throw badRequest("This payment was canceled.");

    const decline = TEST_CARD_DECLINES[input.number];
    if (decline) {
      await db.update(payments).set({ status: "requires_payment_method", updatedAt: new Date() }).where(eq(payments.id, payment.id));
      throw new AppError("PAYMENT_REQUIRED", decline.message, { declineCode: decline.code });
    }
    await grantPurchase({ db, paymentId: payment.id });
    return { status: "succeeded" };
  }
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
