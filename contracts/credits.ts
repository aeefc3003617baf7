import { z } from "zod";
import type { CreditPackage } from "./credits-plain";

// The parts that need no zod live in credits-plain.ts, so the pages that show packages and
// payments load without zod (decision 0015); everything is still importable from here.
export * from "./credits-plain";

export const CreditPackageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  credits: z.number().int(),
  price: z.number(),
  saveAmount: z.number(),
  popular: z.boolean(),
}) satisfies z.ZodType<CreditPackage>;
export const CreditPackageListSchema = z.array(CreditPackageSchema);

export const TRANSACTION_TYPES = ["purchase", "usage", "refund", "adjustment"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** One ledger entry as the client shows it; balance is the balance after the entry. */
export const CreditTransactionSchema = z.object({
  id: z.string(),
  date: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  amount: z.number().int(),
  balance: z.number().int(),
  description: z.string(),
});
export type CreditTransaction = z.infer<typeof CreditTransactionSchema>;

export const CreditsResponseSchema = z.object({
  balance: z.number().int(),
  transactions: z.array(CreditTransactionSchema),
});
export type CreditsResponse = z.infer<typeof CreditsResponseSchema>;

export const CreatePaymentIntentSchema = z.object({
  packageId: z.coerce.number({ message: "packageId must be a package number" }).int("packageId must be a package number"),
  amount: z.coerce.number({ message: "amount must be the package price in US dollars" }),
});
export type CreatePaymentIntentInput = z.input<typeof CreatePaymentIntentSchema>;
export const PaymentIntentResponseSchema = z.object({ clientSecret: z.string() });

/** A payment's life with its provider (Stripe's PaymentIntent statuses that this product uses). */
export const PAYMENT_STATUSES = ["requires_confirmation", "requires_payment_method", "processing", "succeeded", "canceled"] as const;

/** GET /api/payments/{paymentId}: how one of the user's own payments stands, so the page reports only what happened. */
export const PaymentStatusResponseSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  packageId: z.number().int(),
  credits: z.number().int(),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponseSchema>;

export const PAYMENT_PROVIDERS = ["stripe", "test"] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

/** What the browser needs to show the right card form (decision 12). */
export const PaymentsConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

/** Luhn checksum over the digits of a card number. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month. */
export function isExpiryInFuture(expMonth: number, expYear: number, now = new Date()): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  return year > now.getFullYear() || (year === now.getFullYear() && expMonth >= now.getMonth() + 1);
}

const TestCardFields = z.object({
  number: z
    .string({ message: "Your card number is incomplete." })
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, "Your card number is incomplete.")
        .refine(isLuhnValid, "Your card number is invalid."),
    ),
  expMonth: z.coerce
    .number({ message: "Your card's expiration month is invalid." })
    .int("Your card's expiration month is invalid.")
    .min(1, "Your card's expiration month is invalid.")
    .max(12, "Your card's expiration month is invalid."),
  expYear: z.coerce
    .number({ message: "Your card's expiration year is invalid." })
    .int("Your card's expiration year is invalid.")
    .min(0, "Your card's expiration year is invalid.")
    .max(2100, "Your card's expiration year is invalid."),
  cvc: z.string({ message: "Your card's security code is incomplete." }).regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
const isCardExpiryValid = (card: { expMonth: number; expYear: number }) => isExpiryInFuture(card.expMonth, card.expYear);
const EXPIRED = { message: "Your card's expiration date is in the past.", path: ["expYear"] };

/** The test provider's card fields; the same rules run in the form and on the server. */
export const TestCardSchema = TestCardFields.refine(isCardExpiryValid, EXPIRED);
export type TestCardInput = z.input<typeof TestCardSchema>;

// The provider's own token (letters, digits, "_" and "-"): anything else, a NUL above all, is refused
// here rather than reaching the database (issue 13).
const clientSecretField = z
  .string()
  .min(1, "clientSecret is required")
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, "clientSecret is not a payment's client secret");

export const TestConfirmSchema = TestCardFields.extend({ clientSecret: clientSecretField }).refine(isCardExpiryValid, EXPIRED);
export type TestConfirmInput = z.input<typeof TestConfirmSchema>;
/** POST /api/stripe/webhook: Stripe needs only to hear that the event arrived. */
export const WebhookReceivedSchema = z.object({ received: z.literal(true) });
export const TestConfirmResponseSchema = z.object({ status: z.literal("succeeded") });
