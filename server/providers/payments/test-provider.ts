import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { CreditPackage } from "../../../contracts/credits";
import type { OpenedPayment, PaymentProvider } from "./payment-provider";
import { TEST_CARD_DECLINES } from "./test-cards";

const SECRET_SEPARATOR = "_secret_";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * The built-in provider for offline installs (decision 12): it issues client secrets and judges a
 * card by Stripe's test-card rules. Card numbers are only read, never stored or logged.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly kind = "test" as const;
  readonly publishableKey = null;

  async openPayment(_input: { userId: string; pkg: CreditPackage }): Promise<OpenedPayment> {
    const providerPaymentId = `testpi_${randomBytes(12).toString("hex")}`;
    const clientSecret = `${providerPaymentId}${SECRET_SEPARATOR}${randomBytes(18).toString("base64url")}`;
    return { providerPaymentId, clientSecret, clientSecretHash: sha256(clientSecret), status: "requires_confirmation" };
  }

  /** The payment id inside a client secret this provider issued. */
  paymentIdOf(clientSecret: string): string {
    return clientSecret.split(SECRET_SEPARATOR)[0] ?? "";
  }

  /** Whether the secret is the one whose hash was recorded (compared in constant time). */
  isSecretOf(recordedHash: string | null, clientSecret: string): boolean {
    if (!recordedHash) return false;
    const left = Buffer.from(recordedHash);
    const right = Buffer.from(sha256(clientSecret));
    return left.length === right.length && timingSafeEqual(left, right);
  }

  /** Stripe's test-card rule for this number: its decline, or undefined when the card pays. */
  findDecline(cardNumber: string): { code: string; message: string } | undefined {
    return TEST_CARD_DECLINES[cardNumber];
  }
}
